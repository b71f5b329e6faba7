package escarmouche.engine.combat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.events.AttackEvent;
import escarmouche.events.ErrorEvent;
import escarmouche.events.Event;
import escarmouche.events.MoveEvent;
import escarmouche.events.NoteEvent;
import escarmouche.rules.grid.Pos;
import escarmouche.testing.Fight;
import escarmouche.testing.TestScenario;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** ACT-READY: a readied melee attack, released by the reaction. */
class ReadyActionTest {
    private static TestScenario standoff(Integer... dice) {
        return TestScenario.map("########", "#......#", "#......#", "########")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").abilities(16, 10).hp(20)
                        .weapons(TestScenario.LONGSWORD, TestScenario.SHORTBOW))
                .with("ally", "party", 1, 2, c -> c.pc("fighter").hp(20))
                .with("gob", "monsters", 5, 1, c -> c.hp(20).control("player"))
                .initiative("hero", "ally", "gob").dice(dice);
    }

    @Test
    @DisplayName("ACT-READY: the attack goes off, with the reaction, on the step that brings the enemy within reach")
    void ACT_READY_strikesOnApproach() {
        Fight f = Fight.of(standoff(15, 4)).start().run("ready gob", "end", "end", "move 4,1 3,1 2,1");
        List<Event> ev = f.events();
        AttackEvent a = f.first(AttackEvent.class);
        assertEquals("hero", a.attacker());
        assertEquals("longsword", a.weapon());
        assertTrue(a.rule().contains("ACT-READY"));
        List<MoveEvent> moves = f.all(MoveEvent.class);
        assertEquals(3, moves.size());
        assertTrue(ev.indexOf(moves.get(2)) < ev.indexOf(a), "after the step into reach");
        assertTrue(f.creature("hero").turn.reactionUsed);
        assertNull(f.creature("hero").turn.readied);
        assertEquals(13, f.creature("gob").hp(), "1d8 4 + Str 3");
    }

    @Test
    @DisplayName("ACT-READY: readied with no target, it strikes the first enemy that steps into reach, never an ally")
    void ACT_READY_forTheFirstEnemy() {
        TestScenario s = TestScenario.map("########", "#......#", "#......#", "#......#", "########")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").abilities(16, 10).hp(20).weapons(TestScenario.LONGSWORD))
                .with("ally", "party", 3, 2, c -> c.pc("fighter").hp(20))
                .with("imp", "monsters", 5, 1, c -> c.hp(20).control("player"))
                .with("gob", "monsters", 6, 3, c -> c.hp(20).control("player"))
                .initiative("hero", "ally", "imp", "gob").dice(15, 4);
        Fight f = Fight.of(s).start().run("ready imp gob", "ready", "end", "move 2,2", "end", "move 4,1 3,1 2,1", "end",
                "move 5,3 4,3 3,3 2,3 1,2");
        assertEquals("expected: ready [TARGET] [weapon=ID]", f.first(ErrorEvent.class).reason());
        assertEquals("hero readies its longsword for the first enemy that comes within reach",
                f.first(NoteEvent.class).text());
        List<AttackEvent> blows = f.all(AttackEvent.class).stream().filter(b -> b.attacker().equals("hero")).toList();
        assertEquals(1, blows.size(), "the ally's step into reach sets off nothing, the reaction then is spent: " + blows);
        AttackEvent a = blows.get(0);
        assertEquals("imp", a.target(), "the first enemy to come within reach");
        assertTrue(a.rule().contains("ACT-READY"));
        assertEquals(13, f.creature("imp").hp(), "d20 15 hits; 1d8 4 + Str 3");
        assertEquals(new Pos(1, 2), f.creature("gob").at(), "gob came within reach unharmed");
        assertEquals(20, f.creature("gob").hp());
        assertNull(f.creature("hero").turn.readied);
    }

    @Test
    @DisplayName("ACT-READY: it lasts until the creature's next turn; it must target an enemy with a melee weapon")
    void ACT_READY_expiresAndRefusals() {
        Fight f = Fight.of(standoff()).start().run("ready ally", "ready gob weapon=shortbow", "ready gob weapon=katana",
                "attack gob weapon=katana", "ready gob");
        List<String> reasons = f.all(ErrorEvent.class).stream().map(ErrorEvent::reason).toList();
        assertEquals(List.of("ally is not a living enemy",
                "only a melee attack can be readied: the shortbow cannot strike in melee",
                "hero has no weapon 'katana' (weapons: longsword, shortbow)",
                "hero has no weapon 'katana' (weapons: longsword, shortbow)"), reasons);
        assertTrue(f.first(NoteEvent.class).rule().contains("ACT-READY"));
        f.run("end", "end", "end");
        assertNull(f.creature("hero").turn.readied, "gone at the start of its next turn");
    }
}
