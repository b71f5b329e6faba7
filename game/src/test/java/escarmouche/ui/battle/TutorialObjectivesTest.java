package escarmouche.ui.battle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.events.ConditionEvent;
import escarmouche.events.ContestEvent;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The tutorial's checklist: each lesson is met by what its words ask for, not by any event of its rule. */
class TutorialObjectivesTest {
    private static final Tutorial.Objective GRAPPLE = Tutorial.OBJECTIVES.get(2);

    private static ContestEvent grapple(List<String> rules, String target) {
        return new ContestEvent(rules, new ContestEvent.Side("rowan", "str", List.of(), List.of(), "none", 15),
                new ContestEvent.Side(target, "str", List.of(), List.of(), "none", 0), "rowan", "grapple");
    }

    @Test
    @DisplayName("GRAP-START: grappling the sleeping goblin (won automatically, COND-INCAPACITATED) does not tick the awake goblin's lesson")
    void GRAP_START_theSleeperIsNotTheLesson() {
        Tutorial t = new Tutorial();
        t.fired(grapple(List.of("GRAP-START", "COND-INCAPACITATED"), "dozer"));
        t.fired(new ConditionEvent("dozer", "grappled", true, "grappled by rowan", List.of("GRAP-START")));
        assertFalse(t.met(GRAPPLE), "a sleeper cannot resist: no contest was fought");
        t.fired(grapple(List.of("GRAP-START"), "snarl"));
        assertTrue(t.met(GRAPPLE), "a grapple the awake goblin could resist is the lesson");
    }

    @Test
    @DisplayName("GRAP-START, COND-INCAPACITATED: a grapple won without a roll while the lesson is open is said once; none"
            + " once the lesson is met, nor for a fought one")
    void GRAP_START_theSleepersGrappleIsSaidOnce() {
        Tutorial t = new Tutorial();
        t.fired(grapple(List.of("GRAP-START", "COND-INCAPACITATED"), "dozer"));
        assertEquals(GRAPPLE, t.nextUnfought());
        assertNull(t.nextUnfought(), "said once");
        t.fired(grapple(List.of("GRAP-START", "COND-INCAPACITATED"), "dozer"));
        assertNull(t.nextUnfought(), "not again for a second grapple on the sleeper");

        Tutorial met = new Tutorial();
        met.fired(grapple(List.of("GRAP-START"), "snarl"));
        assertNull(met.nextUnfought(), "a fought contest is the lesson: nothing to say");
        met.fired(grapple(List.of("GRAP-START", "COND-INCAPACITATED"), "dozer"));
        assertNull(met.nextUnfought(), "the lesson is done: the sleeper's grapple takes nothing from it");
    }
}
