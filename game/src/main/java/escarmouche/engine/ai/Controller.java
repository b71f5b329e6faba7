package escarmouche.engine.ai;

import escarmouche.command.Command;
import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Creature;

/**
 * Decides a creature's next command on its turn, through the same command path as a player. Called
 * again after each command until it answers {@link Command.End}.
 */
public interface Controller {
    Command next(Battle battle, Creature self);
}
