package escarmouche.save;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SaveQuotaTest {
    @TempDir
    Path dir;

    @Test
    @DisplayName("A saves folder holding as many fights as the quota allows is full, and says so")
    void fullByCount() throws Exception {
        SaveQuota quota = new SaveQuota(3, 1 << 20);
        Files.writeString(dir.resolve("a.jsonl"), "x");
        Files.writeString(dir.resolve("b.jsonl"), "x");
        Files.writeString(dir.resolve("b.jsonl.bak"), "x");
        assertEquals(Optional.empty(), quota.full(dir));
        Files.writeString(dir.resolve("c.jsonl"), "x");
        String why = quota.full(dir).orElseThrow();
        assertTrue(why.contains("3 fights kept, the server keeps at most 3"), why);
    }

    @Test
    @DisplayName("Backups and reports count toward the bytes a folder may hold")
    void fullByBytes() throws Exception {
        SaveQuota quota = new SaveQuota(100, 2 << 20);
        Files.write(dir.resolve("a.jsonl"), new byte[1 << 20]);
        assertEquals(Optional.empty(), quota.full(dir));
        Files.write(dir.resolve("a.jsonl.bak"), new byte[1 << 20]);
        String why = quota.full(dir).orElseThrow();
        assertTrue(why.contains("2 MiB kept, the server keeps at most 2 MiB"), why);
    }

    @Test
    @DisplayName("No quota (the local game), and a folder not made yet, never refuse")
    void noQuota() throws Exception {
        Files.writeString(dir.resolve("a.jsonl"), "x");
        assertEquals(Optional.empty(), SaveQuota.NONE.full(dir));
        assertEquals(Optional.empty(), new SaveQuota(1, 1).full(dir.resolve("missing")));
    }
}
