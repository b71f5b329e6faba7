package escarmouche.ui.watch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * In which language a watcher reads a watched game (docs/playing.md, Watching a live game): the watched screen is
 * the watched player's, in their language, since its pages write their words in their session's language as they
 * go (the fight's log line by line); the list and the bar over it are the watcher's own.
 */
class WatchLanguageTest {
    private static final Path ROOT = Path.of(System.getProperty("escarmouche.content", "../content")).getParent();

    @TempDir
    Path data;

    private static Table.Player inFight(Table.Player p) {
        p.keys("n").enter().enter();
        assertTrue(p.shows("▶"), () -> "no fight on screen:\n" + p.screen());
        return p;
    }

    @Test
    @DisplayName("An English watcher of a French player's fight reads the fight in French under a bar in English")
    void englishWatcherOfAFrenchFight() {
        Table table = new Table(data, 8);
        Table.Player anne = table.join("anne", 80, 24);
        anne.keys("l");
        inFight(anne);
        Table.Player bert = table.join("bert", 80, 24);
        bert.keys("w").enter();
        // The same fight, same seed and keys, played in French on an 80x24 terminal of its own.
        Table.Player same = table.alone("same", 80, 24);
        same.keys("l");
        inFight(same);
        assertEquals(same.aboveLastRow(), bert.aboveLastRow());
        assertTrue(bert.aboveLastRow().contains("── Journal ──"), bert::screen);
        assertTrue(bert.lastRow().startsWith(" Watching anne · Ambush in the crypt, round 1 · q/Esc: back to the list"),
                bert::lastRow);
    }

    @Test
    @DisplayName("A French watcher of an English player's fight reads the fight in English under a bar in French")
    void frenchWatcherOfAnEnglishFight() {
        Table table = new Table(data, 8);
        inFight(table.join("anne", 80, 24));
        Table.Player bert = table.join("bert", 80, 24);
        bert.keys("l").keys("w").enter();
        Table.Player same = inFight(table.alone("same", 80, 24));
        assertEquals(same.aboveLastRow(), bert.aboveLastRow());
        assertTrue(bert.aboveLastRow().contains("── Log ──"), bert::screen);
        assertTrue(bert.lastRow().startsWith(" Vous regardez anne · Embuscade dans la crypte, round 1 · "), bert::lastRow);
    }

    @Test
    @DisplayName("docs/playing.md says so: the watched screen in the watched player's language, the list and bar in yours")
    void documented() throws IOException {
        String doc = Files.readString(ROOT.resolve("docs/playing.md")).replaceAll("\\s+", " ");
        assertTrue(doc.contains("What you watch is the watched player's own screen, in their language: an English player"
                + " watching a French player's fight reads it in French (its log, its panes, its menus), and the reverse."));
        assertTrue(doc.contains("What is yours is in your language: the list of games, the bar on the last row and the"
                + " word when the watched player leaves."));
        assertTrue(doc.contains("the list of live games and the bar over a watched game (the watched screen itself is the"
                + " watched player's, in their language: see [Watching a live game](#watching-a-live-game-on-a-server))"));
    }
}
