package escarmouche.behaviour;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A simulated fight keeps the rule IDs of its events only when a script may ask what happened: the
 * question is found wherever a rule's conditions hold it.
 */
class AsksWhatHappenedTest {
    private static final BehaviourCondition HAPPENED = new BehaviourCondition.Happened(List.of("ATK-CRIT"));
    private static final BehaviourCondition IN_REACH = new BehaviourCondition.TargetIs(TargetState.IN_REACH);

    @Test
    @DisplayName("happened: found alone, inside not, inside any, nested; absent from a script without it")
    void foundWhereverItIs() {
        assertFalse(script(List.of(), List.of(IN_REACH)).asksWhatHappened());
        assertFalse(script(List.of(new BehaviourCondition.Not(IN_REACH)),
                List.of(new BehaviourCondition.Any(List.of(IN_REACH)))).asksWhatHappened());
        assertTrue(script(List.of(IN_REACH), List.of(IN_REACH, HAPPENED)).asksWhatHappened());
        assertTrue(script(List.of(new BehaviourCondition.Not(HAPPENED)), List.of()).asksWhatHappened());
        assertTrue(script(List.of(), List.of(new BehaviourCondition.Any(List.of(IN_REACH, HAPPENED)))).asksWhatHappened());
        assertTrue(script(List.of(new BehaviourCondition.Not(new BehaviourCondition.Any(List.of(
                new BehaviourCondition.Not(HAPPENED)))))).asksWhatHappened());
    }

    @Test
    @DisplayName("contested: asks what happened too, alone or inside not and any, so that a simulation keeps the rule IDs")
    void contestedAsksToo() {
        BehaviourCondition contested = new BehaviourCondition.Contested(List.of("GRAP-START"));
        assertTrue(script(List.of(contested)).asksWhatHappened());
        assertTrue(script(List.of(IN_REACH), List.of(new BehaviourCondition.Not(contested))).asksWhatHappened());
        assertTrue(script(List.of(new BehaviourCondition.Any(List.of(IN_REACH, contested)))).asksWhatHappened());
    }

    /** A script of one rule per list of conditions. */
    @SafeVarargs
    private static Behaviour script(List<BehaviourCondition>... rules) {
        Rule[] out = new Rule[rules.length];
        for (int i = 0; i < rules.length; i++) {
            out[i] = new Rule(rules[i], new Action.Attack(), Target.values()[0], false, false, "why", "test", i + 1);
        }
        return new Behaviour("test", null, List.of(out), Opportunity.ALWAYS);
    }
}
