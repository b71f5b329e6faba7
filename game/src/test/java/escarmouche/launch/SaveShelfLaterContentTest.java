package escarmouche.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.save.SaveQuota;
import escarmouche.testing.KeptSaves;
import escarmouche.ui.page.FightSaves;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The local game lists its saves on the title screen before its content is read: the shelf asks for
 * today's content only when a fight is reopened or recorded.
 */
class SaveShelfLaterContentTest {
    private static final Path KEPT = Path.of("src/test/resources/recordings/ogre-opportunity.jsonl");

    @Test
    @DisplayName("the saves are listed without today's content; reopening one asks for it")
    void listedWithoutTheContent(@TempDir Path saves) throws Exception {
        Path file = saves.resolve("2026-11-23_20-15-00_ogre.jsonl");
        Files.copy(KEPT, file);
        AtomicInteger asked = new AtomicInteger();
        SaveShelf shelf = new SaveShelf(saves, () -> {
            asked.incrementAndGet();
            return KeptSaves.SNAPSHOT;
        }, KeptSaves.CLOCK, "a local game", SaveQuota.NONE, null);
        List<FightSaves.Past> past = shelf.past();
        assertEquals(1, past.size());
        assertEquals(file.toString(), past.get(0).key());
        assertEquals(0, asked.get(), "listing the saves asked for the content");
        FightSaves.Answer<FightSaves.Reopened> reopened = shelf.reopen(file.toString(), false);
        assertTrue(reopened.problem().isEmpty(), reopened.problem().toString());
        assertNotNull(reopened.value());
        assertTrue(asked.get() > 0, "reopening a fight did not ask for today's content");
    }
}
