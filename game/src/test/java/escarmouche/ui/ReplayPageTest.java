package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.googlecode.lanterna.input.KeyType;
import escarmouche.launch.ContentCatalog;
import escarmouche.save.Recording;
import escarmouche.save.RecordingFile;
import escarmouche.save.Replays;
import escarmouche.testing.KeptSaves;
import escarmouche.testing.RealContent;
import escarmouche.ui.menu.TitlePage;
import escarmouche.ui.page.Doing;
import escarmouche.ui.replay.ReplayPage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A kept fight watched from the past fights, inside the game: what a player over SSH has instead of {@code ./play replay}. */
class ReplayPageTest {
    private static final Pattern WHERE = Pattern.compile("event (\\d+)/(\\d+) · round (\\d+)");
    @TempDir
    Path data;
    @TempDir
    Path saves;
    private Harness h;
    private Harness other;

    @AfterEach
    void close() {
        if (h != null) h.close();
        if (other != null) other.close();
    }

    private Harness session() {
        return new Harness(new ContentCatalog(RealContent.content()), KeptSaves.local(saves), data);
    }

    private Path recording() {
        return KeptSaves.recordings(saves).get(0);
    }

    /** The first encounter with its party as offered, a few turns played, left for the title screen. */
    private void keptFight() {
        h = session();
        h.keys("n").enter().enter().keys("e").keys("e").keys("e");
        h.keys("Q").keys("y");
    }

