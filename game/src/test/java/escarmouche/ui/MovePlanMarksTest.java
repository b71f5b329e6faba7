package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.testing.TestScenario;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The planner's map shows every mark its words name, the danger's "!" included. */
class MovePlanMarksTest extends ScreenTest {
    @Test
    @DisplayName("OA-LEAVE, MOVE-DIFFICULT: a blow falling where a failed risky step stops shows both the ! and the F the"
            + " words name")
    void OA_LEAVE_theBlowOnTheFallbackSquareKeepsItsF() {
        TestScenario rush = TestScenario.map(
                        "##########",
                        "#........#",
                        "#...,....#",
                        "#........#",
                        "##########")
                .with("hero", "party", 1, 2, c -> c.pc("fighter").abilities(16, 12).hp(20).ac(16))
                .with("gob", "monsters", 5, 1, c -> c.hp(7).ac(13).weapons(TestScenario.SCIMITAR))
                .initiative("hero", "gob");
        TestCatalog catalog = new TestCatalog().add("rush", "The rush", "x", "easy", rush::build);
        h = new Harness(catalog, data);
        h.keys("n").enter().enter();
        // Three steps east, the third onto the mud at 4,2 beside the goblin, where a failed risky check stops the
        // hero (MOVE-DIFFICULT: after 6/2 squares); the fourth, south, leaves its reach: the blow falls on 4,2 too.
        h.keys("mlllj").keys("r");
        assertTrue(h.words().contains("hero stops at 4,2 (F on the map)"), h.screen());
        assertTrue(h.words().contains("gob strikes before step 4, on the square marked F (4,2)"), h.screen());
        // Row 2: the wall, 1,2 where the hero stood, steps 1 and 2, then the mud square with its ! and its F.
        assertTrue(h.shows("##He.1.2!F. . . . ##"), h.screen());
    }
}
