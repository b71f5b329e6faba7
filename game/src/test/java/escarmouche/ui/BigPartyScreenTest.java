package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.googlecode.lanterna.input.KeyType;
import escarmouche.launch.ContentCatalog;
import escarmouche.testing.RealContent;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A scenario whose own party is bigger than a party grows on the party page (the builder makes thirty heroes
 * against sixty monsters): the page lists it, scrolling, and changes it; only {@code a} stops at six.
 */
class BigPartyScreenTest extends ScreenTest {
    @TempDir
    Path saves;

    /** Sixteen fighters, h01 to h16, against one goblin on a field of 20 by 4. */
    private static String sixteen() {
        StringBuilder heroes = new StringBuilder();
        for (int i = 1; i <= 16; i++) {
            heroes.append(String.format("{\"id\": \"h%02d\", \"template\": \"fighter\", \"name\": \"Hero %02d\", \"at\": [%d, 1]},",
                    i, i, i + 1));
        }
        String floor = "\"#" + ".".repeat(18) + "#\"";
        return "{\"format\": 1, \"name\": \"Sixteen\", \"description\": \"A crowd.\", \"map\": {\"rows\": [\"" + "#".repeat(20)
                + "\", " + floor + ", " + floor + ", \"" + "#".repeat(20) + "\"]}, \"combatants\": [" + heroes
                + "{\"id\": \"g1\", \"template\": \"goblin\", \"side\": \"monsters\", \"at\": [10, 2]}]}";
    }

    /** The party screen of that encounter, listed after the eight shipped ones; in French after {@code l}. */
    private void open(boolean french) throws Exception {
        Path own = Files.createDirectories(saves.resolve("encounters"));
        Files.writeString(own.resolve("sixteen.json"), sixteen());
        h = new Harness(new ContentCatalog(RealContent.content()).keeping(own, "encounters"), data);
        if (french) h.keys("l");
        h.keys("n");
        for (int i = 0; i < 8; i++) h.press(KeyType.ArrowDown);
        h.enter();
    }

    private String rowOf(String text) {
        int[] at = h.find(text);
        assertTrue(at != null, text + " is not on screen: " + h.screen());
        return h.row(at[1]);
    }

    @Test
    @DisplayName("A scenario's own party of 16: its size alone in the heading, and x, h and c change it, where the 6 limit"
            + " refused every change; a still stops at six")
    void changedLikeAnyParty() throws Exception {
        open(false);
        assertEquals("  Your party (16)", h.row(4).stripTrailing(), h.screen());
        h.keys("x");
        assertEquals("  Your party (15)", h.row(4).stripTrailing(), h.screen());
        assertFalse(h.shows("Hero 01"), h.screen());
        assertFalse(h.shows("at most 6"), h.screen());
        assertTrue(rowOf("▶ Hero 02").contains("by hand"), h.screen());
        h.keys("h");
        assertTrue(rowOf("▶ Hero 02").contains(" AI "), h.screen());
        h.keys("c");
        assertTrue(rowOf("▶ Hero 02").contains("Hero 02          infiltrator 3 AI      HP 24  AC 14"), h.screen());
        h.keys("a");
        assertTrue(h.shows("The party is full: at most 6 members."), h.screen());
        assertEquals("  Your party (15)", h.row(4).stripTrailing(), h.screen());
    }

    @Test
    @DisplayName("At 80x24 the 16 members scroll with the cursor, the rows hidden above and below counted, and the foes"
            + " and the keys' help stay under them")
    void theListScrolls() throws Exception {
        open(false);
        // Row 4 the heading, 5 the mark above (blank at the top), 11 members, 17 the mark below: the rest is for the
        // foes and the keys' help.
        assertEquals("", h.row(5).trim(), h.screen());
        assertTrue(h.row(6).startsWith("  ▶ Hero 01 "), h.screen());
        assertTrue(h.row(16).startsWith("    Hero 11 "), h.screen());
        assertEquals("    ↓ 5 more below", h.row(17).stripTrailing(), h.screen());
        assertEquals("  Against: 1 foe", h.row(19).stripTrailing(), h.screen());
        // Full (past six), the party is offered no a.
        assertEquals("  e: name, class, level and gear · x: remove · h: by hand or AI · c: next", h.row(21).stripTrailing());
        assertEquals("  class · g: who plays whom, monsters too.", h.row(22).stripTrailing());
        for (int i = 0; i < 11; i++) h.press(KeyType.ArrowDown);
        // The cursor on Hero 12, the first row past the list: the list moves by one.
        assertEquals("    ↑ 1 more above", h.row(5).stripTrailing(), h.screen());
        assertTrue(h.row(6).startsWith("    Hero 02 "), h.screen());
        assertTrue(h.row(16).startsWith("  ▶ Hero 12 "), h.screen());
        assertEquals("    ↓ 4 more below", h.row(17).stripTrailing(), h.screen());
        for (int i = 0; i < 4; i++) h.press(KeyType.ArrowDown);
        assertEquals("    ↑ 5 more above", h.row(5).stripTrailing(), h.screen());
        assertTrue(h.row(16).startsWith("  ▶ Hero 16 "), h.screen());
        assertEquals("", h.row(17).trim(), h.screen());
        h.press(KeyType.Home);
        assertTrue(h.row(6).startsWith("  ▶ Hero 01 "), h.screen());
    }

    @Test
    @DisplayName("In French the heading of a scenario's own party of 16 gives its size alone, and the list says what it hides")
    void inFrench() throws Exception {
        open(true);
        assertEquals("  Votre groupe (16)", h.row(4).stripTrailing(), h.screen());
        // The keys' help, without a (the party is full), takes two rows: the list has eleven, as in English.
        assertTrue(h.row(16).startsWith("    Hero 11 "), h.screen());
        assertEquals("    ↓ 5 de plus en dessous", h.row(17).stripTrailing(), h.screen());
    }
}
