package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.rules.core.Condition;
import escarmouche.testing.TestScenario;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The action menu (Space) greys what the engine would refuse for the creature's state alone, whatever it aims at
 * or wherever it goes, with the engine's reason: a crawl on its feet, a walk while prone, a disabled creature's Dash
 * or its move once it acted. A Dash the engine takes at speed 0 is offered, saying it adds nothing.
 */
class ActionMenuStateTest extends ScreenTest {
    /** The hero (a fighter) at 1,1 with the conditions given, a goblin 4 squares away; the hero acts first. */
    private static TestScenario hero(Condition... conditions) {
        return TestScenario.map(
                        "##########",
                        "#........#",
                        "#........#",
                        "##########")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").hp(20).ac(16).conditions(conditions))
                .with("gob", "monsters", 5, 1, c -> c.hp(7).ac(13).weapons(TestScenario.SCIMITAR))
                .initiative("hero", "gob");
    }

    /** A hero at exactly 0 hit points (HP-DISABLED), a goblin beside it. */
    private static TestScenario disabledHero() {
        return TestScenario.map(
                        "##########",
                        "#........#",
                        "#........#",
                        "##########")
                .with("hero", "party", 1, 1, c -> {
                    c.pc("fighter").hp(0).ac(16);
                    c.maxHp = 20;
                    return c;
                })
                .with("gob", "monsters", 2, 1, c -> c.hp(30).ac(13).weapons(TestScenario.SCIMITAR))
                .initiative("hero", "gob");
    }

    /**
     * The text inside the menu's frame on the row of the entry under {@code key}, from its key on (the selection's mark
     * left out), without the spaces that fill it.
     */
    private String entry(char key) {
        for (String row : h.screen().split("\n")) {
            int at = row.indexOf("│   " + key + " ");
            if (at < 0) at = row.indexOf("│ ▶ " + key + " ");
            if (at < 0) continue;
            int end = row.indexOf('│', at + 1);
            return row.substring(at + 4, end).stripTrailing();
        }
        return "no entry " + key + " in\n" + h.screen();
    }

    @Test
    @DisplayName("MOVE-PRONE: on its feet, Crawl is greyed with the engine's reason; C says it and opens no planner")
    void MOVE_PRONE_crawlGreyedForAStandingCreature() {
        h = Harness.inFight(hero(), data, 120, 40);
        h.keys(" ");
        assertEquals("C Crawl · only a prone creature crawls", entry('C'), h.screen());
        // Its neighbours as they were: standing up greyed, walking and a Dash (its full speed) offered.
        assertEquals("t Stand up · hero is not prone", entry('t'), h.screen());
        assertEquals("d Dash", entry('d'), h.screen());
        assertEquals("m Plan a move (path, cost, risks)", entry('m'), h.screen());
        h.esc().keys("C");
        assertTrue(h.shows("Not possible now: only a prone creature crawls"), h.screen());
        assertFalse(h.shows("── Crawl"), h.screen());
        // Moving on with the arrows walks, and the stand-up hint of a crawl is nowhere.
        h.keys("l");
        assertFalse(h.shows("Standing up first"), h.screen());
    }

    @Test
    @DisplayName("MOVE-PRONE in French: on its feet, Ramper is greyed with the engine's reason")
    void MOVE_PRONE_crawlGreyedForAStandingCreatureInFrench() {
        TestCatalog catalog = new TestCatalog().add("fight", "The fight", "A test fight.", "easy", hero()::build);
        h = new Harness(catalog, data, 120, 40, true);
        h.keys("l").keys("n").enter().enter();
        h.keys(" ");
        assertEquals("C Ramper · seule une créature à terre rampe", entry('C'), h.screen());
    }

    @Test
    @DisplayName("MOVE-PRONE: prone, Plan a move is greyed (it crawls or stands up first); Crawl is offered with the stand-up hint")
    void MOVE_PRONE_planGreyedWhileProneAndCrawlOffered() {
        h = Harness.inFight(hero(Condition.PRONE), data, 120, 40);
        h.keys(" ");
        assertEquals("m Plan a move · prone: crawl, or stand up first", entry('m'), h.screen());
        assertEquals("C Crawl", entry('C'), h.screen());
        assertEquals("t Stand up (costs 3 of the 6 movement left)", entry('t'), h.screen());
        h.esc().keys("m");
        assertTrue(h.shows("Not possible now: prone: crawl, or stand up first"), h.screen());
        h.keys("C").keys("l");
        assertTrue(h.shows("CRAWL 1 square to 2,1 (crawling)"), h.screen());
        assertTrue(h.shows("Standing up first (t) costs 3 of 6 movement; walking then pays 1 a square."), h.screen());
    }

