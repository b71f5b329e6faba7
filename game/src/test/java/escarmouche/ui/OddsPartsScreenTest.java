package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.content.model.Scenario;
import escarmouche.rules.core.RulePart;
import escarmouche.rules.core.RuleSet;
import escarmouche.ui.page.OddsFigures;
import escarmouche.ui.page.OddsState;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The comparison's {@code p}: which part of the house rules weighs on an encounter, on a fake odds port. */
class OddsPartsScreenTest {
    @TempDir
    Path dir;

    private final FakeOdds odds = new FakeOdds();

    private Harness comparison() {
        TestCatalog catalog = new TestCatalog().odds(odds);
        catalog.add("ford", "The ford", "Goblins hold the far bank.", "medium", BattleScreenTest.duel()::build);
        return new Harness(catalog, dir).keys("n").keys("o");
    }

    /** 400 fights the party wins {@code wins} of; Bren goes down in {@code brenFalls}. */
    private static OddsState.Ready ready(String rules, int wins, int median, int brenFalls) {
        return new OddsState.Ready(new OddsFigures(rules, 400, wins, 400 - wins, median, median + 0.4, List.of(
                new OddsFigures.Combatant("bren", "Bren", "party", 10, 12.5, 9.25, brenFalls),
                new OddsFigures.Combatant("g1", "Goblin", "monsters", wins, 4.0, 19.5))));
    }

    private static String mix(RulePart p) {
        return RuleSet.HOUSE.asIn5e(p).id();
    }

    @Test
    @DisplayName("HP-SHOCK / ATK-CRIT: p on the comparison lists the house rules, each part as in 5e and plain 5e;"
            + " the parts done come largest move first, the same fights last, those under way after them")
    void partsRankedByWeight() {
        odds.set("ford", "house", ready("house", 260, 11, 200)).set("ford", "dd5", ready("dd5", 376, 10, 80))
                .set("ford", mix(RulePart.HIT_POINTS), ready(mix(RulePart.HIT_POINTS), 384, 7, 60))
                .set("ford", mix(RulePart.ATTACKS), ready(mix(RulePart.ATTACKS), 140, 14, 300))
                .set("ford", mix(RulePart.MOVEMENT), ready(mix(RulePart.MOVEMENT), 266, 11, 200))
                .set("ford", mix(RulePart.ACTIONS), ready(mix(RulePart.ACTIONS), 260, 11, 200))
                .set("ford", mix(RulePart.TURN), new OddsState.Running(mix(RulePart.TURN), 100, 400));
        Harness h = comparison();
        assertTrue(h.shows("p which part weighs"), h.screen());
        h.keys("p");
        FakeOdds.Watch parts = odds.watches.get(odds.watches.size() - 1);
        List<String> asked = new ArrayList<>();
        asked.add("ford|dd5");
        for (int i = RulePart.all().size() - 1; i >= 0; i--) asked.add("ford|" + mix(RulePart.all().get(i)));
        asked.add("ford|house");
        assertEquals(asked, parts.focused, "the house rules first, then the parts in the reference's order, 5e last");
        assertTrue(h.row(0).contains("Which house rule weighs here? The ford"), h.row(0));
        assertTrue(h.row(3).contains("plays that one part of the house rules as in plain 5e."), h.screen());
        assertTrue(h.row(5).startsWith("▶ house rules, every part") && h.row(5).contains("65% (60-70%)"), h.screen());
        assertTrue(h.row(6).startsWith("  5e: hit points (HP)") && h.row(6).contains("96%")
                && h.row(6).contains("-31.0 pts"), h.screen());
        assertTrue(h.row(7).startsWith("  5e: attacks (ATK)") && h.row(7).contains("+30.0 pts"), h.screen());
        assertTrue(h.row(8).startsWith("  5e: movement (MOVE)") && h.row(8).contains("-1.5 noise"), h.screen());
        assertTrue(h.row(9).startsWith("  5e: actions (ACT)") && h.row(9).contains("unchanged"), h.screen());
        assertTrue(h.row(10).startsWith("  5e: turns (TURN)") && h.row(10).contains("100/400"), h.screen());
        assertTrue(h.row(18).startsWith("  plain 5e, every part") && h.row(18).contains("-29.0 pts"), h.screen());
        // Down: Bren's falls over 400 fights, the only member of the party.
        assertTrue(h.row(5).contains(" 0.5 ") && h.row(6).contains(" 0.2 "), h.screen());
        h.press(com.googlecode.lanterna.input.KeyType.ArrowDown);
        assertTrue(h.row(6).startsWith("▶ 5e: hit points (HP)"), h.screen());
        assertTrue(h.shows("The house's way costs the party 31.0 points of wins (95%: "), h.screen());
        h.press(com.googlecode.lanterna.input.KeyType.ArrowDown);
        h.press(com.googlecode.lanterna.input.KeyType.ArrowDown);
        assertTrue(h.shows("Within noise: -1.5 points"), h.screen());
        h.press(com.googlecode.lanterna.input.KeyType.ArrowDown);
        assertTrue(h.shows("Its 400 fights came out exactly as under the house rules"), h.screen());
        h.keys("r");
        assertTrue(h.shows("Rules reference") && h.shows("▶ *ACT-"), "the actions' house rules: " + h.screen());
        h.esc();
        h.esc();
        assertTrue(parts.closed, "the page left, its odds are withdrawn");
        assertTrue(h.shows("House rules or plain 5e? The ford"), h.screen());
        h.close();
    }

