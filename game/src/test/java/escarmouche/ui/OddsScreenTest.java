package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.googlecode.lanterna.input.KeyType;
import escarmouche.content.model.Scenario;
import escarmouche.simulate.Simulation;
import escarmouche.ui.page.OddsFigures;
import escarmouche.ui.page.OddsState;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The encounter list's odds and the house/dd5 comparison, on a fake odds port the test drives. */
class OddsScreenTest {
    @TempDir
    Path dir;

    private final FakeOdds odds = new FakeOdds();

    private Harness list() {
        TestCatalog catalog = new TestCatalog().odds(odds);
        catalog.add("ford", "The ford", "Goblins hold the far bank.", "medium", BattleScreenTest.duel()::build)
                .add("wolves", "The wolves", "Wolves in the undergrowth.", "hard", BattleScreenTest.duel()::build);
        return new Harness(catalog, dir).keys("n");
    }

    /**
     * 400 fights: Bren dies in {@code brenDeaths} of them and goes down in 60 more, Ana goes down in 150
     * and dies in 8, the goblin dies in every one the party wins.
     */
    private static OddsState.Ready ready(String rules, int wins, int median, int brenDeaths) {
        return new OddsState.Ready(new OddsFigures(rules, 400, wins, 400 - wins, median, median + 0.4, List.of(
                new OddsFigures.Combatant("bren", "Bren", "party", brenDeaths, 12.5, 9.25, brenDeaths + 60),
                new OddsFigures.Combatant("ana", "Ana", "party", 8, 7.0, 3.0, 150),
                new OddsFigures.Combatant("g1", "Goblin", "monsters", wins, 4.0, 19.5))));
    }

    @Test
    @DisplayName("While the odds are worked out the list shows a progress bar, and the bar moves without a key")
    void progress() {
        odds.set("ford", null, new OddsState.Running("house", 100, 400));
        Harness h = list();
        assertTrue(h.shows("odds █░░░░░"), h.screen());
        assertTrue(h.shows("Odds (house rules): simulating ██░░░░░░░░ 100 of 400 fights"), h.screen());
        assertTrue(h.shows("odds …"), "the second encounter waits its turn: " + h.screen());
        odds.set("ford", null, new OddsState.Running("house", 300, 400));
        odds.changed();
        assertTrue(h.shows("simulating ███████░░░ 300 of 400 fights"), h.screen());
        assertTrue(h.shows("o house or 5e?"), h.screen());
        h.close();
    }

    @Test
    @DisplayName("Done, the list shows the party's win rate and the detail its 95% interval, median rounds and who falls most often")
    void figures() {
        Harness h = list();
        odds.set("ford", null, ready("house", 244, 6, 136));
        odds.changed();
        assertTrue(h.row(2).contains("The ford") && h.row(2).contains("wins 61%") && h.row(2).contains("[medium]"),
                h.screen());
        assertTrue(h.shows("House rules, 400 fights: party wins 61% (56-66%), median 6 rounds"), h.screen());
        assertTrue(h.shows("Down most often: Bren, 49% of the fights (dies in 34%)."), h.screen());
        assertTrue(h.shows("Goblins hold the far bank."), "the description stays above the odds: " + h.screen());
        h.close();
    }

    @Test
    @DisplayName("A name too long for the line of who falls is shortened, and the figures after it are kept")
    void aLongNameGivesWayToTheFigures() {
        Harness h = list();
        odds.set("ford", null, new OddsState.Ready(new OddsFigures("house", 400, 244, 156, 6, 6.4, List.of(
                new OddsFigures.Combatant("bren", "Brunhild the Unyielding Shieldmaiden of", "party", 136, 12.5, 9.25, 196),
                new OddsFigures.Combatant("g1", "Goblin", "monsters", 244, 4.0, 19.5)))));
        odds.changed();
        assertTrue(h.shows("of the fights (dies in 34%)."), h.screen());
        assertTrue(h.shows("Down most often: Brunhild the Unyielding"), h.screen());
        assertTrue(h.shows("…, 49% of the fights"), h.screen());
        h.close();
    }

    @Test
    @DisplayName("The odds column lines up and the whole list fits 80x24")
    void layout() {
        odds.set("ford", null, ready("house", 244, 6, 136)).set("wolves", null, ready("dd5", 40, 9, 300));
        Harness h = list();
        int[] first = h.find("wins 61%");
        int[] second = h.find("wins 10%");
        assertEquals(first[0], second[0], h.screen());
        assertTrue(h.row(23).contains("Esc back"), h.screen());
        h.keys("j");
        assertTrue(h.shows("Plain 5e, 400 fights: party wins 10% (7-13%), median 9 rounds"), h.screen());
        h.close();
    }

