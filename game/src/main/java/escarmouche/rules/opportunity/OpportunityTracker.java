package escarmouche.rules.opportunity;

import escarmouche.rules.core.RulePart;
import escarmouche.rules.core.RuleSet;
import escarmouche.rules.movement.Body;
import escarmouche.rules.movement.OpportunityTrigger;
import escarmouche.rules.movement.ReachSteps;
import escarmouche.rules.movement.ReachWatch;
import escarmouche.rules.movement.Threat;
import escarmouche.rules.movement.Threats;
import java.util.ArrayList;
import java.util.List;

/**
 * The engine's companion during one move command. Before each step it asks {@link #beforeStep}; the
 * triggers returned are the steps that provoke a hostile creature, to resolve right then, while the mover
 * still stands on the step's start (OA-REACTION), in combatant order. If the mover can go on, the engine
 * takes the step and asks again for the next one; if not, it drops the tracker.
 *
 * <p>Every hostile creature is watched, also one that cannot strike: its trigger is still reported, and
 * the engine asks {@link OpportunityRules#cannotStrike} why nothing comes of it (OA-NONE, OA-DISENGAGE),
 * so the log can say so. The count of OA-WITHIN covers the whole turn: the tracker starts from the steps
 * of the mover's earlier commands and {@link #steps} hands the updated count back. Forced movement
 * (shove, drag, teleport) watches no one: it provokes nothing and counts for nothing (MOVE-FORCED,
 * GRAP-DRAG, OA-NONE).
 */
public final class OpportunityTracker {
    private final OpportunityRules.Assessment assessment;
    /** The watch over the reaches, or null when there is none to watch: see {@link #watching}. */
    private final ReachWatch watch;
    /** The mover's steps earlier this turn, which a tracker without a watch hands back as they were. */
    private final ReachSteps before;

    private OpportunityTracker(OpportunityRules.Assessment assessment, ReachWatch watch, ReachSteps before) {
        this.assessment = assessment;
        this.watch = watch;
        this.before = before;
    }

    /**
     * @param reactors  every creature hostile to the mover, in combatant order
     * @param kind      voluntary, forced, dragged or teleport
     * @param disengage what the mover's Disengage this turn achieved
     * @param before    the mover's steps earlier this turn
     */
    public static OpportunityTracker start(List<Reactor> reactors, MoveKind kind, DisengageState disengage,
                                           RuleSet rules, ReachSteps before) {
        OpportunityRules.Assessment a = OpportunityRules.assess(reactors, kind, disengage, rules, before);
        List<Threat> everyone = new ArrayList<>();
        for (Reactor r : reactors) everyone.add(new Threat(r.id(), r.body(), r.reach()));
        return new OpportunityTracker(a, watch(everyone, kind, rules, before), before);
    }

    /**
     * A tracker that only watches the steps, for a move being carried out: who cannot strike is asked when
     * a step provokes it, so nothing is assessed up front ({@link #assessment()} is then null).
     *
     * @param hostile every creature hostile to the mover, in combatant order, with its reach
     */
    public static OpportunityTracker watching(List<Threat> hostile, MoveKind kind, RuleSet rules, ReachSteps before) {
        // No reach to watch (most moves enter none, and forced ones watch no one): no step can provoke, and
        // a watch over nobody hands the turn back as it was, so none is made.
        if (hostile.isEmpty() || !kind.provokes()) return new OpportunityTracker(null, null, before);
        return new OpportunityTracker(null, watch(hostile, kind, rules, before), before);
    }

    private static ReachWatch watch(List<Threat> hostile, MoveKind kind, RuleSet rules, ReachSteps before) {
        return new ReachWatch(new Threats(kind.provokes() ? hostile : List.of(), rules.house(RulePart.OPPORTUNITY), before));
    }

    /** A tracker for a creature that has not stepped yet this turn. */
    public static OpportunityTracker start(List<Reactor> reactors, MoveKind kind, DisengageState disengage,
                                           RuleSet rules) {
        return start(reactors, kind, disengage, rules, ReachSteps.NONE);
    }

    /** The steps that provoke someone by moving from {@code from} to {@code to}; the step counts as taken. */
    public List<OpportunityTrigger> beforeStep(Body from, Body to) {
        return watch == null ? List.of() : watch.step(from, to);
    }

    /** The reactor chose not to strike: its reaction stays unspent and a later step may still provoke it. */
    public void declined(String reactorId) {
        if (watch != null) watch.declined(reactorId);
    }

    /**
     * Who could strike during this move and who could not, with reasons (for the log and the help); null
     * for a tracker started by {@link #watching}.
     */
    public OpportunityRules.Assessment assessment() {
        return assessment;
    }

    /** The turn's steps so far, this command's included: what the next command of the turn starts from. */
    public ReachSteps steps() {
        return watch == null ? before : watch.after();
    }
}
