package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
 * At a table, the line a seat reads when its creature is handed on while it gives its orders ("From now on hero is
 * played by carol, not from this screen.") names who plays the creature as it is shown, and gives way to the usual
 * line (whose move it is, who is at the table) once the move passes on, the creature changes hands again, or the
 * fight ends: left up, it named a holder of the past, to the end of the fight and after.
 */
class TableHandedLineTest {
    @TempDir
    Path data;
    private final List<Harness> open = new ArrayList<>();
    private final TableHall hall = new TableHall(new AtomicLong(1_000)::get, 60_000);

    @AfterEach
    void close() {
        for (Harness h : open) h.close();
    }

    /** A hero and a goblin eight squares apart: neither reaches the other in its first turn. */
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

    /** The hero beside a goblin at 1 hit point; the hero's blow (d20 15, d8 5) kills it: the party wins. */
    private static TestScenario oneBlow() {
        return TestScenario.map("#####", "#...#", "#####")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").hp(20))
                .with("gob", "monsters", 2, 1, c -> c.hp(1).weapons(TestScenario.SCIMITAR))
                .initiative("hero", "gob").dice(15, 5, 99);
    }

    /**
     * A session of {@code player} on the server at 100x30, drawn again at every change of the table, or, when
     * {@code wake} is given, only when asked ({@code game.redrawSoon()}) or at its own keys.
     */
    private Harness session(String player, TestScenario fight, Runnable wake) {
        TestCatalog catalog = new TestCatalog().add("skirmish", "The skirmish", "A hero, a goblin.", "easy", fight::build);
        Harness h = new Harness(catalog, FightSaves.NONE, data, 100, 30, true);
        h.game.atTables(hall.desk(player, wake != null ? wake : h.game::redrawSoon));
        h.game.redrawSoon();
        open.add(h);
        return h;
    }

    /** anne's table of {@code fight}, started: bob plays the hero, anne (the game master) the goblin. */
    private Harness[] seated(TestScenario fight) {
        Harness anne = session("anne", fight, null);
        Harness bob = session("bob", fight, null);
        anne.keys("T").keys("o").keys("1").enter();
        bob.keys("T").enter();
        // The hero: anne -> bob; the goblin: AI -> anne.
        anne.keys(" ").keys("j").keys(" ");
        anne.enter();
        assertTrue(bob.shows("hero's move: you"), bob.screen());
        return new Harness[] {anne, bob};
    }

    /** The line above the log: the row that starts with whose move it is (or the notice that stands in its place). */
    private static String lineAboveTheLog(Harness h, String start) {
        return h.screen().lines().map(String::trim).filter(l -> l.startsWith(start)).findFirst().orElse("");
    }

    @Test
    @DisplayName("The game master hands bob's hero to carol, then to the AI, while bob's attack panel is open: bob reads"
            + " carol named, then, once the AI played the hero's turn, whose move it is, not carol")
    void handedTwiceTheLineGivesWayToTheMove() {
        Harness anne = session("anne", apart(), null);
        Harness bob = session("bob", apart(), null);
        Harness carol = session("carol", apart(), null);
        anne.keys("T").keys("o").keys("1").enter();
        bob.keys("T").enter();
        carol.keys("T").enter();
        // The hero: anne -> bob; the goblin: AI -> anne.
        anne.keys(" ").keys("j").keys(" ");
        anne.enter();
        assertTrue(bob.shows("hero's move: you"), bob.screen());
        bob.keys("a");
        assertTrue(bob.shows("Enter"), "the attack panel is open: " + bob.screen());
        // The hero (the cursor back up on it): bob -> carol.
        anne.keys("H").keys("k").keys(" ");
        assertEquals("From now on hero is played by carol, not from this screen.", lineAboveTheLog(bob, "From now on"),
                bob.screen());
        // carol -> AI, which plays the hero's turn at once: the goblin's move is the game master's.
        anne.keys(" ");
        assertFalse(bob.shows("From now on"), "carol no longer plays the hero, nor does the move wait on it: "
                + bob.screen());
        assertEquals("gob's move: anne. At the table: anne (GM), bob, carol", lineAboveTheLog(bob, "gob's move"),
                bob.screen());
    }

    @Test
    @DisplayName("bob's hero, handed to the AI while his attack panel is open, plays its turn; the game master then takes"
            + " it during the goblin's move: bob's line no longer says the AI plays it, whose move it is comes back")
    void aLaterHandOverTakesTheLineDown() {
        Harness[] seats = seated(apart());
        Harness anne = seats[0];
        Harness bob = seats[1];
        bob.keys("a");
        // The hero: bob -> AI, which plays its turn at once.
        anne.keys("H").keys("k").keys(" ");
        assertEquals("From now on hero is played by the AI, not from this screen.", lineAboveTheLog(bob, "From now on"),
                bob.screen());
        // The hero: AI -> anne, during the goblin's move (the move bob's line was told on).
        anne.keys(" ");
        assertFalse(bob.shows("From now on"), "the AI no longer plays the hero: " + bob.screen());
        assertEquals("gob's move: anne. At the table: anne (GM), bob", lineAboveTheLog(bob, "gob's move"), bob.screen());
    }

    @Test
    @DisplayName("The hero changes hands twice (bob -> carol -> AI) before bob's screen is drawn again: the line it reads"
            + " names the latest, the AI")
    void twiceBeforeTheLineIsReadItNamesTheLatest() {
        Harness anne = session("anne", apart(), null);
        // bob's screen is drawn when asked only, not at every change of the table.
        Harness bob = session("bob", apart(), () -> { });
        Harness carol = session("carol", apart(), null);
        anne.keys("T").keys("o").keys("1").enter();
        bob.keys("T").enter();
        carol.keys("T").enter();
        anne.keys(" ").keys("j").keys(" ");
        anne.enter();
        bob.game.redrawSoon();
        assertTrue(bob.shows("hero's move: you"), bob.screen());
        bob.keys("a");
        anne.keys("H").keys("k").keys(" ").keys(" ");
        bob.game.redrawSoon();
        assertEquals("From now on hero is played by the AI, not from this screen.", lineAboveTheLog(bob, "From now on"),
                bob.screen());
    }

    @Test
    @DisplayName("The game master, who replaces a player who drops, plays bob's hero and opens its attack panel; bob comes"
            + " back: the panel closes naming bob, and once bob ends the hero's turn the game master reads whose move it"
            + " is, without a key")
    void theGameMastersLineGivesWayOnceTheMovePassesOn() {
        Harness anne = session("anne", apart(), null);
        Harness bob = session("bob", apart(), null);
        // The hero: anne -> bob; the goblin stays the AI's; a player who drops is replaced by the game master.
        anne.keys("T").keys("o").keys("1").enter();
        bob.keys("T").enter();
        anne.keys(" ").keys("d");
        assertTrue(anne.shows("A player who drops is replaced by the game master until they come back (d: change)."), anne.screen());
        anne.enter();
        bob.close();
        open.remove(bob);
        assertEquals("hero's move: you. At the table: anne (GM), bob (away) · H: seats", lineAboveTheLog(anne, "hero's move"),
                anne.screen());
        anne.keys("a");
        assertTrue(anne.shows("Enter"), "the attack panel is open: " + anne.screen());
        Harness bobAgain = session("bob", apart(), null);
        bobAgain.keys("T").enter();
        assertEquals("From now on hero is played by bob, not from this screen.", lineAboveTheLog(anne, "From now on"),
                anne.screen());
        // bob ends the hero's turn; the AI plays the goblin's: the hero's move again, round 2.
        bobAgain.keys("e");
        assertTrue(anne.shows("Round 2"), anne.screen());
        assertFalse(anne.shows("From now on"), "the hero's turn it was told on is over: " + anne.screen());
        assertEquals("hero's move: bob. At the table: anne (GM), bob · H: seats", lineAboveTheLog(anne, "hero's move"),
                anne.screen());
    }

    @Test
    @DisplayName("The game master's panel closed as bob took his hero back; bob's blow ends the fight: the game master"
            + " reads that the fight is over, not the hand-over")
    void theLineDoesNotOutliveTheFight() {
        Harness anne = session("anne", oneBlow(), null);
        Harness bob = session("bob", oneBlow(), null);
        anne.keys("T").keys("o").keys("1").enter();
        bob.keys("T").enter();
        anne.keys(" ").keys("d");
        anne.enter();
        bob.close();
        open.remove(bob);
        anne.keys("a");
        Harness bobAgain = session("bob", oneBlow(), null);
        bobAgain.keys("T").enter();
        assertEquals("From now on hero is played by bob, not from this screen.", lineAboveTheLog(anne, "From now on"),
                anne.screen());
        bobAgain.keys("a").enter();
        assertTrue(bobAgain.shows("The fight is over: victory"), bobAgain.screen());
        assertFalse(anne.shows("From now on"), anne.screen());
        assertTrue(anne.shows("The fight is over: the party wins. Enter: the summary"), anne.screen());
    }
}
