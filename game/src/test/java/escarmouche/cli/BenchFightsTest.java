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
 * fighters standing longer; and a fourth time when a creature whose nearest foe its friends crowd began to go for
 * the next nearest instead of waiting, which sends the fighters at the goblins sooner; none changes what a cache
 * answers.
 */
class BenchFightsTest {
    private static final Path ROOT = Path.of(System.getProperty("escarmouche.content", "../content")).getParent();

    @Test
    @DisplayName("ATK-COVER, ATK-FLANK, HP-DISABLED, crowded foes: 8 fights of 10 fighters against 20 goblins end exactly as before the caches")
    void tenAgainstTwentyUnchanged() throws Exception {
        Cli.Result r = Cli.run("simulate", ROOT.resolve("bench/fighters-10-goblins-20.json").toString(), "--runs", "8",
                "--threads", "2", "--json");
        assertEquals(0, r.exit(), r.err());
        JsonNode report = new ObjectMapper().readTree(r.out());
        // Figures since the shipped behaviours' order fixes: the goblins' skirmisher walks off after a lost
        // Disengage contest, and the fighters drink before they stand up; and since a crowded nearest foe sends a
        // creature to the next one (it was 0.5 wins in 17.75 rounds, 10 to 27, f1 dealing 9.25 and taking 34.5).
        assertEquals(0.625, report.get("partyWins").asDouble());
        assertEquals(15.875, report.get("meanRounds").asDouble());
        assertEquals(16, report.get("medianRounds").asInt());
        assertEquals(12, report.get("minRounds").asInt());
        assertEquals(20, report.get("maxRounds").asInt());
        JsonNode f1 = report.get("combatants").get(0);
        assertEquals("f1", f1.get("id").asText());
        assertEquals(6.625, f1.get("meanDealt").asDouble());
        assertEquals(34.625, f1.get("meanTaken").asDouble());
        assertEquals(23.0, report.get("combatants").get(1).get("meanDealt").asDouble());
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
