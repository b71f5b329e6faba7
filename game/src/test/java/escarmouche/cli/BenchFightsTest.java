package escarmouche.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The benchmark fights of bench/: they load, and the engine's caches leave their outcome as it was
 * before any cache existed. The expected figures were printed by the game built without them, then moved
 * on purpose twice: when creatures in the way began to give half cover (ATK-COVER), which changes which
 * arrows hit, and when {@code flank} began to walk only to a flanking square it reaches this turn (ATK-FLANK),
 * which changes where the fighters and goblins go; and a third time when a fighter disabled at 0 hit points
 * stopped striking through the AI (HP-DISABLED: it dodges once cornered instead of dropping to -1), which keeps
 * fighters standing longer; none changes what a cache answers.
 */
class BenchFightsTest {
    private static final Path ROOT = Path.of(System.getProperty("escarmouche.content", "../content")).getParent();

    @Test
    @DisplayName("ATK-COVER, ATK-FLANK, HP-DISABLED: 8 fights of 10 fighters against 20 goblins end exactly as before the caches")
    void tenAgainstTwentyUnchanged() throws Exception {
        Cli.Result r = Cli.run("simulate", ROOT.resolve("bench/fighters-10-goblins-20.json").toString(), "--runs", "8",
                "--threads", "2", "--json");
        assertEquals(0, r.exit(), r.err());
        JsonNode report = new ObjectMapper().readTree(r.out());
        // Figures since the shipped behaviours' order fixes: the goblins' skirmisher walks off after a lost
        // Disengage contest, and the fighters drink before they stand up.
        assertEquals(0.5, report.get("partyWins").asDouble());
        assertEquals(17.75, report.get("meanRounds").asDouble());
        assertEquals(19, report.get("medianRounds").asInt());
        assertEquals(10, report.get("minRounds").asInt());
        assertEquals(27, report.get("maxRounds").asInt());
        JsonNode f1 = report.get("combatants").get(0);
        assertEquals("f1", f1.get("id").asText());
        assertEquals(9.25, f1.get("meanDealt").asDouble());
        assertEquals(34.5, f1.get("meanTaken").asDouble());
        assertEquals(17.375, report.get("combatants").get(1).get("meanDealt").asDouble());
    }

    @Test
    @DisplayName("every benchmark fight of bench/ loads and plays")
    void everyBenchFightPlays() {
        for (String f : new String[] {"fighters-4-goblins-6.json", "fighters-30-goblins-60.json",
                "large-maps/fighters-10-goblins-20-on-200x200.json"}) {
            Cli.Result r = Cli.run("simulate", ROOT.resolve("bench").resolve(f).toString(), "--runs", "1", "--threads", "1");
            assertEquals(0, r.exit(), r.err());
            assertTrue(r.out().contains(": 1 fight\n"), r.out());
        }
    }
}
