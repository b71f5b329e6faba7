package escarmouche.save;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PrivateSavesTest {
    @TempDir
    Path data;

    @Test
    @DisplayName("A save, its .bak and the folders made for it are readable by the game's user only (0600, 0700)")
    void savesArePrivate() throws Exception {
        Path file = data.resolve("players").resolve("anne").resolve("saves").resolve("fight.jsonl");
        AtomicFile.write(file, "first\n");
        AtomicFile.write(file, "second\n");
        for (Path dir : new Path[] {data.resolve("players"), data.resolve("players/anne"), file.getParent()}) {
            assertEquals("rwx------", permissions(dir), dir.toString());
        }
        assertEquals("rw-------", permissions(file));
        assertEquals("rw-------", permissions(AtomicFile.backupOf(file)));
        assertEquals("second\n", Files.readString(file));
    }

    @Test
    @DisplayName("A save written by an earlier version with 0644 is 0600 once rewritten")
    void anOpenSaveBecomesPrivateWhenRewritten() throws Exception {
        Path file = data.resolve("fight.jsonl");
        Files.writeString(file, "old\n");
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-r--r--"));
        Files.writeString(file.resolveSibling(".fight.jsonl.tmp"), "left by a crash");
        Files.setPosixFilePermissions(file.resolveSibling(".fight.jsonl.tmp"), PosixFilePermissions.fromString("rw-rw-rw-"));
        AtomicFile.write(file, "new\n");
        assertEquals("rw-------", permissions(file));
        assertEquals("rw-------", permissions(AtomicFile.backupOf(file)));
        assertEquals("new\n", Files.readString(file));
    }

    @Test
    @DisplayName("A fight report and a save's lock are 0600 too")
    void reportsAndLocksArePrivate() throws Exception {
        Path recording = data.resolve("saves").resolve("fight.jsonl");
        SaveFolder.writeReport(recording, "report\n");
        assertEquals("rw-------", permissions(SaveFolder.reportOf(recording)));
        assertEquals("rwx------", permissions(recording.getParent()));
        try (SaveLock lock = SaveLock.take(recording, "a test")) {
            assertEquals("rw-------", permissions(SaveLock.of(recording)));
        }
    }

    private static String permissions(Path path) throws Exception {
        return PosixFilePermissions.toString(Files.getPosixFilePermissions(path));
    }
}
