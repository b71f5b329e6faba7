package escarmouche.engine.action;

import escarmouche.command.Command;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.IllegalCommand;
import escarmouche.rules.core.Condition;
import java.util.List;

/** {@code move}, {@code moveto} and {@code crawl}: voluntary movement, with its opportunity attacks. */
final class MoveActions {
    private final Services s;

    MoveActions(Services services) {
        this.s = services;
    }

    void move(Creature actor, Command.Move m) {
        checkDisabled(actor);
        s.movement.move(actor, m.path(), m.risky());
        afterDisabledMove(actor);
    }

    void moveTo(Creature actor, Command.MoveTo m) {
        checkDisabled(actor);
        s.movement.moveTo(actor, m.target());
        afterDisabledMove(actor);
    }

    void crawl(Creature actor, Command.Crawl c) {
        checkDisabled(actor);
        s.movement.crawl(actor, c.path());
        afterDisabledMove(actor);
    }

    /** HP-DISABLED: a creature at 0 hit points takes its move or its action, not both. */
    static void checkDisabled(Creature actor) {
        if (actor.has(Condition.DISABLED) && actor.turn.actionUsed) {
            throw new IllegalCommand(actor.id() + " is disabled (0 HP) and has already acted: no movement this turn",
                    List.of("HP-DISABLED"));
        }
    }

    static void afterDisabledMove(Creature actor) {
        if (actor.has(Condition.DISABLED)) actor.turn.actionUsed = true;
    }
}