    @Test
    @DisplayName("The encounter the player moves to is put first, so its odds come before the others'")
    void focus() {
        Harness h = list();
        FakeOdds.Watch w = odds.watches.get(0);
        assertEquals(List.of("ford|own", "wolves|own"), w.asked, "every encounter of the list is asked for");
        assertEquals("ford|own", w.focused.get(w.focused.size() - 1));
        h.keys("j");
        assertEquals("wolves|own", w.focused.get(w.focused.size() - 1));
        h.close();
    }

    @Test
    @DisplayName("The comparison shows the encounter under house rules and plain 5e side by side, and says when the difference is noise")
    void comparisonWithinNoise() {
        odds.set("ford", "house", ready("house", 244, 6, 136)).set("ford", "dd5", ready("dd5", 232, 7, 180));
        Harness h = list().keys("o");
        String s = h.screen();
        assertTrue(h.shows("House rules or plain 5e? The ford"), s);
        assertTrue(h.row(3).contains("Party wins (95% interval)   61% (56-66%)            58% (53-63%)"), s);
        assertTrue(h.row(4).contains("39%") && h.row(4).contains("42%"), s);
        assertTrue(h.row(5).contains("6 (6.4)") && h.row(5).contains("7 (7.4)"), s);
        assertTrue(h.row(6).contains("Damage the party deals") && h.row(6).contains("19.5 a fight"), s);
        assertTrue(h.row(7).contains("Damage the party takes") && h.row(7).contains("12.3 a fight"), s);
        assertTrue(h.shows("Within noise: the party's win rate differs by +3.0 points (95%: -3.8 to +9.8 points)"), s);
        int bren = h.find("Bren")[1];
        // Bren goes down in 60 fights more than it dies in (ready()): 196 of 400 and 240 of 400.
        assertTrue(h.row(bren).contains("party") && h.row(bren).contains(" 12.5   9.3   49%   34%")
                && h.row(bren).contains(" 12.5   9.3   60%   45%"), s);
        assertTrue(h.shows("dealt taken  down  dead"), s);
        assertTrue(h.row(h.find("Goblin")[1]).contains("monsters"), s);
        assertTrue(h.row(23).contains("Esc back to the list"), s);
        h.esc();
        assertTrue(h.shows("choose an encounter"), h.screen());
        h.close();
    }

    @Test
    @DisplayName("Every creature against the party on the scenario's 'bandits' side: the comparison's second row says 'The bandits win', as simulate does")
    void aNamedSideWins() {
        OddsState.Ready house = ready("house", 244, 6, 136);
        OddsFigures f = house.figures();
        List<OddsFigures.Combatant> bandits = new java.util.ArrayList<>(f.combatants().subList(0, 2));
        bandits.add(new OddsFigures.Combatant("h1", "Hobgoblin", "bandits", 244, 4.0, 19.5));
        OddsFigures named = new OddsFigures("house", 400, 244, 156, 6, 6.4, bandits, null);
        odds.set("ford", "house", new OddsState.Ready(named)).set("ford", "dd5", ready("dd5", 232, 7, 180));
        Harness h = list().keys("o");
        assertTrue(h.row(4).contains("The bandits win") && h.row(4).contains("39%"), h.screen());
        h.close();
        assertEquals("bandits", named.otherSide());
        assertEquals(null, f.otherSide(), "plain monsters are said as before");
    }

