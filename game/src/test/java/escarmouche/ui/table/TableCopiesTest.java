package escarmouche.ui.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.content.model.EncounterInfo;
import escarmouche.engine.Standpoint;
import escarmouche.launch.ContentCatalog;
import escarmouche.launch.SaveShelf;
import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.save.Recording;
import escarmouche.save.RecordingFile;
import escarmouche.save.SaveQuota;
import escarmouche.testing.KeptSaves;
import escarmouche.testing.RealContent;
import escarmouche.ui.page.EncounterCatalog;
import escarmouche.ui.page.FightSaves;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Each player at a table keeps a copy of its recording in their own saves, to watch again or fight again alone. */
class TableCopiesTest {
    private static final ScreenMessages EN = ScreenMessages.of(Language.EN);
    private static final ScreenMessages FR = ScreenMessages.of(Language.FR);
    private static final Runnable NOBODY = () -> { };
    private static final ContentCatalog CATALOG = new ContentCatalog(RealContent.content());

    @TempDir
    Path data;

    private SaveShelf shelf(String player, SaveQuota quota) {
        return KeptSaves.remote(data, player, quota);
    }

    private Path folder(String player) {
        return data.resolve(player).resolve("saves");
    }

    private List<Path> recordings(String player) {
        return KeptSaves.recordings(folder(player));
    }

    private static EncounterCatalog.Opened duel() {
        EncounterInfo duel = CATALOG.encounters().stream().filter(e -> e.id().contains("tutorial-duel")).findFirst().orElseThrow();
        return CATALOG.open(duel, Map.of());
    }

    /** A table of the duel with anne as game master and bob seated; every creature left to the AI, no pace. */
    private Table table(FightSaves bobs) {
        return table(new TableHall(), bobs, EN);
    }

    /** The same in {@code hall}, bob's screen in {@code bobsWords}. */
    private Table table(TableHall hall, FightSaves bobs, ScreenMessages bobsWords) {
        Table t = hall.open("anne", duel(), 7, shelf("anne", SaveQuota.NONE)).table();
        t.join("anne", NOBODY, EN, shelf("anne", SaveQuota.NONE));
        t.join("bob", NOBODY, bobsWords, bobs);
        for (String c : t.holders().keySet()) {
            while (!t.holders().get(c).equals(Table.AI)) t.nextHolder("anne", c);
        }
        return t;
    }

    @Test
    @DisplayName("The table's recording is held by the game master's table, not by an SSH session of theirs: deleting it"
            + " from Past fights while the table is open says so, in English and in French")
    void theTablesLockNamesTheTable() throws Exception {
        Table t = table(shelf("bob", SaveQuota.NONE));
        t.start("anne");
        Path gms = recordings("anne").get(0);
        FightSaves.Answer<String> answer = shelf("anne", SaveQuota.NONE).delete(gms.toString());
        assertFalse(answer.ok());
        String said = answer.problem().get(0);
        String since = said.substring(said.indexOf("(since ") + 7, said.length() - 1);
        assertEquals(gms.getFileName() + " is open in the fight at anne's table (since " + since + ")", said);
        assertEquals(gms.getFileName() + " est ouvert dans le combat de la table d'anne (depuis " + since + ")",
                escarmouche.ui.page.SaveWords.of(FR, said));
        assertTrue(Files.exists(gms));
    }

    @Test
    @DisplayName("A player who leaves a fight that is over finds the table's recording in their own saves, the same fight")
    void copiedWhenLeavingAFinishedFight() throws Exception {
        Table t = table(shelf("bob", SaveQuota.NONE));
        t.start("anne");
        synchronized (t.lock()) {
            assertTrue(t.fight().game().over(), "the AI played the duel to its end at once");
        }
        assertEquals(List.of(), recordings("bob"), "nothing before bob leaves");
        t.leave("bob", NOBODY);
        Path gms = recordings("anne").get(0);
        assertEquals(1, recordings("bob").size());
        Path copy = recordings("bob").get(0);
        assertEquals(gms.getFileName(), copy.getFileName(), "named as the game master's: when it started, what");
        Recording original = new RecordingFile().read(gms);
        Recording kept = new RecordingFile().read(copy);
        // The same fight, told from bob's side (he played none of the monsters: the party's), not the referee's; its
        // encounter named by its file's name, never by its place on the server.
        assertEquals(Standpoint.REFEREE, original.playedAs());
        assertEquals(original.toldFrom(Standpoint.PARTY).from("tutorial-duel.json"), kept);
        assertTrue(kept.over());
        assertFalse(Files.exists(copy.resolveSibling(copy.getFileName() + ".lock")), "a copy is nobody's live fight");
        t.join("bob", NOBODY, EN, shelf("bob", SaveQuota.NONE));
        t.leave("bob", NOBODY);
        t.leave("anne", NOBODY);
        assertEquals(1, recordings("bob").size(), "one copy, however often the player comes and goes");
    }

