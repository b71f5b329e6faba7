package escarmouche.save;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.InetAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SaveLockTest {
    /** The most a lock is read to ({@code SaveLock.MAX_BYTES}): a real one is one short line. */
    private static final int BOUND = 4096;

    @TempDir
    Path dir;

    @Test
    @DisplayName("A save's lock refuses a second opening and names its holder; closing lets it go")
    void refusesASecondOpening() throws Exception {
        Path save = dir.resolve("fight.jsonl");
        try (SaveLock first = SaveLock.take(save, "an SSH session of ana")) {
            SaveLock.Held held = assertThrows(SaveLock.Held.class, () -> SaveLock.take(save, "another session"));
            assertTrue(held.getMessage().startsWith("fight.jsonl is open in an SSH session of ana (process "
                    + ProcessHandle.current().pid()), held.getMessage());
            // The time to the second, as a player reads it: "(since 2026-12-05T13:31:57Z)", no nanoseconds.
            assertTrue(held.briefly().matches("fight\\.jsonl is open in an SSH session of ana \\(since "
                    + "\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\dZ\\)"), held.briefly());
        }
        assertFalse(Files.exists(SaveLock.of(save)));
        SaveLock.take(save, "again").close();
    }

    @Test
    @DisplayName("A lock left by a process that is gone (a crash, a kill) is stale and taken over")
    void staleLockIsTakenOver() throws Exception {
        Path save = dir.resolve("fight.jsonl");
        String host = InetAddress.getLocalHost().getHostName().replace(' ', '_');
        // No process has this id: its owner is gone.
        Files.writeString(SaveLock.of(save), Long.MAX_VALUE + " " + host + " 2026-11-23T20:00:00Z a local game");
        try (SaveLock taken = SaveLock.take(save, "a local game")) {
            assertTrue(Files.readString(SaveLock.of(save)).startsWith(ProcessHandle.current().pid() + " "));
        }
        Files.writeString(SaveLock.of(save), "");
        SaveLock.take(save, "a lock cut short before its text landed is stale too").close();
    }

    @Test
    @DisplayName("A lock whose process id a process started since has taken (a server restarted in a container) is stale")
    void reusedProcessIdIsStale() throws Exception {
        Path save = dir.resolve("fight.jsonl");
        String host = InetAddress.getLocalHost().getHostName().replace(' ', '_');
        java.time.Instant started = ProcessHandle.current().info().startInstant().orElseThrow();
        long me = ProcessHandle.current().pid();
        // Written by this id an hour before this process started: another process's, which crashed.
        Files.writeString(SaveLock.of(save), me + " " + host + " " + started.minusSeconds(3600).truncatedTo(
                java.time.temporal.ChronoUnit.SECONDS) + " an SSH session of anne");
        SaveLock.take(save, "a new server's session").close();
        // Written by this id since it started: this process holds it, and a second opening is refused.
        Files.writeString(SaveLock.of(save), me + " " + host + " " + java.time.Instant.now().truncatedTo(
                java.time.temporal.ChronoUnit.SECONDS) + " an SSH session of anne");
        assertThrows(SaveLock.Held.class, () -> SaveLock.take(save, "a second opening"));
    }

    @Test
    @DisplayName("A lock larger than any game writes (a few kilobytes) is read no further and is stale: a sparse lock of"
            + " 3 GB beside a save neither crashes the listing nor holds the save; one of a live process's text padded"
            + " past the bound is taken over too")
    void oversizedLockIsStale() throws Exception {
        Path save = dir.resolve("fight.jsonl");
        // Sparse: 3 GB said, no disk taken. Read whole, it was an OutOfMemoryError before the title screen.
        try (java.io.RandomAccessFile huge = new java.io.RandomAccessFile(SaveLock.of(save).toFile(), "rw")) {
            huge.setLength(3L << 30);
        }
        assertFalse(readBounded(() -> SaveLock.heldByAnotherProcess(save)));
        assertEquals(java.util.Optional.empty(), readBounded(() -> SaveLock.playedIn(dir)));
        try (SaveLock taken = readBounded(() -> SaveLock.take(save, "a local game"))) {
            assertTrue(Files.readString(SaveLock.of(save)).startsWith(ProcessHandle.current().pid() + " "));
        }
        assertFalse(Files.exists(SaveLock.of(save)), "closing lets it go");

        // This very process's text, alive, with a holder no game names: past the bound, it is damage, not a game.
        String host = InetAddress.getLocalHost().getHostName().replace(' ', '_');
        String live = ProcessHandle.current().pid() + " " + host + " " + java.time.Instant.now().truncatedTo(
                java.time.temporal.ChronoUnit.SECONDS) + " a local game";
        Files.writeString(SaveLock.of(save), live + " " + "x".repeat(BOUND - live.length()));
        assertEquals(BOUND + 1, Files.size(SaveLock.of(save)));
        SaveLock.take(save, "a local game").close();
        assertFalse(Files.exists(SaveLock.of(save)));
        // At the bound it is still read, and held.
        Files.writeString(SaveLock.of(save), live + " " + "x".repeat(BOUND - live.length() - 1));
        assertThrows(SaveLock.Held.class, () -> SaveLock.take(save, "a second opening"));
    }

    @Test
    @DisplayName("A lock that is not UTF-8 text names no process: stale, taken over and let go like an empty one, never"
            + " a Java decoding error")
    void undecodableLockIsStale() throws Exception {
        Path save = dir.resolve("fight.jsonl");
        Files.write(SaveLock.of(save), new byte[] {(byte) 0xff, (byte) 0xfe, ' ', 'g', 'a', 'r', 'b', 'a', 'g', 'e', '\n', '\n'});
        assertFalse(SaveLock.heldByAnotherProcess(save));
        try (SaveLock taken = SaveLock.take(save, "a local game")) {
            assertTrue(Files.readString(SaveLock.of(save)).startsWith(ProcessHandle.current().pid() + " "));
        }
        assertFalse(Files.exists(SaveLock.of(save)), "closing lets it go");
    }

    /**
     * What {@code reading} gives, a lock read whole failing the test rather than ending the run: JUnit lets an
     * OutOfMemoryError end the whole run, and the other tests would never say how they went.
     */
    static <T> T readBounded(java.util.concurrent.Callable<T> reading) throws Exception {
        try {
            return reading.call();
        } catch (OutOfMemoryError e) {
            throw new AssertionError("the lock was read whole: " + e.getMessage(), e);
        }
    }
}
