package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.googlecode.lanterna.input.KeyType;
import escarmouche.rules.core.Condition;
import escarmouche.testing.TestScenario;
import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * ACT-HIDE: a foe hidden and not yet noticed is kept off the map and the lists (SidePaneScreenTest); what
 * the screens say besides (the surroundings, the move planner's warnings, the Disengage roll-offs, a
 * burst's catch) does not give it away either.
 */
class UnseenFoesScreenTest {
    @TempDir
    Path data;

    /** The hero at 1,1, the lurker hidden at 1,2 beside it; the goblin comes to 2,2 in round 1. */
    static TestScenario beside(boolean gobAsleep) {
        return TestScenario.map(
                        "##########",
                        "#........#",
                        "#...,,...#",
                        "##########")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").abilities(16, 12).hp(20).ac(16))
                .with("gob", "monsters", 8, 2, c -> (gobAsleep ? c.conditions(Condition.UNCONSCIOUS) : c)
                        .hp(7).ac(13).shock(50).weapons(TestScenario.SCIMITAR))
                .with("lurker", "monsters", 1, 2, c -> c.hp(7).ac(13).hidden(25).weapons(TestScenario.SCIMITAR))
                .initiative("hero", "gob");
    }

    @Test
    @DisplayName("ACT-HIDE in a hot seat: a hidden monster the player leads by hand is on their map and in their lists,"
            + " where a hidden one on AI is not")
    void hiddenMonsterPlayedByHandIsSeen() {
        Harness h = Harness.inFight(TestScenario.map(
                        "##########",
                        "#........#",
                        "#........#",
                        "##########")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").hp(20).ac(16).control("ai"))
                .with("lurker", "monsters", 6, 2, c -> c.hp(7).ac(13).hidden(25).weapons(TestScenario.SCIMITAR)
                        .control("player"))
                .with("sneak", "monsters", 8, 1, c -> c.hp(7).ac(13).hidden(25).weapons(TestScenario.SCIMITAR))
                .initiative("lurker", "hero", "sneak"), data);
        assertTrue(h.shows("▶ lurker · move 6/6"), h.screen());
        assertTrue(h.shows("lu lurker"), "in the side panel: " + h.screen());
        assertTrue(h.row(4).contains("lu"), "on the map at 6,2: " + h.screen());
        assertFalse(h.shows("sn sneak"), "the AI's hidden monster stays unseen: " + h.screen());
    }

    @Test
    @DisplayName("ACT-HIDE, OA-WITHIN, OA-LEAVE, OA-DISENGAGE: S, the planner and Disengage name the goblin in sight, never the hidden lurker")
    void surroundingsPlannerAndDisengage() {
        Harness h = Harness.inFight(beside(false), data);
        assertTrue(h.shows("Round 2: hero's turn"), h.screen());
        h.keys("S");
        assertTrue(h.shows("South (1,2): open ground."), h.screen());
        assertTrue(h.shows("Within the reach of: gob (go) at 2,2, reach 1."), h.screen());
        assertTrue(h.shows("Within your reach: gob (go) at 2,2, reach 1."), h.screen());
        assertFalse(h.shows("lurker"), h.screen());
        h.esc();
        // The look cursor on the lurker's square sees open ground, in the reach of the hero and the goblin only.
        h.keys("v").keys("j");
        assertTrue(h.shows("Square 1,2: open ground"), h.screen());
        assertTrue(h.shows("Within the reach of: hero, gob "), h.screen());
        assertFalse(h.shows("lurker"), h.screen());
        h.esc();
        // A step into the lurker's square is barred, by someone the hero cannot see.
        h.keys("j");
        assertTrue(h.shows("Not possible as planned: someone unseen at 1,2 bars the way"), h.screen());
        assertFalse(h.shows("lurker"), h.screen());
        h.esc();
        // A first step inside the goblin's reach is free; the second provokes it (OA-WITHIN), and leaving the
        // lurker's reach would provoke it too (OA-LEAVE): the planner warns of the goblin alone.
        h.keys("l");
        assertTrue(h.shows("hero moves 1,1 → 2,1"), h.screen());
        h.keys("l");
        assertTrue(h.shows("Opportunity attacks this move would provoke:"), h.screen());
        assertTrue(h.shows("gob strikes before step 1"), h.screen());
        assertFalse(h.shows("lurker"), h.screen());
        h.esc();
        // The Dodge's odds in the action menu count the goblin alone.
        h.keys(" ");
        assertTrue(h.shows("Dodge (gob: "), h.screen());
        assertFalse(h.shows("lurker"), h.screen());
        h.esc();
        h.keys("D");
        assertTrue(h.shows("gob"), h.screen());
        assertFalse(h.shows("lurker"), h.screen());
    }

    @Test
    @DisplayName("ACT-HIDE, OA-LEAVE, ATK-UNSEEN: a step that provokes only a hidden foe is taken at once, and the blow comes unannounced")
    void aStepProvokingOnlyTheUnseenIsTaken() {
        Harness h = Harness.inFight(beside(true), data);
        h.keys("l");
        assertTrue(h.shows("hero moves 1,1 → 2,1"), h.screen());
        h.keys("l");
        assertFalse(h.shows("Opportunity attacks this move would provoke:"), h.screen());
        assertTrue(h.shows("hero moves 2,1 → 3,1"), h.screen());
        assertTrue(h.shows("lurker attacks hero"), h.screen());
    }

    @Test
    @DisplayName("ACT-HIDE, DMG-ROLL: a fireball's odds leave out the hidden goblin it would catch; Tab does not centre on it")
    void burstLeavesTheUnseenOut() {
        // gob2 hidden and rooted to its square (speed 0): the party, surprised, loses round 1, and gob2 stays
        // hidden through it, out of everyone's reach; the other goblin comes to the fighter.
        Harness h = Harness.inFight(SpellPickTest.crypt(c -> c, c -> c, c -> c.hidden(25).speed(0)), data, 120, 40);
        assertTrue(h.shows("Round 2: mage's turn"), h.screen());
        h.keys("c").press(KeyType.ArrowUp).enter();
        assertTrue(h.shows("FIREBALL at 7,2"), h.screen());
        // gob2, at 10,3, is inside the burst: the odds leave it out.
        assertTrue(h.shows("Foes caught: gob (go) saves 40%"), h.screen());
        assertFalse(h.shows("gob2"), h.screen());
        // Each: 70% to cast, then 60% of a failed save's 28 and 40% of a success's 13.75 (each total halved and
        // rounded down, as the engine does), the chain counted: 16.5 a creature, one foe.
        assertTrue(h.shows("All told, 16.5 damage to the foes and 16.5 to your side expected from this cast (critical chain included, CAST-CRIT)."), h.screen());
        for (int i = 0; i < 3; i++) {
            h.press(KeyType.Tab);
            assertTrue(h.shows("FIREBALL at "), h.screen());
            assertFalse(h.shows("FIREBALL at 10,3"), h.screen());
        }
        // A spell aimed at one creature lists the goblins in sight, the party after them, never gob2; the half
        // cover gob2 gives a bolt at far still counts, said of the fighter alone.
        h.esc().keys("c");
        for (int i = 0; i < 8 && !h.shows("▶ Fire bolt"); i++) h.press(KeyType.ArrowDown);
        h.enter();
        java.util.Set<String> aimed = new java.util.TreeSet<>();
        for (int i = 0; i < 6; i++) {
            for (String who : new String[] {"gob (go)", "far (fa)", "tank (Ta)", "gob2"}) if (h.shows(who)) aimed.add(who);
            h.press(KeyType.Tab);
        }
        assertEquals(java.util.Set.of("gob (go)", "far (fa)", "tank (Ta)"), aimed, h.screen());
        for (int i = 0; i < 6 && !h.shows("CAST Fire bolt at far"); i++) h.press(KeyType.Tab);
        assertTrue(h.shows("vs AC 14 (12 +2 half cover: tank in the way)"), h.screen());
    }

    @Test
    @DisplayName("ACT-HIDE, CAST-ROLL, ATK-RANGED-MELEE: a caster's odds count the unseen foe beside it, calling it someone unseen")
    void castingBesideTheUnseen() {
        // The mage's d20 20 resists the ambush: its first turn comes with the lurker still hidden beside it.
        TestScenario s = TestScenario.map(
                        "####################",
                        "#..................#",
                        "#..................#",
                        "####################")
                .with("mage", "party", 1, 1, c -> c.caster("wizard", "fire-bolt", "magic-missile")
                        .scores(8, 14, 12, 16, 10, 10).level(5).slots(4, 3, 2).hp(20))
                .with("lurker", "monsters", 2, 2, c -> c.hp(7).ac(12).hidden(2).weapons(TestScenario.SCIMITAR))
                .with("gob", "monsters", 12, 1, c -> c.hp(7).ac(12).weapons(TestScenario.SCIMITAR))
                .initiative("mage", "lurker", "gob").dice(20);
        Harness h = Harness.inFight(s, data, 120, 40);
        assertTrue(h.shows("Round 1: mage's turn"), h.screen());
        h.keys("c");
        assertTrue(h.shows("Casting roll [CAST-ROLL]: d20 +3 Int -1 melee (someone unseen, level 1), 7 needed: 80%"), h.screen());
        h.enter();
        assertTrue(h.shows("CAST Fire bolt at gob (go), 1 of 2,"), h.screen());
        assertTrue(h.shows("with disadvantage (against: enemy within 1.5 m (someone unseen))"), h.screen());
        assertFalse(h.shows("lurker"), h.screen());
    }
}
