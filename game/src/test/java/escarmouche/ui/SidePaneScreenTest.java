package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.rules.core.Condition;
import escarmouche.testing.TestScenario;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The side panel at 80x24: who fights with the party, who against it, and their conditions. */
class SidePaneScreenTest extends ScreenTest {
    private Harness fight(TestScenario s) {
        h = Harness.inFight(s, data);
        return h;
    }

    /** The side panel's text: the columns right of the map's separator. */
    private String pane() {
        StringBuilder sb = new StringBuilder();
        for (int r = 1; r < 24; r++) {
            String row = h.row(r);
            int bar = row.indexOf('│');
            if (bar >= 0) sb.append(row.substring(bar + 1)).append('\n');
        }
        return sb.toString();
    }

    @Test
    @DisplayName("COND-GRAPPLED: at 80x24 with many creatures, every condition's name is in the side panel")
    void conditionsFitAt80x24() {
        TestScenario crowded = TestScenario.map(
                        "##############",
                        "#............#",
                        "#............#",
                        "#............#",
                        "##############")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").abilities(16, 12).hp(20).ac(16))
                .with("mage", "party", 1, 2, c -> c.pc("wizard").hp(12).ac(12)
                        .conditions(Condition.GRAPPLED, Condition.FRIGHTENED))
                .with("monk", "party", 1, 3, c -> c.pc("monk").hp(15).ac(15).conditions(Condition.POISONED))
                .with("priest", "party", 2, 3, c -> c.pc("cleric").hp(15).ac(16).conditions(Condition.BLINDED))
                .with("g1", "monsters", 9, 1, c -> c.hp(7).ac(13).conditions(Condition.RESTRAINED))
                .with("g2", "monsters", 9, 2, c -> c.hp(7).ac(13).conditions(Condition.CHARMED))
                .with("g3", "monsters", 9, 3, c -> c.hp(7).ac(13).conditions(Condition.DEAFENED))
                .with("g4", "monsters", 10, 1, c -> c.hp(7).ac(13))
                .with("g5", "monsters", 10, 2, c -> c.hp(7).ac(13))
                .with("g6", "monsters", 10, 3, c -> c.hp(7).ac(13).conditions(Condition.PRONE))
                .initiative("hero", "mage", "monk", "priest", "g1", "g2", "g3", "g4", "g5", "g6");
        fight(crowded);
        String pane = pane();
        // Two conditions share a short line: the name gives way, then each word is shortened, never dropped.
        for (String word : new String[] {"grappl", "fright", "poisoned", "blinded", "restrained", "charmed",
                "deafened", "prone"}) {
            assertTrue(pane.contains(word), word + " missing from the side panel:\n" + h.screen());
        }
        assertFalse(pane.contains("…"), h.screen());
    }

    @Test
    @DisplayName("HP-DYING in French: a fallen hero's three conditions, longer in French, are shortened word by word on their own line, never cut")
    void longConditionsAreShortenedNotCut() {
        TestScenario fallen = TestScenario.map(
                        "##########",
                        "#........#",
                        "#........#",
                        "##########")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").abilities(16, 12).hp(20).ac(16))
                .with("monk", "party", 1, 2, c -> c.pc("monk").hp(5).ac(15)
                        .conditions(Condition.PRONE, Condition.UNCONSCIOUS, Condition.STABLE))
                .with("g1", "monsters", 7, 1, c -> c.hp(7).ac(13))
                .initiative("hero", "monk", "g1");
        h = new Harness(new TestCatalog().add("fight", "Le combat", "Un combat d'essai.", "easy", fallen::build), data,
                80, 24, true);
        h.keys("l").keys("n").enter().enter();
        String pane = pane();
        assertTrue(pane.contains("à terre,"), h.screen());
        assertTrue(pane.contains("inconsc"), h.screen());
        assertTrue(pane.contains("stab"), h.screen());
        assertFalse(pane.contains("…"), h.screen());
    }

    @Test
    @DisplayName("Two goblins are Goblin 1 and Goblin 2 in the side panel, as the log calls them")
    void sameNamesAreNumberedAsInTheLog() {
        java.util.function.Supplier<escarmouche.content.model.Scenario> two = () -> escarmouche.testing.Scripts.scenario("""
                {"format": 1, "map": {"rows": ["##########", "#........#", "#........#", "##########"]},
                 "combatants": [
                   {"id": "aldric", "template": "fighter", "side": "party", "at": [1, 1]},
                   {"id": "g1", "template": "goblin", "at": [7, 1]},
                   {"id": "g2", "template": "goblin", "at": [7, 2]}
                 ],
                 "initiative": ["aldric", "g1", "g2"]}
                """);
        h = new Harness(new TestCatalog().add("two", "Two goblins", "A test fight.", "easy", two), data);
        h.keys("n").enter().enter();
        assertTrue(h.shows("g1 Goblin 1"), h.screen());
        assertTrue(h.shows("g2 Goblin 2"), h.screen());
    }

    @Test
    @DisplayName("The party screen lists an ally the AI plays (a wolf) with the party, and counts only real foes")
    void alliesAreNotCountedAsFoes() {
        TestScenario withWolf = BattleScreenTest.duel()
                .with("grey", "party", 2, 2, c -> c.hp(11).ac(13).control("ai").weapons(TestScenario.SCIMITAR));
        TestCatalog catalog = new TestCatalog().add("duel", "The duel", "A test fight.", "easy", withWolf::build);
        h = new Harness(catalog, data);
        h.keys("n").enter();
        assertTrue(h.shows("grey") && h.shows(" AI "), "the wolf is listed with the party, played by the AI: " + h.screen());
        assertTrue(h.shows("Against: 1 foe"), h.screen());
        h.enter();
        assertTrue(h.shows("Gr grey"), h.screen());
        assertTrue(h.row(3).contains("Party") || h.screen().indexOf("Gr grey") < h.screen().indexOf("Foes"),
                h.screen());
    }

