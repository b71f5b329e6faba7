package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.googlecode.lanterna.input.KeyType;
import escarmouche.rules.core.Condition;
import escarmouche.testing.TestScenario;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * ATK-FUMBLE on the battle screen: a weapon that fell is picked up with the whole movement or the action, the
 * player's choice. The action list says what , costs; pressing it offers both ways with what each leaves.
 */
class PickupScreenTest extends ScreenTest {
    /** The hero's first blow fumbles (natural 1, d6 5): its longsword falls at 1,1; it then drops prone. */
    private void fumbledAndProne() {
        h = Harness.inFight(TestScenario.map(
                        "##########",
                        "#........#",
                        "##########")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").abilities(16, 12).hp(20).ac(16))
                .with("gob", "monsters", 2, 1, c -> c.hp(30).ac(13).control("player").weapons(TestScenario.SCIMITAR))
                .initiative("hero", "gob").dice(1, 5), data);
        h.keys("a").enter();
        assertTrue(h.shows("the longsword drops"), h.screen());
        h.keys("z").keys("e").keys("e");
        assertTrue(h.shows("▶ hero · move 6/6"), h.screen());
    }

    @Test
    @DisplayName("ATK-FUMBLE: the action list gives the pickup's cost, and , offers the whole movement or the action")
    void ATK_FUMBLE_pickupOffersBothWaysWithTheirCosts() {
        fumbledAndProne();
        h.keys(" ").press(KeyType.End);
        assertTrue(h.shows(", Pick up the longsword (costs your whole movement or your action)"), h.screen());
        assertTrue(h.shows("t Stand up (costs 3 of the 6 movement left)"), h.screen());
        h.esc().keys(",");
        assertTrue(h.shows("Pick up the longsword: with your movement or your action?"), h.screen());
        assertTrue(h.shows("m Pick up the longsword: your whole movement (0 of 6 left after)"), h.screen());
        assertTrue(h.shows("a Pick up the longsword: your action (your 6 movement stays)"), h.screen());
        h.keys("a");
        assertTrue(h.shows("Hero picks up the longsword at 1,1, using their action"), h.screen());
        assertTrue(h.shows("▶ hero · move 6/6"), h.screen());
        // The movement kept: standing up is still there, at its price.
        h.keys(" ").press(KeyType.End);
        assertTrue(h.shows("t Stand up (costs 3 of the 6 movement left)"), h.screen());
    }

    @Test
    @DisplayName("ATK-FUMBLE: the whole movement chosen, the hero keeps its action and has no movement left")
    void ATK_FUMBLE_pickupWithTheWholeMovement() {
        fumbledAndProne();
        h.keys(",").keys("m");
        assertTrue(h.shows("Hero picks up the longsword at 1,1, using their whole movement"), h.screen());
        assertTrue(h.shows("▶ hero · move 0/6"), h.screen());
    }

    @Test
    @DisplayName("ATK-FUMBLE: once the action is spent, the list says the pickup costs the whole movement and , asks nothing")
    void ATK_FUMBLE_oneWayLeftIsTakenAtOnce() {
        fumbledAndProne();
        h.keys("o");
        h.keys(" ").press(KeyType.End);
        assertTrue(h.shows(", Pick up the longsword (costs your whole movement)"), h.screen());
        h.esc().keys(",");
        assertFalse(h.shows("with your movement or your action?"), h.screen());
        assertTrue(h.shows("Hero picks up the longsword at 1,1, using their whole movement"), h.screen());
    }

    @Test
    @DisplayName("COND-UNCONSCIOUS, TURN-OBJECT: healed, a hero's sword dropped going unconscious costs the free object"
            + " interaction, not the whole movement: the list says so, , takes it at once and the 6 movement stays")
    void COND_UNCONSCIOUS_TURN_OBJECT_droppedSwordIsTheFreeInteraction() {
        // Cure wounds: d20 15 to cast, 1d8 2 + Wis 3 = 5 hit points: from -3 up to 2.
        h = Harness.inFight(TestScenario.map(
                        "##########",
                        "#........#",
                        "##########")
                .with("cleric", "party", 1, 1, c -> c.caster("cleric", "cure-wounds").scores(10, 10, 12, 10, 16, 10)
                        .level(3).slots(4).hp(20))
                .with("fig", "party", 2, 1, c -> c.pc("fighter").hp(-3).maxHp(20).ac(16)
                        .conditions(Condition.UNCONSCIOUS, Condition.PRONE))
                .with("gob", "monsters", 8, 1, c -> c.hp(7).ac(12).control("player").weapons(TestScenario.SCIMITAR))
                .initiative("cleric", "fig", "gob").dice(15, 2), data);
        h.keys("c").enter();
        assertTrue(h.shows("CAST Cure wounds at ALLY fig"), h.screen());
        h.enter();
        h.keys("e");
        assertTrue(h.shows("▶ fig · move 6/6"), h.screen());
        h.keys(" ").press(KeyType.End);
        assertTrue(h.shows(", Pick up the longsword (costs your free object interaction)"), h.screen());
        h.esc().keys(",");
        assertFalse(h.shows("with your movement or your action?"), h.screen());
        assertTrue(h.shows("Fig picks up the longsword at 2,1, using their free object interaction"), h.screen());
        assertTrue(h.shows("▶ fig · move 6/6"), h.screen());
    }
}
