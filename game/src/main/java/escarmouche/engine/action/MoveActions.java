package escarmouche.engine.action;

import escarmouche.command.Command;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.IllegalCommand;
import escarmouche.engine.movement.PathSearch;
import escarmouche.rules.core.Condition;
import java.util.List;

/** {@code move} and {@code moveto}: walking, careful through difficult terrain. */
final class MoveActions {
    private final Services s;
    private final PathSearch paths;

    MoveActions(Services services) {
        this.s = services;
        this.paths = new PathSearch(services.battle, services.movement);
    }

    void move(Creature actor, Command.Move m) {
        IllegalCommand.require(m.risky() == null, "not implemented yet: risky movement");
        checkDisabled(actor);
        List<Integer> costs = s.movement.plan(actor, m.path());
        s.movement.walk(actor, m.path(), costs, "careful", List.of("MOVE-ENTER"));
        afterDisabledMove(actor);
    }

    void moveTo(Creature actor, Command.MoveTo m) {
        IllegalCommand.require(!actor.at().equals(m.target()), actor.id() + " is already at " + m.target());
        checkDisabled(actor);
        PathSearch.Path path = paths.find(actor, m.target());
        IllegalCommand.require(path != null, "no path to " + m.target());
        IllegalCommand.require(path.cost() <= actor.turn.movementLeft, m.target() + " needs " + path.cost()
                + " movement, " + actor.turn.movementLeft + " left");
        List<Integer> costs = s.movement.plan(actor, path.steps());
        s.movement.walk(actor, path.steps(), costs, "careful", List.of("MOVE-ENTER"));
        afterDisabledMove(actor);
    }

    /** HP-DISABLED: a creature at 0 hit points takes its move or its action, not both. */
    private void checkDisabled(Creature actor) {
        IllegalCommand.require(!(actor.has(Condition.DISABLED) && actor.turn.actionUsed),
                actor.id() + " is disabled (0 HP) and has already acted: no movement this turn");
    }

    private void afterDisabledMove(Creature actor) {
        if (actor.has(Condition.DISABLED)) actor.turn.actionUsed = true;
    }
}
