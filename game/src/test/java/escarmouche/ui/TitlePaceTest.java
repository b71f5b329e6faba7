package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.testing.KeptChoices;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The title screen's choice of how fast the monsters play, kept for the player's next session. */
class TitlePaceTest extends ScreenTest {
    @Test
    @DisplayName("s steps the monsters' pace to the next slower wait, then back to the briskest; each change is kept")
    void stepsAndKeeps() {
        h = new Harness(new TestCatalog(), data, 80, 24, true);
        KeptChoices<Integer> choices = new KeptChoices<>();
        List<Integer> kept = choices.kept;
        h.game.rememberingPace(choices);
        assertTrue(h.shows("s  Monsters' pace: at once"), "the tests' pace is none: " + h.screen());
        h.keys("s");
        assertTrue(h.shows("s  Monsters' pace: a move every 150 ms"), h.screen());
        for (int i = 0; i < 5; i++) h.keys("s");
        // Its thousands grouped as English groups them.
        assertTrue(h.shows("a move every 1,500 ms"), h.screen());
        h.keys("s");
        assertTrue(h.shows("a move every 150 ms"), h.screen());
        assertEquals(List.of(150, 300, 450, 700, 1000, 1500, 150), kept);
        assertEquals(150, h.game.pace());
        h.keys("l");
        assertTrue(h.shows("Rythme des monstres\u00a0: un coup toutes les 150\u00a0ms"), h.screen());
    }

    @Test
    @DisplayName("In French a pace of a thousand milliseconds or more groups its thousands with a narrow no-break space,"
            + " as the tools' French messages do: \"1\u202f000 ms\", not \"1000 ms\"")
    void frenchGroupsThousands() {
        h = new Harness(new TestCatalog(), data, 80, 24, true);
        h.game.rememberingPace(new KeptChoices<>());
        h.keys("l");
        for (int i = 0; i < 5; i++) h.keys("s");
        assertTrue(h.shows("Rythme des monstres\u00a0: un coup toutes les 1\u202f000\u00a0ms"), h.screen());
        h.keys("s");
        assertTrue(h.shows("un coup toutes les 1\u202f500\u00a0ms"), h.screen());
    }
}
