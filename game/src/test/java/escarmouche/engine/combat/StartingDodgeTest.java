package escarmouche.engine.combat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.engine.battle.LoggedEvent;
import escarmouche.events.ConditionEvent;
import escarmouche.rules.core.Condition;
import escarmouche.testing.Fight;
import escarmouche.testing.TestScenario;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * ACT-DODGE: a dodge a scenario lists among a creature's starting conditions is lost at once when the creature
 * also starts incapacitated or at speed 0, as the fight takes it from a dodger that falls unconscious or is
 * grappled. It was kept, shown till the creature's turn, and then said to end as that turn started.
 */
class StartingDodgeTest {
    /** A sleeper, a grappled goblin, an exhausted goblin and a plain dodger, each listed dodging; the goblin acts first. */
    private static Fight started() {
        TestScenario s = TestScenario.map("########", "#......#", "#......#", "########")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").hp(20).conditions(Condition.UNCONSCIOUS, Condition.DODGING))
                .with("gob", "monsters", 5, 1, c -> c.hp(20).conditions(Condition.DODGING, Condition.GRAPPLED)
                        .control("player"))
                .with("tired", "monsters", 5, 2, c -> {
                    c.exhaustion = 5;
                    return c.hp(20).conditions(Condition.DODGING).control("player");
                })
                .with("ally", "party", 1, 2, c -> c.pc("fighter").hp(20).conditions(Condition.DODGING).control("player"))
                .initiative("gob", "tired", "ally", "hero");
        return Fight.of(s).start();
    }

    /** The dodge's condition events, "round target reason [rules]", in the log's order. */
    private static List<String> dodgeChanges(Fight f) {
        List<String> out = new ArrayList<>();
        for (LoggedEvent le : f.game().battle().log().events()) {
            if (le.event() instanceof ConditionEvent c && c.condition().equals("dodging")) {
                out.add(le.round() + " " + c.target() + (c.added() ? " + " : " - ") + c.reason() + " " + c.rule());
            }
        }
        return out;
    }

    @Test
    @DisplayName("ACT-DODGE: a creature that starts unconscious, grappled or exhausted to speed 0 loses its starting dodge"
            + " before the first turn, with the fight's own reason; a plain dodger keeps it till its turn")
    void ACT_DODGE_startingDodgeLostWhenIncapacitatedOrAtSpeedZero() {
        Fight f = started();
        assertEquals(List.of(
                "0 hero - incapacitated: the dodge is lost [ACT-DODGE]",
                "0 gob - speed 0: the dodge is lost [ACT-DODGE]",
                "0 tired - speed 0: the dodge is lost [ACT-DODGE]"), dodgeChanges(f), f.lines());
        assertFalse(f.creature("hero").has(Condition.DODGING));
        assertFalse(f.creature("gob").has(Condition.DODGING));
        assertFalse(f.creature("tired").has(Condition.DODGING));
        assertTrue(f.creature("ally").has(Condition.DODGING));
        // The hero still lies unconscious, the goblin still held: only the dodge went.
        assertTrue(f.creature("hero").has(Condition.UNCONSCIOUS));
        assertTrue(f.creature("gob").has(Condition.GRAPPLED));
    }

    @Test
    @DisplayName("ACT-DODGE: once lost, a starting dodge is not said to end again at its creature's turn")
    void ACT_DODGE_lostStartingDodgeDoesNotEndAgain() {
        Fight f = started().run("end", "end", "end");
        assertEquals(List.of(
                "0 hero - incapacitated: the dodge is lost [ACT-DODGE]",
                "0 gob - speed 0: the dodge is lost [ACT-DODGE]",
                "0 tired - speed 0: the dodge is lost [ACT-DODGE]",
                "1 ally - ends as ally's turn starts [ACT-DODGE]"), dodgeChanges(f), f.lines());
    }
}
