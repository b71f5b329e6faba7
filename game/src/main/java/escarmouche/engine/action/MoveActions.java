package escarmouche.engine.action;

import escarmouche.command.Command;
import escarmouche.engine.battle.Checked;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.Outcome;
import escarmouche.engine.movement.PlannedMove;
import escarmouche.rules.core.Condition;
import java.util.Optional;

/**
 * {@code move}, {@code moveto} and {@code crawl}: voluntary movement, with its opportunity attacks. Each
 * is checked first (a {@link Checked} plan, the same the previews read), then carried out.
 */
final class MoveActions {
    private final Services s;

    MoveActions(Services services) {
        this.s = services;
    }

    // Each checks HP-DISABLED first, then plans: written out, since a supplier for the plan would be made
    // at every walk of a simulation.
    Outcome move(Creature actor, Command.Move m) {
        Optional<Outcome.Refused> no = disabled(actor);
        return no.isPresent() ? no.get() : carryOut(actor, s.movement.planMove(actor, m.path(), m.risky()));
    }

    Outcome moveTo(Creature actor, Command.MoveTo m) {
        Optional<Outcome.Refused> no = disabled(actor);
        return no.isPresent() ? no.get() : carryOut(actor, s.movement.planTowards(actor, m.target()));
    }

    Outcome crawl(Creature actor, Command.Crawl c) {
        Optional<Outcome.Refused> no = disabled(actor);
        return no.isPresent() ? no.get() : carryOut(actor, s.movement.planCrawl(actor, c.path()));
    }

    /** Carries out an allowed plan, or answers its refusal. */
    private Outcome carryOut(Creature actor, Checked<PlannedMove> checked) {
        if (checked instanceof Checked.Denied<PlannedMove> no) return no.refusal();
        s.movement.carryOut(((Checked.Allowed<PlannedMove>) checked).plan(), null);
        return Outcome.DONE;
    }

    /**
     * HP-DISABLED: a creature at 0 hit points takes its move or its action, not both. Its move may still be
     * split over several commands (MOVE-SPLIT), standing up included: having moved takes its action away
     * ({@link Creature#actionSpent}), not the movement it has left.
     */
    static Optional<Outcome.Refused> disabled(Creature actor) {
        if (!(actor.has(Condition.DISABLED) && actor.turn.actionUsed)) return Optional.empty();
        return Optional.of(Outcome.Refused.by("HP-DISABLED",
                actor.id() + " is disabled (0 HP) and has already acted: no movement this turn"));
    }
}
