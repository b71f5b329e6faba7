package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.launch.ContentCatalog;
import escarmouche.testing.KeptSaves;
import escarmouche.testing.RealContent;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A recording's file name as every screen shows it: a name may hold any character but '/', and one that would break a
 * line or drive the terminal (a newline, an escape) is shown with '?' in its place; a name without a date is not
 * dated with empty brackets, and a damaged file is named once.
 */
class SaveNamesOnScreenTest {
    /** A newline, then an escape starting a colour: what a name copied in by hand may hold. */
    private static final String EVIL = "evil\nname\u001b[31mred.jsonl";
    private static final String SHOWN = "evil?name?[31mred.jsonl";

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

    /** The first encounter, a few turns ended and left, its recording renamed {@code name}. */
    private Path leftAs(String name) throws Exception {
        h = session();
        h.keys("n").enter().enter();
        h.keys("e").keys("e");
        h.keys("Q").keys("y");
        h.close();
        Path file = KeptSaves.recordings(saves).get(0);
        Path renamed = saves.resolve(name);
        Files.move(file, renamed);
        Files.deleteIfExists(file.resolveSibling(file.getFileName() + ".bak"));
        return renamed;
    }

    private void noControl() {
        assertFalse(h.screen().contains("\u001b"), "an escape reached the screen: " + h.screen());
        assertFalse(h.shows("evil "), "the name broke its line: " + h.screen());
    }

    @Test
    @DisplayName("A name with a newline and an escape is shown with '?' in Past fights, on Continue's notice, in the delete"
            + " box and its result; without a date, Continue has no empty brackets")
    void controlCharactersReplacedEverywhere() throws Exception {
        leftAs(EVIL);
        h = session();
        assertTrue(h.shows("Continue: "), h.screen());
        assertFalse(h.shows("()"), "no date, no brackets: " + h.screen());
        h.keys("p");
        assertTrue(h.shows("evil?name?[31m"), "the list names the undated file where its date would be: " + h.screen());
        noControl();
        h.enter();
        assertTrue(h.shows("Continued from " + SHOWN + ":"), h.screen());
        noControl();
        h.keys("Q").keys("y");
        h.keys("p").keys("x");
        assertTrue(h.shows("Delete this fight?"), h.screen());
        assertTrue(h.shows(SHOWN + ", "), h.screen());
        noControl();
        h.keys("y");
        assertTrue(h.shows("Deleted: " + SHOWN + ", "), h.screen());
        noControl();
        assertEquals(0, KeptSaves.recordings(saves).size());
    }

    @Test
    @DisplayName("A save whose inputs do not fit is named with '?' for its control characters on the page that says so")
    void controlCharactersReplacedWhenItDoesNotFit() throws Exception {
        Path file = leftAs(EVIL);
        String text = Files.readString(file);
        Files.writeString(file, text.replaceFirst("\\{\"input\":\"end\"\\}", "{\"input\":\"move 99,99\"}"));
        h = session();
        h.keys("g");
        assertTrue(h.shows("This save cannot be played"), h.screen());
        assertTrue(h.shows(SHOWN), h.screen());
        noControl();
    }

    @Test
    @DisplayName("A damaged save whose name has no date is named once in the delete box and its result")
    void damagedUndatedNamedOnce() throws Exception {
        Files.writeString(saves.resolve("k_bakdir.jsonl"), "not a recording\n");
        h = session();
        h.keys("p");
        assertTrue(h.shows("k_bakdir.jsonl"), h.screen());
        h.keys("x");
        assertTrue(h.shows("k_bakdir.jsonl: damaged"), h.screen());
        assertFalse(h.shows("k_bakdir.jsonl, k_bakdir.jsonl"), h.screen());
        h.keys("y");
        assertTrue(h.shows("Deleted: k_bakdir.jsonl."), h.screen());
        assertFalse(h.shows("k_bakdir.jsonl, k_bakdir.jsonl"), h.screen());
    }
}
