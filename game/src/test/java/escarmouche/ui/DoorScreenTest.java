package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.googlecode.lanterna.input.KeyType;
import escarmouche.testing.TestScenario;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Doors on the battle screen: the key, walking into one, the locked door's message, the look text. */
class DoorScreenTest extends ScreenTest {
    /** The hero beside a closed door (east) and a locked one (south). */
    static TestScenario doors() {
        return TestScenario.map(
                        "##########",
                        "#...#....#",
                        "#..+.....#",
                        "##+#######",
                        "#........#",
                        "##########")
                .with("hero", "party", 2, 2, c -> c.pc("fighter").abilities(16, 12).hp(20).ac(16))
                .with("gob", "monsters", 8, 4, c -> c.hp(7).ac(13).weapons(TestScenario.SCIMITAR))
                .locked(2, 3, 15)
                .initiative("hero", "gob");
    }

    private Harness fight(TestScenario s) {
        h = Harness.inFight(s, data);
        return h;
    }

    @Test
    @DisplayName("TURN-OBJECT: walking into a closed door opens it (free interaction, the hero stays); closing it after asks: it takes the action")
    void walkingIntoAClosedDoorOpensIt() {
        fight(doors());
        h.keys("l");
        assertTrue(h.words().contains("Hero opens the door at 3,2 (their free object interaction)"), h.screen());
        assertTrue(h.shows("##. He' . . . . . ##"), h.screen());
        assertTrue(h.shows("▶ hero · move 6/6"), h.screen());
        h.keys("l");
        assertTrue(h.words().contains("moves 2,2 → 3,2"), h.screen());
        h.keys("lO");
        // The question wraps inside its box: each half is checked on its own.
        assertTrue(h.words().contains("Close the door west (3,2) with your action (the free object interaction"),
                h.screen());
        assertTrue(h.words().contains("is spent)?"), h.screen());
        h.keys("y");
        assertTrue(h.words().contains("closes the door at 3,2 (a second interaction: it takes the action)"), h.screen());
    }

    @Test
    @DisplayName("TURN-OBJECT: walking into a locked door says it is locked, its DC and how to pick it")
    void aLockedDoorSaysHowToUnlockIt() {
        fight(doors());
        h.keys("j");
        assertTrue(h.shows("Locked, DC 15: O then south picks the lock (a Dex check, your whole turn)."), h.screen());
        assertTrue(h.shows("▶ hero · move 6/6"), h.screen());
    }

    @Test
    @DisplayName("TURN-OBJECT: O asks which door when two are beside the hero; on a locked one it asks before picking")
    void theDoorKeyPicksALockAfterAskingFirst() {
        fight(doors().dice(18));
        h.keys("O");
        assertTrue(h.words().contains("Which door? Press the direction of the door"), h.screen());
        h.keys("j");
        assertTrue(h.words().contains("Pick the lock"), h.screen());
        assertTrue(h.words().contains("Dex check against DC 15 and takes your whole turn"), h.screen());
        assertTrue(h.words().contains("Dex check, d20 +1 (+1 Dex), against DC 15: 35% to pick it."), h.screen());
        h.keys("y");
        assertTrue(h.words().contains("The door at 2,3 is unlocked"), h.screen());
    }

    @Test
    @DisplayName("TURN-OBJECT: O closes an open door and the look text names O, not the dodge key")
    void lookNamesTheDoorKey() {
        fight(doors());
        h.keys("v").keys("l");
        assertTrue(h.words().contains("closed door: blocks movement and sight; walk into it, or press O beside it,"
                + " to open it"), h.screen());
        assertFalse(h.words().contains("open it with o"), h.screen());
        h.keys("hj");
        assertTrue(h.words().contains("locked door (DC 15 to pick)"), h.screen());
    }

    @Test
    @DisplayName("TURN-OBJECT: a monster behind a closed door opens it to come at the hero, on screen")
    void aMonsterOpensTheDoorBetweenThem() {
        fight(TestScenario.map(
                        "#########",
                        "#...+...#",
                        "#...#...#",
                        "#########")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").hp(20))
                .with("gob", "monsters", 7, 2, c -> c.hp(7).weapons(TestScenario.SCIMITAR))
                .initiative("hero", "gob"));
        h.keys("e");
        assertTrue(h.words().contains("Gob opens the door at 4,1 (its free object interaction)"), h.screen());
        assertTrue(h.shows("##Hego. ' . "), h.screen());
    }

    @Test
    @DisplayName("TURN-OBJECT: the planner says a closed door, not a wall, blocks its path")
    void thePlannerNamesTheDoor() {
        fight(doors());
        h.keys("ml");
        assertTrue(h.shows("A closed door blocks the way east: open it first (walk into it, or O beside it)."),
                h.screen());
    }

    @Test
    @DisplayName("The help lists the door key")
    void helpListsTheDoorKey() {
        fight(doors());
        h.keys("?");
        for (int i = 0; i < 3 && !h.words().contains("open or close a door"); i++) h.press(KeyType.PageDown);
        assertTrue(h.words().contains("open or close a door beside you"), h.screen());
    }

    @Test
    @DisplayName("TURN-OBJECT: the action menu offers the door beside the hero; a step away it greys it, and choosing it says why")
    void theMenuGreysTheDoorWhenNoneIsBeside() {
        h = Harness.inFight(doors(), data, 80, 34);
        h.keys(" ");
        assertTrue(h.shows("O Open, close or unlock a door"), h.screen());
        assertFalse(h.shows("O Open, close or unlock a door · "), h.screen());
        h.esc();
        h.keys("y");
        assertTrue(h.words().contains("moves 2,2 → 1,1"), h.screen());
        h.keys(" ");
        assertTrue(h.shows("O Open, close or unlock a door · no door next to you"), h.screen());
        h.keys("O");
        assertTrue(h.words().contains("Not possible now: no door next to hero (stand beside a door, +\u00a0closed or '\u00a0open,"
                + " then press O)"), h.screen());
    }
}
