package escarmouche.ui.battle;

import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.simulate.Simulation;
import escarmouche.testing.CanvasRows;
import escarmouche.testing.FallenBeforeTheFight;
import escarmouche.ui.term.Canvas;
import escarmouche.ui.term.Glyphs;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The battle screen's side panel says a dead creature is "morte" when its name is feminine, as the end screen does. */
class DeadAgreesInSidePaneTest {
    private static List<String> pane(Language language) {
        ScreenMessages m = ScreenMessages.of(language);
        ScreenFight fight = new ScreenFight(Simulation.allAi(FallenBeforeTheFight.scenario()), 1, null, () -> true, m);
        fight.game().start();
        // Played out: the spider, fighting on below 0, dies of a blow's shock roll (HP-SHOCK).
        for (int i = 0; i < 10_000 && !fight.game().over(); i++) fight.game().step();
        Canvas canvas = new Canvas(34, 16, new Glyphs(true));
        SidePane.draw(canvas, fight, null, m, null);
        return CanvasRows.of(canvas);
    }

    private static String row(List<String> rows, String name) {
        for (String r : rows) if (r.contains(name)) return r.stripTrailing();
        throw new AssertionError(name + " not in the pane:\n" + String.join("\n", rows));
    }

    @Test
    @DisplayName("HP-DEAD in French: Lin and the giant spider read \"morte\", Tarik \"mort\"")
    void HP_DEAD_deadAgreesWithTheName() {
        List<String> rows = pane(Language.FR);
        assertTrue(row(rows, "Lin").endsWith(" morte"), String.join("\n", rows));
        assertTrue(row(rows, "Araignée").endsWith(" morte"), String.join("\n", rows));
        assertTrue(row(rows, "Tarik").endsWith(" mort"), String.join("\n", rows));
    }

    @Test
    @DisplayName("HP-DEAD in English: every dead creature reads \"dead\", whatever its name")
    void HP_DEAD_englishSaysDead() {
        List<String> rows = pane(Language.EN);
        assertTrue(row(rows, "Lin").endsWith(" dead"), String.join("\n", rows));
        assertTrue(row(rows, "Giant spider").endsWith(" dead"), String.join("\n", rows));
    }
}
