package escarmouche.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.content.load.Content;
import escarmouche.content.load.ContentLoader;
import escarmouche.content.load.ScenarioLoader;
import escarmouche.content.model.EncounterInfo;
import escarmouche.content.model.Scenario;
import escarmouche.rules.core.RuleSet;
import escarmouche.simulate.Report;
import escarmouche.simulate.Simulation;
import escarmouche.ui.page.OddsFigures;
import escarmouche.ui.page.OddsState;
import escarmouche.ui.page.OddsWatch;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The odds of real encounters: the simulator's own figures, keyed by what they depend on. */
class ScenarioOddsTest {
    private static Content content;

    @BeforeAll
    static void load() {
        Path dir = Path.of("..", "content");
        if (!Files.isRegularFile(dir.resolve("weapons.json"))) dir = Path.of("content");
        content = new ContentLoader().load(dir).value();
    }

    private static EncounterInfo encounter(String id) {
        return content.encounters().stream().filter(e -> e.id().equals(id)).findFirst().orElseThrow();
    }

    private static OddsFigures figures(OddsSource.Plan plan, int runs) {
        OddsSource.Fights fights = plan.fights().get();
        for (int i = 0; i < runs; i++) fights.play(i);
        return fights.figures();
    }

    @Test
    @DisplayName("An encounter's odds are ./play simulate's figures: fight i on the scenario's seed plus i, so they never change")
    void sameAsTheSimulator() {
        EncounterInfo duel = encounter("tutorial-duel");
        ScenarioOdds odds = new ScenarioOdds(content, "content-hash");
        OddsFigures f = figures(odds.plan(duel, null), 30);
        Scenario s = new ScenarioLoader().load(duel.path(), content).value();
        Report report = Simulation.run(s, 30, s.seed() == null ? 0 : s.seed(), 1, i -> {});
        assertEquals(Math.round(report.partyWins() * 30), f.partyWins());
        assertEquals(report.medianRounds(), f.medianRounds());
        assertEquals(report.meanRounds(), f.meanRounds(), 1e-9);
        for (int c = 0; c < f.combatants().size(); c++) {
            assertEquals(report.combatants().get(c).meanDealt(), f.combatants().get(c).meanDealt(), 1e-9);
            assertEquals(1 - report.combatants().get(c).survival(), f.deathRate(f.combatants().get(c)), 1e-9);
        }
        assertEquals(f, figures(odds.plan(duel, null), 30), "the same figures every time");
    }

    @Test
    @DisplayName("The key names the encounter, a hash of the content and the scenario's text, and the rules")
    void key() throws IOException {
        EncounterInfo duel = encounter("tutorial-duel");
        ScenarioOdds odds = new ScenarioOdds(content, "content-hash");
        OddsSource.Plan own = odds.plan(duel, null);
        OddsSource.Plan house = odds.plan(duel, "house");
        OddsSource.Plan dd5 = odds.plan(duel, "dd5");
        assertEquals("house", own.rules());
        assertEquals(own.key(), house.key(), "the duel is played under house rules");
        assertEquals(own.key().replace("|house", "|dd5"), dd5.key());
        String text = Files.readString(duel.path());
        assertEquals("tutorial-duel|" + ScenarioOdds.sha256("content-hash\n" + text) + "|house", own.key());
        assertNotEquals(own.key(), new ScenarioOdds(content, "other content").plan(duel, null).key());
        assertEquals("dd5", figures(dd5, 3).rules());
    }

    @Test
    @DisplayName("A scenario that does not load has no odds, and says what the loader found")
    void broken(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("broken.json");
        Files.writeString(file, "{\"format\": 1, \"name\": \"Broken\"}");
        OddsPool pool = new OddsPool(new ScenarioOdds(content, "h"), 5, 1, OddsPool::lowThread);
        OddsWatch w = pool.watch(() -> {});
        EncounterInfo broken = new EncounterInfo("broken", "Broken", "d", "easy", file);
        long deadline = System.nanoTime() + 20_000_000_000L;
        while (!(w.odds(broken, null) instanceof OddsState.Failed) && System.nanoTime() < deadline) Thread.onSpinWait();
        OddsState.Failed failed = assertInstanceOf(OddsState.Failed.class, w.odds(broken, null));
        assertTrue(failed.reason().startsWith("The scenario does not load: ") && failed.reason().contains("broken.json"),
                failed.reason());
        EncounterInfo missing = new EncounterInfo("missing", "Missing", "d", "easy", dir.resolve("nope.json"));
        assertTrue(((OddsState.Failed) w.odds(missing, null)).reason().contains("nope.json cannot be read"));
        w.close();
    }

    @Test
    @DisplayName("The odds' first defeat is simulate's, and the catalog's simulated scenario plays that very fight again")
    void theFirstDefeatIsTheSimulatorsAndReplays() {
        EncounterInfo bandits = encounter("bandit-parley");
        ScenarioOdds odds = new ScenarioOdds(content, "content-hash");
        for (String rules : new String[] {"house", "dd5"}) {
            OddsFigures f = figures(odds.plan(bandits, rules), 40);
            Scenario s = new ScenarioLoader().load(bandits.path(), content).value();
            long seed = s.seed() == null ? 0 : s.seed();
            Scenario ruled = new Scenario(s.source(), s.name(), s.description(), s.difficulty(),
                    RuleSet.byId(rules), s.map(), s.combatants(), s.initiative(), s.dice(), s.seed(),
                    s.grimoire(), s.doors(), s.planned());
            Report report = Simulation.run(ruled, 40, seed, 1, i -> {});
            Report.FightToWatch defeat = report.toWatch().stream().filter(w -> w.why().equals("defeat")).findFirst()
                    .orElseThrow(() -> new AssertionError("no defeat in 40 fights under " + rules));
            assertEquals(new OddsFigures.FirstDefeat(defeat.seed(), defeat.rounds()), f.defeat().orElseThrow(), rules);
            Scenario again = new ContentCatalog(content).simulated(bandits, rules);
            Simulation.Fight replayed = Simulation.fight(again, defeat.seed());
            assertEquals("monsters", replayed.winner(), rules);
            assertEquals(defeat.rounds(), replayed.rounds(), rules);
        }
    }
}
