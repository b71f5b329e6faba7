package escarmouche.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code check} in French quotes the values it names « comme ceci », as every command's option errors do
 * (docs/scenarios.md: « » for every value); a field's name keeps JSON's straight quotes, as the file writes
 * it; English keeps its straight quotes throughout.
 */
class CheckQuotesInFrenchTest {
    private static final Map<String, String> ENGLISH = Map.of("LANG", "C.UTF-8");
    private static final String NB = "\u00a0";

    @TempDir
    Path tmp;

    /** A scenario with a misspelt template, behaviour and control, a seed that is text and a field of no scenario. */
    private Path typos() throws IOException {
        return Files.writeString(tmp.resolve("typos.json"), """
                {"format": 1, "name": "x", "difficulty": "easy", "bogus": 1,
                 "map": {"rows": ["#####", "#...#", "#####"]},
                 "combatants": [
                  {"id": "a", "template": "archerr", "side": "party", "at": [1, 1]},
                  {"id": "g", "template": "goblin", "side": "monsters", "at": [3, 1], "behavior": "brutee", "control": "aii"}],
                 "seed": "a"}
                """);
    }

    private static String fr(String text) {
        return text.replace("« ", "«" + NB).replace(" »", NB + "»").replace(" ?", NB + "?").replace(" : ", NB + ": ");
    }

    @Test
    @DisplayName("check --lang fr: an unknown template, behaviour, control and a text seed quoted « », a field's name in JSON's quotes")
    void valuesInFrenchQuotes() throws IOException {
        Path file = typos();
        Cli.Result r = Cli.inEnvironment(ENGLISH, "check", "--lang", "fr", file.toString());
        assertEquals(2, r.exit(), r.err());
        assertTrue(r.err().contains(fr("modèle « archerr » inconnu (vouliez-vous dire « archer » ?) : ni une classe")), r.err());
        assertTrue(r.err().contains(fr("comportement « brutee » inconnu (vouliez-vous dire « brute » ?) : absent")), r.err());
        assertTrue(r.err().contains(fr("trouvé le texte « aii » (vouliez-vous dire « ai » ?), attendu l'un de")), r.err());
        assertTrue(r.err().contains(fr("$.seed : trouvé le texte « a », attendu : un nombre entier")), r.err());
        assertTrue(r.err().contains(fr("$.bogus : champ \"bogus\" inconnu ;").replace(" ;", NB + ";")), r.err());
        assertFalse(r.err().contains("\"archerr\"") || r.err().contains("\"a\""), r.err());
    }

    @Test
    @DisplayName("check --lang fr of a script beside its scenario: the combatant it lacks quoted « »")
    void scriptWarningInFrenchQuotes() throws IOException {
        Path ford = Path.of(System.getProperty("escarmouche.content", "../content")).resolve("encounters/goblins-at-the-ford.json");
        Files.copy(ford, tmp.resolve("duel.json"));
        Path script = Files.writeString(tmp.resolve("duel.commands"), "attack g9\n");
        Cli.Result r = Cli.inEnvironment(ENGLISH, "check", "--lang", "fr", script.toString());
        assertTrue(r.err().contains("«" + NB + "g9" + NB + "»") && r.err().contains("«" + NB + "g1" + NB + "»"), r.err());
        assertFalse(r.err().contains("\"g9\""), r.err());
    }

    @Test
    @DisplayName("check in English keeps its straight quotes: unknown template \"archerr\" (did you mean \"archer\"?)")
    void englishKeepsItsQuotes() throws IOException {
        Cli.Result r = Cli.inEnvironment(ENGLISH, "check", typos().toString());
        assertTrue(r.err().contains("unknown template \"archerr\" (did you mean \"archer\"?)"), r.err());
        assertTrue(r.err().contains("$.seed: found string \"a\", expected a whole number"), r.err());
        assertTrue(r.err().contains("$.bogus: unknown field \"bogus\""), r.err());
    }
}
