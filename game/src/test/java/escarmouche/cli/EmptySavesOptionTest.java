package escarmouche.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * {@code --saves} names the folder of the fights' recordings: an empty or blank one names none, and would have
 * put the fights, the settings and the player's encounters in whatever folder the game was started from.
 */
class EmptySavesOptionTest {
    private static final Map<String, String> ENGLISH = Map.of("LANG", "C");

    @Test
    @DisplayName("--saves '' and --saves ' ' are refused before the game opens, exit 2, in English and French")
    void emptyOrBlankIsRefused() {
        for (String empty : new String[] {"", "   "}) {
            Cli.Result r = Cli.inEnvironment(ENGLISH, "--saves", empty);
            assertEquals(2, r.exit(), r.err());
            assertEquals("--saves names no folder: give the folder to keep the fights in, or leave --saves out for the"
                    + " default ($ESCARMOUCHE_SAVES, else the project's saves/)\n", r.err());
            assertEquals("", r.out());
        }
        Cli.Result fr = Cli.inEnvironment(ENGLISH, "--lang", "fr", "--saves", "");
        assertEquals(2, fr.exit(), fr.err());
        assertEquals("--saves ne nomme aucun dossier\u00a0: donnez le dossier où garder les combats, ou omettez --saves pour"
                + " celui par défaut ($ESCARMOUCHE_SAVES, sinon le dossier saves/ du projet)\n", fr.err());
    }
}
