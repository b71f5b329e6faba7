package escarmouche.content.load;

import escarmouche.content.load.json.JsonReader;
import escarmouche.content.load.json.Location;
import escarmouche.content.load.json.Node;
import escarmouche.rules.dice.ForcedDice;

/**
 * A forced die of a scenario that came up for a die it does not fit ({@code "dice": [8]} read for a d6), said as
 * {@code check} says a problem: the file, the line and column of that value in the scenario's text, its JSON path.
 * Only the fight finds it (which die each value meets depends on the fight), so the place is looked up afterwards;
 * {@code run}, the game's screen and an SSH session say it the same way.
 */
public final class ForcedDieMisfit {
    private ForcedDieMisfit() {}

    /** @param text the scenario's text as read, or null when it cannot be read again (the problem then has no place) */
    public static Problem of(String shownName, String text, ForcedDice.ForcedDieOutOfRange die) {
        Location at = text == null ? Location.UNKNOWN : placeOf(text, die.index());
        return new Problem(shownName, "$.dice[" + die.index() + "]", at.line(), at.column(),
                Wording.of("problem.dice.misfit", String.valueOf(die.value()), String.valueOf(die.sides())));
    }

    private static Location placeOf(String text, int index) {
        Node root = new JsonReader().read(text).root();
        if (root instanceof Node.Obj o && o.get("dice") instanceof Node.Arr dice && index < dice.items().size()) {
            return dice.items().get(index).at();
        }
        return Location.UNKNOWN;
    }
}
