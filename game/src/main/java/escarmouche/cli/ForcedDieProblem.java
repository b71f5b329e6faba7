package escarmouche.cli;

import escarmouche.content.load.Problem;
import escarmouche.content.load.Wording;
import escarmouche.content.load.json.JsonReader;
import escarmouche.content.load.json.Location;
import escarmouche.content.load.json.Node;
import escarmouche.rules.dice.ForcedDice;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A forced die of the scenario that came up for a die it does not fit ({@code "dice": [50]} read for a d20),
 * said as {@code check} says a problem: the file, the line and column of that value, its JSON path. Only the
 * fight finds it (which die each value meets depends on the fight), so the place is looked up afterwards.
 */
final class ForcedDieProblem {
    /** A scenario is small; one larger than this is not read again just to point at a value. */
    private static final long MOST_BYTES = 8L << 20;

    private ForcedDieProblem() {}

    /** @param file the scenario as the user named it; standard input cannot be read again, so it gets no place */
    static Problem of(Path file, String shownName, ForcedDice.ForcedDieOutOfRange die) {
        String path = "$.dice[" + die.index() + "]";
        Location at = InputFiles.isStdin(file) ? Location.UNKNOWN : placeOf(file, die.index());
        return new Problem(shownName, path, at.line(), at.column(), Wording.of("problem.dice.misfit",
                String.valueOf(die.value()), String.valueOf(die.sides())));
    }

    private static Location placeOf(Path file, int index) {
        try {
            if (!Files.isRegularFile(file) || Files.size(file) > MOST_BYTES) return Location.UNKNOWN;
            Node root = new JsonReader().read(Files.readString(file, StandardCharsets.UTF_8)).root();
            if (root instanceof Node.Obj o && o.get("dice") instanceof Node.Arr dice && index < dice.items().size()) {
                return dice.items().get(index).at();
            }
        } catch (IOException | RuntimeException e) {
            // The file changed or went since the run read it: the message stands without its place.
        }
        return Location.UNKNOWN;
    }
}
