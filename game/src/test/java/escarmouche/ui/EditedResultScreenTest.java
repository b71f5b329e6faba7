package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.launch.ContentCatalog;
import escarmouche.testing.KeptSaves;
import escarmouche.testing.RealContent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A save's result line edited by hand is refused by the screens as check, run and replay refuse it: the inputs
 * are the master copy, and a result they do not reach would list a fight lost as won. The list does not replay
 * every fight to find one, so the save is listed by its result line until it is opened; from then on it is listed
 * as damaged.
 */
class EditedResultScreenTest {
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
        return new Harness(new ContentCatalog(RealContent.content()), KeptSaves.local(saves), data);
    }

    /** A copy of the recording {@code name} in the saves, its last line made {@code last} (or {@code last} added). */
    private Path edited(String name, String last, boolean added) throws Exception {
        List<String> lines = new ArrayList<>(Files.readAllLines(RECORDINGS.resolve(name)));
        if (added) lines.add(last);
        else lines.set(lines.size() - 1, last);
        Path file = saves.resolve("2026-12-06_17-00-00_" + name);
        Files.write(file, lines);
        return file;
    }

    @Test
    @DisplayName("A won fight whose result line says the monsters won: Enter, v and t refuse it with what differs, the file"
            + " stays as it was, and the list then says it is damaged rather than lost")
    void wonFightEditedToLost() throws Exception {
        Path file = edited("duel-won.jsonl", "{\"result\":\"monsters\"}", false);
        byte[] before = Files.readAllBytes(file);
        h = session();
        h.keys("p");
        assertTrue(h.shows("lost"), "listed by its result line until it is opened: " + h.screen());
        h.enter();
        assertTrue(h.shows("This save cannot be played"), h.screen());
        assertTrue(h.showsSqueezed("its result line says \"monsters\", but its inputs end the fight with \"party\""),
                h.screen());
        assertFalse(h.shows("Fight again"), h.screen());
        h.esc();
        assertTrue(h.shows("a duel  damaged"), h.screen());
        assertTrue(h.shows("1 fight · 0 won · 0 lost · 1 damaged"), "the record counts it as damaged, not lost: "
                + h.screen());
        h.keys("v");
        assertTrue(h.shows("This fight cannot be watched"), h.screen());
        assertTrue(h.showsSqueezed("its result line says \"monsters\""), h.screen());
        h.esc();
        h.keys("t");
        // Asked to read it, not to watch it: the page says what cannot be done.
        assertTrue(h.shows("This fight's log cannot be read"), h.screen());
        assertFalse(h.shows("cannot be watched"), h.screen());
        assertArrayEquals(before, Files.readAllBytes(file), "nothing is written over");
        h.esc();
        h.esc();
        h.keys("p");
        assertTrue(h.shows("damaged"), "the list opened again still says it: " + h.screen());
    }

    @Test
    @DisplayName("An unfinished fight with a result line added: Enter refuses it as damaged rather than offering to fight it"
            + " again, and watching it is refused too")
    void unfinishedFightGivenAResult() throws Exception {
        Path file = edited("ford-holding.jsonl", "{\"result\":\"party\"}", true);
        byte[] before = Files.readAllBytes(file);
        h = session();
        h.keys("p");
        assertTrue(h.shows("won"), h.screen());
        h.enter();
        assertTrue(h.shows("This save cannot be played"), h.screen());
        assertTrue(h.showsSqueezed("its result line says \"party\", but its inputs leave the fight under way"), h.screen());
        assertFalse(h.shows("Fight again"), h.screen());
        h.esc();
        assertTrue(h.shows("damaged"), h.screen());
        h.keys("v");
        assertTrue(h.shows("This fight cannot be watched"), h.screen());
        assertArrayEquals(before, Files.readAllBytes(file), "nothing is written over");
    }

    @Test
    @DisplayName("A finished fight whose result line is right is still offered to be fought again")
    void rightResultStillOffersAgain() throws Exception {
        Files.copy(RECORDINGS.resolve("duel-won.jsonl"), saves.resolve("2026-12-06_17-00-00_duel-won.jsonl"));
        h = session();
        h.keys("p");
        assertTrue(h.shows("won"), h.screen());
        h.enter();
        assertTrue(h.shows("Fight again"), h.screen());
    }
}
