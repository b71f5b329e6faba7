package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.googlecode.lanterna.input.KeyType;
import escarmouche.launch.ContentCatalog;
import escarmouche.save.RecordingFile;
import escarmouche.testing.KeptSaves;
import escarmouche.testing.RealContent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A GM's encounter whose forced dice do not fit the dice they come up for: the fight says so as run does, stops,
 * and its recording neither crashes the game nor comes back under Continue.
 */
class ForcedDieStopTest {
    /** The goblin strikes first and hits; its scimitar's d6 then meets the forced 8 ($.dice[4], line 4, column 25). */
    private static final String ENCOUNTER = """
            {"format": 1, "name": "Forced goblin", "map": {"rows": ["#####", "#...#", "#####"]},
             "combatants": [{"id": "aldric", "template": "fighter", "at": [1, 1], "control": "ai"},
                            {"id": "g1", "template": "goblin", "at": [2, 1]}],
             "dice": [5, 15, 20, 3, 8, 2]}
            """;

    @TempDir
    Path data;
    @TempDir
    Path saves;
    private Harness h;

    @AfterEach
    void close() {
        if (h != null) h.close();
    }

    /** A local game: the GM's own folder is named by its whole path, as the builder names it. */
    private Harness session(Path own) {
        return session(own, own.toString());
    }

    /** A game whose own encounters are named {@code shown} in its messages: an SSH session's "encounters". */
    private Harness session(Path own, String shown) {
        return new Harness(new ContentCatalog(RealContent.content()).keeping(own, shown), KeptSaves.local(saves), data);
    }

    /** Plays the encounter from the title screen to where its forced die stops it, and back to the title. */
    private void playedToItsStop(Path own) throws Exception {
        Files.writeString(own.resolve("forced.json"), ENCOUNTER);
        h = session(own);
        h.keys("n").press(KeyType.End).enter().keys("h").enter();
        assertTrue(h.shows("The encounter's forced dice do not fit"), h.screen());
        h.enter();
    }

    @Test
    @DisplayName("A forced die that does not fit its die stops the fight on a page of its own, said as run says it; the"
            + " recording ends marked stopped, Continue does not offer it, and Past fights says so without crashing")
    void aMisfitDieStopsTheFightCleanly(@TempDir Path own) throws Exception {
        Files.writeString(own.resolve("forced.json"), ENCOUNTER);
        h = session(own);
        h.keys("n").press(KeyType.End).enter().keys("h").enter();
        assertTrue(h.shows("The encounter's forced dice do not fit"), h.screen());
        assertTrue(h.shows(own.resolve("forced.json") + ":4:25: $.dice[4]: the forced die"), h.screen());
        assertFalse(h.shows("Something went wrong"), h.screen());
        List<Path> files = KeptSaves.recordings(saves);
        assertEquals(1, files.size());
        assertEquals("stopped", new RecordingFile().read(files.get(0)).result());
        h.enter();
        assertTrue(h.shows("E S C A R M O U C H E"), h.screen());
        assertFalse(h.shows("Continue:"), "a stopped fight is not offered to continue: " + h.screen());
        h.close();
        h = session(own);
        assertFalse(h.shows("Continue:"), h.screen());
        h.keys("p");
        assertTrue(h.shows("stopped by its forced dice"), h.screen());
        h.enter();
        assertTrue(h.shows("cannot go on"), h.screen());
        h.keys("v");
        assertFalse(h.shows("Something went wrong"), h.screen());
    }

    @Test
    @DisplayName("Over SSH the stop page names the encounter from the player's own folder, as the encounter list does,"
            + " never the server's data folder")
    void aSessionNamesItsOwnEncounterFromItsFolder(@TempDir Path own) throws Exception {
        Files.writeString(own.resolve("forced.json"), ENCOUNTER);
        h = session(own, "encounters");
        h.keys("n").press(KeyType.End).enter().keys("h").enter();
        assertTrue(h.shows("encounters/forced.json:4:25: $.dice[4]: the forced die 8 came up for a d6"), h.screen());
        assertFalse(h.shows(own.toString()), h.screen());
    }

