package escarmouche.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * COND-POISONED in {@code ./play run --text}: the save against the shipped giant spider's venom (the only poison the
 * content ships), on the test scenario spider-venom.json and its forced dice (bite d20 15, d8 5; Kenji's save 4).
 */
class PoisonSaveTextTest {
    private static List<String> saves(Path tmp, String language) throws IOException, URISyntaxException {
        Path scenario = Path.of(PoisonSaveTextTest.class.getResource("/content/scenarios/spider-venom.json").toURI());
        Path script = Files.writeString(tmp.resolve("bite.commands"), "attack kenji\n");
        Cli.Result r = Cli.run("run", scenario.toString(), "--text", "--lang", language, "--commands", script.toString());
        assertEquals(0, r.exit(), r.err());
        return r.out().lines().filter(l -> l.startsWith("Kenji Con save") || l.startsWith("Kenji, sauvegarde")).toList();
    }

    @Test
    @DisplayName("COND-POISONED: English names the venom, then the creature whose it is")
    void COND_POISONED_saveInEnglish(@TempDir Path tmp) throws Exception {
        assertEquals(List.of("Kenji Con save against giant spider venom from Giant spider: d20 4 +2 Con = 6 vs DC 11:"
                + " failure  [COND-POISONED]"), saves(tmp, "en"));
    }

    @Test
    @DisplayName("COND-POISONED: French says 'le poison d'Araignée géante' and gives the venom's name after it, in"
            + " brackets (no 'le poison venin...', whatever the poison's gender or name)")
    void COND_POISONED_saveInFrench(@TempDir Path tmp) throws Exception {
        assertEquals(List.of("Kenji, sauvegarde de Con contre le poison d'Araignée géante (venin d'araignée géante)"
                + "\u00a0: d20 4 +2 Con = 6 contre DD 11\u00a0: échec  [COND-POISONED]"), saves(tmp, "fr"));
    }
}
