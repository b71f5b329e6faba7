package escarmouche.content.model;

import java.util.List;

/**
 * A scenario's planned dice for one command ({@code planned}): the first {@code command} aimed at
 * {@code target} that the game carries out rolls {@code dice} first, in order. This is how a lesson (a
 * tutorial's critical chain, its grapple) happens whatever the player did before it.
 *
 * @param command the command's verb: {@code attack}, {@code grapple} or {@code shove}
 * @param target  the id of the combatant the command is aimed at
 */
public record PlannedRoll(String command, String target, List<Integer> dice) {
    public static final List<String> COMMANDS = List.of("attack", "grapple", "shove");

    public PlannedRoll {
        dice = List.copyOf(dice);
    }
}
