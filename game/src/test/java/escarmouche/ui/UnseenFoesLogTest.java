package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.testing.TestScenario;
import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * ACT-HIDE, SURP-CHECK: the log tells the player no more of a hidden foe than the map shows. Its sneaking
 * into the fight, its place in the initiative, its turns, steps and plans stay out of the player's log
 * while it is unseen; what it does to the party shows, and its attack reveals it (ATK-UNSEEN).
 */
class UnseenFoesLogTest {
    @TempDir
    Path data;

    /** The hero at 1,1; the lurker sneaks in at 7,2 (Dex 20 against DC 5: it always hides) and comes to strike. */
    static TestScenario ambush(String lurkerControl) {
        return TestScenario.map(
                        "##########",
                        "#........#",
                        "#........#",
                        "##########")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").abilities(16, 12).hp(40).ac(10))
                .with("lurker", "monsters", 7, 2, c -> c.abilities(10, 20).hp(7).ac(13).sneaking(5)
                        .weapons(TestScenario.SCIMITAR).control(lurkerControl))
                .initiative("lurker", "hero");
    }

    @Test
    @DisplayName("ACT-HIDE, SURP-CHECK, ATK-UNSEEN: an unseen foe's sneaking, place in the order, plans and steps are not in the log; its attack is, under its turn")
    void theLogKeepsAnUnseenFoesDoings() {
        Harness h = Harness.inFight(ambush("ai"), data, 120, 40);
        h.keys("V"); // the full level: the monsters' plans too
        assertTrue(h.shows("Round 1: lurker's turn (6 movement)"), "its turn shows once it attacks: " + h.screen());
        assertTrue(h.shows("lurker attacks hero with scimitar"), h.screen());
        assertTrue(h.shows("lurker is no longer hidden (attacked)"), h.screen());
        assertTrue(h.shows("Initiative fixed by the scenario: hero "), "the order without it: " + h.screen());
        assertTrue(h.shows("hero Dex check (see the ambush coming)"), "the party's own roll: " + h.screen());
        assertFalse(h.shows("sneak up"), h.screen());
        assertFalse(h.shows("lurker is now hidden"), h.screen());
        assertFalse(h.shows("lurker moves"), h.screen());
        assertFalse(h.shows("lurker means to"), h.screen());
    }

    @Test
    @DisplayName("ACT-HIDE, SURP-CHECK: a hidden monster the player leads by hand is theirs to read about: its sneaking, its place and its steps")
    void aHiddenMonsterLedByHandIsToldInFull() {
        Harness h = Harness.inFight(ambush("player"), data, 120, 40);
        assertTrue(h.shows("lurker Dex check (sneak up on its foes)"), h.screen());
        assertTrue(h.shows("lurker is now hidden"), h.screen());
        assertTrue(h.shows("Initiative fixed by the scenario: lurker, hero"), h.screen());
        h.keys("h");
        assertTrue(h.shows("lurker moves 7,2 → 6,2"), h.screen());
    }

    @Test
    @DisplayName("ACT-HIDE, CAST-SAVE: a hidden foe caught by the party's fireball makes its save in the log, as the party's"
            + " own doing met it")
    void aSaveAgainstThePartysSpellShows() {
        // gob2 hidden and rooted to its square, inside the burst the mage aims at 7,2 (see UnseenFoesScreenTest).
        Harness h = Harness.inFight(SpellPickTest.crypt(c -> c, c -> c, c -> c.hidden(25).speed(0)), data, 120, 40);
        assertTrue(h.shows("Round 2: mage's turn"), h.screen());
        h.keys("c").press(com.googlecode.lanterna.input.KeyType.ArrowUp).enter();
        assertTrue(h.shows("FIREBALL at 7,2"), h.screen());
        // Moved off the tank, the burst still holds both goblins: 12,2.
        h.keys("lllll");
        assertTrue(h.shows("FIREBALL at 12,2"), h.screen());
        h.enter();
        assertTrue(h.shows("gob2 Dex save against fireball from mage:"), h.screen());
        assertTrue(h.shows("gob2 takes "), h.screen());
    }

    @Test
    @DisplayName("ACT-HIDE: a foe that stays unseen has no line in the log, not even its turn, and browsing by creature never names it")
    void aFoeThatStaysUnseenIsNeverTold() {
        Harness h = Harness.inFight(TestScenario.map(
                        "##########",
                        "#........#",
                        "#........#",
                        "##########")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").abilities(16, 12).hp(40).ac(10))
                .with("lurker", "monsters", 8, 2, c -> c.hp(7).ac(13).hidden(25).speed(0).weapons(TestScenario.SCIMITAR))
                .initiative("lurker", "hero"), data, 120, 40);
        h.keys("V");
        assertTrue(h.shows("Round 1: hero's turn"), h.screen());
        h.keys("e");
        assertTrue(h.shows("Round 2: hero's turn"), h.screen());
        assertFalse(h.shows("lurker"), h.screen());
        // The log browsed creature by creature: the hero, then every line again.
        h.keys("L").keys("c");
        assertTrue(h.shows("hero"), h.screen());
        h.keys("c");
        assertFalse(h.shows("lurker"), h.screen());
    }
}
