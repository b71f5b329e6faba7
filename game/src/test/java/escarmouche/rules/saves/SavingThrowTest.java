package escarmouche.rules.saves;

import escarmouche.rules.checks.D20Test;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.rules.attack.Cover;
import escarmouche.rules.core.Ability;
import escarmouche.rules.core.Advantage;
import escarmouche.rules.core.Condition;
import escarmouche.rules.core.Modifier;
import escarmouche.rules.core.RulePart;
import escarmouche.rules.core.RuleSet;
import escarmouche.rules.dice.ForcedDice;
import escarmouche.rules.dice.SeededDice;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class SavingThrowTest {
    private static ForcedDice dice(Integer... values) {
        return new ForcedDice(List.of(values), new SeededDice(5));
    }

    private static SavingThrow.Input save(Ability a, int mod, Condition... conditions) {
        return SavingThrow.Input.of(a, mod, 14).withConditions(Set.of(conditions), false, 0);
    }

    @Test
    @DisplayName("COND-PARALYZED: Str and Dex saves fail with no die rolled; a Wis save is rolled")
    void COND_PARALYZED_failsStrDex() {
        D20Test.Result dex = SavingThrow.roll(save(Ability.DEX, 5, Condition.PARALYZED), dice(20));
        assertFalse(dex.success());
        assertTrue(dex.rolls().isEmpty());
        assertTrue(dex.setup().rules().contains("COND-PARALYZED"));
        assertTrue(SavingThrow.roll(save(Ability.WIS, 0, Condition.PARALYZED), dice(15)).success());
    }

    @Test
    @DisplayName("COND-BLINDED: [HOUSE] a Dex save loses its positive Dex modifier (penalties stay); not in dd5")
    void COND_BLINDED_losesDexBonus() {
        D20Test.Result r = SavingThrow.roll(save(Ability.DEX, 3, Condition.BLINDED), dice(12));
        assertEquals(12, r.total());
        assertEquals(List.of(new Modifier("Dex", 3), new Modifier("blinded: no Dex bonus", -3)), r.setup().modifiers());
        assertEquals(10, SavingThrow.roll(save(Ability.DEX, -2, Condition.BLINDED), dice(12)).total());
        assertEquals(15, SavingThrow.roll(save(Ability.DEX, 3, Condition.BLINDED).withRules(RuleSet.DD5), dice(12))
                .total());
        // The lost bonus is the conditions' part: as in 5e alone, the bonus stays; the actions' part changes nothing.
        SavingThrow.Input blind = save(Ability.DEX, 3, Condition.BLINDED);
        assertEquals(15, SavingThrow.roll(blind.withRules(RuleSet.HOUSE.asIn5e(RulePart.CONDITIONS)), dice(12)).total());
        assertEquals(12, SavingThrow.roll(blind.withRules(RuleSet.HOUSE.asIn5e(RulePart.ACTIONS)), dice(12)).total());
    }

    @Test
    @DisplayName("COND-STUNNED and COND-UNCONSCIOUS: [HOUSE] Int and Wis saves lose their bonus; Str/Dex fail")
    void COND_STUNNED_losesIntWis() {
        assertEquals(9, SavingThrow.roll(save(Ability.WIS, 4, Condition.STUNNED), dice(9)).total());
        assertEquals(9, SavingThrow.roll(save(Ability.INT, 2, Condition.UNCONSCIOUS), dice(9)).total());
        assertEquals(11, SavingThrow.roll(save(Ability.CHA, 2, Condition.STUNNED), dice(9)).total());
        assertFalse(SavingThrow.roll(save(Ability.STR, 9, Condition.UNCONSCIOUS), dice(20)).success());
    }

    @Test
    @DisplayName("ACT-DODGE: Dex saves with advantage, other saves +1 ([HOUSE]; plain 5e has no +1)")
    void ACT_DODGE_saves() {
        SavingThrow.Input dex = SavingThrow.Input.of(Ability.DEX, 1, 14).withConditions(Set.of(), true, 0);
        D20Test.Result r = SavingThrow.roll(dex, dice(4, 13));
        assertEquals(Advantage.ADVANTAGE, r.setup().advantage());
        assertEquals(14, r.total());
        SavingThrow.Input con = SavingThrow.Input.of(Ability.CON, 1, 14).withConditions(Set.of(), true, 0);
        assertEquals(15, SavingThrow.roll(con, dice(13)).total());
        assertEquals(14, SavingThrow.roll(con.withRules(RuleSet.DD5), dice(13)).total());
        // The +1 is the actions' part of the house rules: played as in 5e alone, it goes; conditions keep theirs.
        assertEquals(14, SavingThrow.roll(con.withRules(RuleSet.HOUSE.asIn5e(RulePart.ACTIONS)), dice(13)).total());
        assertEquals(15, SavingThrow.roll(con.withRules(RuleSet.HOUSE.asIn5e(RulePart.CONDITIONS)), dice(13)).total());
    }

    @Test
    @DisplayName("COND-RESTRAINED: disadvantage on Dex saves; HP-EXHAUSTION 3: disadvantage on every save")
    void COND_RESTRAINED_dexSaves() {
        assertEquals(Advantage.DISADVANTAGE, SavingThrow.declare(save(Ability.DEX, 0, Condition.RESTRAINED)).advantage());
        assertEquals(Advantage.NONE, SavingThrow.declare(save(Ability.STR, 0, Condition.RESTRAINED)).advantage());
        SavingThrow.Input tired = SavingThrow.Input.of(Ability.WIS, 0, 10).withConditions(Set.of(), false, 3);
        assertEquals(Advantage.DISADVANTAGE, SavingThrow.declare(tired).advantage());
    }

    @Test
    @DisplayName("ATK-COVER: half cover +2 and three-quarters +5 on Dex saves only")
    void ATK_COVER_dexSaves() {
        assertEquals(17, SavingThrow.roll(SavingThrow.Input.of(Ability.DEX, 0, 14).withCover(Cover.Level.THREE_QUARTERS),
                dice(12)).total());
        assertEquals(12, SavingThrow.roll(SavingThrow.Input.of(Ability.CON, 0, 14).withCover(Cover.Level.HALF),
                dice(12)).total());
    }
}
