package escarmouche.engine.action;

import escarmouche.command.Command;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.Outcome;
import java.util.Optional;
import java.util.Set;

/**
 * COND-INCAPACITATED: a creature incapacitated by that condition alone still has its turn to move in (5e), but no
 * action, bonus action or object use. Its commands of movement, and those that take nothing (end, undo, yield,
 * dropping prone), are carried out; every other is refused before its handler is asked, naming the rule, so no
 * handler need know of a creature that moves without acting.
 */
final class MovesOnly {
    /** The kinds of command that take no action: only looked up, never iterated. */
    private static final Set<Class<? extends Command>> WITHOUT_ACTING = Set.of(Command.End.class, Command.Move.class,
            Command.MoveTo.class, Command.Crawl.class, Command.Stand.class, Command.Prone.class, Command.Undo.class,
            Command.Yield.class);

    private MovesOnly() {}

    /** Why {@code actor} may not give {@code command} now, or empty: always empty for a creature that can act. */
    static Optional<Outcome.Refused> refusal(Creature actor, Command command) {
        if (actor.canAct()) return Optional.empty();
        boolean free = WITHOUT_ACTING.contains(command.getClass())
                && !(command instanceof Command.Stand stand && stand.withAction());
        return free ? Optional.empty() : Outcome.Refused.unable(actor);
    }
}
