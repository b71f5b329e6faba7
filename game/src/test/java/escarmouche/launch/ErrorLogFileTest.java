package escarmouche.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ErrorLogFileTest {
    private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-11-24T01:00:00Z"), ZoneOffset.UTC);

    @TempDir
    Path player;

    @Test
    @DisplayName("A player's error log is 0600 in a 0700 logs folder, and one left open by an earlier version is made private")
    void theErrorLogIsPrivate() throws Exception {
        ErrorLogFile errors = new ErrorLogFile(player, CLOCK);
        assertEquals(errors.file().toString(), errors.write("drawing", new IllegalStateException("boom")).orElseThrow());
        assertEquals("rwx------", PosixFilePermissions.toString(Files.getPosixFilePermissions(errors.file().getParent())));
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(errors.file())));
        assertTrue(Files.readString(errors.file()).startsWith("2026-11-24T01:00:00Z drawing\njava.lang.IllegalStateException: boom"));
        Files.setPosixFilePermissions(errors.file(), PosixFilePermissions.fromString("rw-r--r--"));
        Files.setPosixFilePermissions(errors.file().getParent(), PosixFilePermissions.fromString("rwxr-xr-x"));
        errors.write("again", new IllegalStateException("boom"));
        assertEquals("rwx------", PosixFilePermissions.toString(Files.getPosixFilePermissions(errors.file().getParent())));
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(errors.file())));
    }

    @Test
    @DisplayName("A player's error log is capped: past the cap it becomes escarmouche.log.1 and a new file starts; two files at most")
    void theErrorLogIsCapped() throws Exception {
        long cap = 4000;
        ErrorLogFile errors = new ErrorLogFile(player, CLOCK, cap);
        for (int i = 0; i < 200; i++) errors.write("error " + i, new IllegalStateException("number " + i));
        try (var files = Files.list(errors.file().getParent())) {
            assertEquals(java.util.List.of("escarmouche.log", "escarmouche.log.1"),
                    files.map(p -> p.getFileName().toString()).sorted().toList());
        }
        long oneEntry = Files.readString(errors.file()).split("\n2026-")[0].length() + 100;
        assertTrue(Files.size(errors.file()) < cap + oneEntry, Files.size(errors.file()) + " bytes");
        assertTrue(Files.size(errors.older()) < cap + oneEntry, Files.size(errors.older()) + " bytes");
        assertTrue(Files.readString(errors.file()).contains("error 199"), "the newest error is not in the current file");
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(errors.older())));
    }

    @Test
    @DisplayName("One enormous error is cut rather than fill the file")
    void oneHugeErrorIsCut() throws Exception {
        ErrorLogFile errors = new ErrorLogFile(player, CLOCK);
        errors.write("context " + "x".repeat(500_000), new IllegalStateException("huge"));
        assertTrue(Files.size(errors.file()) < ErrorLogFile.MAX_ENTRY + 100, Files.size(errors.file()) + " bytes");
    }
}
