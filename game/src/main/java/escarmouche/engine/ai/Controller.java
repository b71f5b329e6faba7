package escarmouche.engine.ai;

import escarmouche.command.Command;
import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.Outcome;

/**
 * Decides a creature's next command on its turn, through the same command path as a player. Called
 * again after each command until it answers {@link Command.End}.
 */
public interface Controller {
    Command next(Battle battle, Creature self);

    /**
     * The game refused the last command ({@code refusal} says why, as the {@code error} event does). Answer
     * true to be asked again for another command this turn, false to end the turn (the default).
     */
    default boolean refused(Battle battle, Creature self, Command command, Outcome.Refused refusal) {
        return false;
    }
}
