package escarmouche.rules.attack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.rules.grid.Grid;
import escarmouche.rules.grid.Pos;
import escarmouche.rules.grid.Terrain;
import escarmouche.testing.Property;
import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class CoverSurveyPropertyTest {
    /** A small map sprinkled with everything that gives cover, and two spaces anywhere on or near it. */
    private static CoverCase next(Random r) {
        int w = 3 + r.nextInt(9);
        int h = 3 + r.nextInt(9);
        // Mostly open ground, as on the maps where the survey saves work, with a few covering squares.
        double sprinkle = r.nextInt(4) == 0 ? 0 : 0.02 + r.nextDouble() * 0.2;
        return new CoverCase(CoverCase.sprinkled(r, w, h, sprinkle), space(r, w, h), space(r, w, h));
    }

    private static Footprint space(Random r, int w, int h) {
        int size = r.nextInt(5) == 0 ? 2 + r.nextInt(2) : 1;
        return new Footprint(new Pos(r.nextInt(w + 2) - 1, r.nextInt(h + 2) - 1), size, size);
    }

    @Test
    @DisplayName("ATK-COVER property: the survey's answer is the answer of the lines, on any map and spaces")
    void ATK_COVER_surveyAnswersAsTheLinesDo() {
        Property.forAll(20261124L, 4000, CoverSurveyPropertyTest::next, c -> {
            CoverSurvey survey = new CoverSurvey(c.grid());
            assertEquals(Cover.between(c.grid(), c.attacker(), c.target()), survey.between(c.attacker(), c.target()));
            assertEquals(Cover.between(c.grid(), c.target(), c.attacker()), survey.between(c.target(), c.attacker()));
            // The lines themselves, drawn with the survey passing over open rows, whatever the rectangle holds.
            assertEquals(Cover.between(c.grid(), c.attacker(), c.target()),
                    Cover.between(c.grid(), survey, c.attacker(), c.target()));
        });
    }

    @Test
    @DisplayName("ATK-COVER: a box is open only when it lies on the map and holds nothing that gives cover")
    void ATK_COVER_openBoxes() {
        Terrain[] squares = new Terrain[5 * 4];
        java.util.Arrays.fill(squares, Terrain.FLOOR);
        squares[2 * 5 + 3] = Terrain.LOW_WALL;
        CoverSurvey survey = new CoverSurvey(new Grid(5, 4, squares));
        assertTrue(survey.open(0, 0, 4, 1));
        assertTrue(survey.open(0, 0, 2, 3));
        assertFalse(survey.open(3, 2, 3, 2));
        assertFalse(survey.open(0, 0, 4, 3));
        assertFalse(survey.open(-1, 0, 1, 1), "off the map counts as wall");
        assertFalse(survey.open(0, 0, 5, 1), "off the map counts as wall");
    }
}
