package escarmouche.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Dice written to flood or overflow the game: {@code check} refuses them where they are written (file, JSON path,
 * the limit), and what the limits let through cannot wrap a critical hit's damage past an int.
 */
class DiceLimitsTest {
    @TempDir
    Path tmp;

    /** A duel on three squares, the goblin striking first with the weapon given. */
    private Path duel(String damage, String dice) throws IOException {
        return Files.writeString(tmp.resolve("duel.json"), "{\"format\": 1, \"map\": {\"rows\": [\"#####\", \"#...#\", \"#####\"]},\n"
                + " \"combatants\": [{\"id\": \"a\", \"template\": \"fighter\", \"side\": \"party\", \"at\": [1, 1], \"control\": \"ai\"},\n"
                + "  {\"id\": \"g\", \"template\": \"goblin\", \"side\": \"monsters\", \"at\": [2, 1], \"behavior\": \"brute\",\n"
                + "   \"weapons\": [{\"id\": \"scimitar\", \"damage\": \"" + damage + "\"}]}],\n"
                + " \"initiative\": [\"g\", \"a\"], \"seed\": 5, \"dice\": " + dice + "}\n");
    }

    @Test
    @DisplayName("check refuses a weapon's damage of a million terms (6 MB) at its JSON path, exit 2, quoting its start")
    void floodOfTermsIsRefused() throws IOException {
        Path s = duel("100d1" + "+100d1".repeat(999_999), "[1]");
        Cli.Result en = Cli.run("check", s.toString());
        assertEquals(2, en.exit(), en.err());
        assertEquals(s + ":4:45: $.combatants[1].weapons[0].damage: invalid dice: '100d1+100d1+100d1+100d1+100d1+100d1+1...':"
                + " more than 100 dice: expected at most 100 dice in all the terms together\n",
                en.err().substring(0, en.err().indexOf("note")));
        assertEquals("", en.out());
    }

    @Test
    @DisplayName("check words the three limits of a whole expression, in English and in French")
    void limitsInBothLanguages() throws IOException {
        Path s = Files.writeString(tmp.resolve("limits.json"), "{\"format\": 1, \"map\": {\"rows\": [\"#####\", \"#...#\", \"#####\"]},\n"
                + " \"combatants\": [{\"id\": \"a\", \"template\": \"fighter\", \"at\": [1, 1], \"weapons\": [\n"
                + "   {\"id\": \"club\", \"damage\": \"1" + "+1".repeat(20) + "\"}, {\"id\": \"mace\", \"damage\": \"60d6+41d6\"}]},\n"
                + "  {\"id\": \"b\", \"template\": \"goblin\", \"at\": [3, 1], \"weapons\": [{\"id\": \"club\", \"damage\": \"1d6-600000-600000\"}]}]}\n");
        Cli.Result en = Cli.run("check", s.toString());
        assertEquals(2, en.exit(), en.err());
        assertEquals(s + ":3:29: $.combatants[0].weapons[0].damage: invalid dice: '1+1+1+1+1+1+1+1+1+1+1+1+1+1+1+1+1+1+1...':"
                + " more than 20 terms: expected at most 20 dice or numbers joined by + or -\n"
                + s + ":3:100: $.combatants[0].weapons[1].damage: invalid dice: '60d6+41d6': more than 100 dice: expected at"
                + " most 100 dice in all the terms together\n"
                + s + ":4:88: $.combatants[1].weapons[0].damage: invalid dice: '1d6-600000-600000': the numbers add up to"
                + " -1200000: expected a total from -999999 to 999999\n",
                en.err().substring(0, en.err().indexOf("note")));
        Cli.Result fr = Cli.run("check", "--lang", "fr", s.toString());
        assertEquals(2, fr.exit(), fr.err());
        assertEquals(s + ":3:29: $.combatants[0].weapons[0].damage\u00a0: dés invalides\u00a0: «\u00a01+1+1+1+1+1+1+1+1+1+1+1+1+1+1+1+1+1+1..."
                + "\u00a0»\u00a0: plus de 20 termes\u00a0; attendu\u00a0: au plus 20 dés ou nombres reliés par + ou -\n"
                + s + ":3:100: $.combatants[0].weapons[1].damage\u00a0: dés invalides\u00a0: «\u00a060d6+41d6\u00a0»\u00a0: plus de 100"
                + " dés\u00a0; attendu\u00a0: au plus 100 dés dans tous les termes réunis\n"
                + s + ":4:88: $.combatants[1].weapons[0].damage\u00a0: dés invalides\u00a0: «\u00a01d6-600000-600000\u00a0»\u00a0: les"
                + " nombres font en tout -1200000\u00a0; attendu\u00a0: un total de -999999 à 999999\n",
                fr.err().substring(0, fr.err().indexOf("remarque")));
    }

    @Test
    @DisplayName("ATK-CRIT: twenty-one 20s in a row on the largest flat the dice allow deal a billion, not a wrapped number")
    void ATK_CRIT_longestChainOnTheLargestDice() throws IOException {
        // The attack's 20, then 21 more for the chain (it stops doubling at x2097152), then the d6 of damage.
        Path s = duel("1d6+999999", "[20, 20, 20, 20, 20, 20, 20, 20, 20, 20, 20, 20, 20, 20, 20, 20, 20, 20, 20, 20, 20, 20, 3]");
        assertEquals(0, Cli.run("check", s.toString()).exit());
        Cli.Result run = Cli.run("run", s.toString(), "--all-ai", "--text");
        assertEquals(0, run.exit(), run.err());
        assertTrue(run.out().contains("\nA takes 1000000000: d6 3 +999999 flat: 1000002 slashing ×2097152 = 1000000000;"
                + " HP -999999972  [DMG-ROLL ATK-CRIT]\nA dies  [HP-DEAD]\n"), run.out());
    }
}
