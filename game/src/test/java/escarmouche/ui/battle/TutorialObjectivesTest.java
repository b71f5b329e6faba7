package escarmouche.ui.battle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.events.AttackEvent;
import escarmouche.events.ConditionEvent;
import escarmouche.events.DamageEvent;
import escarmouche.events.ContestEvent;
import escarmouche.rules.dice.Roll;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The tutorial's checklist: each lesson is met by what its words ask for, not by any event of its rule. */
class TutorialObjectivesTest {
    private static final Tutorial.Objective GRAPPLE = Tutorial.OBJECTIVES.get(2);
    private static final Tutorial.Objective CRIT = Tutorial.OBJECTIVES.get(0);

    /** A critical hit with a scimitar, its rules as the engine names them (COND-UNCONSCIOUS: its target was asleep). */
    private static AttackEvent crit(String attacker, String target, boolean asleep) {
        List<String> rules = asleep ? List.of("ATK-ROLL", "ACT-ATTACK", "ATK-ADV", "COND-UNCONSCIOUS", "ATK-CRIT")
                : List.of("ATK-ROLL", "ACT-ATTACK", "ATK-CRIT");
        return new AttackEvent(attacker, target, "scimitar", List.of(new Roll(20, 20), new Roll(20, 4)), List.of(), 24,
                15, "none", List.of(), true, true, 2, false, rules);
    }

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

    @Test
    @DisplayName("ATK-CRIT: \"Crit the sleeping goblin\" is ticked by the hero's critical on the sleeper only: not by"
            + " the awake goblin's critical on the hero, nor by the hero's on the awake goblin")
    void ATK_CRIT_onlyTheHerosCritOnTheSleeperTicksTheLesson() {
        Tutorial t = new Tutorial();
        java.util.function.Predicate<String> party = "rowan"::equals;
        java.util.function.BiPredicate<String, String> beside = (a, b) -> true;
        t.fired(crit("g1", "rowan", false), party, beside);
        t.fired(new DamageEvent("rowan", "g1", "slashing", List.of(new Roll(6, 3)), List.of(), 3, 2, List.of(), 0, 6, 22,
                List.of("DMG-ROLL", "ATK-CRIT")), party, beside);
        assertFalse(t.met(CRIT), "Snarl's critical on Rowan is not the lesson");
        t.fired(crit("rowan", "g1", false), party, beside);
        assertFalse(t.met(CRIT), "Rowan's critical on the awake goblin is not the lesson either");
        t.fired(crit("rowan", "g2", true), party, beside);
        assertTrue(t.met(CRIT), "Rowan's critical on the sleeping Dozer is");
    }

    @Test
    @DisplayName("COND-UNCONSCIOUS: a natural 20 on the sleeper from 2 squares (a thrown javelin) is a critical but not the"
            + " lesson, whose words (docs/playing.md) are the automatic critical of a hit from within 1.5 m; the blow from"
            + " next to it is")
    void COND_UNCONSCIOUS_aCriticalFromAfarOnTheSleeperIsNotTheLesson() {
        Tutorial t = new Tutorial();
        java.util.function.Predicate<String> party = "rowan"::equals;
        t.fired(crit("rowan", "g2", true), party, (a, b) -> false);
        assertFalse(t.met(CRIT), "thrown from 2 squares: a lucky 20, not the sleeper's automatic critical");
        t.fired(crit("rowan", "g2", true), party, (a, b) -> a.equals("rowan") && b.equals("g2"));
        assertTrue(t.met(CRIT), "struck from next to it");
    }
}
