package escarmouche.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * OA-REACTION on the AI: a creature keeps its reaction when the blow it is offered could do the mover no harm at
 * all (DMG-MAGIC-WEAPON: mundane steel through an intangible spectre), as its turn's blows leave such a foe alone;
 * a foe the blow can hurt is struck as before.
 */
class HarmlessOpportunityTest {
    private static final String SCENARIO = """
            {"format": 1, "name": "Through steel", "map": {"rows": ["##########", "#........#", "##########"]},
             "combatants": [
               {"id": "f", "template": "fighter", "at": [1, 1], "control": "ai"},
               {"id": "s", "template": "%s", "side": "monsters", "control": "player", "at": [2, 1]}
             ],
             "initiative": ["s", "f"], "dice": [12, 5]}
            """;

    @TempDir
    Path tmp;

    @Test
    @DisplayName("OA-REACTION: an AI fighter lets a spectre its mundane longsword cannot hurt go, and says why, in English and French")
    void OA_REACTION_aBlowThatCannotHurtIsKept() throws Exception {
        String walk = "move 3,1 4,1 5,1\nend\n";
        Cli.Result en = Cli.script(tmp, SCENARIO.formatted("spectre"), walk, "--text");
        assertEquals(List.of("F keeps their reaction: their longsword cannot hurt Spectre  [OA-REACTION DMG-MAGIC-WEAPON]",
                "F lets Spectre go without striking  [OA-REACTION]"), Cli.linesStarting(en, "F keeps", "F lets", "F attacks"),
                en.out() + en.err());
        Cli.Result fr = Cli.script(tmp, SCENARIO.formatted("spectre"), walk, "--text", "--lang", "fr");
        assertEquals(List.of("F garde sa réaction\u00a0: son arme (épée longue) ne peut pas blesser Spectre"
                + "  [OA-REACTION DMG-MAGIC-WEAPON]"), Cli.linesStarting(fr, "F garde"), fr.out() + fr.err());
        // A goblin the blade can hurt is struck, as every creature on the AI strikes a provoking foe by default.
        Cli.Result goblin = Cli.script(tmp, SCENARIO.formatted("goblin"), walk, "--text");
        List<String> blows = Cli.linesStarting(goblin, "F attacks Goblin");
        assertEquals(true, !blows.isEmpty() && blows.get(0).contains("OA-REACTION"), goblin.out() + goblin.err());
        assertEquals(List.of(), Cli.linesStarting(goblin, "F keeps"), goblin.out());
    }
}
