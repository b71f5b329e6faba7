package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.googlecode.lanterna.input.KeyType;

import escarmouche.testing.TestScenario;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** ACT-HELP from the keyboard: the ally first, then its next attack against a foe, or its next check. */
class HelpPickTest {
    @TempDir
    Path data;
    private Harness h;

    @AfterEach
    void close() {
        if (h != null) h.close();
    }

    private static TestScenario trio() {
        return TestScenario.map("########", "#......#", "#......#", "########")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").hp(20))
                .with("ally", "party", 1, 2, c -> c.pc("fighter").hp(20))
                .with("gob", "monsters", 5, 1, c -> c.hp(7).ac(12))
                .initiative("hero", "ally", "gob");
    }

    @Test
    @DisplayName("ACT-HELP: c in the ally picker helps its next ability check, and the log says so")
    void ACT_HELP_checkFromTheAllyPicker() {
        h = Harness.inFight(trio(), data);
        h.keys("p");
        assertTrue(h.shows("HELP which ally"), h.screen());
        assertTrue(h.shows("c: its next ability check (it must stand next to you) [ACT-HELP]"), h.screen());
        assertTrue(h.shows("c its check"), h.screen());
        h.keys("c");
        assertTrue(h.shows("Hero helps ally: advantage on its next ability check before hero's next turn"), h.screen());
    }

    @Test
    @DisplayName("ACT-HELP: an ally too far to lend a hand to is said before c is pressed")
    void ACT_HELP_tooFarSaidFirst() {
        h = Harness.inFight(trio().with("far", "party", 4, 2, c -> c.pc("fighter").hp(20))
                .initiative("hero", "ally", "far", "gob"), data);
        h.keys("p");
        assertFalse(h.shows("to be helped with its check"), h.screen());
        h.press(KeyType.Tab);
        assertTrue(h.shows("HELP which ally far"), h.screen());
        assertTrue(h.shows("Not possible now: far must be within 1.5 m of hero to be helped with its check"),
                h.screen());
    }
}
