package escarmouche.testing;

import escarmouche.launch.SaveShelf;
import escarmouche.save.SaveQuota;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.stream.Stream;

/**
 * Folders of saves as the launcher and the server give them: the shipped content, a clock stopped at
 * 2026-11-23 20:15 UTC (so recordings are named alike), and the recordings read back.
 */
public final class KeptSaves {
    /** The shipped content with its files and hash, read once. */
    public static final SaveShelf.Snapshot SNAPSHOT = snapshot();
    public static final Clock CLOCK = Clock.fixed(Instant.parse("2026-11-23T20:15:00Z"), ZoneOffset.UTC);

    private KeptSaves() {}

    private static SaveShelf.Snapshot snapshot() {
        try {
            return SaveShelf.Snapshot.read(RealContent.content());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The saves of a local game in {@code saves}. */
    public static SaveShelf local(Path saves) {
        return new SaveShelf(saves, SNAPSHOT, CLOCK, "a local game");
    }

    /** The saves of {@code player}'s SSH sessions: {@code NAME/saves} under {@code data}, paths shown from {@code NAME}. */
    public static SaveShelf remote(Path data, String player) {
        return remote(data, player, SaveQuota.NONE);
    }

    /** The same within a quota. */
    public static SaveShelf remote(Path data, String player, SaveQuota quota) {
        Path own = data.resolve(player);
        return new SaveShelf(own.resolve("saves"), SNAPSHOT, CLOCK, "an SSH session of " + player, quota, own);
    }

    /**
     * Writes the lock of {@code recording} as a game of this machine holds it since now (a lock older than its
     * process's start would be another's, whose id was reused): {@code pid} this process for a live holder, a
     * pid no process has for a stale one. Returns the time it says, as messages give it.
     */
    public static String lock(Path recording, long pid, String who) {
        try {
            String host = java.net.InetAddress.getLocalHost().getHostName().replace(' ', '_');
            String since = java.time.Instant.now().truncatedTo(java.time.temporal.ChronoUnit.SECONDS).toString();
            Files.writeString(escarmouche.save.SaveLock.of(recording), pid + " " + host + " " + since + " " + who);
            return since;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The recordings in {@code saves}, by name; none when the folder is not there. */
    public static List<Path> recordings(Path saves) {
        if (!Files.isDirectory(saves)) return List.of();
        try (Stream<Path> files = Files.list(saves)) {
            return files.filter(f -> f.getFileName().toString().endsWith(".jsonl")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
