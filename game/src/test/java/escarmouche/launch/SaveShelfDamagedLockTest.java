package escarmouche.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.save.SaveLock;
import escarmouche.testing.KeptSaves;
import escarmouche.ui.page.FightSaves;
import escarmouche.ui.page.SaveWords;
import java.io.RandomAccessFile;
import java.nio.charset.MalformedInputException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A lock beside a save that no game wrote (gigabytes of it, bytes that are not UTF-8): the title screen lists the
 * save, Continue takes it up and delete removes it, as for any stale lock; a failure Java words as a decoding error
 * is said in words.
 */
class SaveShelfDamagedLockTest {
    private static final Path KEPT = Path.of("src/test/resources/recordings/ogre-opportunity.jsonl");

    @TempDir
    Path saves;

    private Path kept() throws Exception {
        Path file = saves.resolve("2026-11-23_20-15-00_ogre.jsonl");
        Files.copy(KEPT, file);
        return file;
    }

    @Test
    @DisplayName("A lock of bytes that are not UTF-8 is stale: Continue takes the fight up and delete removes it,"
            + " never 'cannot be locked: Input length = 1'")
    void undecodableLock() throws Exception {
        Path file = kept();
        byte[] garbage = {(byte) 0xff, (byte) 0xfe, ' ', 'g', 'a', 'r', 'b', 'a', 'g', 'e', '\n', '\n'};
        Files.write(SaveLock.of(file), garbage);
        SaveShelf shelf = KeptSaves.local(saves);
        assertEquals(file.toString(), shelf.overview().unfinished().key());
        FightSaves.Answer<FightSaves.Kept> continued = shelf.lock(file.toString(), false);
        assertTrue(continued.ok(), String.valueOf(continued.problem()));
        continued.value().close();

        Files.write(SaveLock.of(file), garbage);
        FightSaves.Answer<String> deleted = shelf.delete(file.toString());
        assertTrue(deleted.ok(), String.valueOf(deleted.problem()));
        assertFalse(Files.exists(file));
        assertFalse(Files.exists(SaveLock.of(file)));
    }

    @Test
    @DisplayName("A lock of 3 GB (sparse) beside the unfinished fight: the title screen's overview finds the fight,"
            + " Continue takes it up, delete removes it")
    void oversizedLock() throws Exception {
        Path file = kept();
        try (RandomAccessFile huge = new RandomAccessFile(SaveLock.of(file).toFile(), "rw")) {
            huge.setLength(3L << 30);
        }
        SaveShelf shelf = KeptSaves.local(saves);
        assertEquals(file.toString(), readBounded(() -> shelf.overview().unfinished().key()));
        FightSaves.Answer<FightSaves.Kept> continued = readBounded(() -> shelf.lock(file.toString(), false));
        assertTrue(continued.ok(), String.valueOf(continued.problem()));
        continued.value().close();
        assertFalse(Files.exists(SaveLock.of(file)), "the lock taken over is let go");

        try (RandomAccessFile huge = new RandomAccessFile(SaveLock.of(file).toFile(), "rw")) {
            huge.setLength(3L << 30);
        }
        FightSaves.Answer<String> deleted = readBounded(() -> shelf.delete(file.toString()));
        assertTrue(deleted.ok(), String.valueOf(deleted.problem()));
        assertFalse(Files.exists(file));
    }

    /** What {@code reading} gives, a lock read whole failing the test rather than ending the run (an OutOfMemoryError does). */
    private static <T> T readBounded(Callable<T> reading) throws Exception {
        try {
            return reading.call();
        } catch (OutOfMemoryError e) {
            throw new AssertionError("the lock was read whole: " + e.getMessage(), e);
        }
    }

    @Test
    @DisplayName("A file that is not UTF-8 is said in words, in English and French, never Java's 'Input length = 1'")
    void decodingErrorInWords() {
        SaveShelf shelf = KeptSaves.local(saves);
        String said = shelf.reason(new MalformedInputException(1));
        assertEquals("one of its files is not UTF-8 text, as the game writes them", said);
        assertEquals("x.jsonl ne peut pas être verrouillé\u00a0: un de ses fichiers n'est pas du texte UTF-8, comme le"
                + " jeu les écrit", SaveWords.of(ScreenMessages.of(Language.FR), "x.jsonl cannot be locked: " + said));
    }
}
