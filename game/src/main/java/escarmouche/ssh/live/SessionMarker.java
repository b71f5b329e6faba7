package escarmouche.ssh.live;

import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.regex.Pattern;

/**
 * The fight a player's last session was cut off in (the connection dropped, or it sat idle): a file
 * {@code interrupted} in the player's folder naming the fight's recording. The next login reads and
 * removes it and opens straight into that fight. A player who left the fight for the title screen, or
 * quit, has no marker and starts on the title screen.
 */
public final class SessionMarker {
    static final String FILE = "interrupted";
    /** A recording's file name as the save folder makes them; anything else in the marker is ignored. */
    private static final Pattern RECORDING = Pattern.compile("[A-Za-z0-9_][A-Za-z0-9._-]{0,200}\\.jsonl");
    private static final long MAX_SIZE = 1024;

    private final Path playerDir;
    private final Path savesDir;

    /** @param savesDir where the player's recordings are (a marker names one of them) */
    public SessionMarker(Path playerDir, Path savesDir) {
        this.playerDir = playerDir;
        this.savesDir = savesDir;
    }

    public Path file() {
        return playerDir.resolve(FILE);
    }

    /**
     * Marks the fight {@code key} (a recording in the saves folder) as interrupted. The marker is written
     * beside and moved into place in one step: a login reading it sees the old one or the new one, whole.
     */
    public void write(String key) throws IOException {
        String name = Path.of(key).getFileName().toString();
        if (!RECORDING.matcher(name).matches()) throw new IOException("not a recording's name: " + name);
        Files.createDirectories(playerDir);
        Path temp = Files.createTempFile(playerDir, "." + FILE + "-", ".tmp");
        try {
            Files.writeString(temp, name + "\n", StandardCharsets.UTF_8);
            Files.move(temp, file(), StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } finally {
            Files.deleteIfExists(temp);
        }
    }

    /**
     * The key of the fight to go on with, and the marker removed; null when there is none, or it does not
     * name a recording of this player's.
     */
    public String take() throws IOException {
        Path file = file();
        String name;
        try {
            if (Files.size(file) > MAX_SIZE) {
                Files.deleteIfExists(file);
                return null;
            }
            name = Files.readString(file, StandardCharsets.UTF_8).strip();
        } catch (NoSuchFileException none) {
            return null;
        } catch (CharacterCodingException garbled) {
            Files.deleteIfExists(file);
            return null;
        }
        Files.deleteIfExists(file);
        return RECORDING.matcher(name).matches() ? savesDir.resolve(name).toString() : null;
    }
}
