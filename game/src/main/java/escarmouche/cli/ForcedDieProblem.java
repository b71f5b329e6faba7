package escarmouche.cli;

import escarmouche.content.load.ForcedDieMisfit;
import escarmouche.content.load.Problem;
import escarmouche.launch.PlayedScenarioText;
import escarmouche.rules.dice.ForcedDice;
import escarmouche.save.Recording;
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
        return ForcedDieMisfit.of(shownName, InputFiles.isStdin(file) ? null : textOf(file), die);
    }

    /**
     * The same for the scenario a recording was played from: named as the recording names it, placed in the text the
     * recording keeps (its file only while it still holds that text: one edited since would point elsewhere).
     */
    static Problem ofRecording(Recording recording, ForcedDice.ForcedDieOutOfRange die) {
        String name = recording.scenarioPath() == null || recording.scenarioPath().isBlank() ? "scenario"
                : recording.scenarioPath();
        return ForcedDieMisfit.of(name, PlayedScenarioText.of(recording.scenario(), name), die);
    }

    private static String textOf(Path file) {
        try {
            if (!Files.isRegularFile(file) || Files.size(file) > MOST_BYTES) return null;
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException | RuntimeException e) {
            // The file changed or went since the run read it: the message stands without its place.
            return null;
        }
    }
}
