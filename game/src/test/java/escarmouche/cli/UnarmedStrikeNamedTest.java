package escarmouche.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * ATK-UNARMED: every creature can strike unarmed, listed among its weapons or not; the log names that strike as
 * the content does ("unarmed strike", French "mains nues"), whether the creature's list names it or not.
 */
class UnarmedStrikeNamedTest {
    /** A wizard whose only weapon is a crossbow, beside a goblin: its blow is the strike no list of its names. */
    private static final String SCENARIO = """
            {"format": 1, "name": "Fists", "map": {"rows": ["######", "#....#", "######"]},
             "combatants": [
               {"id": "mage", "template": "wizard", "at": [1, 1], "weapons": ["light-crossbow"]},
               {"id": "g1", "template": "goblin", "at": [2, 1]}
             ],
             "initiative": ["mage", "g1"], "dice": [14, 1]}
            """;

    @TempDir
    Path tmp;

    @Test
    @DisplayName("ATK-UNARMED: an unarmed blow of a creature whose weapons leave it out is named 'unarmed strike', 'mains nues' in French")
    void ATK_UNARMED_strikeNamedAsTheContentNamesIt() throws Exception {
        Cli.Result en = Cli.script(tmp, SCENARIO, "attack g1 weapon=unarmed\n", "--text");
        assertEquals(List.of("Mage attacks Goblin with unarmed strike: d20 14 +2 Dex +2 prof = 18 vs AC 15: hit"
                + "  [ATK-ROLL ACT-ATTACK ATK-ABILITY ATK-DEXDMG ATK-PROF ATK-UNARMED]"),
                Cli.linesStarting(en, "Mage attacks"), en.out() + en.err());
        Cli.Result fr = Cli.script(tmp, SCENARIO, "attack g1 weapon=unarmed\n", "--text", "--lang", "fr");
        assertEquals(1, Cli.linesStarting(fr, "Mage attaque Gobelin (mains nues)").size(), fr.out() + fr.err());
    }
}