    @Test
    @DisplayName("ACT-HIDE: a hidden foe not yet noticed is neither drawn on the map nor listed; its ally is")
    void hiddenFoesAreNotShown() {
        TestScenario ambush = BattleScreenTest.duel()
                .with("lurker", "monsters", 7, 2, c -> c.hp(7).ac(13).hidden(25).weapons(TestScenario.SCIMITAR));
        fight(ambush);
        assertTrue(h.shows("go gob"), h.screen());
        assertFalse(h.shows("lu"), h.screen());
        assertFalse(h.shows("lurker"), h.screen());
    }

    @Test
    @DisplayName("HP-DYING, COND-INCAPACITATED: a hero at -4 is dying in the side panel and in look, 6 from death, and has no reaction ready")
    void aDyingHeroIsCalledDying() {
        fight(TestScenario.map(
                        "##########",
                        "#........#",
                        "##########")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").hp(20).ac(16))
                .with("shade", "party", 2, 1, c -> c.pc("monk").hp(-4))
                .with("gob", "monsters", 8, 1, c -> c.hp(7).ac(13))
                .initiative("hero", "shade", "gob"));
        assertTrue(pane().contains("dying, prone, unconscious"), h.screen());
        h.keys("v");
        h.press(com.googlecode.lanterna.input.KeyType.Tab);
        assertTrue(h.shows("dying, HP -4/"), h.screen());
        assertTrue(h.shows(", 6 from death · AC"), h.screen());
        assertTrue(h.shows("reaction none (cannot react)"), h.screen());
        assertFalse(h.shows("reach 1 · reaction ready"), h.screen());
        assertFalse(h.shows("down, HP"), h.screen());
    }

    @Test
    @DisplayName("COND-PARALYZED (concentration, 5e): a cleric that holds a foe with hold person is shown concentrating,"
            + " in the side panel and in look")
    void concentratingCaster() {
        fight(TestScenario.map(
                        "##########",
                        "#........#",
                        "##########")
                .with("priest", "party", 1, 1, c -> c.caster("cleric", "hold-person")
                        .scores(10, 10, 12, 10, 16, 10).level(5).slots(4, 3).hp(40))
                .with("hob", "monsters", 5, 1, c -> c.type("humanoid").hp(22).ac(12))
                // The casting d20 15, the hob's Wis save 4: held.
                .initiative("priest", "hob").dice(15, 4));
        h.keys("c").enter();
        h.enter();
        assertTrue(pane().contains("concentrating"), h.screen());
        h.keys("v");
        assertTrue(h.shows("concentrating on hold person"), h.screen());
    }

    /**
     * Four heroes and 150 goblins that cannot move (speed 0): 140 goblins act before the heroes, 10 after, so that
     * the first hero's turn, where the fight stops, is near the end of an order of 154, 18 rows of 9 labels on a
     * pane of 15.
     */
    private static TestScenario crowd() {
        String wall = "#".repeat(31);
        String floor = "#" + ".".repeat(29) + "#";
        String[] rows = new String[12];
        rows[0] = wall;
        for (int y = 1; y <= 10; y++) rows[y] = floor;
        rows[11] = wall;
        TestScenario s = TestScenario.map(rows);
        java.util.List<String> order = new java.util.ArrayList<>();
        for (int i = 1; i <= 150; i++) {
            String id = "g" + i;
            s.with(id, "monsters", 5 + (i - 1) % 15, 1 + (i - 1) / 15, c -> c.hp(7).ac(13).speed(0));
            if (i <= 140) order.add(id);
        }
        for (int i = 1; i <= 4; i++) {
            s.with("f" + i, "party", 1, i, c -> c.pc("fighter").abilities(16, 12).hp(20).ac(16));
            order.add("f" + i);
        }
        for (int i = 141; i <= 150; i++) order.add("g" + i);
        return s.initiative(order.toArray(String[]::new));
    }

    @Test
    @DisplayName("TURN-ORDER: with 154 creatures at 80x24 the order keeps the rows around the turn's ▶, says how many it"
            + " leaves out before and after, and the party's hit points and the foes stay under it")
    void TURN_ORDER_aLongOrderLeavesRoomForTheParty() {
        fight(crowd());
        // 102 goblins left out before the part shown, which ends with the order; the heroes' hit points under it.
        assertEquals(String.join("\n",
                "Round 1 · order",
                " …+102 bw bx by bz c1 c2 c3",
                " c4 c5 c6 c7 c8 c9 ca cb cc",
                " cd ce cf cg ch ci cj ck cl",
                " cm cn co cp cq cr cs ct cu",
                " cv cw cx cy▶F1 F2 F3 F4 cz",
                " d1 d2 d3 d4 d5 d6 d7 d8 d9",
                "Party   R: reaction ready",
                "F1 f1                20/20 R",
                "F2 f2                20/20 R",
                "F3 f3                20/20 R",
                "F4 f4                20/20 R",
                "Foes",
                "g1 g1                    7/7",
                "  +149 more (v to look)"), pane().stripTrailing().replaceAll(" +\n", "\n"), h.screen());
    }
}
