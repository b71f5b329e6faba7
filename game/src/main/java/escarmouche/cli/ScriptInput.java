package escarmouche.cli;

import escarmouche.content.load.ContentChecker;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A command script ({@code *.commands}) given where a scenario is expected: {@code simulate content/encounters/*}
 * names the scripts kept beside the shipped encounters, and {@code run SCRIPT} forgets the scenario. Read as
 * JSON, its first {@code #} line would be "JSON has no comments"; said for what it is, the message can name the
 * command that plays it.
 */
final class ScriptInput {
    /** How much is read to see whether the file is JSON after all (a scenario under an odd name). */
    private static final int PEEK = 256;

    private ScriptInput() {}

    /**
     * Whether {@code file} is a regular file named {@code *.commands} whose first character (after a byte order
     * mark and blanks) does not open a JSON object. Only a regular file is opened, as for {@link EventLogInput}.
     */
    static boolean looksLikeOne(Path file) {
        if (file == null || InputFiles.isStdin(file) || file.getFileName() == null
                || !file.getFileName().toString().endsWith(ContentChecker.SCRIPT_SUFFIX) || !Files.isRegularFile(file)) {
            return false;
        }
        try (InputStream in = Files.newInputStream(file)) {
            byte[] start = in.readNBytes(PEEK);
            int i = start.length >= 3 && (start[0] & 0xff) == 0xef && (start[1] & 0xff) == 0xbb
                    && (start[2] & 0xff) == 0xbf ? 3 : 0;
            while (i < start.length && Character.isWhitespace(start[i])) i++;
            return i == start.length || start[i] != '{';
        } catch (IOException e) {
            return false;
        }
    }

    /** {@code ./play run SCENARIO --commands SCRIPT}, SCENARIO being the {@code .json} of the same name beside it. */
    static String runLine(Path script) {
        String name = script.getFileName().toString();
        Path beside = script.resolveSibling(name.substring(0, name.length() - ContentChecker.SCRIPT_SUFFIX.length())
                + ".json");
        return "./play run " + (Files.isRegularFile(beside) ? beside.toString() : "SCENARIO") + " --commands " + script;
    }
}
