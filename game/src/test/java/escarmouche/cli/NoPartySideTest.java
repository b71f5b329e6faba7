package escarmouche.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Bandits against wolves, nobody on side party: check says what simulate's figures then mean, simulate lists no defeat. */
class NoPartySideTest {
    @TempDir
    Path tmp;

    private Path scenario() throws IOException {
        return Files.writeString(tmp.resolve("sides.json"), "{\"format\": 1, \"map\": {\"rows\": [\"#######\", \"#.....#\", \"#######\"]},\n"
                + " \"combatants\": [{\"id\": \"a\", \"template\": \"goblin\", \"side\": \"bandits\", \"at\": [1, 1]},\n"
                + "                {\"id\": \"b\", \"template\": \"goblin\", \"side\": \"wolves\", \"at\": [5, 1]}], \"seed\": 3}\n");
    }

    @Test
    @DisplayName("check warns that no combatant is on side party, in English and French, exit 0")
    void checkWarnsOfNoParty() throws IOException {
        Path s = scenario();
        Cli.Result en = Cli.run("check", s.toString());
        assertEquals(0, en.exit(), en.err());
        assertEquals("warning: " + s + ":2:16: $.combatants: no combatant is on side party: simulate counts every fight a"
                + " side won as \"monsters win\", its \"party wins\" stays at 0 and it lists no first defeat; the players'"
                + " side is \"party\"\n", en.err());
        Cli.Result fr = Cli.run("check", "--lang", "fr", s.toString());
        assertEquals("attention\u00a0: " + s + ":2:16: $.combatants\u00a0: aucun combattant n'est du camp party\u00a0: simulate"
                + " compte chaque combat qu'un camp gagne dans «\u00a0les monstres gagnent\u00a0», son «\u00a0le groupe"
                + " gagne\u00a0» reste à 0 et il ne donne pas de première défaite\u00a0; le camp des joueurs est"
                + " «\u00a0party\u00a0»\n", fr.err());
    }

    @Test
    @DisplayName("simulate of a fight without a party lists the longest fight to watch but no \"first defeat\"")
    void simulateListsNoDefeatOfAPartyThatIsNotThere() throws IOException {
        Path s = scenario();
        Cli.Result text = Cli.run("simulate", s.toString(), "--runs", "5", "--seed", "3");
        assertEquals(0, text.exit(), text.err());
        assertTrue(text.out().contains("  to watch      longest: seed 7, 13 rounds, monsters win\n  combatant "), text.out());
        assertFalse(text.out().contains("first defeat"), text.out());
        Cli.Result json = Cli.run("simulate", s.toString(), "--runs", "5", "--seed", "3", "--json");
        assertTrue(json.out().contains("\"toWatch\" : [ {\n    \"why\" : \"longest\",\n    \"seed\" : 7,\n"
                + "    \"rounds\" : 13,\n    \"winner\" : \"monsters\"\n  } ]"), json.out());
    }
}