    @Test
    @DisplayName("HP-DISABLED: a disabled hero's Dash is greyed with the engine's reason; once it acted, its moves are too")
    void HP_DISABLED_dashAndMovesGreyed() {
        h = Harness.inFight(disabledHero(), data, 120, 40);
        h.keys(" ");
        assertEquals("d Dash · disabled: its move or its action", entry('d'), h.screen());
        assertEquals("m Plan a move (path, cost, risks)", entry('m'), h.screen());
        h.esc().keys("d");
        assertTrue(h.shows("Not possible now: hero is disabled (0 HP): they take their move or their action, so a Dash"
                + " would give movement they cannot use"), h.screen());
        // The Dodge is no strenuous action: the hero stays disabled, its action spent, its 3 movement still shown.
        h.keys("o");
        assertTrue(h.shows("▶ hero · move 3/3 · action used"), h.screen());
        h.keys(" ");
        assertEquals("m Plan a move · disabled, has acted: no move", entry('m'), h.screen());
        assertEquals("C Crawl · disabled, has acted: no move", entry('C'), h.screen());
        assertEquals("d Dash · action used", entry('d'), h.screen());
    }

    @Test
    @DisplayName("ACT-DASH: grappled (speed 0) the Dash would add nothing: its entry is greyed with the engine's reason")
    void ACT_DASH_atSpeedZeroTheEntryIsGreyed() {
        h = Harness.inFight(hero(Condition.GRAPPLED), data, 120, 40);
        h.keys(" ");
        assertEquals("d Dash · speed 0: adds no movement", entry('d'), h.screen());
        h.esc().keys("d");
        assertTrue(h.shows("Not possible now: hero is grappled: at speed 0 a Dash would give no movement"), h.screen());
    }

    @Test
    @DisplayName("ACT-DASH in French: grappled, Foncer is greyed: it would add no movement")
    void ACT_DASH_atSpeedZeroInFrench() {
        TestCatalog catalog = new TestCatalog().add("fight", "The fight", "A test fight.", "easy",
                hero(Condition.GRAPPLED)::build);
        h = new Harness(catalog, data, 120, 40, true);
        h.keys("l").keys("n").enter().enter();
        h.keys(" ");
        assertEquals("d Foncer · vitesse 0\u00a0: aucun déplacement", entry('d'), h.screen());
    }

    /**
     * A hero at 1,1 beside difficult ground (3,1 to 6,1), a goblin far off; the first die is the hero's risky check,
     * which fails on a 6 (+3 Str = 9 against DC 10).
     */
    private static TestScenario beforeRoughGround() {
        return TestScenario.map(
                        "##########",
                        "#..,,,,..#",
                        "#........#",
                        "##########")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").abilities(16, 12).hp(20).ac(16))
                .with("gob", "monsters", 8, 2, c -> c.hp(7).ac(13).weapons(TestScenario.SCIMITAR))
                .initiative("hero", "gob")
                .dice(6);
    }

    @Test
    @DisplayName("MOVE-DIFFICULT: after its failed risky move the hero's Dash is greyed with the engine's reason, and d"
            + " gives nothing back; standing up with the action is offered")
    void MOVE_DIFFICULT_dashGreyedAfterTheFailedCheck() {
        h = Harness.inFight(beforeRoughGround(), data, 120, 40);
        h.keys("l").keys("l").keys("r").enter();
        assertTrue(h.shows("hero Str check (risky move): d20 6 +3 Str = 9 vs DC 10: failure"), h.screen());
        assertTrue(h.shows("▶ hero · move 0/6"), h.screen());
        h.keys(" ");
        assertEquals("d Dash · failed check: no movement back", entry('d'), h.screen());
        assertEquals("t Stand up with your action (costs the action: the fall left 0 movement, 3 needed)", entry('t'),
                h.screen());
        h.esc().keys("d");
        assertTrue(h.shows("Not possible now: hero's failed terrain check ended their movement this turn: a Dash gives"
                + " them none back"), h.screen());
        assertTrue(h.shows("▶ hero · move 0/6"), h.screen());
        assertFalse(h.shows("dashes"), h.screen());
    }

    @Test
    @DisplayName("MOVE-DIFFICULT, MOVE-DASH: a Dash taken before the risky move is offered as usual, for its full speed")
    void MOVE_DIFFICULT_dashOfferedBeforeTheRiskyMove() {
        h = Harness.inFight(beforeRoughGround(), data, 120, 40);
        h.keys(" ");
        assertEquals("d Dash", entry('d'), h.screen());
        h.esc().keys("d");
        assertTrue(h.shows("▶ hero · move 12/12"), h.screen());
    }
}