    @Test
    @DisplayName("A player who left mid-fight gets the recording as it ends when the table closes; the game master keeps only their own")
    void copiedWhenTheTableCloses() throws Exception {
        Table t = table(shelf("bob", SaveQuota.NONE));
        // Bob takes the hero: the fight waits for him.
        String hero = t.holders().keySet().iterator().next();
        t.nextHolder("anne", hero);
        t.nextHolder("anne", hero);
        assertEquals("bob", t.holders().get(hero));
        t.start("anne");
        t.leave("bob", NOBODY);
        assertEquals(List.of(), recordings("bob"), "the fight goes on without him: no copy yet");
        t.leave("anne", NOBODY);
        assertTrue(t.closed());
        assertEquals(1, recordings("bob").size());
        // Bob gave the hero's orders before he left: the copy reads the party's side.
        assertEquals(new RecordingFile().read(recordings("anne").get(0)).toldFrom(Standpoint.PARTY).from("tutorial-duel.json"),
                new RecordingFile().read(recordings("bob").get(0)));
        assertEquals(1, recordings("anne").size(), "the game master has no copy of their own recording");
    }

    @Test
    @DisplayName("A player whose saves are full gets no copy, and the table goes on as before")
    void fullSavesGetNoCopy() throws Exception {
        Files.createDirectories(folder("bob"));
        Files.writeString(folder("bob").resolve("2026-01-01_10-00-00_old.jsonl"), "kept\n");
        Table t = table(shelf("bob", new SaveQuota(1, 1 << 20)));
        t.start("anne");
        t.leave("bob", NOBODY);
        assertEquals(1, recordings("bob").size(), "only the old file");
        assertEquals("kept\n", Files.readString(folder("bob").resolve("2026-01-01_10-00-00_old.jsonl")));
    }

    @Test
    @DisplayName("A table left before its fight starts copies nothing")
    void nothingBeforeTheFight() throws Exception {
        Table t = table(shelf("bob", SaveQuota.NONE));
        t.leave("bob", NOBODY);
        t.leave("anne", NOBODY);
        assertEquals(List.of(), recordings("bob"));
    }

    /** The report beside a recording ({@code NAME.txt} beside {@code NAME.jsonl}), or null when there is none. */
    private static String reportOf(Path recording) throws Exception {
        String name = recording.getFileName().toString();
        Path report = recording.resolveSibling(name.substring(0, name.length() - ".jsonl".length()) + ".txt");
        return Files.exists(report) ? Files.readString(report) : null;
    }

    /** The line of a report that starts with {@code start}. */
    private static String line(String report, String start) {
        return report.lines().filter(l -> l.startsWith(start)).findFirst().orElse("no line " + start + " in:\n" + report);
    }

    @Test
    @DisplayName("A table's fight that ends leaves its report beside the game master's recording and beside each player's"
            + " copy, in each one's language")
    void reportedBesideTheRecordingAndEachCopy() throws Exception {
        Table t = table(new TableHall(), shelf("bob", SaveQuota.NONE), FR);
        t.start("anne");
        synchronized (t.lock()) {
            assertEquals("party", t.fight().stats().winner(), "the AI's hero wins the duel of seed 7");
        }
        Path gms = recordings("anne").get(0);
        String anne = reportOf(gms);
        assertTrue(anne != null, "written as the fight ended, the game master still at the table");
        assertEquals("Result:    the party wins (it holds the field), no enemy of the party is left standing",
                line(anne, "Result:"), "the game master is the referee: the winner named, no victory of theirs");
        assertEquals("Recording: " + gms.getFileName(), line(anne, "Recording:"));
        assertEquals("saves/" + gms.getFileName().toString().replace(".jsonl", ".txt"), t.report("anne"),
                "the game master's end page says where it went");
        assertEquals(null, t.report("bob"), "a player's goes beside their copy");
        t.leave("bob", NOBODY);
        Path copy = recordings("bob").get(0);
        String bob = reportOf(copy);
        assertTrue(bob != null, "the copy comes with its report");
        assertEquals("Issue\u00a0: victoire (le groupe tient le terrain), plus aucun ennemi du groupe n'est debout",
                line(bob, "Issue"));
        assertEquals("Enregistrement\u00a0: " + copy.getFileName(), line(bob, "Enregistrement"));
        t.leave("anne", NOBODY);
        assertEquals(anne, reportOf(gms), "the table's closing writes nothing more");
    }

