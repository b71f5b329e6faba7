package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import escarmouche.engine.Game;
import escarmouche.launch.ContentCatalog;
import escarmouche.launch.SaveShelf;
import escarmouche.save.Fights;
import escarmouche.save.RecordingFile;
import escarmouche.testing.KeptSaves;
import escarmouche.testing.RealContent;
import escarmouche.ui.page.EncounterCatalog;
import escarmouche.ui.page.FightSaves;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The screens read a folder of saves as damaged, edited or odd as a disk may hold it: a keyframe edited, a fight
 * whose result line was lost, odd names, a FIFO, thousands of fights, a disk that fills up.
 */
class SaveReadingScreenTest {
    private static final Path RECORDINGS = Path.of("src/test/resources/recordings");

    @TempDir
    Path data;
    @TempDir
    Path saves;
    private Harness h;

    @AfterEach
    void close() {
        if (h != null) h.close();
    }

    private Harness session() {
        return session(KeptSaves.local(saves));
    }

    private Harness session(FightSaves kept) {
        return new Harness(new ContentCatalog(RealContent.content()), kept, data);
    }

    /** The first encounter with its party as it is, two turns ended, then left with Q y: its save on disk. */
    private Path leftAfterSomeTurns() {
        h = session();
        h.keys("n").enter().enter();
        h.keys("e").keys("e");
        h.keys("Q").keys("y");
        h.close();
        h = null;
        return KeptSaves.recordings(saves).get(0);
    }

    @Test
    @DisplayName("A keyframe edited by hand: Continue, watching and reading refuse the save with its line and what differs,"
            + " offer its backup (b), and overwrite nothing")
    void editedKeyframe() throws Exception {
        Path file = leftAfterSomeTurns();
        List<String> lines = new ArrayList<>(Files.readAllLines(file));
        int line = 0;
        for (int i = 0; i < lines.size() && line == 0; i++) if (lines.get(i).startsWith("{\"keyframe\":")) line = i + 1;
        lines.set(line - 1, lines.get(line - 1).replaceFirst("\"hp\":\\d+", "\"hp\":99"));
        Files.write(file, lines);
        byte[] edited = Files.readAllBytes(file);

        h = session();
        h.keys("g");
        assertTrue(h.shows("This save cannot be played"), h.screen());
        assertTrue(h.showsSqueezed(":" + line + ": keyframe of round 1 disagrees with the replay:"), h.screen());
        assertTrue(h.shows("hp: 99 in the file,"), h.screen());
        assertTrue(h.shows("press b to continue from it"), h.screen());
        assertTrue(h.shows("Nothing was overwritten."), h.screen());
        assertArrayEquals(edited, Files.readAllBytes(file), "the false keyframe is not written back");
        h.esc();
        h.keys("p").keys("v");
        assertTrue(h.shows("This fight cannot be watched"), h.screen());
        assertTrue(h.shows("keyframe of round 1 disagrees with the replay"), h.screen());
        h.esc();
        h.keys("t");
        assertTrue(h.shows("This fight's log cannot be read"), h.screen());
        assertTrue(h.shows("press b to continue from it"), h.screen());
        // b does what it says there too: the fight goes on from its previous version, into a new save.
        h.keys("b");
        assertTrue(h.shows("-restored.jsonl"), h.screen());
        assertArrayEquals(edited, Files.readAllBytes(file), "continuing from the backup writes a new save");
    }

    @Test
    @DisplayName("A keyframe that disagrees in a save recorded by another version says that version too: this one may play"
            + " the inputs otherwise")
    void disagreeingKeyframeOfAnotherVersion() throws Exception {
        Path file = leftAfterSomeTurns();
        String text = Files.readString(file).replaceFirst("\"game\":\"[^\"]*\"", "\"game\":\"0.0.9\"");
        Files.writeString(file, text.replaceFirst("(\\{\"keyframe\":[^\n]*?)\"hp\":\\d+", "$1\"hp\":99"));
        h = session();
        h.keys("g");
        assertTrue(h.shows("keyframe of round 1 disagrees with the replay"), h.screen());
        assertTrue(h.shows("It was recorded by version 0.0.9 of the game: this one may play its inputs otherwise."),
                h.screen());
    }

