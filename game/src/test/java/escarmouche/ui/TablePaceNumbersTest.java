package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.testing.TestScenario;
import escarmouche.ui.page.FightSaves;
import escarmouche.ui.table.TableHall;
import escarmouche.ui.table.TablePacing;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A table's pace groups its thousands as the title screen's does: "1,500 ms", "1 500 ms" (a narrow no-break space). */
class TablePaceNumbersTest {
    @TempDir
    Path data;
    private final List<Harness> open = new ArrayList<>();
    private final TableHall hall = new TableHall(() -> 1_000L, 60_000, new TablePacing(1500, (millis, task) -> { }));

    @AfterEach
    void close() {
        for (Harness h : open) h.close();
    }

    private Harness session(String player) {
        TestScenario fight = TestScenario.map("#######", "#.....#", "#######")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").abilities(16, 12).hp(40).ac(18))
                .with("gob", "monsters", 5, 1, c -> c.hp(30).ac(13).weapons(TestScenario.SCIMITAR))
                .initiative("hero", "gob");
        TestCatalog catalog = new TestCatalog().add("skirmish", "The skirmish", "A hero, a goblin.", "easy", fight::build);
        Harness h = new Harness(catalog, FightSaves.NONE, data, 100, 30, true);
        h.game.atTables(hall.desk(player, h.game::redrawSoon));
        h.game.redrawSoon();
        open.add(h);
        return h;
    }

    @Test
    @DisplayName("Table, English: the AI plays one move every 1,500 ms, then 2,500 ms")
    void english() {
        Harness anne = session("anne");
        anne.keys("T").keys("o").keys("1").enter();
        assertTrue(anne.shows("The AI plays one move every 1,500 ms (+ slower, - faster)."), anne.screen());
        anne.keys("+");
        assertTrue(anne.shows("The AI plays one move every 2,500 ms (+ slower, - faster)."), anne.screen());
    }

    @Test
    @DisplayName("Table, French: l'IA joue un coup toutes les 1 500 ms, puis 2 500 ms")
    void french() {
        Harness anne = session("anne");
        anne.keys("l").keys("T").keys("o").keys("1").enter();
        assertTrue(anne.shows("L'IA joue un coup toutes les 1\u202f500\u00a0ms (+ plus lentement, - plus vite)."), anne.screen());
        anne.keys("+");
        assertTrue(anne.shows("L'IA joue un coup toutes les 2\u202f500\u00a0ms (+ plus lentement, - plus vite)."), anne.screen());
    }
}
