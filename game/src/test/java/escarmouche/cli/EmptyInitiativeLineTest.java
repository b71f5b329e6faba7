package escarmouche.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * TURN-ORDER: with every combatant dead before the fight (exhaustion 6), the initiative event's order is empty;
 * its line says that nobody is alive to act rather than naming no one after a colon.
 */
class EmptyInitiativeLineTest {
    private static final String SCENARIO = """
            {"format": 1, "name": "Spent", "map": {"rows": ["#######", "#.....#", "#######"]},
             "combatants": [
               {"id": "f", "template": "fighter", "side": "party", "at": [1, 1], "exhaustion": 6},
               {"id": "g", "template": "orc", "side": "monsters", "at": [2, 1], "exhaustion": 6}
             ],
             "initiative": ["f", "g"]}
            """;

    @TempDir
    Path tmp;

    @Test
    @DisplayName("TURN-ORDER: an initiative with nobody in it says so, in English and French")
    void TURN_ORDER_nobodyAliveToAct() throws Exception {
        Cli.Result en = Cli.script(tmp, SCENARIO, "end\n", "--text");
        assertEquals(List.of("Initiative: nobody is alive to act  [TURN-ORDER]"),
                Cli.linesStarting(en, "Initiative"), en.out() + en.err());
        Cli.Result fr = Cli.script(tmp, SCENARIO, "end\n", "--text", "--lang", "fr");
        assertEquals(List.of("Initiative\u00a0: personne n'est en vie pour agir  [TURN-ORDER]"),
                Cli.linesStarting(fr, "Initiative"), fr.out() + fr.err());
    }
}
