package escarmouche.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * DMG-RESIST-FLAT beyond 45 is an immunity: the log says the creature is immune rather than that a resistance
 * as large as the hit took it, and the event's reduction says so too ({@code "immune": true}), keeping its rule.
 */
class ImmunityLogTest {
    /** A necromancer's inflict wounds (d20 15 to cast, 15 to hit, d10 10 + d10 10 + d10 9) on a spectre immune to necrotic. */
    private static final String SCENARIO = """
            {"format": 1, "name": "Cold hands", "map": {"rows": ["##########", "#........#", "#........#", "##########"]},
             "combatants": [
               {"id": "a", "template": "necromancer", "side": "party", "at": [1, 1], "level": 3},
               {"id": "t", "template": "spectre", "side": "monsters", "at": [2, 1]}
             ],
             "initiative": ["a", "t"], "dice": [15, 15, 10, 10, 9]}
            """;

    @TempDir
    Path tmp;

    @Test
    @DisplayName("DMG-RESIST-FLAT: 29 necrotic on a spectre immune to necrotic reads '- 29 (immune to necrotic) = 0'")
    void DMG_RESIST_FLAT_immunitySaidInEnglish() throws Exception {
        Cli.Result en = Cli.script(tmp, SCENARIO, "cast inflict-wounds t\n", "--text");
        assertEquals(List.of("Spectre takes 0: d10 10 + d10 10 + d10 9: 29 necrotic - 29 (immune to necrotic) = 0; HP 22"
                        + "  [DMG-ROLL DMG-TYPES DMG-RESIST-FLAT]"),
                Cli.linesStarting(en, "Spectre takes"), en.out() + en.err());
    }

    @Test
    @DisplayName("DMG-RESIST-FLAT: the same immunity in French")
    void DMG_RESIST_FLAT_immunitySaidInFrench() throws Exception {
        Cli.Result fr = Cli.script(tmp, SCENARIO, "cast inflict-wounds t\n", "--text", "--lang", "fr");
        assertEquals(List.of("Spectre subit 0\u00a0: d10 10 + d10 10 + d10 9\u00a0: 29 nécrotiques - 29 (immunité aux dégâts"
                        + " nécrotiques) = 0\u00a0; PV 22  [DMG-ROLL DMG-TYPES DMG-RESIST-FLAT]"),
                Cli.linesStarting(fr, "Spectre subit"), fr.out() + fr.err());
    }

    @Test
    @DisplayName("DMG-RESIST-FLAT: the event's reduction keeps its rule and amount and says it is an immunity")
    void DMG_RESIST_FLAT_immunityInTheEvent() throws Exception {
        Cli.Result json = Cli.script(tmp, SCENARIO, "cast inflict-wounds t\n");
        assertTrue(json.out().contains("\"reductions\":[{\"rule\":\"DMG-RESIST-FLAT\",\"amount\":29,\"immune\":true}]"),
                json.out() + json.err());
    }
}
