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
import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.rules.core.RuleSet;
import escarmouche.simulate.Report;
import escarmouche.simulate.Simulation;
import escarmouche.ui.page.OddsFigures;
import escarmouche.ui.page.OddsState;
import escarmouche.ui.page.OddsWatch;
import escarmouche.ui.page.PartyMember;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
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
            assertEquals(report.combatants().get(c).meanDealtToOthers(), f.combatants().get(c).meanDealt(), 1e-9);
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
        assertTrue(own.key().matches("tutorial-duel\\|[0-9a-f]{64}\\|house"), own.key());
        String text = Files.readString(duel.path());
        assertNotEquals(own.key(), odds.plan(duel, text.replace("\"Aldric\"", "\"Aldric the Bold\""), null).key(),
                "another text, another key");
        assertNotEquals(own.key(), new ScenarioOdds(content, "other content").plan(duel, null).key());
        assertEquals("dd5", figures(dd5, 3).rules());
    }

    @Test
    @DisplayName("A scenario that does not load has no odds, and says what the loader found, in the session's language")
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
        // A French session's list says it in French, the loader's problem too (it said "The scenario does not load").
        assertEquals("le scénario ne se charge pas\u00a0: " + file + ":1:1: $\u00a0: champ obligatoire \"map\" absent",
                failed.reason(ScreenMessages.of(Language.FR)));
        EncounterInfo missing = new EncounterInfo("missing", "Missing", "d", "easy", dir.resolve("nope.json"));
        assertTrue(((OddsState.Failed) w.odds(missing, null)).reason().contains("nope.json cannot be read"));
        w.close();
    }

    @Test
    @DisplayName("HP-SHOCK: the odds of the house rules with the hit points' part as in 5e are simulate's for that mix;"
            + " the first fight the two end apart, replayed from the catalog under each, ends as the odds counted it")
    void HP_SHOCK_fightsApartReplay() {
        EncounterInfo bandits = encounter("bandit-parley");
        ScenarioOdds odds = new ScenarioOdds(content, "content-hash");
        String mix = RuleSet.HOUSE.asIn5e(escarmouche.rules.core.RulePart.HIT_POINTS).id();
        OddsFigures house = figures(odds.plan(bandits, "house"), 40);
        OddsFigures asIn5e = figures(odds.plan(bandits, mix), 40);
        Scenario s = new ScenarioLoader().load(bandits.path(), content).value();
        long seed = s.seed() == null ? 0 : s.seed();
        Report report = Simulation.run(s.withRules(RuleSet.ofId(mix)), 40, seed, 1, i -> {});
        assertEquals(Math.round(report.partyWins() * 40), asIn5e.partyWins(), "the mix's odds are simulate's");
        assertTrue(asIn5e.partyWins() > house.partyWins(), house.partyWins() + " then " + asIn5e.partyWins());
        var apart = house.wins().firstApart(asIn5e.wins(), false).orElseThrow();
        assertTrue(house.wins().apart(asIn5e.wins()) > 0);
        ContentCatalog catalog = new ContentCatalog(content);
        assertEquals("monsters", Simulation.fight(catalog.simulated(bandits, "house"), apart.seed()).winner());
        assertEquals("party", Simulation.fight(catalog.simulated(bandits, mix), apart.seed()).winner());
        // Every fight before it ends the same way under both.
        for (long k = seed; k < apart.seed(); k++) {
            assertEquals("party".equals(Simulation.fight(catalog.simulated(bandits, "house"), k).winner()),
                    "party".equals(Simulation.fight(catalog.simulated(bandits, mix), k).winner()), "seed " + k);
        }
    }

    @Test
    @DisplayName("The odds' first defeat is simulate's, and the catalog's simulated scenario plays that very fight again")
    void theFirstDefeatIsTheSimulatorsAndReplays() {
        EncounterInfo bandits = encounter("bandit-parley");
        ScenarioOdds odds = new ScenarioOdds(content, "content-hash");
        // 60 fights: under dd5 the party has won all of the first 40 since a hero's flank walks only to a
        // square it reaches this turn (ATK-FLANK); its first defeat comes between 40 and 60.
        for (String rules : new String[] {"house", "dd5"}) {
            OddsFigures f = figures(odds.plan(bandits, rules), 60);
            Scenario s = new ScenarioLoader().load(bandits.path(), content).value();
            long seed = s.seed() == null ? 0 : s.seed();
            Scenario ruled = new Scenario(s.source(), s.name(), s.description(), s.difficulty(),
                    RuleSet.byId(rules), s.map(), s.combatants(), s.initiative(), s.dice(), s.seed(),
                    s.grimoire(), s.doors(), s.planned());
            Report report = Simulation.run(ruled, 60, seed, 1, i -> {});
            Report.FightToWatch defeat = report.toWatch().stream().filter(w -> w.why().equals("defeat")).findFirst()
                    .orElseThrow(() -> new AssertionError("no defeat in 60 fights under " + rules));
            assertEquals(new OddsFigures.FirstDefeat(defeat.seed(), defeat.rounds()), f.defeat().orElseThrow(), rules);
            Scenario again = new ContentCatalog(content).simulated(bandits, rules);
            Simulation.Fight replayed = Simulation.fight(again, defeat.seed());
            assertEquals("monsters", replayed.winner(), rules);
            assertEquals(defeat.rounds(), replayed.rounds(), rules);
        }
    }

    @Test
    @DisplayName("A party's odds: the file's own while only who plays whom changed, fights of their own for another party")
    void partyOdds() throws IOException {
        EncounterInfo ford = encounter("goblins-at-the-ford");
        ScenarioOdds odds = new ScenarioOdds(content, "content-hash");
        ContentCatalog catalog = new ContentCatalog(content);
        String file = Files.readString(ford.path());
        OddsSource.Plan own = odds.plan(ford, null);
        assertEquals(own.key(), odds.plan(ford, file, null).key(), "the file's text read as a party's");
        List<PartyMember> party = new ArrayList<>();
        for (var c : catalog.open(ford, Map.of()).scenario().combatants()) {
            if ("party".equals(c.side())) party.add(new PartyMember(c.id(), c.creature().name(), c.creature().template(),
                    null, null, null, null, true));
        }
        List<PartyMember> aiFighter = new ArrayList<>(party);
        aiFighter.set(0, party.get(0).controlled(false));
        String handedOver = catalog.open(ford, aiFighter).text();
        assertTrue(handedOver.contains("\"control\":\"ai\""), handedOver);
        List<PartyMember> byHand = new ArrayList<>(party);
        OddsSource.Plan same = odds.plan(ford, catalog.open(ford, byHand).text(), null);
        assertEquals(same.key(), odds.plan(ford, handedOver, null).key(), "the odds put everyone on the AI anyway");
        List<PartyMember> gendered = new ArrayList<>(party);
        gendered.set(1, party.get(1).gendered("m"));
        assertEquals(same.key(), odds.plan(ford, catalog.open(ford, gendered).text(), null).key(),
                "a name's French gender changes no fight");
        List<PartyMember> smaller = new ArrayList<>(party);
        smaller.remove(3);
        OddsSource.Plan three = odds.plan(ford, catalog.open(ford, smaller).text(), null);
        assertNotEquals(same.key(), three.key());
        OddsFigures four = figures(same, 20);
        OddsFigures without = figures(three, 20);
        assertEquals(figures(own, 20), four, "the party as the file has it fights the file's fights");
        assertEquals(3, without.combatants().stream().filter(c -> "party".equals(c.side())).count());
        assertNotEquals(four, without);
    }

    @Test
    @DisplayName("The odds name each combatant in every language the content gives it: Grey the wolf is Gris in French")
    void namesInEveryLanguage() {
        OddsFigures f = figures(new ScenarioOdds(content, "h").plan(encounter("ambush-in-the-crypt"), null), 2);
        OddsFigures.Combatant grey = f.combatants().stream().filter(c -> c.id().equals("grey")).findFirst().orElseThrow();
        assertEquals("Grey", grey.name(Language.EN));
        assertEquals("Gris", grey.name(Language.FR));
        assertEquals(Map.of("fr", "Gris"), grey.names(), "only the names that differ are kept");
        OddsFigures.Combatant ysolde = f.combatants().stream().filter(c -> c.id().equals("ysolde")).findFirst().orElseThrow();
        assertEquals("Ysolde", ysolde.name(Language.FR), "a name with no translation stays as written");
        assertEquals(Map.of(), ysolde.names());
    }

    @Test
    @DisplayName("The odds number the combatants that share a name, as the fight does: two builder heroes fighter1 and"
            + " fighter2 are Fighter 1 and Fighter 2, Guerrier 1 and Guerrier 2 in French; the goblins Goblin 1, Gobelin 1 ...")
    void sharedNamesNumbered(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("two.json");
        Files.writeString(file, """
                {"format": 1, "name": "Two", "seed": 1, "map": {"rows": ["########", "#......#", "#......#", "########"]},
                 "combatants": [{"id": "fighter1", "template": "fighter", "side": "party", "at": [1, 1]},
                                {"id": "fighter2", "template": "fighter", "side": "party", "at": [1, 2]},
                                {"id": "g1", "template": "goblin", "side": "monsters", "at": [6, 1]},
                                {"id": "g2", "template": "goblin", "side": "monsters", "at": [6, 2]}]}
                """);
        EncounterInfo two = new EncounterInfo("two", "Two", "d", "easy", file);
        OddsFigures f = figures(new ScenarioOdds(content, "h").plan(two, null), 2);
        assertEquals(List.of("Fighter 1", "Fighter 2", "Goblin 1", "Goblin 2"),
                f.combatants().stream().map(c -> c.name(Language.EN)).toList());
        assertEquals(List.of("Guerrier 1", "Guerrier 2", "Gobelin 1", "Gobelin 2"),
                f.combatants().stream().map(c -> c.name(Language.FR)).toList());
    }

    @Test
    @DisplayName("A changed party's first defeat replays through the catalog's preparation of its text: the very fight the odds counted")
    void aPartysDefeatReplays() {
        EncounterInfo bandits = encounter("bandit-parley");
        ContentCatalog catalog = new ContentCatalog(content);
        List<PartyMember> party = new ArrayList<>();
        for (var c : catalog.open(bandits, Map.of()).scenario().combatants()) {
            if ("party".equals(c.side())) party.add(new PartyMember(c.id(), c.creature().name(), c.creature().template(),
                    null, null, null, null, true));
        }
        party.remove(party.size() - 1);
        String text = catalog.open(bandits, party).text();
        OddsFigures f = figures(new ScenarioOdds(content, "h").plan(bandits, text, null), 40);
        OddsFigures.FirstDefeat defeat = f.defeat().orElseThrow(() -> new AssertionError("no defeat in 40 fights"));
        Simulation.Fight again = Simulation.fight(catalog.simulated(text), defeat.seed());
        assertEquals("monsters", again.winner());
        assertEquals(defeat.rounds(), again.rounds());
        assertEquals(null, catalog.simulated("{\"format\": 1}"), "a text that does not load has no fights");
    }
}