    @Test
    @DisplayName("A finished fight whose result line was lost ends as Continue plays it: the file gets its result, and the"
            + " title screen no longer offers to continue it")
    void endedInTheReplay() throws Exception {
        Path file = saves.resolve("2026-11-23_20-15-00_goblins-at-the-ford.jsonl");
        Fights.play(Fights.Shipped.load(Fights.CONTENT), Fights.FORD, 7, file, 10_000, n -> { });
        List<String> lines = Files.readAllLines(file);
        assertEquals("{\"result\":\"party\"}", lines.get(lines.size() - 1));
        Files.write(file, lines.subList(0, lines.size() - 1));
        Files.delete(RecordingFile.backupOf(file));

        h = session();
        assertTrue(h.shows("Continue: Goblins at the ford"), h.screen());
        h.keys("g");
        assertEquals("party", new RecordingFile().read(file).result(), "the result is on disk");
        assertTrue(Files.exists(escarmouche.save.SaveFolder.reportOf(file)), "the report beside it");
        h.close();
        h = session();
        assertFalse(h.shows("Continue:"), h.screen());
        h.keys("p");
        assertTrue(h.shows("won"), h.screen());
        assertFalse(h.shows("unfinished"), h.screen());
    }

    @Test
    @DisplayName("An input edited by hand in a won fight: once watching (v), reading (t) or fighting it again (Enter) has found"
            + " that its inputs stop fitting, Past fights lists it as damaged, no longer won")
    void editedInputIsListedDamaged() throws Exception {
        Path file = saves.resolve("2026-11-23_20-15-00_goblins-at-the-ford.jsonl");
        Fights.play(Fights.Shipped.load(Fights.CONTENT), Fights.FORD, 7, file, 10_000, n -> { });
        List<String> lines = new ArrayList<>(Files.readAllLines(file));
        int input = -1;
        for (int i = 0; i < lines.size() && input < 0; i++) if (lines.get(i).startsWith("{\"input\":\"move ")) input = i;
        assertTrue(input >= 0, String.join("\n", lines));
        lines.set(input, "{\"input\":\"move 0,0\"}");
        Files.write(file, lines);
        byte[] edited = Files.readAllBytes(file);
        for (String opening : List.of("v", "t", "\n")) {
            h = session();
            h.keys("p");
            assertTrue(h.shows("1 fight · 1 won"), h.screen());
            assertTrue(h.shows("fight it again"), h.screen());
            if (opening.equals("\n")) h.enter();
            else h.keys(opening);
            h.esc();
            assertTrue(h.shows("1 fight · 0 won · 0 lost · 1 damaged"), opening + ": " + h.screen());
            assertTrue(h.shows("Goblins at the ford  damaged"), opening + ": " + h.screen());
            assertFalse(h.shows("fight it again"), opening + ": " + h.screen());
            h.close();
            h = null;
        }
        assertArrayEquals(edited, Files.readAllBytes(file), "nothing is written over");
    }

    @Test
    @DisplayName("Names with a newline or an escape in them are listed with '?' in their place, and the list does not crash")
    void controlCharactersInNames() throws Exception {
        Path won = RECORDINGS.resolve("duel-won.jsonl");
        Files.copy(won, saves.resolve("2026-12-06_17-03-00_a\nb.jsonl"));
        Files.writeString(saves.resolve("2026-12-06_17-04-00_c\u001b[31md.jsonl"), "not json\n");
        h = session();
        h.keys("p");
        assertTrue(h.shows("Past fights"), h.screen());
        assertTrue(h.shows("2026-12-06_17-04-00_c?[31md.jsonl"), h.screen());
        assertFalse(h.screen().contains("\u001b"), h.screen());
        h.keys("j");
        assertTrue(h.shows("won"), h.screen());
    }