    /** The replay's place, from its top line: event, of how many, round. */
    private int[] where(Harness s) {
        Matcher m = WHERE.matcher(s.row(0));
        assertTrue(m.find(), s.row(0));
        return new int[] {Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)), Integer.parseInt(m.group(3))};
    }

    @Test
    @DisplayName("v on a past fight watches it from its start: the replay's keys move through it, q goes back to the list, nothing is written")
    void watchedFromThePastFights() throws Exception {
        keptFight();
        byte[] before = Files.readAllBytes(recording());
        h.keys("p");
        assertTrue(h.shows("v watch"), h.screen());
        assertTrue(h.shows("v: watch it from the start, forward and back;"), h.screen());
        assertTrue(h.shows("t: read its log; x: delete it."), h.screen());
        h.keys("v");
        assertTrue(h.row(0).contains("Replay: Ambush in the crypt"), h.row(0));
        int[] start = where(h);
        assertEquals(1, start[0]);
        assertTrue(start[1] > 10, "the whole kept fight, event by event: " + start[1]);
        h.press(KeyType.ArrowRight).press(KeyType.ArrowRight);
        assertEquals(3, where(h)[0]);
        h.keys("t");
        assertTrue(where(h)[0] > 3, "the next turn's start");
        h.press(KeyType.End);
        assertEquals(start[1], where(h)[0]);
        h.keys("w");
        assertTrue(h.shows("Why?"), h.screen());
        h.esc();
        assertTrue(h.shows("Log"), h.screen());
        h.keys("q");
        assertTrue(h.shows("Past fights (newest first)"), h.screen());
        assertArrayEquals(before, Files.readAllBytes(recording()), "watching writes nothing");
        assertFalse(Files.exists(recording().resolveSibling(recording().getFileName() + ".lock")), "watching takes no lock");
    }

    @Test
    @DisplayName("t on a past fight reads its whole log as text, each line with its rules, as far as it went; nothing is written")
    void readFromThePastFights() throws Exception {
        keptFight();
        byte[] before = Files.readAllBytes(recording());
        h.keys("p");
        assertTrue(h.shows("t read"), h.screen());
        h.keys("t");
        assertTrue(h.row(0).contains("The fight, line by line: Ambush in the crypt"), h.row(0));
        assertTrue(h.shows("Dex check (sneak up on its foes): d20 "), h.screen());
        assertTrue(h.shows("[SURP-CHECK SURP-ARMOR]"), h.screen());
        h.press(KeyType.End);
        assertTrue(h.shows("'s turn ("), h.screen());
        assertFalse(h.shows("The replay stopped early"), h.screen());
        h.esc();
        assertTrue(h.shows("Past fights (newest first)"), h.screen());
        assertArrayEquals(before, Files.readAllBytes(recording()), "reading writes nothing");
        assertFalse(Files.exists(recording().resolveSibling(recording().getFileName() + ".lock")), "reading takes no lock");
    }

    @Test
    @DisplayName("Space plays the replay on at the player's pace (none in these tests: to the last event) and plays it again from the start")
    void playsOn() throws Exception {
        keptFight();
        h.keys("p").keys("v");
        int events = where(h)[1];
        h.keys(" ");
        assertEquals(events, where(h)[0], h.row(0));
        assertTrue(h.row(0).contains("❚❚"), "paused at the end: " + h.row(0));
        h.keys(" ");
        assertEquals(events, where(h)[0], "played from the start to the end again");
    }

    @Test
    @DisplayName("A fight another game is playing can be watched as far as it has gone, and keeps its lock and its file")
    void watchesAFightInPlay() throws Exception {
        h = session();
        h.keys("n").enter().enter().keys("e").keys("e");
        Path file = recording();
        byte[] before = Files.readAllBytes(file);
        other = session();
        other.keys("p").keys("v");
        assertTrue(other.row(0).contains("Replay: Ambush in the crypt"), other.screen());
        other.press(KeyType.End);
        assertEquals(where(other)[1], where(other)[0]);
        other.keys("q");
        assertArrayEquals(before, Files.readAllBytes(file));
        assertTrue(Files.exists(file.resolveSibling(file.getFileName() + ".lock")), "the playing game keeps its lock");
        h.keys("e");
        assertFalse(Files.readString(file).equals(new String(before, java.nio.charset.StandardCharsets.UTF_8)),
                "the playing game records on");
    }

    @Test
    @DisplayName("In French: the past fights name the encounter and offer v, and the replay speaks French")
    void inFrench() throws Exception {
        keptFight();
        h.keys("l");
        assertTrue(h.shows("Embuscade dans la crypte (2026-11-23 20:15)"), h.screen());
        h.keys("p");
        assertTrue(h.shows("Embuscade dans la crypte"), h.screen());
        assertTrue(h.shows("v revoir"), h.screen());
        assertTrue(h.shows("v\u00a0: le revoir depuis le début, en avant comme en arrière\u00a0; t\u00a0: lire son"),
                h.screen());
        h.keys("v");
        assertTrue(h.row(0).contains("Revoir\u00a0: Embuscade dans la crypte"), h.row(0));
        assertTrue(h.row(0).contains("événement 1/"), h.row(0));
    }

    @Test
    @DisplayName("A recording that stops fitting its fight is watched up to there; back on the list, a line says why")
    void stopsShort() throws Exception {
        keptFight();
        Path file = recording();
        Recording kept = new RecordingFile().read(file);
        new RecordingFile().write(file, kept.with("move 99,99"));
        h.keys("p").keys("v");
        h.press(KeyType.End);
        assertEquals(where(h)[1], where(h)[0]);
        h.keys("q");
        assertTrue(h.shows("The replay stopped early:"), h.screen());
        h.press(KeyType.ArrowDown);
        assertFalse(h.shows("The replay stopped early:"), "the line goes with the next key: " + h.screen());
    }

    @Test
    @DisplayName("A damaged save is not watched: a page names the problem, and the file stays as it is")
    void damagedSave() throws Exception {
        keptFight();
        Path file = recording();
        String text = Files.readString(file);
        Files.writeString(file, text.substring(0, text.length() / 2));
        byte[] damaged = Files.readAllBytes(file);
        h.keys("p").keys("v");
        assertTrue(h.shows("This fight cannot be watched"), h.screen());
        assertTrue(h.shows("not JSON"), h.screen());
        assertArrayEquals(damaged, Files.readAllBytes(file));
    }

    @Test
    @DisplayName("Other sessions read what a replay's player is doing: a replay of the encounter, named in each language, whatever the title")
    void doing() throws Exception {
        keptFight();
        Recording r = new RecordingFile().read(recording());
        ReplayPage page = new ReplayPage(h.game, Replays.scenario(r, null, "").value(), r.seed(), Replays.inputs(r),
                "Embuscade dans la crypte");
        Doing doing = OnStage.doing(List.of(new TitlePage(h.game), page));
        Doing.EncounterName name = ((Doing.Replaying) doing).encounter();
        assertEquals("Ambush in the crypt", name.in(escarmouche.lang.Language.EN));
        assertEquals("Embuscade dans la crypte", name.in(escarmouche.lang.Language.FR));
    }
}
