package escarmouche.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import escarmouche.testing.KeptSaves;
import escarmouche.ui.page.FightSaves;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The title screen's view of a folder of saves (how many, and the fight Continue takes up) is the one the
 * whole listing gives, though it reads only the fights that may be unfinished; and a listing reads again
 * only the files that changed.
 */
class SaveShelfOverviewTest {
    private static final Path RECORDINGS = Path.of("src/test/resources/recordings");
    private static final Path WON = RECORDINGS.resolve("duel-won.jsonl");
    private static final Path UNFINISHED = RECORDINGS.resolve("ford-holding.jsonl");

    @Test
    @DisplayName("the overview matches the listing's count and newest readable unfinished fight")
    void sameAsTheListing(@TempDir Path saves) throws Exception {
        // Oldest to newest: unfinished, won, unfinished, then two the overview must pass over though they
        // do not end with a result (damaged), and a won fight whose content was edited (ends with its result,
        // unreadable: no more to continue than a fight that is over).
        Files.copy(UNFINISHED, saves.resolve("2026-11-20_10-00-00_ford.jsonl"));
        Files.copy(WON, saves.resolve("2026-11-21_10-00-00_duel.jsonl"));
        Files.copy(UNFINISHED, saves.resolve("2026-11-22_10-00-00_ford.jsonl"));
        Files.writeString(saves.resolve("2026-11-23_10-00-00_broken.jsonl"), "not json\n");
        String edited = Files.readString(WON).replaceFirst("\"contentHash\":\"[0-9a-f]", "\"contentHash\":\"x");
        Files.writeString(saves.resolve("2026-11-24_10-00-00_duel.jsonl"), edited);
        String cut = Files.readString(UNFINISHED);
        Files.writeString(saves.resolve("2026-11-25_10-00-00_ford.jsonl"), cut.substring(0, cut.length() / 2));

        SaveShelf shelf = KeptSaves.local(saves);
        List<FightSaves.Past> past = shelf.past();
        FightSaves.Overview whole = FightSaves.listing(past).overview();
        FightSaves.Overview quick = shelf.overview();
        assertEquals(6, quick.count());
        assertEquals(whole, quick);
        assertEquals(saves.resolve("2026-11-22_10-00-00_ford.jsonl").toString(), quick.unfinished().key());
        // The damaged ones are not the newest unfinished fight, and the edited won fight is unreadable.
        assertEquals(3, past.stream().filter(p -> p.problem() != null).count(), past.toString());

        // Read afresh (no listing before it), the overview is the same.
        assertEquals(whole, KeptSaves.local(saves).overview());
    }

    @Test
    @DisplayName("an unfinished fight says the round its last keyframe starts; one without keyframes says none (0)")
    void howFarItWent(@TempDir Path saves) throws Exception {
        Files.copy(RECORDINGS.resolve("ogre-opportunity.jsonl"), saves.resolve("2026-11-21_10-00-00_ogre.jsonl"));
        Files.copy(UNFINISHED, saves.resolve("2026-11-22_10-00-00_ford.jsonl"));
        List<FightSaves.Past> past = KeptSaves.local(saves).past();
        assertEquals(List.of("ford", 0, "ogre", 4), past.stream()
                .flatMap(p -> java.util.stream.Stream.<Object>of(p.key().contains("ford") ? "ford" : "ogre", p.round())).toList());
    }

    @Test
    @DisplayName("a fight another local game is playing is passed over: Continue offers the player's own, and the other again once its lock is gone")
    void anotherGamesFightIsPassedOver(@TempDir Path saves) throws Exception {
        Path mine = saves.resolve("2026-11-21_10-00-00_ford.jsonl");
        Path theirs = saves.resolve("2026-11-22_10-00-00_ford.jsonl");
        Files.copy(UNFINISHED, mine);
        Files.copy(UNFINISHED, theirs);
        // A live process of this host that is not this one (the one that started the tests) holds the newest.
        long other = ProcessHandle.current().parent().orElseThrow().pid();
        String host = java.net.InetAddress.getLocalHost().getHostName().replace(' ', '_');
        String since = java.time.Instant.now().truncatedTo(java.time.temporal.ChronoUnit.SECONDS).toString();
        Files.writeString(escarmouche.save.SaveLock.of(theirs), other + " " + host + " " + since + " a local game");
        SaveShelf shelf = KeptSaves.local(saves);
        assertEquals(mine.toString(), shelf.overview().unfinished().key());
        // Its lock let go (the other game quit the fight), the recording unchanged: the newest is offered again.
        Files.delete(escarmouche.save.SaveLock.of(theirs));
        assertEquals(theirs.toString(), shelf.overview().unfinished().key());
        // A lock of this very process (a table's fight, a session of the same server) is not another game's.
        try (escarmouche.save.SaveLock own = escarmouche.save.SaveLock.take(theirs, "a table")) {
            assertEquals(theirs.toString(), KeptSaves.local(saves).overview().unfinished().key());
        }
    }

    @Test
    @DisplayName("with every fight over, nothing to continue")
    void nothingToContinue(@TempDir Path saves) throws Exception {
        Files.copy(WON, saves.resolve("2026-11-21_10-00-00_duel.jsonl"));
        Files.copy(WON, saves.resolve("2026-11-22_10-00-00_duel.jsonl"));
        FightSaves.Overview overview = KeptSaves.local(saves).overview();
        assertEquals(2, overview.count());
        assertNull(overview.unfinished());
        assertEquals(new FightSaves.Overview(0, null), KeptSaves.local(saves.resolve("none")).overview());
    }

