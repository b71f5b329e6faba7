package escarmouche.engine.control;

import escarmouche.command.Command;
import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.Outcome;
import escarmouche.engine.movement.OpportunityQuestion;
import escarmouche.engine.movement.ReactionChoice;
import escarmouche.engine.movement.Reactions;

/**
 * Whoever decides for a creature: the keyboard of a player, a command script, or a behaviour script run by
 * the AI. The game's one turn loop ({@code Game.step}) asks the active creature's controller for a command
 * when the creature needs one, and a provoked creature's controller whether it takes its opportunity
 * attack; every answer goes through the same command path.
 */
public interface Controller {
    /**
     * The creature's next command on its turn, asked again after each command until one ends the turn;
     * null when the controller has none yet (a player who has not chosen, a script that has run out).
     */
    Command next(Battle battle, Creature self);

    /**
     * How the command is shown in an {@code error} event if it is refused: a script's line as it was typed;
     * null (the default) shows the command's canonical text, written only if it is refused.
     */
    default String typed(Command command) {
        return null;
    }

    /**
     * The game refused the last command ({@code refusal} says why, as the {@code error} event does). Answer
     * true to be asked again for another command this turn, false to end the turn (the default).
     */
    default boolean refused(Battle battle, Creature self, Command command, Outcome.Refused refusal) {
        return false;
    }

    /**
     * The game ends {@code self}'s turn itself, in the middle of it: what its commands set off left it unable to act
     * (dropped, dead, knocked out, incapacitated), and {@code why} says so in one sentence ({@code CutShort}). A
     * command script passes over the lines it wrote for the rest of that turn; others have nothing to do (the default).
     */
    default void turnCutShort(Battle battle, Creature self, String why) {
    }

    /**
     * OA-REACTION: whether {@code self} takes the opportunity attack {@code question} describes, or
     * {@link ReactionChoice#ASK} to have the front end ask its player. By default every one is taken, as
     * a command script does.
     */
    default ReactionChoice react(Battle battle, Creature self, OpportunityQuestion question) {
        return ReactionChoice.STRIKE;
    }

    /**
     * The players' creatures when nobody drives them through the loop: no command until one is submitted
     * ({@code Game.submit}), every opportunity attack taken, a refused command leaves the turn open.
     */
    Controller SUBMITTED = submitted(Reactions.ALWAYS);

    /**
     * A controller whose commands are handed to {@code Game.submit} from outside (a screen's keys, a test):
     * the loop gets no command from it, a refused command leaves the turn open for another try, and
     * {@code reactions} answers the opportunity attacks its creatures are offered.
     */
    static Controller submitted(Reactions reactions) {
        return new Controller() {
            @Override
            public Command next(Battle battle, Creature self) {
                return null;
            }

            @Override
            public boolean refused(Battle battle, Creature self, Command command, Outcome.Refused refusal) {
                return true;
            }

            @Override
            public ReactionChoice react(Battle battle, Creature self, OpportunityQuestion question) {
                return reactions.ask(self, question);
            }
        };
    }
}
