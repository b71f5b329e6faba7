package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
 * At a table, a seat tells the end from the creatures it gave orders to, not from those the game master's H passed
 * through it: a hero handed bob -> dave -> AI sat with dave an instant, and dave, who only ever ordered the goblin,
 * still reads the party's win as his defeat.
 */
class TableSideOfOrdersTest {
    @TempDir
    Path data;
    private final List<Harness> open = new ArrayList<>();
    private final TableHall hall = new TableHall(new AtomicLong(1_000)::get, 60_000);

    @AfterEach
    void close() {
        for (Harness h : open) h.close();
    }

    /** The goblin first, at 1 hit point beside the hero; the hero's blow (d20 15, d8 5) kills it: the party wins. */
    private static TestScenario goblinFirst() {
        return TestScenario.map("#####", "#...#", "#####")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").hp(20))
                .with("gob", "monsters", 2, 1, c -> c.hp(1).weapons(TestScenario.SCIMITAR))
                .initiative("gob", "hero").dice(15, 5, 99);
    }

    private Harness session(String player) {
        TestCatalog catalog = new TestCatalog().add("skirmish", "The skirmish", "A hero, a goblin.", "easy", goblinFirst()::build);
        Harness h = new Harness(catalog, FightSaves.NONE, data, 100, 30, true);
        h.game.atTables(hall.desk(player, h.game::redrawSoon));
        h.game.redrawSoon();
        open.add(h);
        return h;
    }

    @Test
    @DisplayName("The game master hands the hero bob -> dave -> AI while dave never ordered it: dave, who ordered the"
            + " goblin only, reads the party's win as his defeat; bob, who ordered nothing but sat with the hero, his victory")
    void aHeroHandedThroughASeatIsNotItsSide() {
        Harness anne = session("anne");
        Harness bob = session("bob");
        Harness dave = session("dave");
        anne.keys("T").keys("o").keys("1").enter();
        bob.keys("T").enter();
        dave.keys("T").enter();
        // The hero: anne -> bob; the goblin: AI -> anne -> bob -> dave.
        anne.keys(" ").keys("j").keys(" ").keys(" ").keys(" ");
        anne.enter();
        assertTrue(dave.shows("gob's move: you"), dave.screen());
        // dave's one order: the goblin ends its turn.
        dave.keys("e");
        assertTrue(bob.shows("hero's move: you"), bob.screen());
        // The hero (the cursor back up on it): bob -> dave -> AI, which strikes the goblin down at once.
        anne.keys("H").keys("k").keys(" ").keys(" ");
        assertTrue(dave.shows("The fight is over: defeat"), dave.screen());
        assertFalse(dave.shows("victory"), dave.screen());
        assertTrue(bob.shows("The fight is over: victory"), bob.screen());
    }
}
