package escarmouche.ui;

import escarmouche.launch.ContentCatalog;
import escarmouche.launch.SaveShelf;
import escarmouche.save.SaveQuota;
import escarmouche.testing.RealContent;
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
 * Sessions of the real game whose fights are kept in a folder of saves, as the launcher gives them: the
 * shipped content, a clock stopped at 2026-11-23 20:15 UTC (so recordings are named alike), and the
 * recordings read back.
 */
final class KeptSessions {
    /** The shipped content with its files and hash, read once. */
    static final SaveShelf.Snapshot SNAPSHOT = snapshot();
    static final Clock CLOCK = Clock.fixed(Instant.parse("2026-11-23T20:15:00Z"), ZoneOffset.UTC);

    private KeptSessions() {}

    private static SaveShelf.Snapshot snapshot() {
        try {
            return SaveShelf.Snapshot.read(RealContent.content());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The saves of a local game in {@code saves}. */
    static SaveShelf local(Path saves) {
        return new SaveShelf(saves, SNAPSHOT, CLOCK, "a local game");
    }

    /** The saves of {@code player}'s SSH sessions: {@code players/NAME/saves} under {@code data}, paths shown from there. */
    static SaveShelf remote(Path data, String player) {
        Path own = data.resolve(player);
        return new SaveShelf(own.resolve("saves"), SNAPSHOT, CLOCK, "an SSH session of " + player, SaveQuota.NONE, own);
    }

    /** A session of the real game at 80x24 keeping its fights in {@code shelf}; errors logged under {@code data}. */
    static Harness session(SaveShelf shelf, Path data) {
        return new Harness(new ContentCatalog(RealContent.content()), shelf, data);
    }

    /** The recordings in {@code saves}, by name. */
    static List<Path> recordings(Path saves) {
        if (!Files.isDirectory(saves)) return List.of();
        try (Stream<Path> files = Files.list(saves)) {
            return files.filter(f -> f.getFileName().toString().endsWith(".jsonl")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
