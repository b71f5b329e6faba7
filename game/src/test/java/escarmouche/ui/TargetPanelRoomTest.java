package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.testing.TestScenario;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * On the smallest screen (80x24) a mode's details below the map take the rows the side panel would have
 * kept for a long list of foes: the target's panel keeps its last lines.
 */
class TargetPanelRoomTest {
    @TempDir
    Path data;

    private Harness h;

    @AfterEach
    void close() {
        if (h != null) h.close();
    }

    /** A short map (4 rows) and twelve goblins: the side panel alone would want more rows than the map. */
    private static TestScenario crowd() {
        TestScenario s = TestScenario.map(
                        "################",
                        "#..............#",
                        "#..............#",
                        "################")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").abilities(16, 12).hp(20).ac(16));
        for (int i = 1; i <= 12; i++) {
            int x = 1 + i;
            s = s.with("g" + i, "monsters", x, i % 2 == 0 ? 1 : 2, c -> c.hp(7).ac(13).weapons(TestScenario.SCIMITAR));
        }
        return s.initiative("hero", "g1", "g2", "g3", "g4", "g5", "g6", "g7", "g8", "g9", "g10", "g11", "g12");
    }

    @Test
    @DisplayName("80x24 in French, twelve foes: the target's panel shows its every line, to the ability choice; Esc gives the side panel its rows back")
    void targetPanelWhole() {
        h = new Harness(new TestCatalog().add("fight", "The fight", "A test fight.", "easy", crowd()::build), data);
        h.keys("l").keys("n").enter().enter();
        assertTrue(h.shows("g8 g8"), h.screen());
        h.keys("a");
        assertTrue(h.shows("ATTAQUER g1"), h.screen());
        assertTrue(h.shows("Dégâts attendus sur un coup"), h.screen());
        assertTrue(h.shows("s\u00a0: Dex à la place [ATK-ABILITY]"), h.screen());
        h.esc();
        assertTrue(h.shows("g8 g8"), h.screen());
    }
}
