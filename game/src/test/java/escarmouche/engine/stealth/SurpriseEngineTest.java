package escarmouche.engine.stealth;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.events.AttackEvent;
import escarmouche.events.CheckEvent;
import escarmouche.events.ConditionEvent;
import escarmouche.events.Event;
import escarmouche.events.InitiativeEvent;
import escarmouche.events.NoteEvent;
import escarmouche.events.OpportunityEvent;
import escarmouche.rules.core.Condition;
import escarmouche.rules.core.Modifier;
import escarmouche.rules.core.RuleSet;
import escarmouche.testing.Fight;
import escarmouche.testing.TestScenario;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** SURP-CHECK, SURP-ARMOR, SURP-RESIST and TURN-SURPRISED, before initiative. */
class SurpriseEngineTest {
    private static final String[] ROOM = {"##########", "#........#", "#........#", "##########"};

    /** A hero facing a goblin hidden with a stealth total of 17, and a visible one beside it. */
    private static TestScenario ambush(String cls, Integer... dice) {
        return TestScenario.map(ROOM)
                .with("hero", "party", 1, 1, c -> c.pc(cls).abilities(10, 12).hp(20))
                .with("lurker", "monsters", 7, 2, c -> c.hidden(17).weapons(TestScenario.SHORTBOW).control("player"))
                .with("gob", "monsters", 2, 1, c -> c.control("player"))
                .initiative("gob", "hero", "lurker").dice(dice);
    }

    @Test
    @DisplayName("SURP-RESIST / TURN-SURPRISED: a failed check against the best stealth total leaves it surprised;"
            + " it loses its first turn and its reaction (OA-NONE)")
    void SURP_RESIST_failureSurprises() {
        Fight f = Fight.of(ambush("fighter", 5, 10)).start();
        CheckEvent resist = f.first(CheckEvent.class);
        assertEquals("hero", resist.actor());
        assertEquals(17, resist.dc());
        assertEquals("dex", resist.ability(), "its best of Int, Dex and Wis");
        assertTrue(resist.rule().contains("SURP-RESIST"));
        List<Event> ev = f.events();
        assertTrue(ev.indexOf(resist) < ev.indexOf(f.first(InitiativeEvent.class)), "surprise comes before initiative");
        assertTrue(f.creature("hero").has(Condition.SURPRISED));
        f.run("move 3,1 4,1");
        assertTrue(f.all(OpportunityEvent.class).isEmpty(), "no reaction while surprised");
        f.run("end");
        NoteEvent lost = f.all(NoteEvent.class).stream().filter(n -> n.rule().contains("TURN-SURPRISED")).findFirst()
                .orElseThrow();
        assertEquals("hero", lost.actor());
        assertFalse(f.creature("hero").has(Condition.SURPRISED), "it ends with its first turn: " + f.lines());
        assertTrue(f.creature("lurker").has(Condition.HIDDEN));
    }

    @Test
    @DisplayName("SURP-RESIST: success means no surprise; the DC is at least 15; samurai roll with advantage")
    void SURP_RESIST_successAndAdvantage() {
        Fight f = Fight.of(ambush("samurai", 3, 16)).start();
        CheckEvent resist = f.first(CheckEvent.class);
        assertEquals("advantage", resist.advantage());
        assertTrue(resist.rule().contains("CLASS-SAMURAI"));
        assertEquals(17, resist.total(), "16 + Dex 1");
        assertFalse(f.creature("hero").has(Condition.SURPRISED));

        TestScenario low = TestScenario.map(ROOM)
                .with("hero", "party", 1, 1, c -> c.pc("fighter").hp(20))
                .with("lurker", "monsters", 7, 2, c -> c.hidden(9).control("player"))
                .initiative("hero", "lurker").dice(14);
        CheckEvent c = Fight.of(low).start().first(CheckEvent.class);
        assertEquals(15, c.dc());
        assertFalse(c.success());
    }

