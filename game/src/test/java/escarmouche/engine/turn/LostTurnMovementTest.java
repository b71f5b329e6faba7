package escarmouche.engine.turn;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.events.TurnEvent;
import escarmouche.testing.Fight;
import escarmouche.testing.TestScenario;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The movement a turn event announces is the movement the creature has: none when its turn is played for it
 * and it can neither act nor move, as for a creature held in place.
 */
class LostTurnMovementTest {
    @Test
    @DisplayName("HP-SHOCK / COND-INCAPACITATED: an NPC knocked out of the fight by system shock has a turn of 0 movement")
    void HP_SHOCK_outOfTheFightHasNoMovement() {
        TestScenario s = TestScenario.map("#######", "#.....#", "#.....#", "#######")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").abilities(16, 12).hp(20))
                .with("thug", "monsters", 2, 1, c -> {
                    c.kind = "npc";
                    return c.hp(3).ac(10).shock(50).control("player");
                })
                .with("boss", "monsters", 5, 2, c -> c.hp(30).control("player"))
                .initiative("hero", "thug", "boss")
                .dice(15, 5, 48);
        Fight f = Fight.of(s).start().run("attack thug", "end");
        assertEquals(List.of("hero 6", "thug 0", "boss 6"), turns(f), f.lines());
        assertEquals(0, f.creature("thug").turn.movementLeft);
    }

    @Test
    @DisplayName("TURN-SURPRISED: a surprised creature's lost first turn has 0 movement, its next its speed")
    void TURN_SURPRISED_lostTurnHasNoMovement() {
        TestScenario s = TestScenario.map("##########", "#........#", "#........#", "##########")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").abilities(10, 12).hp(20))
                .with("lurker", "monsters", 7, 2, c -> c.hidden(17).weapons(TestScenario.SHORTBOW).control("player"))
                .with("gob", "monsters", 2, 1, c -> c.control("player"))
                .initiative("gob", "hero", "lurker").dice(5, 10);
        Fight f = Fight.of(s).start().run("end", "end", "end");
        assertEquals(List.of("gob 6", "hero 0", "lurker 6", "gob 6", "hero 6"), turns(f), f.lines());
    }

    private static List<String> turns(Fight f) {
        return f.all(TurnEvent.class).stream().map(t -> t.actor() + " " + t.movement()).toList();
    }
}
