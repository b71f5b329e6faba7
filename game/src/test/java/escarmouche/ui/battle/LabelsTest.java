package escarmouche.ui.battle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.engine.battle.Creature;
import escarmouche.testing.TestScenario;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Map labels come from the names players see, accented ones included, and stay two columns wide. */
class LabelsTest {
    private static Map<String, String> labels(Map<String, String> names) {
        ScreenFight fight = new ScreenFight(TestScenario.map("#######", "#.....#", "#######")
                .with("archer", "party", 1, 1, c -> c.pc("archer"))
                .with("mage", "party", 2, 1, c -> c.pc("wizard"))
                .with("orc", "monsters", 5, 1, c -> c.hp(7))
                .initiative("archer", "mage", "orc").build(), 1, null);
        List<Creature> creatures = fight.battle().creatures();
        return Labels.of(creatures, id -> names.getOrDefault(id, id));
    }

    @Test
    void aHeroRenamedWithAnAccentedNameIsLabelledAfterIt() {
        Map<String, String> labels = labels(Map.of("archer", "Élodie", "orc", "Ōrc"));
        assertEquals("Él", labels.get("archer"));
        assertEquals("Ma", labels.get("mage"));
        assertEquals("ōr", labels.get("orc"));
    }

    @Test
    void aNameInAnotherScriptFallsBackOnTheId() {
        // Such letters may take two columns each, and a square has two.
        assertEquals("Ar", labels(Map.of("archer", "弓手")).get("archer"));
    }

    @Test
    void fortyGoblinsAndFortyFightersEachHaveTheirOwnLabel() {
        // A builder's encounter: g1 to g40 and f1 to f40; "g" or "F" then a digit or a letter give 36 labels each.
        String[] rows = {"#" + "#".repeat(40) + "#", "#" + ".".repeat(40) + "#", "#" + ".".repeat(40) + "#",
                "#" + "#".repeat(40) + "#"};
        TestScenario scenario = TestScenario.map(rows);
        for (int i = 1; i <= 40; i++) {
            scenario = scenario.with("g" + i, "monsters", i, 1, c -> c.hp(7)).with("f" + i, "party", i, 2, c -> c.pc("fighter"));
        }
        List<Creature> creatures = new ScreenFight(scenario.build(), 1, null).battle().creatures();
        Map<String, String> labels = Labels.of(creatures, id -> id);
        assertEquals(80, new HashSet<>(labels.values()).size(), labels.toString());
        assertEquals("g9", labels.get("g9"));
        assertEquals("g0", labels.get("g10"));
        assertEquals("gz", labels.get("g36"));
        assertEquals("a1", labels.get("g37"));
        assertEquals("A1", labels.get("f37"));
        assertTrue(labels.entrySet().stream().allMatch(e -> Character.isUpperCase(e.getValue().charAt(0)) == e.getKey().startsWith("f")),
                labels.toString());
    }
    @Test
    void aHeroWhoseNameStartsWithADigitOrAnUncasedLetterStillHasAnUpperCaseLabel() {
        // Case alone tells the sides apart: "7 ", "42" or "ß " would pass for nobody's, or a monster's.
        String[] rows = {"#########", "#.......#", "#########"};
        List<Creature> creatures = new ScreenFight(TestScenario.map(rows)
                .with("7th", "party", 1, 1, c -> c.pc("fighter"))
                .with("42", "party", 2, 1, c -> c.pc("fighter"))
                .with("_x", "party", 3, 1, c -> c.pc("fighter"))
                .with("hero", "party", 4, 1, c -> c.pc("fighter"))
                .with("9", "monsters", 6, 1, c -> c.hp(7))
                .with("ogre", "monsters", 7, 1, c -> c.hp(7))
                .initiative("7th", "42", "_x", "hero", "9", "ogre").build(), 1, null).battle().creatures();
        Map<String, String> labels = Labels.of(creatures, id -> id.equals("hero") ? "ßigrid" : id.equals("ogre") ? "-Ogre" : id);
        assertEquals("Th", labels.get("7th"));
        assertEquals("A1", labels.get("42"));
        assertEquals("X ", labels.get("_x"));
        assertEquals("Ig", labels.get("hero"));
        assertEquals("a1", labels.get("9"));
        assertEquals("og", labels.get("ogre"));
        for (Creature c : creatures) {
            char first = labels.get(c.id()).charAt(0);
            assertTrue(ScreenFight.party(c) ? Character.isUpperCase(first) : Character.isLowerCase(first), labels.toString());
        }
    }
    @Test
    void aThousandGoblinsAndAThousandFightersEachHaveTheirOwnLabelThatShowsTheirSide() {
        // The format allows 1,000 combatants, all on one side if need be; here both sides are that full. Past the
        // 910 labels of a lower-case letter then a digit or a letter, the second character may be 0 or a capital.
        int wide = 50;
        String wall = "#".repeat(wide + 2);
        String[] rows = new String[42];
        rows[0] = wall;
        rows[41] = wall;
        for (int y = 1; y <= 40; y++) rows[y] = "#" + ".".repeat(wide) + "#";
        TestScenario scenario = TestScenario.map(rows);
        for (int i = 1; i <= 1000; i++) {
            int x = 1 + (i - 1) % wide;
            int y = 1 + (i - 1) / wide;
            scenario = scenario.with("g" + i, "monsters", x, y, c -> c.hp(7)).with("f" + i, "party", x, y + 20, c -> c.pc("fighter"));
        }
        List<Creature> creatures = escarmouche.engine.Game.of(scenario.build(), 1).battle().creatures();
        Map<String, String> labels = Labels.of(creatures, id -> id);
        assertEquals(2000, new HashSet<>(labels.values()).size(), "every creature its own label");
        for (Map.Entry<String, String> e : labels.entrySet()) {
            String label = e.getValue();
            assertEquals(2, label.length(), e.toString());
            assertTrue(e.getKey().startsWith("f") ? Character.isUpperCase(label.charAt(0)) : Character.isLowerCase(label.charAt(0)),
                    e.toString());
            assertTrue(label.chars().allMatch(ch -> ch < 128 && Character.isLetterOrDigit(ch)), e.toString());
        }
        // The labels a fight of up to 910 a side had stay as they were: the last of them, then the first new ones.
        assertEquals("zz", labels.get("g911"));
        assertEquals("Zz", labels.get("f911"));
        assertEquals("a0", labels.get("g912"));
        assertEquals("aA", labels.get("g913"));
        assertEquals("A0", labels.get("f912"));
        assertEquals("AA", labels.get("f913"));
    }
}