    @Test
    @DisplayName("COND-DEAFENED: resisting surprise deafened is at disadvantage")
    void deafenedResistsWorse() {
        TestScenario s = TestScenario.map(ROOM)
                .with("hero", "party", 1, 1, c -> c.pc("fighter").hp(20).conditions(Condition.DEAFENED))
                .with("lurker", "monsters", 7, 2, c -> c.hidden(15).control("player"))
                .initiative("hero", "lurker").dice(18, 4);
        CheckEvent c = Fight.of(s).start().first(CheckEvent.class);
        assertEquals("disadvantage", c.advantage());
        assertTrue(c.rule().contains("COND-DEAFENED"));
        assertEquals(4, c.total());
    }

    @Test
    @DisplayName("SURP-CHECK: the game rolls the sneaker's Dex check (no armour +1) against the scenario's DC")
    void SURP_CHECK_rolledAtTheStart() {
        TestScenario s = TestScenario.map(ROOM)
                .with("hero", "party", 1, 1, c -> c.pc("fighter").hp(20))
                .with("lurker", "monsters", 7, 2, c -> c.sneaking(15).control("player"))
                .initiative("hero", "lurker");
        Fight hidden = Fight.of(s.dice(14, 20)).start();
        CheckEvent sneak = hidden.first(CheckEvent.class);
        assertEquals("lurker", sneak.actor());
        assertEquals(List.of(new Modifier("Dex", 0), new Modifier("no armour", 1)), sneak.modifiers());
        assertTrue(sneak.rule().containsAll(List.of("SURP-CHECK", "SURP-ARMOR")));
        assertTrue(hidden.creature("lurker").has(Condition.HIDDEN));
        assertEquals(15, hidden.creature("lurker").conditions.stealth);
        assertEquals(15, hidden.all(CheckEvent.class).get(1).dc());

        Fight seen = Fight.of(s.dice(5)).start();
        assertEquals(1, seen.all(CheckEvent.class).size(), "nobody hides, nobody resists");
        assertFalse(seen.creature("lurker").has(Condition.HIDDEN));
    }

    @Test
    @DisplayName("SURP-ARMOR (seed): plate, great shield and great helm give -12 to the sneaking check")
    void SURP_ARMOR_plateSet() {
        TestScenario s = TestScenario.map(ROOM)
                .with("hero", "party", 1, 1, c -> c.pc("fighter").hp(20))
                .with("knight", "monsters", 7, 2, c -> c.sneaking(10).armor("plate", "great-shield", "great-helm")
                        .control("player"))
                .initiative("hero", "knight").dice(20);
        CheckEvent sneak = Fight.of(s).start().first(CheckEvent.class);
        assertEquals(-12, sneak.modifiers().stream().skip(1).mapToInt(Modifier::value).sum());
        assertEquals(8, sneak.total());
        assertFalse(sneak.success());
    }

    @Test
    @DisplayName("dd5: passive Perception (10 + Wis) against the stealth total, no roll")
    void dd5PassivePerception() {
        Fight f = Fight.of(ambush("fighter").rules(RuleSet.DD5)).start();
        assertTrue(f.all(CheckEvent.class).isEmpty());
        assertTrue(f.creature("hero").has(Condition.SURPRISED));
        assertTrue(f.first(NoteEvent.class).rule().contains("SURP-RESIST"));
    }

    @Test
    @DisplayName("ATK-UNSEEN: the hidden ambusher attacks with advantage and is revealed")
    void ambusherRevealedByAttacking() {
        Fight f = Fight.of(ambush("fighter", 5, 3, 15, 2)).start().run("end", "attack hero");
        AttackEvent a = f.first(AttackEvent.class);
        assertEquals("lurker", a.attacker());
        assertTrue(a.advantageSources().contains("+attacker unseen"));
        ConditionEvent revealed = f.all(ConditionEvent.class).stream()
                .filter(c -> c.condition().equals("hidden") && !c.added()).findFirst().orElseThrow();
        assertEquals("lurker", revealed.target());
    }
}
