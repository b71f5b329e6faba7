package escarmouche.ssh.log;

import java.io.IOException;
import java.nio.file.Path;

/**
 * The server log's {@code save} line: a player's fight whose file could not be written (a full disk, a folder
 * taken away), and the line that says it was written again, with the reason it had failed: on a full disk the
 * first line is often lost with the rest of the log, the second is how the admin learns of it. The player is
 * told on their screen.
 */
public final class SaveLines {
    private SaveLines() {}

    /**
     * @param reason why the write failed
     * @param over   whether this is the write that worked again
     */
    public static String of(String player, Path file, IOException reason, boolean over) {
        return "player=" + player + " file=" + ServerLog.clean(String.valueOf(file.getFileName()))
                + (over ? " written-again" : " failed") + " reason=" + ServerLog.clean(reason.getMessage());
    }
}
