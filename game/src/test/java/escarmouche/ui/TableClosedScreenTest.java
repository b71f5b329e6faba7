package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.lang.Language;
import escarmouche.testing.TestScenario;
import escarmouche.ui.page.FightSaves;
import escarmouche.ui.table.TableHall;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A table that closes under its players (the game master did not come back) leaves their screens on the fight as it
 * stopped: they say the table is closed, on the top bar, at every key and in the leave box, not a move to make, a
 * table to join again or one to stay at.
 */
class TableClosedScreenTest {
    @TempDir
    Path data;
    private final List<Harness> open = new ArrayList<>();
    private final AtomicLong clock = new AtomicLong(1_000);
    private final TableHall hall = new TableHall(clock::get, 60_000);

    @AfterEach
    void close() {
        for (Harness h : open) h.close();
    }

    /** A hero and a goblin eight squares apart. */
    private static TestScenario apart() {
        return TestScenario.map(
                        "############",
                        "#..........#",
                        "#..........#",
                        "############")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").abilities(16, 12).hp(40).ac(18))
                .with("gob", "monsters", 9, 2, c -> c.hp(30).ac(13).weapons(TestScenario.SCIMITAR))
                .initiative("hero", "gob");
    }

    private Harness session(String player, Language language) {
        TestCatalog catalog = new TestCatalog().add("skirmish", "The skirmish", "A hero, a goblin.", "easy", apart()::build);
        // No saves: the table's fight is not recorded, which the leave box says.
        Harness h = new Harness(catalog, FightSaves.NONE, data, 100, 30, true);
        h.game.setLanguage(language);
        h.game.atTables(hall.desk(player, h.game::redrawSoon));
        h.game.redrawSoon();
        open.add(h);
        return h;
    }

    /** The top row of the screen: the encounter's name, then whose turn it is, or what stands in its place. */
    private static String topBar(Harness h) {
        return h.screen().lines().findFirst().orElse("");
    }

    @Test
    @DisplayName("The table closes on the hero's move, the game master gone for good: bob (English) and carol (French)"
            + " read on the top bar that it closed, not the hero's move; x and Enter say it is closed and that Q leaves;"
            + " Q asks to leave a closed table, with nothing to join again nor to stay at")
    void aClosedTableSaysSo() {
        Harness anne = session("anne", Language.EN);
        Harness bob = session("bob", Language.EN);
        Harness carol = session("carol", Language.FR);
        anne.keys("T").keys("o").keys("1").enter();
        bob.keys("T").enter();
        carol.keys("T").enter();
        // The hero: anne -> bob; the goblin: AI -> anne -> bob -> carol.
        anne.keys(" ").keys("j").keys(" ").keys(" ").keys(" ");
        anne.enter();
        assertTrue(bob.shows("hero · move 6/6 · action ready · reaction ready"), bob.screen());
        // The game master leaves and does not come back in time.
        anne.keys("Q").keys("y");
        clock.addAndGet(61_000);
        assertTrue(hall.tables().isEmpty(), "closed");

        assertTrue(topBar(bob).contains("The table closed: the game master did not come back."), bob.screen());
        assertFalse(bob.shows("move 6/6"), "no move to make: " + bob.screen());
        bob.keys("x");
        assertTrue(bob.shows("Nothing more is played at a closed table: Q leaves it."), bob.screen());
        bob.enter();
        assertTrue(bob.shows("Nothing more is played at a closed table: Q leaves it."), bob.screen());
        bob.keys("Q");
        assertTrue(bob.shows("Leave the closed table?"), bob.screen());
        assertTrue(bob.shows("Yes, leave (the fight was not saved)"), bob.screen());
        assertTrue(bob.shows("No, keep reading the map and the log"), bob.screen());
        assertFalse(bob.shows("join again"), bob.screen());
        assertFalse(bob.shows("No, stay"), bob.screen());

        assertTrue(topBar(carol).contains("La table est fermée\u00a0: le MJ n'est pas revenu."), carol.screen());
        assertFalse(carol.shows("déplacement 6/6"), carol.screen());
        carol.keys("x");
        assertTrue(carol.shows("Plus rien ne se joue à une table fermée\u00a0: Q pour la quitter."), carol.screen());
        carol.keys("Q");
        assertTrue(carol.shows("Quitter la table fermée\u00a0?"), carol.screen());
        assertTrue(carol.shows("Oui, partir (le combat n'a pas été gardé)"), carol.screen());
        assertTrue(carol.shows("Non, relire encore la carte et le journal"), carol.screen());
        assertFalse(carol.shows("retour possible"), carol.screen());
    }
}
