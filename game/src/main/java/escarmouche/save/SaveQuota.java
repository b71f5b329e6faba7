package escarmouche.save;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * How much one player may keep in a saves folder: a server open to the internet must not let a player
 * (or a guest) fill its disk with recorded fights. The local game has no quota.
 *
 * @param fights the recordings a folder may hold
 * @param bytes  the bytes its files may take, backups and reports included
 */
public record SaveQuota(int fights, long bytes) {
    public static final SaveQuota NONE = new SaveQuota(Integer.MAX_VALUE, Long.MAX_VALUE);

    public SaveQuota {
        if (fights < 1 || bytes < 1) throw new IllegalArgumentException("a quota must allow something");
    }

    /** Why one more fight cannot be recorded in {@code dir}, or nothing when it can. */
    public Optional<String> full(Path dir) throws IOException {
        if (this.equals(NONE) || !Files.isDirectory(dir)) return Optional.empty();
        int count = 0;
        long size = 0;
        try (Stream<Path> files = Files.list(dir)) {
            for (Path p : (Iterable<Path>) files::iterator) {
                if (!Files.isRegularFile(p)) continue;
                if (p.getFileName().toString().endsWith(".jsonl")) count++;
                size += Files.size(p);
            }
        }
        if (count >= fights) {
            return Optional.of("Your saves are full: " + count + (count == 1 ? " fight" : " fights") + " kept, the server keeps at most " + fights
                    + ". Delete a fight in Past fights (x), or ask the server's admin to make room.");
        }
        if (size >= bytes) {
            return Optional.of("Your saves are full: " + (size >> 20) + " MiB kept, the server keeps at most "
                    + (bytes >> 20) + " MiB. Delete a fight in Past fights (x), or ask the server's admin to make room.");
        }
        return Optional.empty();
    }
}
