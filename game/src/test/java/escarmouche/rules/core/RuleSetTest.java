package escarmouche.rules.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The rule sets: the two a scenario names, and the house rules with parts played as in plain 5e. */
class RuleSetTest {
    @Test
    @DisplayName("house plays every part the house's way, dd5 none; only these two have a name a file may give")
    void theTwoNamedSets() {
        for (RulePart p : RulePart.all()) {
            assertTrue(RuleSet.HOUSE.house(p), p.id());
            assertFalse(RuleSet.DD5.house(p), p.id());
        }
        assertTrue(RuleSet.HOUSE.wholeHouse());
        assertFalse(RuleSet.DD5.wholeHouse());
        assertEquals(List.of(RuleSet.HOUSE, RuleSet.DD5), RuleSet.values());
        assertSame(RuleSet.HOUSE, RuleSet.byId("house"));
        assertSame(RuleSet.DD5, RuleSet.byId("dd5"));
        assertNull(RuleSet.byId("house-5e-opportunity"), "a mix is for simulations, never read from a file");
        assertNull(RuleSet.byId("HOUSE"));
    }

    @Test
    @DisplayName("asIn5e turns one part to plain 5e and keeps the others; its id names the parts as in 5e")
    void onePartAsIn5e() {
        RuleSet noOa = RuleSet.HOUSE.asIn5e(RulePart.OPPORTUNITY);
        assertFalse(noOa.house(RulePart.OPPORTUNITY));
        for (RulePart p : RulePart.all()) if (p != RulePart.OPPORTUNITY) assertTrue(noOa.house(p), p.id());
        assertFalse(noOa.wholeHouse());
        assertEquals("house-5e-opportunity", noOa.id());
        RuleSet two = noOa.asIn5e(RulePart.HIT_POINTS);
        assertEquals("house-5e-opportunity-hit-points", two.id());
        assertFalse(two.house(RulePart.HIT_POINTS));
        assertTrue(two.house(RulePart.MOVEMENT));
        assertSame(noOa, noOa.asIn5e(RulePart.OPPORTUNITY), "already as in 5e: the same rules");
        assertEquals(noOa, RuleSet.HOUSE.asIn5e(RulePart.OPPORTUNITY));
        assertNotEquals(RuleSet.HOUSE, noOa);
    }

    @Test
    @DisplayName("every part as in 5e plays as dd5 does, under its own id: code that asked for dd5 by identity would"
            + " treat it as the house rules, so a test of the whole engine can tell")
    void everyPartAsIn5e() {
        RuleSet all = RuleSet.HOUSE;
        for (RulePart p : RulePart.all()) all = all.asIn5e(p);
        for (RulePart p : RulePart.all()) assertFalse(all.house(p), p.id());
        assertEquals("house-5e-all", all.id());
        assertNotEquals(RuleSet.DD5, all);
    }

    @Test
    @DisplayName("the parts follow the catalogue's sections, each with its rules' prefix and an id for the command line")
    void partsAndPrefixes() {
        assertEquals(List.of("TURN", "SURP", "MOVE", "OA", "ACT", "ATK", "GRAP", "DMG", "HP", "COND", "CAST", "CLASS"),
                RulePart.all().stream().map(RulePart::prefix).toList());
        assertSame(RulePart.HIT_POINTS, RulePart.byId("hit-points"));
        assertNull(RulePart.byId("HP"));
    }
}