    @Test
    @DisplayName("The comparison names each rule set's first defeat; d and D replay it from its seed, the fight the odds counted")
    void watchADefeat() {
        // The duel with every creature on the AI, as the odds would play it: which seed loses is the test's to find.
        Scenario fights = Simulation.allAi(BattleScreenTest.duel().build());
        long seed = 0;
        while (!"monsters".equals(Simulation.fight(fights, seed).winner())) seed++;
        int rounds = Simulation.fight(fights, seed).rounds();
        OddsState.Ready house = ready("house", 244, 6, 136);
        OddsFigures f = house.figures();
        odds.set("ford", "house", new OddsState.Ready(new OddsFigures(f.rules(), f.runs(), f.partyWins(), f.monsterWins(),
                f.medianRounds(), f.meanRounds(), f.combatants(), new OddsFigures.FirstDefeat(seed, rounds))))
                .set("ford", "dd5", ready("dd5", 400, 7, 0));
        TestCatalog catalog = new TestCatalog().odds(odds).simulated((e, rules) -> fights);
        catalog.add("ford", "The ford", "Goblins hold the far bank.", "medium", BattleScreenTest.duel()::build);
        Harness h = new Harness(catalog, dir).keys("n").keys("o");
        assertTrue(h.row(8).contains("First defeat (d/D: watch)") && h.row(8).contains("seed " + seed + ", ")
                && h.row(8).contains("none"), h.screen());
        assertTrue(h.row(23).contains("d D watch a defeat"), h.row(23));
        h.keys("D");
        assertTrue(h.shows("House rules or plain 5e?"), "no defeat under plain 5e: nothing to watch: " + h.screen());
        h.keys("d");
        assertTrue(h.row(0).contains("Replay: The ford, a defeat (house rules)"), h.row(0));
        FakeOdds.Watch compare = odds.watches.get(odds.watches.size() - 1);
        assertTrue(compare.paused, "the replay covers the comparison: its odds are not wanted meanwhile");
        h.press(KeyType.End);
        assertTrue(h.row(0).contains("round " + rounds), h.row(0));
        assertTrue(h.shows("the monsters win"), h.screen());
        h.keys("q");
        assertTrue(h.shows("House rules or plain 5e? The ford"), h.screen());
        assertFalse(compare.paused, "back on the comparison, wanted again");
        h.close();
    }

    @Test
    @DisplayName("A difference larger than the noise is named with the rules that favour the party")
    void comparisonBeyondNoise() {
        odds.set("ford", "house", ready("house", 244, 6, 136)).set("ford", "dd5", ready("dd5", 196, 7, 180));
        Harness h = list().keys("o");
        assertTrue(h.shows("The party wins 12.0 points more often under the house rules (95%: +5.1 to +18.7 points): more than noise."),
                h.screen());
        h.close();
    }

    @Test
    @DisplayName("When plain 5e favours the party, the verdict says so with the interval read from its side")
    void comparisonFavoursPlain() {
        odds.set("ford", "house", ready("house", 196, 6, 136)).set("ford", "dd5", ready("dd5", 244, 7, 180));
        Harness h = list().keys("o");
        assertTrue(h.shows("The party wins 12.0 points more often under plain 5e (95%: +5.1 to +18.7 points): more than noise."),
                h.screen());
        h.close();
    }

    @Test
    @DisplayName("Combatants of the same name are told apart by their ids in the comparison")
    void sameNames() {
        List<OddsFigures.Combatant> pack = List.of(new OddsFigures.Combatant("hero", "Bren", "party", 10, 30, 12),
                new OddsFigures.Combatant("w1", "Wolf", "monsters", 350, 4, 11),
                new OddsFigures.Combatant("w2", "Wolf", "monsters", 360, 5, 11));
        odds.set("ford", "house", new OddsState.Ready(new OddsFigures("house", 400, 300, 100, 5, 5.2, pack)))
                .set("ford", "dd5", new OddsState.Ready(new OddsFigures("dd5", 400, 320, 80, 4, 4.5, pack)));
        Harness h = list().keys("o");
        assertTrue(h.shows("Wolf w1") && h.shows("Wolf w2"), h.screen());
        assertTrue(h.row(h.find("Bren")[1]).startsWith("  Bren "), "a name of its own is shown alone: " + h.screen());
        assertTrue(h.row(h.find("Wolf w2")[1]).contains("90%"), h.screen());
        h.close();
    }

    @Test
    @DisplayName("In the comparison a side still simulating shows its progress, and the verdict waits for both")
    void comparisonInProgress() {
        odds.set("ford", "house", ready("house", 244, 6, 136)).set("ford", "dd5", new OddsState.Running("dd5", 200, 400));
        Harness h = list().keys("o");
        assertTrue(h.row(3).contains("61% (56-66%)") && h.row(3).contains("█████░░░░░ 200/400"), h.screen());
        assertTrue(h.shows("The verdict appears when both sets of The ford fights are done"), h.screen());
        FakeOdds.Watch compare = odds.watches.get(1);
        assertEquals(List.of("ford|dd5", "ford|house"), compare.focused, "both rules go before the rest of the list");
        odds.set("ford", "dd5", ready("dd5", 232, 7, 180));
        odds.changed();
        assertTrue(h.shows("Within noise"), h.screen());
        h.close();
    }

