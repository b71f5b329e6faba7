package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.googlecode.lanterna.input.KeyType;
import escarmouche.launch.ContentCatalog;
import escarmouche.testing.KeptSaves;
import escarmouche.testing.RealContent;
import escarmouche.ui.table.TableHall;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A table's copy reaches a player's past fights on their own screen, even when it arrives while they wait on the title. */
class TableCopyScreenTest {
    @TempDir
    Path data;
    private final TableHall hall = new TableHall();
    private final List<Harness> open = new ArrayList<>();

    @AfterEach
    void close() {
        for (Harness h : open) h.close();
    }

    private Harness session(String player) {
        Harness h = new Harness(new ContentCatalog(RealContent.content()), KeptSaves.remote(data, player), data.resolve("errors-" + player));
        h.game.atTables(hall.desk(player, h.game::redrawSoon));
        open.add(h);
        return h;
    }

    @Test
    @DisplayName("A player who left mid-fight finds the fight in Past fights once the table closes, at the next key, and watches it")
    void copyArrivesOnTheTitleScreen() {
        Harness anne = session("anne");
        Harness bob = session("bob");
        anne.keys("T").keys("o").keys("6");
        assertTrue(anne.shows("anne's table: Tutorial: a duel"), anne.screen());
        bob.keys("T").enter();
        anne.enter();
        bob.keys("Q").keys("y");
        assertFalse(bob.shows("Past fights"), "no copy while the fight goes on: " + bob.screen());
        anne.keys("Q").keys("y");
        bob.press(KeyType.ArrowDown);
        assertTrue(bob.shows("p  Past fights (1)"), bob.screen());
        bob.keys("p").keys("v");
        assertTrue(bob.row(0).contains("Replay: Tutorial: a duel"), bob.row(0));
    }
}
