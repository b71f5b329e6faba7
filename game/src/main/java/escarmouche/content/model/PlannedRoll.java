package escarmouche.content.model;

import java.util.List;

/**
 * A scenario's planned dice for one command ({@code planned}): the first {@code command} aimed at
 * {@code target} that the game carries out rolls {@code dice} first, in order. This is how a lesson (a
 * tutorial's critical chain, its grapple) happens whatever the player did before it.
 *
 * @param command the command's verb: {@code attack}, {@code grapple} or {@code shove}
 * @param target  the id of the combatant the command is aimed at
 * @param within  the most squares between the one who acts and the target for the plan to apply (1: next to it),
 *                or null for any distance: dice planned for a blow from next to a sleeper (an automatic critical,
 *                COND-UNCONSCIOUS) would otherwise force the same chain on a javelin thrown from afar
 */
public record PlannedRoll(String command, String target, Integer within, List<Integer> dice) {
    public static final List<String> COMMANDS = List.of("attack", "grapple", "shove");

    public PlannedRoll {
        dice = List.copyOf(dice);
    }

    /** Whether a command of this plan's kind at that target, made from {@code distance} squares, rolls its dice. */
    public boolean reaches(int distance) {
        return within == null || distance <= within;
    }
}
