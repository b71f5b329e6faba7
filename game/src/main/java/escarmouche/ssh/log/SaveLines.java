package escarmouche.ssh.log;

import java.io.IOException;
import java.nio.file.Path;

/**
 * The server log's {@code save} line: a player's fight whose file could not be written (a full disk, a folder
 * taken away), and the line that says it was written again. The player is told on their screen; the admin
 * reads here that the disk needs room.
 */
public final class SaveLines {
    private SaveLines() {}

    /** @param e why the write failed, or null when the file was written again */
    public static String of(String player, Path file, IOException e) {
        String head = "player=" + player + " file=" + ServerLog.clean(String.valueOf(file.getFileName()));
        return e == null ? head + " written-again" : head + " failed reason=" + ServerLog.clean(e.getMessage());
    }
}
