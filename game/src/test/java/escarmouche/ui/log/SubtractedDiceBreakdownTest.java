package escarmouche.ui.log;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import escarmouche.engine.battle.LoggedEvent;
import escarmouche.eventlog.EventJson;
import escarmouche.events.DamageEvent;
import escarmouche.events.explain.Explain;
import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.rules.core.DamageType;
import escarmouche.rules.core.Modifier;
import escarmouche.rules.core.WeaponKind;
import escarmouche.rules.dice.Roll;
import escarmouche.testing.Fight;
import escarmouche.testing.TestScenario;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * DMG-ROLL: a damage expression may take dice off ("1d6-1d2"). The event says which of its dice were taken off,
 * and the log's breakdown, in English and French, subtracts them rather than adding them and making up a number.
 */
class SubtractedDiceBreakdownTest {
    private static final String NB = "\u00a0";

    private static DamageEvent hit(String dice, int... faces) {
        // The hero's d20 15 hits AC 5, then the damage dice in the expression's order; Str 16 adds 3.
        Integer[] all = new Integer[faces.length + 1];
        all[0] = 15;
        for (int i = 0; i < faces.length; i++) all[i + 1] = faces[i];
        return Fight.of(TestScenario.map("#####", "#...#", "#####")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").abilities(16, 12).hp(20).ac(16)
                        .weapons(TestScenario.weapon("hook", dice, DamageType.SLASHING, WeaponKind.MELEE, 0, 0)))
                .with("gob", "monsters", 2, 1, c -> c.hp(30).ac(5).control("player"))
                .initiative("hero", "gob").dice(all)).start().run("attack gob weapon=hook").first(DamageEvent.class);
    }

    @Test
    @DisplayName("DMG-ROLL: 1d6-1d2 rolling 6 and 2 with Str +3 is 6 - 2 + 3 = 7, the d2 marked as taken off")
    void DMG_ROLL_aSubtractedDieIsTakenOffInTheBreakdown() {
        DamageEvent d = hit("1d6-1d2", 6, 2);
        assertEquals(List.of(new Roll(6, 6), new Roll(2, 2)), d.rolls());
        assertEquals(List.of(new Modifier("Str", 3)), d.modifiers());
        assertEquals(7, d.rolled());
        assertEquals(List.of(1), d.subtracted());
        LoggedEvent e = new LoggedEvent(3, 1, d);
        assertEquals("gob takes 7: d6 6 - d2 2 +3 Str: 7 slashing; HP 23", new LogLines(id -> id).line(e));
        assertEquals("d6 6 - d2 2 +3 Str: 7 slashing; HP 23", Explain.line(d));
        assertEquals("Gobelin subit 7" + NB + ": d6 6 - d2 2 +3 For" + NB + ": 7 tranchants" + NB + "; PV 23",
                new LogLines(PlayerWords.named(Map.of("gob", "Gobelin")), ScreenMessages.of(Language.FR)).line(e));
        String json = new EventJson().line(e);
        assertEquals(true, json.endsWith(",\"subtracted\":[1]}"), json);
    }

    @Test
    @DisplayName("DMG-ROLL: 1d2-1d6 rolling 1 and 6 with Str +3 is -2, floored at 0: no number made up to reach it")
    void DMG_ROLL_aRollBelowZeroIsFlooredWithoutAnInventedNumber() {
        DamageEvent d = hit("1d2-1d6", 1, 6);
        assertEquals(0, d.rolled());
        assertEquals("gob takes 0: d2 1 - d6 6 +3 Str: 0 slashing; HP 30",
                new LogLines(id -> id).line(new LoggedEvent(3, 1, d)));
    }

    @Test
    @DisplayName("DMG-ROLL: a log written before dice could be marked as taken off (no 'subtracted') reads as before")
    void DMG_ROLL_anEventWithoutTheFieldAddsEveryDie() {
        DamageEvent d = hit("1d6+1d2", 6, 2);
        assertNull(d.subtracted());
        assertEquals("gob takes 11: d6 6 + d2 2 +3 Str: 11 slashing; HP 19",
                new LogLines(id -> id).line(new LoggedEvent(3, 1, d)));
        assertEquals(false, new EventJson().line(new LoggedEvent(3, 1, d)).contains("subtracted"));
    }
}
