package escarmouche.cli;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Pattern;

/**
 * An event log ({@code ./play run}, {@code --events}) given where a scenario is expected. Named
 * {@code *.jsonl} like a recording, it is not one: {@code run} and {@code replay} refuse it, so
 * {@code simulate} must not send it there. Told by its first line, which starts with the {@code seq} of
 * its first event (docs/scenarios.md, "Event log"), where a recording's names its type.
 */
final class EventLogInput {
    /** How much of the file is read: the first event's {@code seq} comes first, a few bytes in. */
    private static final int PEEK = 64;
    private static final Pattern FIRST_EVENT = Pattern.compile("\\s*\\{\\s*\"seq\"\\s*:\\s*\\d+[\\s\\S]*");

    private EventLogInput() {}

    /**
     * Whether {@code file} starts as an event log does. Only a regular file is opened: a FIFO would wait for a
     * writer for good, and what it holds is for the command that reads it to say.
     */
    static boolean looksLikeOne(Path file) {
        if (file == null || InputFiles.isStdin(file) || !Files.isRegularFile(file)) return false;
        try (InputStream in = Files.newInputStream(file)) {
            String start = new String(in.readNBytes(PEEK), StandardCharsets.UTF_8);
            int end = start.indexOf('\n');
            return FIRST_EVENT.matcher(end < 0 ? start : start.substring(0, end)).matches();
        } catch (IOException e) {
            return false;
        }
    }
}
