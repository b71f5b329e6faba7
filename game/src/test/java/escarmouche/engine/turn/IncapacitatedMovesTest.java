package escarmouche.engine.turn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.engine.battle.Creature;
import escarmouche.events.AttackEvent;
import escarmouche.events.ErrorEvent;
import escarmouche.events.MoveEvent;
import escarmouche.events.NoteEvent;
import escarmouche.events.TurnEvent;
import escarmouche.rules.core.Condition;
import escarmouche.rules.grid.Pos;
import escarmouche.testing.Fight;
import escarmouche.testing.TestScenario;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * COND-INCAPACITATED alone takes away actions and reactions, not movement (5e: only the conditions that say so
 * hold a creature in place). Stunned, paralysed, petrified, unconscious and knocked-out creatures still lose
 * their whole turn.
 */
class IncapacitatedMovesTest {
    /** The hero, then the orc next to it, played by hand: its speed is 6. */
    private static TestScenario duel(Condition orcIs, Integer... dice) {
        return TestScenario.map("##########", "#........#", "#........#", "##########")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").abilities(16, 12).hp(20).ac(10))
                .with("orc", "monsters", 2, 1, c -> c.hp(30).ac(12).conditions(orcIs).control("player"))
                .initiative("hero", "orc").dice(dice);
    }

    private static List<String> turns(Fight f) {
        return f.all(TurnEvent.class).stream().map(t -> t.actor() + " " + t.movement()).toList();
    }

    @Test
    @DisplayName("COND-INCAPACITATED: a plainly incapacitated orc's turn has its speed, 6, and it walks 3 squares")
    void COND_INCAPACITATED_keepsItsSpeedAndMoves() {
        // The hero's blow as it leaves: 5 + 3 + 2 = 10 against AC 12 misses.
        Fight f = Fight.of(duel(Condition.INCAPACITATED, 5)).start().run("end", "move 3,1 4,1 5,1");
        assertEquals(List.of("hero 6", "orc 6"), turns(f), f.lines());
        List<MoveEvent> moves = f.all(MoveEvent.class);
        assertEquals(3, moves.size(), f.lines());
        assertEquals(new Pos(5, 1), f.creature("orc").at());
        assertEquals(3, f.creature("orc").turn.movementLeft);
        NoteEvent limits = f.all(NoteEvent.class).stream().filter(n -> n.actor().equals("orc")).findFirst().orElseThrow();
        assertEquals("orc is incapacitated: no action, no reaction this turn; it may move", limits.text());
        assertEquals(List.of("COND-INCAPACITATED"), limits.rule());
    }

    @Test
    @DisplayName("COND-INCAPACITATED: leaving the hero's reach still provokes its opportunity attack, 15 + 5 = 20 hits")
    void COND_INCAPACITATED_movingProvokes() {
        // d20 15 + Str 3 + proficiency 2 = 20 against AC 12; the longsword's d8 rolls 4, + 3 = 7.
        Fight f = Fight.of(duel(Condition.INCAPACITATED, 15, 4)).start().run("end", "move 3,1");
        AttackEvent oa = f.first(AttackEvent.class);
        assertEquals("hero", oa.attacker(), f.lines());
        assertEquals(20, oa.total(), f.lines());
        assertEquals(23, f.creature("orc").hp(), f.lines());
        assertEquals(new Pos(3, 1), f.creature("orc").at());
    }

    @Test
    @DisplayName("COND-INCAPACITATED: the moving orc may not attack nor dash, and the refusals name the rule")
    void COND_INCAPACITATED_noAction() {
        Fight f = Fight.of(duel(Condition.INCAPACITATED)).start().run("end", "attack hero", "dash", "dodge");
        List<ErrorEvent> errors = f.all(ErrorEvent.class);
        assertEquals(3, errors.size(), f.lines());
        for (ErrorEvent e : errors) assertEquals(List.of("COND-INCAPACITATED"), e.rule(), f.lines());
        assertTrue(f.all(AttackEvent.class).isEmpty(), f.lines());
        assertEquals(20, f.creature("hero").hp());
        assertEquals("orc", f.game().active().id(), "refusals leave the turn to the player: it may still move");
        assertEquals(6, f.creature("orc").turn.movementLeft);
    }

    @Test
    @DisplayName("COND-STUNNED: a stunned orc still has a turn of 0 movement, played for it")
    void COND_STUNNED_stillNoMovement() {
        Fight f = Fight.of(duel(Condition.STUNNED)).start().run("end");
        assertEquals(List.of("hero 6", "orc 0", "hero 6"), turns(f), f.lines());
        assertEquals(new Pos(2, 1), f.creature("orc").at());
    }

    @Test
    @DisplayName("COND-INCAPACITATED: an AI orc that means to attack walks to the hero, and strikes nothing")
    void COND_INCAPACITATED_aiWalksToItsTarget() {
        TestScenario s = TestScenario.map("##########", "#........#", "#........#", "##########")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").abilities(16, 12).hp(20).ac(10))
                .with("orc", "monsters", 7, 1, c -> c.hp(30).ac(12).conditions(Condition.INCAPACITATED))
                .initiative("hero", "orc");
        Fight f = Fight.of(s).start().run("end");
        Creature orc = f.creature("orc");
        assertEquals(1, orc.distanceTo(f.creature("hero")), f.lines());
        assertTrue(f.all(AttackEvent.class).isEmpty(), f.lines());
        assertEquals(List.of("hero 6", "orc 6", "hero 6"), turns(f), f.lines());
    }

    @Test
    @DisplayName("COND-INCAPACITATED: an AI orc that flees, frightened, walks away from the hero")
    void COND_INCAPACITATED_aiFleesAway() {
        TestScenario s = TestScenario.map("##########", "#........#", "#........#", "##########")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").abilities(16, 12).hp(20).ac(10))
                .with("orc", "monsters", 3, 1, c -> c.hp(30).ac(12)
                        .conditions(Condition.INCAPACITATED, Condition.FRIGHTENED))
                .initiative("hero", "orc");
        Fight f = Fight.of(s).start().run("end");
        assertEquals(List.of("hero 6", "orc 6", "hero 6"), turns(f), f.lines());
        // From 3,1 to the wall at 8,1: five squares, the sixth would bring it back.
        assertEquals(5, f.all(MoveEvent.class).size(), f.lines());
        assertEquals(new Pos(8, 1), f.creature("orc").at());
        assertFalse(f.creature("orc").turn.dashed, "no Dash: it has no action");
    }
}
