package escarmouche.engine.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.events.CheckEvent;
import escarmouche.events.NoteEvent;
import escarmouche.rules.core.Condition;
import escarmouche.rules.core.Weapon;
import escarmouche.testing.Fight;
import escarmouche.testing.RealContent;
import escarmouche.testing.TestScenario;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** COND-RESTRAINED: a monster caught in a net with nothing better to do with its action tries to get out. */
class NetEscapeAiTest {
    private static final Weapon NET = RealContent.content().weapons().get("net").weapon();

    /** The hero throws its net from 3 squares (beyond normal range: two d20s), out of the goblin's reach. */
    private static TestScenario yard(Integer... dice) {
        return TestScenario.map("##########", "#........#", "##########")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").abilities(16, 12).hp(20).ac(14).weapons(NET))
                .with("gob", "monsters", 4, 1, c -> c.hp(30).ac(12).abilities(10, 10).weapons(TestScenario.SCIMITAR))
                .initiative("hero", "gob").dice(dice);
    }

    @Test
    @DisplayName("COND-RESTRAINED: netted with no foe in reach, the default behaviour escapes (Str check DC 10) and says so")
    void COND_RESTRAINED_aiEscapesTheNet() {
        Fight f = Fight.of(yard(15, 14, 12)).start().run("attack gob weapon=net", "end");
        CheckEvent check = f.first(CheckEvent.class);
        assertEquals("gob", check.actor());
        assertEquals("escape the net", check.purpose());
        assertEquals(12, check.total());
        assertFalse(f.creature("gob").has(Condition.RESTRAINED), f.lines());
        NoteEvent intent = f.all(NoteEvent.class).stream().filter(n -> n.intent() != null
                && n.actor().equals("gob")).findFirst().orElseThrow();
        assertEquals("escape", intent.intent().action());
    }

    @Test
    @DisplayName("COND-RESTRAINED: netted, a weak goblin with a greatsword cuts the net rather than try its Str check, the cut being likelier to free it")
    void COND_RESTRAINED_aiCutsWhenLikelier() {
        // Str 3 (-4): the check frees on 14 or more, 35%. The cut: Dex 18 +4, prof +2, disadvantage: 4 or more on
        // both d20s, 72%; 2d6 reaches 5 on 30 of 36, 83%: 59% in all. The cut: d20s 15 and 14, 2d6 3 and 3.
        Weapon greatsword = TestScenario.weapon("greatsword", "2d6", escarmouche.rules.core.DamageType.SLASHING,
                escarmouche.rules.core.WeaponKind.MELEE, 0, 0);
        TestScenario s = yard(15, 14, 15, 14, 3, 3).with("gob", "monsters", 4, 1, c -> c.hp(30).ac(12).abilities(3, 18)
                .weapons(greatsword));
        Fight f = Fight.of(s).start().run("attack gob weapon=net", "end");
        assertTrue(f.all(CheckEvent.class).isEmpty(), f.lines());
        escarmouche.events.AttackEvent cut = f.all(escarmouche.events.AttackEvent.class).stream()
                .filter(a -> "net".equals(a.object())).findFirst().orElseThrow();
        assertEquals("gob", cut.attacker());
        assertEquals("greatsword", cut.weapon());
        assertTrue(cut.hit());
        assertFalse(f.creature("gob").has(Condition.RESTRAINED), f.lines());
    }

    @Test
    @DisplayName("COND-RESTRAINED: a behaviour whose own rules give nothing still tries the net before ending its turn")
    void COND_RESTRAINED_scriptedBehaviourEscapesLast() {
        AiCase s = AiCase.of(yard(15, 14)).rules("gob", "{\"do\": \"attack\"}").start();
        s.game().submitLine("attack gob weapon=net");
        s.game().submitLine("end");
        assertTrue(s.creature("gob").has(Condition.RESTRAINED));
        assertEquals("escape", s.next());
    }
}
