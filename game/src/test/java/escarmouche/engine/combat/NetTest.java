package escarmouche.engine.combat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.events.AttackEvent;
import escarmouche.events.CheckEvent;
import escarmouche.events.ConditionEvent;
import escarmouche.events.ErrorEvent;
import escarmouche.events.NoteEvent;
import escarmouche.rules.core.Condition;
import escarmouche.rules.core.Modifier;
import escarmouche.rules.core.Size;
import escarmouche.rules.core.Weapon;
import escarmouche.testing.Fight;
import escarmouche.testing.RealContent;
import escarmouche.testing.TestScenario;
import java.util.List;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * COND-RESTRAINED from a net (content's weapon {@code "condition"}), as 5e has it: a hit restrains, a Huge
 * target shrugs it off, and the caught creature or an ally next to it uses its action for a Str check DC 10.
 */
class NetTest {
    /** The shipped net: 0 damage, ranged 1/3 squares, {@code "condition": "restrained"}. */
    private static final Weapon NET = RealContent.content().weapons().get("net").weapon();

    /**
     * The hero (Dex 12: +1 to hit) with a net and a longsword, the goblin next to it (AC 12, Str 10). A net
     * thrown at a creature within 1.5 m has disadvantage (ATK-RANGED): two d20s for each throw.
     */
    private static TestScenario yard(UnaryOperator<TestScenario.Creature> gob, Integer... dice) {
        return TestScenario.map("##########", "#........#", "#........#", "#........#", "##########")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").abilities(16, 12).hp(20).ac(14)
                        .weapons(NET, TestScenario.LONGSWORD))
                .with("gob", "monsters", 2, 1, c -> gob.apply(c.hp(30).ac(12).abilities(10, 10)
                        .weapons(TestScenario.SCIMITAR).control("player")))
                .initiative("hero", "gob").dice(dice);
    }

    private static List<ConditionEvent> restrained(Fight f) {
        return f.all(ConditionEvent.class).stream().filter(e -> e.condition().equals("restrained")).toList();
    }

    @Test
    @DisplayName("COND-RESTRAINED: a net's hit restrains its target, the event naming the rule and why; the net is thrown")
    void COND_RESTRAINED_netHitRestrains() {
        Fight f = Fight.of(yard(c -> c, 15, 14)).start().run("attack gob weapon=net");
        assertTrue(f.first(AttackEvent.class).hit(), f.lines());
        ConditionEvent caught = restrained(f).get(0);
        assertEquals("gob", caught.target());
        assertTrue(caught.added());
        assertEquals(List.of("COND-RESTRAINED"), caught.rule());
        assertEquals("caught in the net from hero", caught.reason());
        assertTrue(f.creature("gob").has(Condition.RESTRAINED));
        assertEquals("hero", f.creature("gob").conditions.sources.get(Condition.RESTRAINED));
        assertNull(f.creature("hero").arsenal.find("net"), "the net left the hero's hands");
    }

    @Test
    @DisplayName("COND-RESTRAINED: a net that misses restrains no one")
    void COND_RESTRAINED_netMissDoesNothing() {
        Fight f = Fight.of(yard(c -> c, 8, 7)).start().run("attack gob weapon=net");
        assertFalse(f.first(AttackEvent.class).hit(), f.lines());
        assertTrue(restrained(f).isEmpty(), f.lines());
        assertFalse(f.creature("gob").has(Condition.RESTRAINED));
    }

    @Test
    @DisplayName("COND-RESTRAINED: a net has no effect on a Huge creature, which a note says")
    void COND_RESTRAINED_hugeTargetIsNotCaught() {
        Fight f = Fight.of(yard(c -> c.size(Size.HUGE, 3, 3), 15, 14)).start().run("attack gob weapon=net");
        assertTrue(f.first(AttackEvent.class).hit(), f.lines());
        assertTrue(restrained(f).isEmpty(), f.lines());
        NoteEvent note = f.all(NoteEvent.class).stream().filter(n -> n.rule().contains("COND-RESTRAINED"))
                .findFirst().orElseThrow();
        assertEquals("gob is Huge or larger: the net has no effect on it", note.text());
    }

    @Test
    @DisplayName("COND-RESTRAINED: the caught creature's Str check at DC 10 frees it at exactly 10, the check's breakdown shown")
    void COND_RESTRAINED_escapeSucceedsAtTen() {
        Fight f = Fight.of(yard(c -> c, 15, 14, 10)).start().run("attack gob weapon=net", "end", "escape");
        CheckEvent check = f.first(CheckEvent.class);
        assertEquals("gob", check.actor());
        assertEquals("str", check.ability());
        assertEquals(10, check.dc());
        assertEquals(List.of(new Modifier("Str", 0)), check.modifiers());
        assertEquals(10, check.total());
        assertTrue(check.success());
        assertEquals("escape the net", check.purpose());
        assertTrue(check.rule().contains("COND-RESTRAINED"));
        ConditionEvent freed = restrained(f).get(1);
        assertFalse(freed.added());
        assertEquals("breaks out of the net", freed.reason());
        assertEquals(List.of("COND-RESTRAINED"), freed.rule());
        assertFalse(f.creature("gob").has(Condition.RESTRAINED));
        assertTrue(f.creature("gob").turn.actionUsed, "escaping takes the action");
    }

    @Test
    @DisplayName("COND-RESTRAINED: at 9 the Str check fails and the net holds")
    void COND_RESTRAINED_escapeFailsAtNine() {
        Fight f = Fight.of(yard(c -> c, 15, 14, 9)).start().run("attack gob weapon=net", "end", "escape");
        CheckEvent check = f.first(CheckEvent.class);
        assertEquals(9, check.total());
        assertFalse(check.success());
        assertEquals(1, restrained(f).size(), f.lines());
        assertTrue(f.creature("gob").has(Condition.RESTRAINED));
        assertTrue(f.creature("gob").conditions.caught != null);
    }

    @Test
    @DisplayName("COND-RESTRAINED: an ally within 1.5 m may use its action to free the caught creature; farther, it is refused")
    void COND_RESTRAINED_allyFrees() {
        TestScenario s = yard(c -> c, 15, 14, 12).with("orc", "monsters", 3, 1, c -> c.hp(15).ac(12).abilities(14, 10)
                .control("player")).initiative("hero", "orc", "gob");
        Fight f = Fight.of(s).start().run("attack gob weapon=net", "end", "escape gob");
        CheckEvent check = f.first(CheckEvent.class);
        assertEquals("orc", check.actor());
        assertEquals(List.of(new Modifier("Str", 2)), check.modifiers());
        assertEquals(14, check.total());
        assertEquals("free gob from the net", check.purpose());
        assertEquals("freed from the net by orc", restrained(f).get(1).reason());
        assertFalse(f.creature("gob").has(Condition.RESTRAINED));

        TestScenario far = yard(c -> c, 15, 14).with("orc", "monsters", 5, 1, c -> c.hp(15).ac(12).control("player"))
                .initiative("hero", "orc", "gob");
        Fight refused = Fight.of(far).start().run("attack gob weapon=net", "end", "escape gob");
        ErrorEvent error = refused.first(ErrorEvent.class);
        assertEquals(List.of("COND-RESTRAINED"), error.rule());
        assertTrue(refused.creature("gob").has(Condition.RESTRAINED));
    }

    @Test
    @DisplayName("COND-RESTRAINED: once netted, attacks against it have advantage and its own attacks disadvantage")
    void COND_RESTRAINED_netThenAdvantageAndDisadvantage() {
        // The net (15, 14); the hero's longsword: 4 and 15, advantage takes 15, 3 damage; the goblin's scimitar: 15 and 4.
        Fight f = Fight.of(yard(c -> c, 15, 14, 4, 15, 3, 15, 4, 2)).start()
                .run("attack gob weapon=net", "end", "end", "attack gob weapon=longsword", "end", "attack hero");
        List<AttackEvent> attacks = f.all(AttackEvent.class);
        assertEquals(3, attacks.size(), f.lines());
        assertEquals("advantage", attacks.get(1).advantage());
        assertTrue(attacks.get(1).rule().contains("COND-RESTRAINED"), attacks.get(1).rule()::toString);
        assertTrue(attacks.get(1).hit(), "15 of the two d20s");
        assertEquals("disadvantage", attacks.get(2).advantage());
        assertTrue(attacks.get(2).rule().contains("COND-RESTRAINED"), attacks.get(2).rule()::toString);
        assertFalse(attacks.get(2).hit());
    }

    @Test
    @DisplayName("COND-RESTRAINED: escape without a net, or naming Dex, is refused with the rule; grappled, escape is the grapple's")
    void COND_RESTRAINED_escapeRefusals() {
        Fight f = Fight.of(yard(c -> c, 15, 14)).start().run("attack gob weapon=net", "end", "escape ability=dex");
        ErrorEvent dex = f.first(ErrorEvent.class);
        assertEquals(List.of("COND-RESTRAINED"), dex.rule());
        assertTrue(f.creature("gob").has(Condition.RESTRAINED));
        Fight none = Fight.of(yard(c -> c)).start().run("escape hero");
        assertEquals(List.of("COND-RESTRAINED"), none.first(ErrorEvent.class).rule());
    }

    @Test
    @DisplayName("ATK-DEXDMG: a typed attack sending Dex to the damage of a net, which deals none, is refused with the"
            + " rule and why, nothing rolled nor thrown; Dex to the hit is played")
    void ATK_DEXDMG_noDexToTheDamageOfANet() {
        Fight f = Fight.of(yard(c -> c, 15, 14)).start().run("attack gob weapon=net dex=damage");
        ErrorEvent refused = f.first(ErrorEvent.class);
        assertEquals(List.of("ATK-DEXDMG"), refused.rule());
        assertEquals("the net deals no damage for Dex to add to: leave out dex=damage (ATK-DEXDMG)", refused.reason());
        assertTrue(f.all(AttackEvent.class).isEmpty(), f.lines());
        assertEquals("net", f.creature("hero").arsenal.find("net").id(), "the net is still in hand");
        assertFalse(f.creature("hero").turn.actionUsed);
        Fight hit = Fight.of(yard(c -> c, 15, 14)).start().run("attack gob weapon=net dex=hit");
        assertTrue(hit.all(ErrorEvent.class).isEmpty(), hit.lines());
        assertTrue(hit.first(AttackEvent.class).hit(), hit.lines());
    }
}
