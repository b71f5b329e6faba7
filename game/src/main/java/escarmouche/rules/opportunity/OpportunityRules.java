package escarmouche.rules.opportunity;

import escarmouche.rules.core.Condition;
import escarmouche.rules.core.RulePart;
import escarmouche.rules.core.RuleSet;
import escarmouche.rules.movement.Body;
import escarmouche.rules.movement.OpportunityTrigger;
import escarmouche.rules.movement.ReachSteps;
import escarmouche.rules.movement.ReachWatch;
import escarmouche.rules.movement.Refusal;
import escarmouche.rules.movement.Threat;
import escarmouche.rules.movement.Threats;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/** Who may make an opportunity attack against a moving creature. */
public final class OpportunityRules {
    private OpportunityRules() {}

    /** The creatures that could strike, and the others with the reason they cannot. */
    public record Assessment(Threats threats, List<Excluded> excluded) {
        public Assessment {
            excluded = List.copyOf(excluded);
        }
    }

    /** A hostile creature that cannot strike during this move, and why. */
    public record Excluded(String reactorId, Refusal why) {}

    /**
     * Why this creature cannot make an opportunity attack against the mover, if it cannot:
     * no reaction left, incapacitated, surprised, frightened (house rules only), charmed by the mover
     * (COND-CHARMED), cannot see the mover
     * (OA-NONE; OA-LEAVE only counts a creature that sees the mover leave), or shielded by the mover's
     * Disengage (OA-DISENGAGE).
     */
    public static Optional<Refusal> cannotStrike(Reactor r, DisengageState disengage, RuleSet rules) {
        Bar bar = bar(r, disengage, rules);
        return bar == null ? Optional.empty() : Optional.of(bar.refusal(r));
    }

    /** Whether this creature could make an opportunity attack against the mover: {@link #cannotStrike} is empty. */
    public static boolean canStrike(Reactor r, DisengageState disengage, RuleSet rules) {
        return bar(r, disengage, rules) == null;
    }

    /** What keeps a creature from striking, in the order {@link #cannotStrike} tells it. */
    private enum Bar {
        NO_REACTION, INCAPACITATED, SURPRISED, FRIGHTENED, CHARMED, BLIND, DISENGAGED;

        Refusal refusal(Reactor r) {
            return switch (this) {
                case NO_REACTION -> none(r, "has no reaction left");
                case INCAPACITATED -> none(r, "is " + firstIncapacitating(r).id() + " (incapacitated)");
                case SURPRISED -> none(r, "is surprised");
                case FRIGHTENED -> none(r, "is frightened");
                case CHARMED -> new Refusal("COND-CHARMED", r.id() + " is charmed by the mover");
                case BLIND -> none(r, "cannot see the mover");
                case DISENGAGED -> new Refusal("OA-DISENGAGE", r.id() + " was outmanoeuvred by the Disengage");
            };
        }
    }

    /** The first bar that holds, or null; no words made (the AI asks this of every enemy near it, every decision). */
    private static Bar bar(Reactor r, DisengageState disengage, RuleSet rules) {
        if (!r.hasReaction()) return Bar.NO_REACTION;
        // Most creatures have no condition: one question then instead of three.
        Set<Condition> cs = r.conditions();
        if (!cs.isEmpty()) {
            if (firstIncapacitating(r) != null) return Bar.INCAPACITATED;
            if (cs.contains(Condition.SURPRISED)) return Bar.SURPRISED;
            if (rules.house(RulePart.CONDITIONS) && cs.contains(Condition.FRIGHTENED)) return Bar.FRIGHTENED;
        }
        if (r.charmedByMover()) return Bar.CHARMED;
        if (!r.seesMover()) return Bar.BLIND;
        if (disengage.shields(r.id())) return Bar.DISENGAGED;
        return null;
    }

    private static Condition firstIncapacitating(Reactor r) {
        if (r.conditions().isEmpty()) return null;
        for (Condition c : r.conditions()) if (c.incapacitates()) return c;
        return null;
    }

    private static Refusal none(Reactor r, String why) {
        return new Refusal("OA-NONE", r.id() + " " + why);
    }

    /**
     * Sorts the hostile creatures, in the given (combatant) order, into those that could strike during
     * a move of this kind and those that cannot. Forced movement, dragging and teleporting provoke no one
     * (MOVE-FORCED, GRAP-DRAG, OA-NONE). Plain 5e has no OA-WITHIN.
     */
    public static Assessment assess(List<Reactor> reactors, MoveKind kind, DisengageState disengage, RuleSet rules) {
        return assess(reactors, kind, disengage, rules, ReachSteps.NONE);
    }

    /**
     * As {@link #assess(List, MoveKind, DisengageState, RuleSet)}, for a mover that already took
     * {@code before} this turn (OA-WITHIN counts the whole turn).
     */
    public static Assessment assess(List<Reactor> reactors, MoveKind kind, DisengageState disengage, RuleSet rules,
                                    ReachSteps before) {
        List<Threat> threats = new ArrayList<>();
        List<Excluded> excluded = new ArrayList<>();
        for (Reactor r : reactors) {
            Optional<Refusal> why = kind.provokes()
                    ? cannotStrike(r, disengage, rules)
                    : Optional.of(new Refusal(kind.rule(), "moved by force: provokes no opportunity attack"));
            if (why.isPresent()) excluded.add(new Excluded(r.id(), why.get()));
            else threats.add(new Threat(r.id(), r.body(), r.reach()));
        }
        return new Assessment(new Threats(threats, rules.house(RulePart.OPPORTUNITY), before), excluded);
    }

    /**
     * The threats of {@link #assess(List, MoveKind, DisengageState, RuleSet, ReachSteps)} without the
     * reasons for the others: what a path search needs, asked on most decisions of the AI.
     */
    public static Threats threats(List<Reactor> reactors, MoveKind kind, DisengageState disengage, RuleSet rules,
                                  ReachSteps before) {
        // No list until a threat is found: most moves meet none, and Threats copies what it is given anyway.
        List<Threat> threats = null;
        if (kind.provokes()) {
            for (Reactor r : reactors) {
                if (!canStrike(r, disengage, rules)) continue;
                if (threats == null) threats = new ArrayList<>(reactors.size());
                threats.add(new Threat(r.id(), r.body(), r.reach()));
            }
        }
        return new Threats(threats == null ? List.of() : threats, rules.house(RulePart.OPPORTUNITY), before);
    }

    /** As {@link #triggers(List, List, MoveKind, DisengageState, RuleSet, ReachSteps)}, first move of a turn. */
    public static List<OpportunityTrigger> triggers(List<Body> path, List<Reactor> reactors, MoveKind kind,
                                                    DisengageState disengage, RuleSet rules) {
        return triggers(path, reactors, kind, disengage, rules, ReachSteps.NONE);
    }

    /**
     * Every opportunity attack a whole move would provoke, assuming the mover goes on after each one.
     *
     * @param path   the mover's footprint at each position, the start first
     * @param before the mover's steps earlier this turn (OA-WITHIN counts the whole turn)
     */
    public static List<OpportunityTrigger> triggers(List<Body> path, List<Reactor> reactors, MoveKind kind,
                                                    DisengageState disengage, RuleSet rules, ReachSteps before) {
        return ReachWatch.replay(assess(reactors, kind, disengage, rules, before).threats(), path);
    }
}
