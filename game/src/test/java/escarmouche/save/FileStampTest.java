package escarmouche.save;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A file's stamp: what its written-out equality compares, and when a stamp changes. */
class FileStampTest {
    @TempDir
    Path dir;

    private static final FileTime NOON = FileTime.fromMillis(1_764_676_800_000L);

    @Test
    @DisplayName("Stamps are equal when size, time and identity all are, and then hash alike")
    void equalityByEveryPart() {
        FileStamp a = new FileStamp(120, NOON, "inode-7");
        assertEquals(a, new FileStamp(120, NOON, "inode-7"));
        assertEquals(a.hashCode(), new FileStamp(120, NOON, "inode-7").hashCode());
        assertEquals(new FileStamp(5, NOON, null), new FileStamp(5, NOON, null));
        assertNotEquals(a, new FileStamp(121, NOON, "inode-7"));
        assertNotEquals(a, new FileStamp(120, FileTime.fromMillis(NOON.toMillis() + 1), "inode-7"));
        assertNotEquals(a, new FileStamp(120, NOON, "inode-8"));
        assertNotEquals(a, new FileStamp(120, NOON, null));
        assertNotEquals(new FileStamp(120, NOON, null), a);
        assertNotEquals(a, "inode-7");
        assertNotEquals(a, null);
    }

    @Test
    @DisplayName("A file's stamp stays the same until it grows or is replaced; a missing file has none")
    void followsTheFile() throws IOException {
        Path file = dir.resolve("fight.jsonl");
        Files.writeString(file, "{}\n");
        FileStamp first = FileStamp.of(file);
        assertNotNull(first);
        assertEquals(first, FileStamp.of(file));
        Files.writeString(file, "{}\n{}\n");
        Files.setLastModifiedTime(file, FileTime.fromMillis(first.modified().toMillis() + 2_000));
        assertNotEquals(first, FileStamp.of(file));
        assertNull(FileStamp.of(dir.resolve("gone.jsonl")));
        assertNull(FileStamp.of(dir));
    }
}
