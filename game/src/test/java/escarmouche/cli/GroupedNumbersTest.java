package escarmouche.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.lang.Language;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyPairGenerator;
import java.util.Map;
import org.apache.sshd.common.config.keys.PublicKeyEntry;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Counts of a thousand or more said to people: grouped as their language groups them ("1 200 combats" with a
 * narrow no-break space in French, "1,200 fights" in English), while what is typed back or read by programs
 * (--runs 1200, a port, the JSON report) keeps its bare digits.
 */
class GroupedNumbersTest {
    private static final String NNBSP = "\u202f";
    private static final Path ROOT = Path.of(System.getProperty("escarmouche.content", "../content")).getParent();
    private static final Path DUEL = ROOT.resolve("content/encounters/tutorial-duel.json");
    private static final Map<String, String> ENGLISH = Map.of("LANG", "en_GB.UTF-8");

    private static String oneLine(String text) {
        return text.replaceAll("[ \\n]+", " ");
    }

    @Test
    @DisplayName("One formatter: 1 000 with a narrow no-break space in French, 1,000 in English, small numbers bare")
    void theLanguagesGroupThousands() {
        assertEquals("1" + NNBSP + "200", Language.FR.number(1200));
        assertEquals("10" + NNBSP + "000" + NNBSP + "000", Language.FR.number(10_000_000));
        assertEquals("1,200", Language.EN.number(1200));
        assertEquals("999", Language.FR.number(999));
        assertEquals("-1", Language.FR.number(-1));
    }

    @Test
    @DisplayName("simulate --lang fr --runs 1200: \"1 200 combats\" in the report's title; --runs still takes bare digits"
            + " and --json keeps them")
    void simulateSaysItsRunsGrouped() {
        Cli.Result fr = Cli.run("simulate", DUEL.toString(), "--runs", "1200", "--lang", "fr");
        assertEquals(0, fr.exit(), fr.err());
        assertTrue(fr.out().startsWith("Didacticiel\u00a0: un duel\u00a0: 1" + NNBSP + "200 combats\n"), fr.out());
        Cli.Result en = Cli.run("simulate", DUEL.toString(), "--runs", "1200", "--lang", "en");
        assertTrue(en.out().startsWith("Tutorial: a duel: 1,200 fights\n"), en.out());
        Cli.Result json = Cli.run("simulate", DUEL.toString(), "--runs", "1200", "--lang", "fr", "--json");
        assertTrue(json.out().contains("\"runs\" : 1200,"), json.out());
        assertFalse(json.out().contains(NNBSP), json.out());
    }

    @Test
    @DisplayName("--help in French: a default of a thousand or more is grouped (--runs, --max-saves-per-player); a port"
            + " keeps its digits; the English help is the annotations' own")
    void frenchHelpGroupsItsDefaults() {
        String simulate = oneLine(Cli.inEnvironment(ENGLISH, "--lang", "fr", "simulate", "--help").out());
        assertTrue(simulate.contains("nombre de combats, de 1 à 10" + NNBSP + "000" + NNBSP + "000 (par défaut 1" + NNBSP
                + "000)"), simulate);
        String serve = oneLine(Cli.inEnvironment(ENGLISH, "--lang", "fr", "serve", "--help").out());
        assertTrue(serve.contains("(par défaut 1" + NNBSP + "000)"), serve);
        assertTrue(serve.contains("port TCP (par défaut 2222\u00a0;"), serve);
        String english = oneLine(Cli.inEnvironment(ENGLISH, "simulate", "--help").out());
        assertTrue(english.contains("number of fights, 1 to 10,000,000 (default 1000)"), english);
    }

    @Test
    @DisplayName("players password in French: a password has \"de 8 à 1 024 caractères\"")
    void passwordBoundsGrouped(@TempDir Path tmp) throws Exception {
        KeyPairGenerator g = KeyPairGenerator.getInstance("EC");
        g.initialize(256);
        Path key = Files.writeString(tmp.resolve("anne.pub"), PublicKeyEntry.toString(g.generateKeyPair().getPublic()) + "\n");
        assertEquals(0, Cli.run("players", "--data", tmp.resolve("data").toString(), "add", "anne", key.toString()).exit());
        Cli.Result r = Cli.withInput("court\n".getBytes(StandardCharsets.UTF_8),
                "players", "--lang", "fr", "--data", tmp.resolve("data").toString(), "password", "anne");
        assertEquals(2, r.exit(), r.err());
        assertTrue(r.err().contains("un mot de passe a de 8 à 1" + NNBSP + "024 caractères"), r.err());
    }
}
