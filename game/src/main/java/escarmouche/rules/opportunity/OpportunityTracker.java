package escarmouche.rules.opportunity;

import escarmouche.rules.core.RuleSet;
import escarmouche.rules.movement.Body;
import escarmouche.rules.movement.OpportunityTrigger;
import escarmouche.rules.movement.ReachWatch;
import java.util.List;

/**
 * The engine's companion during one move. Before each step it asks {@link #beforeStep}; the triggers
 * returned are the opportunity attacks to resolve right then, while the mover still stands on the
 * step's start (OA-REACTION), in combatant order. If the mover can go on, the engine takes the step and
 * asks again for the next one; if not, it drops the tracker.
 *
 * <p>One tracker per move: OA-WITHIN counts steps within one move only.
 */
public final class OpportunityTracker {
    private final OpportunityRules.Assessment assessment;
    private final ReachWatch watch;

    private OpportunityTracker(OpportunityRules.Assessment assessment) {
        this.assessment = assessment;
        this.watch = new ReachWatch(assessment.threats());
    }

    /**
     * @param reactors  every creature hostile to the mover, in combatant order
     * @param kind      voluntary, forced, dragged or teleport
     * @param disengage what the mover's Disengage this turn achieved
     */
    public static OpportunityTracker start(List<Reactor> reactors, MoveKind kind, DisengageState disengage,
                                           RuleSet rules) {
        return new OpportunityTracker(OpportunityRules.assess(reactors, kind, disengage, rules));
    }

    /** The attacks provoked by moving from {@code from} to {@code to}; the step counts as taken. */
    public List<OpportunityTrigger> beforeStep(Body from, Body to) {
        return watch.step(from, to);
    }

    /** The reactor chose not to strike: its reaction stays unspent and a later step may still provoke it. */
    public void declined(String reactorId) {
        watch.declined(reactorId);
    }

    /** Who could strike during this move and who could not, with reasons (for the log and the help). */
    public OpportunityRules.Assessment assessment() {
        return assessment;
    }
}
