package escarmouche.engine.action;

import escarmouche.command.Command;
import escarmouche.engine.battle.Checked;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.Outcome;
import escarmouche.engine.movement.PlannedMove;
import escarmouche.rules.core.Condition;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * {@code move}, {@code moveto} and {@code crawl}: voluntary movement, with its opportunity attacks. Each
 * is checked first (a {@link Checked} plan, the same the previews read), then carried out.
 */
final class MoveActions {
    private final Services s;

    MoveActions(Services services) {
        this.s = services;
    }

    Outcome move(Creature actor, Command.Move m) {
        // Not through carryOut's supplier: every walk of a simulation passes here, and the lambda would be made each time.
        Optional<Outcome.Refused> no = disabled(actor);
        if (no.isPresent()) return no.get();
        return carryOut(actor, s.movement.planMove(actor, m.path(), m.risky()));
    }

    Outcome moveTo(Creature actor, Command.MoveTo m) {
        return carryOut(actor, () -> s.movement.planTowards(actor, m.target()));
    }

    Outcome crawl(Creature actor, Command.Crawl c) {
        return carryOut(actor, () -> s.movement.planCrawl(actor, c.path()));
    }

    /** Checks HP-DISABLED, then the move itself; carries out the plan if both allow it. */
    private Outcome carryOut(Creature actor, Supplier<Checked<PlannedMove>> plan) {
        return carryOut(actor, Checked.unless(disabled(actor), plan));
    }

    /** Carries out an allowed plan, or answers its refusal. */
    private Outcome carryOut(Creature actor, Checked<PlannedMove> checked) {
        if (checked instanceof Checked.Denied<PlannedMove> no) return no.refusal();
        s.movement.carryOut(((Checked.Allowed<PlannedMove>) checked).plan(), () -> afterDisabledMove(actor));
        return Outcome.DONE;
    }

    /** HP-DISABLED: a creature at 0 hit points takes its move or its action, not both. */
    static Optional<Outcome.Refused> disabled(Creature actor) {
        if (!(actor.has(Condition.DISABLED) && actor.turn.actionUsed)) return Optional.empty();
        return Optional.of(Outcome.Refused.by("HP-DISABLED",
                actor.id() + " is disabled (0 HP) and has already acted: no movement this turn"));
    }

    static void afterDisabledMove(Creature actor) {
        if (actor.has(Condition.DISABLED)) actor.turn.actionUsed = true;
    }
}
