package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.googlecode.lanterna.input.KeyType;
import escarmouche.lang.Language;
import escarmouche.launch.ContentCatalog;
import escarmouche.save.RecordingFile;
import escarmouche.save.SaveQuota;
import escarmouche.testing.KeptSaves;
import escarmouche.testing.RealContent;
import escarmouche.ui.table.TableHall;
import escarmouche.ui.table.TableJournal;
import escarmouche.ui.table.TablePacing;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A table's encounter whose forced dice do not fit the dice they come up for: the fight stops for every seat as it
 * stops alone, on a page of its own in each seat's language, whichever move rolled the die (the AI's, a seat's own
 * attack, a paced table's timer); the game master's recording ends marked stopped, each player keeps a copy, and
 * nothing escapes to the sessions or to the timer.
 */
class TableForcedDieStopTest {
    /**
     * The goblin strikes first and hits; its scimitar's d6 then meets the forced 8 ($.dice[4], line 4, column 25).
     * Aldric is the AI's from the start: nobody at the table has a move to make before the die.
     */
    private static final String BY_THE_AI = """
            {"format": 1, "name": "Forced goblin", "map": {"rows": ["#####", "#...#", "#####"]},
             "combatants": [{"id": "aldric", "template": "fighter", "at": [1, 1], "control": "ai"},
                            {"id": "g1", "template": "goblin", "at": [2, 1]}],
             "dice": [5, 15, 20, 3, 8, 2]}
            """;

    /** Aldric, the game master's, acts first; his attack's d20 meets the forced 25 ($.dice[2], line 4, column 18). */
    private static final String BY_A_SEAT = """
            {"format": 1, "name": "Forced goblin", "map": {"rows": ["#####", "#...#", "#####"]},
             "combatants": [{"id": "aldric", "template": "fighter", "at": [1, 1]},
                            {"id": "g1", "template": "goblin", "at": [2, 1]}],
             "dice": [15, 5, 25, 3]}
            """;

    @TempDir
    Path data;
    @TempDir
    Path own;
    private TableHall hall = new TableHall();
    private final List<Harness> open = new ArrayList<>();

    @AfterEach
    void close() {
        for (Harness h : open) h.close();
    }

    /** {@code player}'s SSH session in {@code language}: the shipped content, the encounter of {@link #own}. */
    private Harness session(String player, Language language) {
        Harness h = new Harness(new ContentCatalog(RealContent.content()).keeping(own, "encounters"),
                KeptSaves.remote(data, player, SaveQuota.NONE), data.resolve("errors-" + player));
        h.game.setLanguage(language);
        h.game.atTables(hall.desk(player, h.game::redrawSoon));
        h.game.redrawSoon();
        open.add(h);
        return h;
    }

    private List<Path> recordings(String player) {
        return KeptSaves.recordings(data.resolve(player).resolve("saves"));
    }

    /** anne (English) opens a table of the forced encounter, bob (French) sits at it; anne has not started it yet. */
    private List<Harness> seated(String encounter) throws Exception {
        Files.writeString(own.resolve("forced.json"), encounter);
        Harness anne = session("anne", Language.EN);
        Harness bob = session("bob", Language.FR);
        anne.keys("T").keys("o").press(KeyType.End).enter().enter();
        assertTrue(anne.shows("anne's table: Forced goblin"), anne.screen());
        bob.keys("T").enter();
        return List.of(anne, bob);
    }

    /**
     * Both seats read the stop as a fight alone says it, in their own words; the table is gone; anne's recording ends
     * marked stopped and bob's copy with it; Enter takes each seat to the title, where nothing offers the fight again.
     */
    private void stoppedForEveryone(Harness anne, Harness bob, String where) throws Exception {
        assertTrue(anne.shows("The encounter's forced dice do not fit"), anne.screen());
        // Named from the player's own folder, as the encounter list names it, never the server's place for it.
        assertTrue(anne.showsSqueezed("encounters/forced.json" + where + " the forced die"), anne.screen());
        assertFalse(anne.showsSqueezed(own.toString()), anne.screen());
        assertTrue(anne.shows("The fight stops here"), anne.screen());
        assertTrue(bob.shows("Les dés forcés de la rencontre ne conviennent pas"), bob.screen());
        assertTrue(bob.shows("Le combat s'arrête ici"), bob.screen());
        assertFalse(anne.shows("Something went wrong"), anne.screen());
        assertFalse(bob.shows("Une erreur"), bob.screen());
        assertTrue(hall.tables().isEmpty(), "the table closed");
        assertEquals(1, recordings("anne").size());
        assertEquals("stopped", new RecordingFile().read(recordings("anne").get(0)).result());
        assertEquals(1, recordings("bob").size(), "bob's copy, as of a table that ended");
        assertEquals("stopped", new RecordingFile().read(recordings("bob").get(0)).result());
        anne.enter();
        bob.enter();
        assertTrue(anne.shows("E S C A R M O U C H E"), anne.screen());
        assertTrue(bob.shows("E S C A R M O U C H E"), bob.screen());
        assertFalse(anne.shows("Continue:"), "a stopped fight is not offered to continue: " + anne.screen());
        assertFalse(anne.shows("Back to"), "nor the table: " + anne.screen());
        anne.keys("p");
        assertTrue(anne.shows("stopped by its forced dice"), anne.screen());
    }

    @Test
    @DisplayName("The AI's first blow at an unpaced table meets a forced die that does not fit: the fight stops for every"
            + " seat, each in its language, the recording marked stopped, a copy for the player")
    void theAisMoveAtTheStart() throws Exception {
        List<Harness> seats = seated(BY_THE_AI);
        seats.get(0).enter();
        stoppedForEveryone(seats.get(0), seats.get(1), ":4:25: $.dice[4]:");
    }

    @Test
    @DisplayName("A seat's own attack meets a forced die that does not fit: the fight stops for every seat, not for the"
            + " attacker's screen alone")
    void aSeatsOwnAttack() throws Exception {
        List<Harness> seats = seated(BY_A_SEAT);
        Harness anne = seats.get(0);
        anne.enter();
        assertTrue(anne.shows("Aldric · move 6/6"), "aldric's turn, anne's to play: " + anne.screen());
        anne.keys("a").enter();
        stoppedForEveryone(anne, seats.get(1), ":4:18: $.dice[2]:");
    }

    @Test
    @DisplayName("On a paced table the timer's tick plays the AI's blow that meets the die: nothing escapes to the timer,"
            + " and the fight stops for every seat as at an unpaced table")
    void aPacedTablesTick() throws Exception {
        List<Runnable> waiting = new ArrayList<>();
        List<String> closings = new ArrayList<>();
        hall = new TableHall(System::currentTimeMillis, 60_000, new TablePacing(450, (millis, task) -> waiting.add(task)),
                new TableJournal() {
                    @Override
                    public void opened(String table, String gm, String encounter) {}

                    @Override
                    public void started(String table, String gm, int players) {}

                    @Override
                    public void closed(String table, String gm, String why) {
                        closings.add(why);
                    }
                });
        List<Harness> seats = seated(BY_THE_AI);
        seats.get(0).enter();
        for (int i = 0; i < 20 && !waiting.isEmpty(); i++) waiting.remove(0).run();
        assertTrue(waiting.isEmpty(), "no tick left waiting on a stopped table");
        assertEquals(List.of("dice"), closings, "the server's log says why the table closed: no fault of the table's");
        stoppedForEveryone(seats.get(0), seats.get(1), ":4:25: $.dice[4]:");
    }
}
