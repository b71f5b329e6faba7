package escarmouche.launch;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import escarmouche.content.load.json.JsonReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The text that places a value of a fight's scenario by line and column (a forced die that did not fit), never a line
 * that holds something else. The scenario's file as it reads now, when its forced dice are still those the fight was
 * played with: the value sits where the file holds it, on the lines its author sees. Else the text the fight was
 * played from, which its recording keeps, when it is the file as its author wrote it; none when it is the party page's
 * one-line rewrite of it, whose columns would point nowhere in the file (the JSON path still names the die).
 */
public final class PlayedScenarioText {
    /** A scenario is small; one larger than this is not read again just to point at a value. */
    private static final long MOST_BYTES = 8L << 20;

    private PlayedScenarioText() {}

    /**
     * @param kept the text the fight was played from (null when it was built in code: the file then, if any)
     * @param path where it was read from, or null
     * @return the text to place the value in, or null for no place
     */
    public static String of(String kept, String path) {
        String file = fileText(path);
        if (kept == null) return file;
        if (file != null && (file.equals(kept) || sameDice(file, kept))) return file;
        return kept.indexOf('\n') >= 0 ? kept : null;
    }

    /** Whether both texts force the same dice in the same order. */
    private static boolean sameDice(String file, String kept) {
        try {
            ObjectMapper json = new ObjectMapper();
            JsonNode a = json.readTree(JsonReader.withoutBom(file)).path("dice");
            JsonNode b = json.readTree(JsonReader.withoutBom(kept)).path("dice");
            return a.isArray() && a.equals(b);
        } catch (IOException | RuntimeException e) {
            // Either text is no JSON the game reads: its dice cannot be told the same.
            return false;
        }
    }

    private static String fileText(String path) {
        if (path == null) return null;
        try {
            Path file = Path.of(path);
            if (!Files.isRegularFile(file) || Files.size(file) > MOST_BYTES) return null;
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException | RuntimeException e) {
            // Gone, unreadable, or no path of this machine: the kept text places the value.
            return null;
        }
    }
}
