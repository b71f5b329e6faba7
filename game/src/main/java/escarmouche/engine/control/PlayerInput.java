package escarmouche.engine.control;

import escarmouche.command.Command;
import escarmouche.engine.movement.ReactionChoice;

/**
 * What a player gave the game: a command that was accepted, or the answer to an opportunity-attack
 * question. With the scenario and the seed these are all a fight needs to be played again to the same
 * state: the game's own creatures and dice follow from them.
 */
public sealed interface PlayerInput {
    /**
     * A command for a player-controlled creature; {@code refused} when the game refused it (it changed
     * nothing but its {@code error} event, which a replay shows again).
     */
    record Order(Command command, boolean refused) implements PlayerInput {}

    /** The player's answer to an opportunity-attack question (OA-REACTION). */
    record Answer(ReactionChoice choice) implements PlayerInput {}

    /**
     * A creature handed to a player ({@code byHand}) or to its own behaviour, before the fight or during it.
     * {@code moment} is the game's count of moves when the switch was made ({@code Game.moment()}), so a
     * replay makes it at the same point, even in the middle of a turn the AI was playing.
     */
    record Control(String creature, boolean byHand, int moment) implements PlayerInput {}
}