    @Test
    @DisplayName("A FIFO named like a save: the title screen opens, and the list says it is not a regular file")
    void fifo() throws Exception {
        Path fifo = saves.resolve("2026-12-06_17-05-00_fifo.jsonl");
        Process made = new ProcessBuilder("mkfifo", fifo.toString()).start();
        assumeTrue(made.waitFor() == 0 && Files.exists(fifo), "mkfifo is not available here");
        Files.copy(RECORDINGS.resolve("ford-holding.jsonl"), saves.resolve("2026-12-06_17-00-00_ford.jsonl"));
        h = assertTimeoutPreemptively(Duration.ofSeconds(30), () -> session());
        assertTrue(h.shows("Continue:"), h.screen());
        h.keys("p");
        assertTrue(h.shows("damaged"), h.screen());
        h.enter();
        assertTrue(h.shows("This save cannot be played"), h.screen());
        assertTrue(h.shows("2026-12-06_17-05-00_fifo.jsonl: not a regular file"), h.screen());
    }

    @Test
    @DisplayName("With more fights than the list shows, Continue still finds an older unfinished one, and the list says"
            + " how many it leaves out")
    void manyFights() throws Exception {
        Files.copy(RECORDINGS.resolve("ford-holding.jsonl"), saves.resolve("2026-01-01_10-00-00_ford.jsonl"));
        for (int i = 0; i < 45; i++) {
            Files.copy(RECORDINGS.resolve("duel-won.jsonl"), saves.resolve(String.format("2026-11-%02d_10-00-%02d_duel.jsonl",
                    1 + i % 28, i)));
        }
        h = session();
        assertTrue(h.shows("Continue: "), h.screen());
        assertTrue(h.shows("(2026-01-01 10:00)"), h.screen());
        assertTrue(h.shows("Past fights (46)"), h.screen());
        h.keys("p");
        assertTrue(h.shows("the newest 40 of 46"), h.screen());
    }

    /** A folder of saves whose every write fails, as on a full disk: the fight is played, its file lags behind. */
    private FightSaves failing() {
        SaveShelf real = KeptSaves.local(saves);
        String reason = "The fight cannot be saved in " + saves + ": No space left on device";
        return new FightSaves() {
            @Override
            public List<Past> past() {
                return real.past();
            }

            @Override
            public Answer<Kept> record(EncounterCatalog.Opened opened, long seed, Game game, String gm) {
                Kept kept = real.record(opened, seed, game, gm).value();
                return Answer.of(new Kept() {
                    @Override
                    public String name() {
                        return kept.name();
                    }

                    @Override
                    public String report(String text) {
                        return kept.report(text);
                    }

                    @Override
                    public Optional<String> trouble() {
                        return Optional.of(reason);
                    }

                    @Override
                    public void close() {
                        kept.close();
                    }
                });
            }

            @Override
            public Answer<Reopened> reopen(String key, boolean fromBackup) {
                return real.reopen(key, fromBackup);
            }

            @Override
            public Answer<Kept> lock(String key, boolean fromBackup) {
                return real.lock(key, fromBackup);
            }

            @Override
            public boolean hasBackup(String key) {
                return real.hasBackup(key);
            }

            @Override
            public Answer<Kept> attach(Kept kept, Game game) {
                return real.attach(kept, game);
            }
        };
    }

    @Test
    @DisplayName("On a full disk the screen says the fight is not saved, and keeps saying it after each action while the"
            + " file lags behind, under any other notice")
    void notSavedIsKeptInSight() {
        h = session(failing());
        h.keys("n").enter().enter();
        assertTrue(h.shows("Not saved: The fight cannot be saved in"), h.screen());
        assertTrue(h.shows("No space left on device. The fight goes on, and each action tries to write it again."), h.screen());
        h.keys("e");
        assertTrue(h.shows("Not saved: The fight cannot be saved in"), "after the next action too: " + h.screen());
        h.keys("H");
        assertTrue(h.shows("is now played by the AI"), h.screen());
        assertTrue(h.shows("Not saved: The fight cannot be saved in"), "under the notice of the switch: " + h.screen());
    }
}
