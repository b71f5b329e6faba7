package escarmouche.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * COND-POISONED: a second failed save against a venom already in the blood starts its count over, which the log
 * said nothing of: only the failed save, then the poison lasting two rounds longer than the first bite let one
 * expect.
 */
class PoisonRenewedLineTest {
    /** The spider bites twice (15: a hit, 4 on the d8), the fighter fails both saves (3), the venom deals 2 a turn. */
    private static final String SPIDER = """
            {"format":1,"name":"spider","map":{"rows":["########","#......#","#......#","#......#","########"]},
            "combatants":[
             {"id":"sp","template":"giant-spider","side":"monsters","at":[3,1]},
             {"id":"f","template":"fighter","side":"party","at":[2,1],"hp":60,"maxHp":60}
            ],
            "initiative":["sp","f"],
            "dice":[15,4,3, 2, 15,4,3, 2, 2,2,2, 2,2,2, 2,2,2,2,2,2,2,2,2]}
            """;

    @Test
    @DisplayName("COND_POISONED: bitten again and failing the save, the poisoning is said to start over, with its turns")
    void COND_POISONED_aSecondPoisoningIsSaid(@TempDir Path dir) throws IOException {
        Cli.Result r = Cli.script(dir, SPIDER, "end\nend\nend\nend\nend\nend\n", "--text");
        assertEquals(0, r.exit(), r.err());
        List<String> lines = Cli.linesStarting(r, "F Con save", "F is ");
        assertEquals(List.of(
                "F Con save against giant spider venom from Giant spider: d20 3 +2 Con = 5 vs DC 11: failure  [COND-POISONED]",
                "F is now poisoned (poisoned by giant spider venom)  [COND-POISONED]",
                "F Con save against giant spider venom from Giant spider: d20 3 +2 Con = 5 vs DC 11: failure  [COND-POISONED]",
                "F is poisoned again by giant spider venom: the count of turns starts over at 3  [COND-POISONED]"),
                lines.subList(0, 4));
    }

    @Test
    @DisplayName("COND_POISONED: the same line in French")
    void COND_POISONED_inFrench(@TempDir Path dir) throws IOException {
        Cli.Result r = Cli.script(dir, SPIDER, "end\nend\nend\nend\nend\nend\n", "--text", "--lang", "fr");
        assertEquals(0, r.exit(), r.err());
        assertEquals(List.of("F est de nouveau empoisonné par venin d'araignée géante\u00a0: le compte des tours repart à 3"
                + "  [COND-POISONED]"), Cli.linesStarting(r, "F est de nouveau"));
    }
}
