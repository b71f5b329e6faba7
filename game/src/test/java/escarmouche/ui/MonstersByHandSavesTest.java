package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.engine.Standpoint;
import escarmouche.save.RecordingFile;
import escarmouche.testing.KeptSaves;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A fight played alone with the monsters by hand (a game master rehearsing them) is told from their side on its end
 * page, and so in what is kept of it: Past fights and the fight report say the same defeat, read later.
 */
class MonstersByHandSavesTest {
    /** Aldric against a goblin that the player only ever ends the turns of: the AI's Aldric wins sooner or later. */
    private static final String DUEL = """
            {"format": 1, "map": {"rows": ["##########", "#........#", "#........#", "##########"]},
             "combatants": [
               {"id": "aldric", "template": "fighter", "at": [1, 1]},
               {"id": "g1", "template": "goblin", "at": [6, 1]}
             ],
             "initiative": ["aldric", "g1"]}
            """;

    @TempDir
    Path data;
    @TempDir
    Path saves;
    private Harness h;

    @AfterEach
    void close() {
        if (h != null) h.close();
    }

    private Harness session() {
        TestCatalog catalog = new TestCatalog().addKept("duel", "The duel", "One hero, one goblin.", "easy", DUEL);
        return new Harness(catalog, KeptSaves.local(saves), data, 100, 30, true);
    }

    /** The duel fought with the goblin by hand and the hero on the AI, to its end page. */
    private void lostWithTheGoblin() {
        h = session();
        h.keys("n").enter().keys("g").keys("m").enter();
        for (int i = 0; i < 60 && !h.shows("The fight is over"); i++) h.keys("e");
        assertTrue(h.shows("The fight is over: defeat."), h.screen());
        h.enter();
        assertTrue(h.shows("Defeat: the party holds the field."), h.screen());
    }

    @Test
    @DisplayName("Played with the monsters alone by hand, the party's win is the player's defeat on the end page, in Past"
            + " fights (lost, 1 fight · 0 won · 1 lost) and in the fight report (defeat (the party holds the field))")
    void pastFightsAndTheReportSayTheEndPagesDefeat() throws Exception {
        lostWithTheGoblin();
        List<Path> kept = KeptSaves.recordings(saves);
        assertEquals(1, kept.size(), kept.toString());
        Path file = kept.get(0);
        assertEquals(Standpoint.MONSTERS, new RecordingFile().read(file).playedAs());
        assertEquals("party", new RecordingFile().read(file).result());
        String name = file.getFileName().toString();
        String report = Files.readString(file.resolveSibling(name.substring(0, name.length() - ".jsonl".length()) + ".txt"));
        assertEquals("Result:    defeat (the party holds the field), no enemy of the party is left standing",
                report.lines().filter(l -> l.startsWith("Result:")).findFirst().orElse(report));
        h.close();
        h = session();
        h.keys("p");
        assertTrue(h.shows("1 fight · 0 won · 1 lost"), h.screen());
        assertTrue(h.screen().lines().anyMatch(l -> l.strip().equals("▶ 2026-11-23 20:15  duel        lost")), h.screen());
    }
}
