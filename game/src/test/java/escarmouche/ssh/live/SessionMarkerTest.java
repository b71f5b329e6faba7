package escarmouche.ssh.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SessionMarkerTest {
    @TempDir
    Path player;

    private SessionMarker marker() {
        return new SessionMarker(player, player.resolve("saves"));
    }

    @Test
    @DisplayName("The interrupted fight's marker names the recording, is read once, and leaves no temporary file")
    void writtenReadOnce() throws Exception {
        String key = player.resolve("saves").resolve("2026-11-24_01-01-30_ambush.jsonl").toString();
        marker().write(key);
        try (Stream<Path> files = Files.list(player)) {
            assertEquals(java.util.List.of(SessionMarker.FILE), files.map(p -> p.getFileName().toString()).toList());
        }
        assertEquals(key, marker().take());
        assertNull(marker().take(), "a marker is used once");
    }

    @Test
    @DisplayName("A newer marker replaces the older one whole")
    void newerReplaces() throws Exception {
        marker().write("a.jsonl");
        marker().write("/elsewhere/b.jsonl");
        assertEquals(player.resolve("saves").resolve("b.jsonl").toString(), marker().take());
    }

    @Test
    @DisplayName("A marker that names no recording of the player's (a path out, garbage, too big) is ignored and removed")
    void strangeMarkersIgnored() throws Exception {
        for (String text : new String[] {"../../etc/passwd.jsonl", "..jsonl", "notes.txt", "a/b.jsonl", "\u0000",
                "x".repeat(5000) + ".jsonl"}) {
            Files.writeString(marker().file(), text, StandardCharsets.UTF_8);
            assertNull(marker().take(), text);
            assertFalse(Files.exists(marker().file()));
        }
        Files.write(marker().file(), new byte[] {(byte) 0xff, (byte) 0xfe, 'x'});
        assertNull(marker().take());
        assertFalse(Files.exists(marker().file()));
    }

    @Test
    @DisplayName("Only a recording's name can be marked")
    void onlyRecordings() {
        assertThrows(IOException.class, () -> marker().write("notes.txt"));
        assertFalse(Files.exists(marker().file()));
    }

    @Test
    @DisplayName("No marker, no fight: the player starts on the title screen")
    void none() throws Exception {
        assertNull(marker().take());
        assertTrue(Files.isDirectory(player));
    }
}
