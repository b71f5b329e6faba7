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
 * The counts of check's last line are grouped as the language groups numbers: "1,025 problems found.", and in
 * French "1 025 problèmes trouvés." with a narrow no-break space, as simulate's counts are.
 */
class CheckCountsGroupedTest {
    private static final String NNBSP = "\u202f";

    @TempDir
    Path tmp;

    @Test
    @DisplayName("1,025 problems found. / 1 025 problèmes trouvés.")
    void problemsAreCountedGrouped() throws IOException {
        Path s = Files.writeString(tmp.resolve("s.json"), "{\"format\": 1, \"map\": {\"rows\": [\"....\"]},"
                + " \"combatants\": [{\"id\": \"g1\", \"template\": \"goblin\", \"at\": [0, 0]}], \"dice\": ["
                + "0, ".repeat(1024) + "0]}");
        Cli.Result en = Cli.run("check", "--lang", "en", s.toString());
        assertEquals(2, en.exit(), en.err());
        assertTrue(en.err().endsWith("\n1,025 problems found.\n"), en.err());
        Cli.Result fr = Cli.run("check", "--lang", "fr", s.toString());
        assertTrue(fr.err().endsWith("\n1" + NNBSP + "025 problèmes trouvés.\n"), fr.err());
    }

    @Test
    @DisplayName("ok: 1 file checked, no problem found; 1,001 warnings above (1 001 avertissements in French)")
    void warningsAreCountedGrouped() throws IOException {
        Path script = Files.writeString(tmp.resolve("mine.commands"), "attack g1 weapon=longswrd\n".repeat(1001));
        Cli.Result en = Cli.run("check", "--lang", "en", script.toString());
        assertEquals(0, en.exit(), en.err());
        assertEquals("ok: 1 file checked, no problem found; 1,001 warnings above\n", en.out());
        Cli.Result fr = Cli.run("check", "--lang", "fr", script.toString());
        assertEquals("ok\u00a0: 1 fichier vérifié, aucun problème\u00a0; 1" + NNBSP + "001 avertissements plus haut\n",
                fr.out());
    }
}
