package escarmouche.rules.casting;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.rules.core.Modifier;
import escarmouche.rules.dice.ForcedDice;
import escarmouche.rules.dice.SeededDice;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class CastingOddsTest {
    @Test
    @DisplayName("CAST-ROLL: d20 + modifiers >= 7, a natural 20 always works and a natural 1 never does")
    void CAST_ROLL_spellOdds() {
        assertEquals(70, CastingOdds.percent(0, false));
        assertEquals(5, CastingOdds.percent(-30, false));
        assertEquals(95, CastingOdds.percent(30, false));
        assertEquals(55, CastingOdds.percent(-3, false));
    }

    @Test
    @DisplayName("CAST-POTION: the odds count every 2d4 penalty, and agree face by face with the roll itself")
    void CAST_POTION_oddsAgreeWithTheRoll() {
        for (int mod = -6; mod <= 12; mod++) {
            int works = 0;
            for (int d20 = 1; d20 <= 20; d20++) {
                for (int a = 1; a <= 4; a++) {
                    for (int b = 1; b <= 4; b++) {
                        ForcedDice dice = new ForcedDice(List.of(d20, a, b), new SeededDice(1));
                        if (CastingRoll.roll(new CastingRoll.Input(List.of(new Modifier("Wis", mod)), true), dice)
                                .success()) {
                            works++;
                        }
                    }
                }
            }
            assertEquals(works * 100 / 320, CastingOdds.percent(mod, true), "modifier " + mod);
        }
        // Wis +0: d20 - 2d4 >= 7 is 144 cases of 320 (the d20 needs 9 against a 2, 15 against an 8).
        assertEquals(45, CastingOdds.percent(0, true));
    }
}