    @Test
    @DisplayName("Leaving the list cancels its odds; a page over it pauses them until the list is back")
    void cancelOnLeave() {
        Harness h = list();
        FakeOdds.Watch w = odds.watches.get(0);
        h.keys("o");
        FakeOdds.Watch compare = odds.watches.get(1);
        assertTrue(w.paused, "covered by the comparison, the list wants nothing");
        h.esc();
        assertTrue(compare.closed, "the comparison left, its odds are withdrawn");
        assertFalse(w.paused, "the list is looked at again");
        h.esc();
        assertTrue(w.closed, "the list left, its odds are withdrawn");
        assertTrue(h.shows("New fight"), h.screen());
        h.close();
    }

    @Test
    @DisplayName("An encounter whose odds cannot be worked out says why, and the list still works")
    void failed() {
        odds.set("ford", null, new OddsState.Failed("The scenario does not load: ford.json: bad map."));
        Harness h = list();
        assertTrue(h.shows("no odds"), h.screen());
        assertTrue(h.shows("No odds: The scenario does not load: ford.json: bad map."), h.screen());
        h.enter();
        assertFalse(h.shows("No odds"), "Enter still chooses the party: " + h.screen());
        h.close();
    }

    @Test
    @DisplayName("Who falls most often is who goes down most often, dead or not at the end; nobody down is said so")
    void fallsCountsThoseWhoGotUp() {
        Harness h = list();
        // Bren dies in 20 fights and goes down in 40; Ana never dies but goes down in 150.
        odds.set("ford", null, new OddsState.Ready(new OddsFigures("house", 400, 300, 100, 6, 6.2, List.of(
                new OddsFigures.Combatant("bren", "Bren", "party", 20, 12.5, 9.25, 40),
                new OddsFigures.Combatant("ana", "Ana", "party", 0, 7.0, 3.0, 150),
                new OddsFigures.Combatant("g1", "Goblin", "monsters", 300, 4.0, 19.5)))));
        odds.changed();
        assertTrue(h.shows("Down most often: Ana, 38% of the fights (dies in 0%)."), h.screen());
        odds.set("ford", null, new OddsState.Ready(new OddsFigures("house", 400, 400, 0, 3, 3.1, List.of(
                new OddsFigures.Combatant("bren", "Bren", "party", 0, 12.5, 0, 0),
                new OddsFigures.Combatant("g1", "Goblin", "monsters", 400, 4.0, 19.5)))));
        odds.changed();
        assertTrue(h.shows("No member of the party goes down in these fights."), h.screen());
        h.close();
    }

    @Test
    @DisplayName("The party screen shows the odds of the party as it stands, beside the encounter's own once they differ")
    void partyOdds() {
        Harness h = list();
        h.enter();
        assertTrue(h.shows("Odds with this party (simulated again after each change)"), h.screen());
        assertTrue(h.shows("Odds (house rules): waiting"), h.screen());
        FakeOdds.Watch page = odds.watches.get(odds.watches.size() - 1);
        assertTrue(page.asked.contains("party|ford"), page.asked.toString());
        odds.ofText("ford", new OddsState.Running("house", 100, 400));
        odds.changed();
        assertTrue(h.shows("Odds (house rules): simulating ██░░░░░░░░ 100 of 400 fights"), h.screen());
        odds.set("ford", null, ready("house", 300, 5, 20));
        odds.ofText("ford", ready("house", 244, 6, 136));
        odds.changed();
        assertTrue(h.shows("Odds with this party (the encounter's own party wins 75%)"), h.screen());
        assertTrue(h.shows("House rules, 400 fights: party wins 61% (56-66%), median 6 rounds"), h.screen());
        assertTrue(h.shows("Down most often: Bren, 49% of the fights (dies in 34%)."), h.screen());
        odds.ofText("ford", ready("house", 300, 5, 20));
        odds.changed();
        assertTrue(h.shows("Odds with this party (simulated again after each change)"),
                "the same figures as the encounter's own: nothing to compare " + h.screen());
        h.keys("e");
        assertTrue(page.paused, "a member's sheet covers the odds");
        h.press(KeyType.Escape);
        assertFalse(page.paused, "back on the party, it wants them again");
        h.press(KeyType.Escape);
        assertTrue(page.closed, "the party screen left");
        h.close();
    }

    @Test
    @DisplayName("A median of one round reads \"median 1 round\"")
    void oneRound() {
        Harness h = list();
        odds.set("ford", null, ready("house", 400, 1, 0));
        odds.changed();
        assertTrue(h.shows("House rules, 400 fights: party wins 100% (99-100%), median 1 round"), h.screen());
        assertFalse(h.shows("1 rounds"), h.screen());
        h.close();
    }
}
