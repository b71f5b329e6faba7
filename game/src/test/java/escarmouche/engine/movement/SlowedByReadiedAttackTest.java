package escarmouche.engine.movement;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.events.ErrorEvent;
import escarmouche.events.Event;
import escarmouche.rules.grid.Pos;
import escarmouche.testing.Fight;
import escarmouche.testing.TestScenario;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * ACT-READY then MOVE-WOUNDED: a readied blow that drops the mover to 0 hit points halves its speed at once.
 * Its movement budget must follow before anything reads it again: the rest of the move, the next command's
 * check, the screen. The hero (a fighter at 6 hit points, speed 6) walks four squares into the reach of a
 * goblin that readied its longsword: d20 15 hits AC 12, 1d8 6 leaves it at 0, disabled (HP-DISABLED), speed
 * 3 with 4 spent, so no movement left.
 */
class SlowedByReadiedAttackTest {
    /** The hero's four steps into the goblin's reach (from 6,1 to 2,2), then what it tries next. */
    private static final String APPROACH = "move 5,1 4,1 3,1 2,2";

    private static Fight fight() {
        TestScenario s = TestScenario.map("########", "#......#", "#......#", "########")
                .with("gob", "monsters", 1, 1, c -> c.control("player"))
                // Its reaction unspent: it would strike a hero leaving its reach from 2,2.
                .with("orc", "monsters", 1, 2, c -> c.control("player"))
                .with("hero", "party", 6, 1, c -> c.pc("fighter").hp(6).control("player"))
                .initiative("gob", "orc", "hero").dice(15, 6);
        return Fight.of(s).start().run("ready hero", "end", "end");
    }

    /** The log from the readied blow's damage on, each event as "type: rules". */
    private static List<String> afterTheBlow(Fight f) {
        List<String> out = new ArrayList<>();
        boolean hit = false;
        for (Event e : f.events()) {
            if (e.type().equals("damage")) hit = true;
            if (hit) out.add(e.type() + ": " + e.rule());
        }
        return out;
    }

    @Test
    @DisplayName("ACT-READY, MOVE-WOUNDED: dropped on its last step, the mover's next move is refused, as out of movement")
    void ACT_READY_MOVE_WOUNDED_nextMoveRefused() {
        Fight f = fight().run(APPROACH);
        assertEquals(new Pos(2, 2), f.creature("hero").at());
        assertEquals(0, f.creature("hero").hp());
        assertEquals(0, f.creature("hero").turn.movementLeft, "what the screen shows: 3 (half speed) - 4 spent, none");
        assertEquals(3, f.creature("hero").turn.movementBudget);
        f.run("move 3,2");
        ErrorEvent refused = f.first(ErrorEvent.class);
        assertEquals("move 3,2", refused.command());
        assertEquals("hero has no movement left this turn", refused.reason());
        assertEquals(List.of("MOVE-ENTER"), refused.rule());
        assertEquals(new Pos(2, 2), f.creature("hero").at());
        assertEquals(List.of("damage: [DMG-ROLL]", "condition: [HP-DISABLED]", "error: [MOVE-ENTER]"), afterTheBlow(f),
                "no opportunity attack checked for a step never taken" + f.lines());
    }

    @Test
    @DisplayName("ACT-READY, MOVE-WOUNDED: dropped mid-move, the step it can no longer pay provokes no opportunity attack")
    void ACT_READY_MOVE_WOUNDED_unpaidStepProvokesNothing() {
        Fight f = fight().run(APPROACH + " 3,2");
        assertEquals(new Pos(2, 2), f.creature("hero").at(), "stopped where the blow dropped it");
        assertEquals(0, f.creature("hero").hp());
        assertEquals(0, f.creature("hero").turn.movementLeft);
        assertEquals(false, f.creature("orc").turn.reactionUsed, "the orc was never left");
        assertEquals(List.of("damage: [DMG-ROLL]", "condition: [HP-DISABLED]"), afterTheBlow(f), f.lines());
    }
}
