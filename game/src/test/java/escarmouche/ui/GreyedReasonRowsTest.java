package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.googlecode.lanterna.input.KeyType;
import escarmouche.rules.core.Condition;
import escarmouche.testing.TestScenario;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The action menu at 80x24: a greyed entry's row may cut its reason, and the row under the list promises the
 * whole one (ActionReasons#brief), its rule's id at its end; a reason longer than the box goes over two rows.
 */
class GreyedReasonRowsTest extends ScreenTest {
    private static final char NB = '\u00a0';

    /** The hero (a fighter), frightened, a goblin three squares off; the hero acts first. */
    private static TestScenario frightened() {
        return TestScenario.map(
                        "##########",
                        "#........#",
                        "#........#",
                        "##########")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").hp(20).ac(16).conditions(Condition.FRIGHTENED))
                .with("gob", "monsters", 4, 1, c -> c.hp(7).ac(13).weapons(TestScenario.SCIMITAR))
                .initiative("hero", "gob");
    }

    /** The action menu open, the selection moved down to the Ready entry (A). */
    private void readySelected() {
        h.keys(" ");
        for (int i = 0; i < 40 && !h.shows("▶ A "); i++) h.press(KeyType.ArrowDown);
        assertTrue(h.shows("▶ A "), h.screen());
    }

    /** The screen's row that holds {@code text}, or -1. */
    private int rowOf(String text) {
        for (int r = 0; r < 24; r++) if (h.row(r).contains(text)) return r;
        return -1;
    }

    @Test
    @DisplayName("COND-FRIGHTENED: with Ready selected, the rows under the list give the whole reason, its rule's id on the second")
    void COND_FRIGHTENED_readyReasonWhole() {
        h = Harness.inFight(frightened(), data);
        readySelected();
        int first = rowOf("│ Not possible now: hero is frightened: they may only defend themselves   ");
        assertTrue(first > 0, h.screen());
        assertEquals(first + 1, rowOf("│ (COND-FRIGHTENED)   "), h.screen());
        assertTrue(!h.row(first).contains("…") && !h.row(first + 1).contains("…"), h.screen());
    }

    @Test
    @DisplayName("COND-FRIGHTENED in French: with Ready selected, the rows under the list give the whole reason, its rule's id too")
    void COND_FRIGHTENED_readyReasonWholeInFrench() {
        TestCatalog catalog = new TestCatalog().add("fight", "Le combat", "Un combat d'essai.", "easy", GreyedReasonRowsTest::build);
        h = new Harness(catalog, data, 80, 24, true);
        h.keys("l").keys("n").enter().enter();
        readySelected();
        int first = rowOf("Impossible pour l'instant" + NB + ": hero est effrayé" + NB + ":");
        assertTrue(first > 0, h.screen());
        assertEquals(first + 1, rowOf("(COND-FRIGHTENED)"), h.screen());
        assertTrue(!h.row(first).contains("…") && !h.row(first + 1).contains("…"), h.screen());
    }

    private static escarmouche.content.model.Scenario build() {
        return frightened().build();
    }
}