    @Test
    @DisplayName("A player who held only the goblin reads the party's win as their defeat in Past fights and in their"
            + " copy's report, as their end page said it; the game master, the referee, reads the party's win named and"
            + " counts the fight as refereed, in English and in French")
    void eachReadsTheEndFromTheirSide() throws Exception {
        Table t = table(new TableHall(), shelf("bob", SaveQuota.NONE), FR);
        // The goblin to bob (AI, then anne, then bob), who holds it as the fight starts and its turn waits for him.
        t.nextHolder("anne", "g1");
        t.nextHolder("anne", "g1");
        assertEquals("bob", t.holders().get("g1"));
        t.start("anne");
        synchronized (t.lock()) {
            assertFalse(t.fight().game().over(), "the goblin waits for bob");
            assertTrue(t.played("bob", t.fight().battle().find("g1")));
        }
        // The game master hands the goblin to the AI, which plays the duel out: the party wins, as with seed 7 on AI.
        t.nextHolder("anne", "g1");
        assertEquals(Table.AI, t.holders().get("g1"));
        synchronized (t.lock()) {
            assertEquals("party", t.fight().stats().winner());
        }
        Path gms = recordings("anne").get(0);
        assertEquals(Standpoint.REFEREE, new RecordingFile().read(gms).playedAs());
        assertEquals("Result:    the party wins (it holds the field), no enemy of the party is left standing",
                line(reportOf(gms), "Result:"));
        FightSaves.Past annes = shelf("anne", SaveQuota.NONE).past().get(0);
        assertEquals(Standpoint.REFEREE, annes.playedAs());
        assertEquals("party", annes.result());
        t.leave("bob", NOBODY);
        Path copy = recordings("bob").get(0);
        assertEquals(Standpoint.MONSTERS, new RecordingFile().read(copy).playedAs());
        assertEquals("Issue\u00a0: défaite (le groupe tient le terrain), plus aucun ennemi du groupe n'est debout",
                line(reportOf(copy), "Issue"));
        FightSaves.Past bobs = shelf("bob", SaveQuota.NONE).past().get(0);
        assertEquals(Standpoint.MONSTERS, bobs.playedAs());
        assertEquals("party", bobs.result());
        t.leave("anne", NOBODY);
        // The words Past fights says of them (PastFightsTallyTest: "lost", "refereed: the party won") are the page's.
        assertEquals(Standpoint.REFEREE, shelf("anne", SaveQuota.NONE).past().get(0).playedAs(), "the table's closing keeps it");
    }

    @Test
    @DisplayName("A table's fight whose end the disk refuses has no report, beside the game master's recording nor beside"
            + " a player's copy: both stop before the end, which the game master's end page says")
    void noReportOfAnEndTheDiskRefused() throws Exception {
        // The game master's disk fills up as the fight ends: every write before it gets through, the result's does not.
        SaveShelf annes = shelf("anne", SaveQuota.NONE).writing(file -> {
            escarmouche.save.Recorder.Keeping real = escarmouche.save.Recorder.toFile(file);
            return fight -> {
                if (fight.recording().over()) throw new java.nio.file.FileSystemException(file.toString(), null, "No space left on device");
                real.write(fight);
            };
        });
        Table t = new TableHall().open("anne", duel(), 7, annes).table();
        t.join("anne", NOBODY, EN, annes);
        t.join("bob", NOBODY, EN, shelf("bob", SaveQuota.NONE));
        for (String c : t.holders().keySet()) {
            while (!t.holders().get(c).equals(Table.AI)) t.nextHolder("anne", c);
        }
        t.start("anne");
        Path gms = recordings("anne").get(0);
        synchronized (t.lock()) {
            assertTrue(t.fight().game().over());
        }
        assertFalse(new RecordingFile().read(gms).over(), "the end is not on disk");
        assertEquals(null, reportOf(gms));
        String report = "saves/" + gms.getFileName().toString().replace(".jsonl", ".txt");
        assertEquals("the report could not be written to " + report + ": The fight cannot be saved in saves: saves/"
                + gms.getFileName() + ": No space left on device", t.report("anne"));
        t.leave("bob", NOBODY);
        Path copy = recordings("bob").get(0);
        assertFalse(new RecordingFile().read(copy).over(), "the copy is the recording as it stands on disk");
        assertEquals(null, reportOf(copy), "no report of an end the copy does not hold");
        t.leave("anne", NOBODY);
    }

    @Test
    @DisplayName("A table's fight cut short by the server stopping has no report, nor copies: Continue takes it up")
    void noReportForAFightCutShort() throws Exception {
        TableHall hall = new TableHall();
        Table t = table(hall, shelf("bob", SaveQuota.NONE), EN);
        // Bob takes the hero: the fight waits for him.
        String hero = t.holders().keySet().iterator().next();
        t.nextHolder("anne", hero);
        t.nextHolder("anne", hero);
        t.start("anne");
        hall.stopping();
        // The sessions end as the server stops, the game master's first: the hero still waits for bob.
        t.leave("anne", NOBODY);
        t.leave("bob", NOBODY);
        assertTrue(t.closed());
        Path gms = recordings("anne").get(0);
        assertFalse(new RecordingFile().read(gms).over());
        assertEquals(null, reportOf(gms));
        assertEquals(null, t.report("anne"));
        assertEquals(List.of(), recordings("bob"));
    }
}