    @Test
    @DisplayName("Past fights: a stopped fight's hint does not offer to fight it again, the header counts it stopped, and"
            + " its text and its replay end saying the forced die stopped it there")
    void pastFightsSayWhereTheForcedDieStoppedIt(@TempDir Path own) throws Exception {
        playedToItsStop(own);
        h.keys("p");
        assertTrue(h.shows("1 stopped"), h.screen());
        assertFalse(h.shows("unfinished"), h.screen());
        assertFalse(h.shows("fight it again"), h.screen());
        assertTrue(h.shows("cannot go on"), h.screen());
        h.keys("t");
        assertTrue(h.shows("The fight stopped here: " + own.resolve("forced.json") + ":4:25: $.dice[4]: the forced die 8"),
                h.screen());
        h.esc().keys("v").press(KeyType.End);
        assertTrue(h.shows("The fight stopped here"), h.screen());
        h.keys("q");
        assertTrue(h.shows("The fight stopped here"), h.screen());
        assertFalse(h.shows("stopped early"), h.screen());
    }

    @Test
    @DisplayName("A recording such a fight left without its mark (an earlier version crashed on it) is offered by Continue"
            + " and says it cannot be played, the forced die named, instead of crashing; watching it stops there too")
    void anUnmarkedRecordingIsRefusedNotCrashed(@TempDir Path own) throws Exception {
        Files.writeString(own.resolve("forced.json"), ENCOUNTER);
        h = session(own);
        h.keys("n").press(KeyType.End).enter().keys("h").enter();
        h.enter();
        h.close();
        Path file = KeptSaves.recordings(saves).get(0);
        List<String> lines = Files.readAllLines(file);
        Files.write(file, lines.stream().filter(l -> !l.startsWith("{\"result\"")).toList());
        h = session(own);
        assertTrue(h.shows("Continue:"), h.screen());
        h.keys("g");
        assertTrue(h.shows("This save cannot be played"), h.screen());
        assertTrue(h.shows("was stopped by a forced die of its encounter"), h.screen());
        assertTrue(h.shows(own.resolve("forced.json") + ":4:25: $.dice[4]"), h.screen());
        assertFalse(h.shows("edited or damaged"), h.screen());
        assertFalse(h.shows("Something went wrong"), h.screen());
        // Found stopped on opening: listed as stopped from then on, and Continue no longer offers it.
        h.enter();
        assertTrue(h.shows("E S C A R M O U C H E"), h.screen());
        assertFalse(h.shows("Continue:"), h.screen());
        h.keys("p");
        assertTrue(h.shows("stopped by its forced dice"), h.screen());
        assertFalse(h.shows("unfinished"), h.screen());
        assertFalse(h.shows("Enter: continue"), h.screen());
        h.keys("v");
        assertFalse(h.shows("Something went wrong"), h.screen());
    }

    @Test
    @DisplayName("The encounter edited after the fight (lines added, its dice fixed): Past fights names the die and places it on"
            + " no line of the file that now holds another value")
    void theEditedEncounterDoesNotMoveTheDie(@TempDir Path own) throws Exception {
        playedToItsStop(own);
        Files.writeString(own.resolve("forced.json"), "\n\n" + ENCOUNTER.replace("8, 2]", "3, 2]"));
        h.keys("p").keys("t");
        // The fight was played from the party page's one-line rewrite of the file: no line of the file as it is now
        // holds the die any more, and the JSON path names it.
        assertTrue(h.showsSqueezed("The fight stopped here: " + own.resolve("forced.json") + ": $.dice[4]: the forced die 8"),
                h.screen());
        assertFalse(h.showsSqueezed("forced.json:6:25"), h.screen());
        assertFalse(h.showsSqueezed("forced.json:1:"), h.screen());
    }

    @Test
    @DisplayName("Watching a stopped fight at 80 columns, in either language: w at its last event shows the die whole,"
            + " its file's place and the value that did not fit, which the bar's one row cuts short")
    void watchingShowsTheWholeDie(@TempDir Path own) throws Exception {
        playedToItsStop(own);
        h.keys("p").keys("v").press(KeyType.End).keys("w");
        assertTrue(h.showsSqueezed(own.resolve("forced.json") + ":4:25: $.dice[4]: the forced die 8 came up for a d6:"
                + " expected a value from 1 to 6"), h.screen());
        h.close();
        h = session(own);
        h.game.setLanguage(escarmouche.lang.Language.FR);
        h.game.redrawSoon();
        h.keys("p").keys("v").press(KeyType.End).keys("w");
        assertTrue(h.showsSqueezed("Le combat s'est arrêté ici"), h.screen());
        assertTrue(h.showsSqueezed(":4:25: $.dice[4]"), h.screen());
        assertTrue(h.showsSqueezed("de 1 à 6"), h.screen());
    }
}
