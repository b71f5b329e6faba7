package escarmouche.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code run --text} names creatures as the screen's log does: one whose number its map label cannot show carries
 * the label ("Goblin 10 (g0)"), and a turn's line puts it after the possessive, not before.
 */
class LabelledNamesInTextTest {
    /** A mage against eleven goblins, g10 first: Goblin 10 is "g0" on the map, Goblin 11 "ga". */
    private static String scenario() {
        StringBuilder goblins = new StringBuilder();
        StringBuilder order = new StringBuilder("\"g10\", \"mage\"");
        for (int i = 1; i <= 11; i++) {
            goblins.append(String.format(", {\"id\": \"g%d\", \"template\": \"goblin\", \"at\": [%d, 3]}", i, 4 + i));
            if (i != 10) order.append(", \"g").append(i).append('"');
        }
        return "{\"format\": 1, \"name\": \"Crowd\", \"map\": {\"rows\": [\"##################\", \"#................#\","
                + " \"#................#\", \"#................#\", \"##################\"]},"
                + " \"combatants\": [{\"id\": \"mage\", \"template\": \"wizard\", \"at\": [1, 1]}" + goblins + "],"
                + " \"initiative\": [" + order + "]}";
    }

    @TempDir
    Path tmp;

    @Test
    @DisplayName("TURN-ORDER: the text log names Goblin 10 with its label, as the screen's log does, in English and French")
    void TURN_ORDER_theTextLogNamesWithLabels() throws Exception {
        Cli.Result en = Cli.script(tmp, scenario(), "end\n", "--text");
        assertTrue(en.out().contains("Initiative fixed by the scenario: Goblin 10 (g0), Mage, Goblin 1,"), en.out() + en.err());
        assertTrue(en.out().contains("Goblin 9, Goblin 11 (ga)  [TURN-ORDER]"), en.out() + en.err());
        Cli.Result fr = Cli.script(tmp, scenario(), "end\n", "--text", "--lang", "fr");
        assertTrue(fr.out().contains("Gobelin 10 (g0), Mage, Gobelin 1,"), fr.out() + fr.err());
    }

    @Test
    @DisplayName("TURN-INIT: a labelled name's turn reads \"Goblin 10's turn (g0, 6 movement)\", not \"Goblin 10 (g0)'s turn\"")
    void TURN_INIT_theLabelFollowsThePossessive() throws Exception {
        Cli.Result en = Cli.script(tmp, scenario(), "end\n", "--text");
        assertEquals(List.of("Round 1: Goblin 10's turn (g0, 6 movement)"), Cli.linesStarting(en, "Round 1: Goblin 10"),
                en.out() + en.err());
        Cli.Result fr = Cli.script(tmp, scenario(), "end\n", "--text", "--lang", "fr");
        assertEquals(List.of("Round 1\u00a0: au tour de Gobelin 10 (g0, 6 de déplacement)"),
                Cli.linesStarting(fr, "Round 1\u00a0: au tour de Gobelin 10"), fr.out() + fr.err());
    }
}