    @Test
    @DisplayName("worked out ahead, the overview is given again while the files are the same, and afresh once one changed")
    void keptWhileTheFilesAreTheSame(@TempDir Path saves) throws Exception {
        Path playing = saves.resolve("2026-11-22_10-00-00_ford.jsonl");
        Files.copy(UNFINISHED, playing);
        SaveShelf shelf = KeptSaves.local(saves);
        shelf.overviewAhead();
        FightSaves.Overview first = shelf.overview();
        assertEquals(playing.toString(), first.unfinished().key());
        assertSame(first, shelf.overview());

        Files.writeString(playing, "{\"result\":\"party\"}\n", StandardCharsets.UTF_8, StandardOpenOption.APPEND);
        assertEquals(new FightSaves.Overview(1, null), shelf.overview());
        Path newer = saves.resolve("2026-11-23_10-00-00_ford.jsonl");
        Files.copy(UNFINISHED, newer);
        assertEquals(newer.toString(), shelf.overview().unfinished().key());
        assertEquals(2, shelf.overview().count());
        Files.delete(newer);
        assertEquals(new FightSaves.Overview(1, null), shelf.overview());
    }

    @Test
    @DisplayName("a second listing reads again only the files that changed")
    void unchangedFilesAreNotReadAgain(@TempDir Path saves) throws Exception {
        Path kept = saves.resolve("2026-11-21_10-00-00_duel.jsonl");
        Path playing = saves.resolve("2026-11-22_10-00-00_ford.jsonl");
        Files.copy(WON, kept);
        Files.copy(UNFINISHED, playing);
        SaveShelf shelf = KeptSaves.local(saves);
        List<FightSaves.Past> first = shelf.past();
        List<FightSaves.Past> second = shelf.past();
        assertSame(first.get(0), second.get(0));
        assertSame(first.get(1), second.get(1));

        // The fight goes on (an input more), then is over: each time the listing sees it.
        Files.writeString(playing, "{\"input\":\"end\"}\n", StandardCharsets.UTF_8, StandardOpenOption.APPEND);
        List<FightSaves.Past> third = shelf.past();
        assertNotSame(second.get(0), third.get(0));
        assertEquals(second.get(0).commands() + 1, third.get(0).commands());
        assertSame(second.get(1), third.get(1));
        Files.writeString(playing, "{\"result\":\"party\"}\n", StandardCharsets.UTF_8, StandardOpenOption.APPEND);
        FightSaves.Past over = shelf.past().get(0);
        assertEquals("party", over.result());
        assertNull(shelf.overview().unfinished());
    }
    @Test
    @DisplayName("Continue finds the newest unfinished fight however many finished ones came after it; the list shows the"
            + " newest forty, and the count is every fight's")
    void unfinishedOlderThanTheList(@TempDir Path saves) throws Exception {
        Path old = saves.resolve("2026-01-01_10-00-00_ford.jsonl");
        Files.copy(UNFINISHED, old);
        for (int i = 0; i < 45; i++) Files.copy(WON, saves.resolve(String.format("2026-11-%02d_10-00-%02d_duel.jsonl", 1 + i % 28, i)));
        SaveShelf shelf = KeptSaves.local(saves);
        FightSaves.Overview overview = shelf.overview();
        assertEquals(46, overview.count());
        assertEquals(old.toString(), overview.unfinished().key());
        assertSame(overview, shelf.overview(), "given again while the files are the same");
        assertEquals(40, shelf.past().size());
        assertTrue(shelf.past().stream().noneMatch(p -> p.key().equals(old.toString())), "older than the list");

        // Over at last: nothing to continue, and the overview sees it though the file is not listed.
        Files.writeString(old, "{\"result\":\"party\"}\n", StandardCharsets.UTF_8, StandardOpenOption.APPEND);
        assertNull(shelf.overview().unfinished());
    }

    @Test
    @DisplayName("A FIFO or a link named like a save is no fight: the overview and the list pass it without opening it,"
            + " the list naming it not a regular file")
    void notARegularFile(@TempDir Path saves) throws Exception {
        Path playing = saves.resolve("2026-11-21_10-00-00_ford.jsonl");
        Files.copy(UNFINISHED, playing);
        Path link = saves.resolve("2026-11-22_10-00-00_link.jsonl");
        Files.createSymbolicLink(link, playing);
        Path fifo = saves.resolve("2026-11-23_10-00-00_fifo.jsonl");
        Process made = new ProcessBuilder("mkfifo", fifo.toString()).start();
        assumeTrue(made.waitFor() == 0 && Files.exists(fifo), "mkfifo is not available here");

        SaveShelf shelf = KeptSaves.local(saves);
        // A FIFO opened for reading waits for a writer: for good, on the way to the title screen.
        FightSaves.Overview overview = assertTimeoutPreemptively(Duration.ofSeconds(20), shelf::overview);
        assertEquals(playing.toString(), overview.unfinished().key());
        List<FightSaves.Past> past = assertTimeoutPreemptively(Duration.ofSeconds(20), shelf::past);
        assertEquals(3, past.size());
        assertTrue(past.get(0).problem().endsWith("2026-11-23_10-00-00_fifo.jsonl: not a regular file"), past.get(0).problem());
        assertTrue(past.get(1).problem().endsWith("2026-11-22_10-00-00_link.jsonl: not a regular file"), past.get(1).problem());
        assertNull(past.get(2).problem());
    }
}