    @Test
    @DisplayName("HP-SHOCK: d and D replay the first fight the house rules and the chosen part end apart, the way the"
            + " win rates lean: under the house rules, then with the part as in 5e, from the catalog's own scenario")
    void watchAFightApart() {
        String hp = mix(RulePart.HIT_POINTS);
        List<String> asked = new ArrayList<>();
        Scenario fights = escarmouche.simulate.Simulation.allAi(BattleScreenTest.duel().build());
        TestCatalog catalog = new TestCatalog().odds(odds).simulated((e, rules) -> {
            asked.add(rules);
            return fights;
        });
        catalog.add("ford", "The ford", "Goblins hold the far bank.", "medium", BattleScreenTest.duel()::build);
        // Seed 3 is won under the house rules only, seed 5 with the hit points as in 5e only: the part as in
        // 5e wins more, so the page shows seed 5.
        odds.set("ford", "house", withWins(ready("house", 260, 11, 200), 0, 1, 3))
                .set("ford", hp, withWins(ready(hp, 384, 7, 60), 0, 1, 5, 6));
        Harness h = new Harness(catalog, dir).keys("n").keys("o").keys("p");
        h.press(com.googlecode.lanterna.input.KeyType.ArrowDown);
        assertTrue(h.row(6).startsWith("▶ 5e: hit points (HP)"), h.screen());
        assertTrue(h.shows("Fights that end apart: 3 of 400; the first, seed 5, is won this row's way only (d: under"),
                h.screen());
        assertTrue(h.row(23).contains("d D watch a fight apart"), h.row(23));
        h.keys("d");
        assertTrue(h.row(0).contains("Replay: The ford, seed 5 (house)"), h.row(0));
        h.keys("q");
        h.keys("D");
        assertTrue(h.row(0).contains("Replay: The ford, seed 5 (HP as in 5e)"), h.row(0));
        h.keys("q");
        assertEquals(List.of("house", hp), asked, "each replay's scenario prepared under its own rules");
        h.press(com.googlecode.lanterna.input.KeyType.ArrowUp);
        h.keys("d");
        assertTrue(h.shows("Which house rule weighs here?"), "the house rules' own row has no fight apart: " + h.screen());
        h.close();
    }

    private static OddsState.Ready withWins(OddsState.Ready r, int... won) {
        OddsFigures f = r.figures();
        java.util.BitSet b = new java.util.BitSet();
        for (int i : won) b.set(i);
        return new OddsState.Ready(new OddsFigures(f.rules(), f.runs(), f.partyWins(), f.monsterWins(), f.medianRounds(),
                f.meanRounds(), f.combatants(), null, new escarmouche.ui.page.FightWins(0, f.runs(), b)));
    }
}
