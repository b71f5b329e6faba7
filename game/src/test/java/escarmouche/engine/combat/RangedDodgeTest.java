package escarmouche.engine.combat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.events.AttackEvent;
import escarmouche.events.CheckEvent;
import escarmouche.events.DamageEvent;
import escarmouche.events.Event;
import escarmouche.rules.core.RuleSet;
import escarmouche.testing.Fight;
import escarmouche.testing.TestScenario;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** CLASS-SAMURAI and CLASS-MONK: dodging missiles once per round. */
class RangedDodgeTest {
    private static final String[] FIELD = {"##########", "#........#", "#........#", "##########"};

    private static TestScenario archersAt(String cls, Integer... dice) {
        return TestScenario.map(FIELD)
                .with("hero", "party", 1, 1, c -> c.pc(cls).abilities(10, 16).hp(30).ac(12))
                .with("a1", "monsters", 7, 1, c -> c.weapons(TestScenario.SHORTBOW).control("player"))
                .with("a2", "monsters", 7, 2, c -> c.weapons(TestScenario.SHORTBOW).control("player"))
                .initiative("a1", "a2", "hero").dice(dice);
    }

    @Test
    @DisplayName("CLASS-SAMURAI: a Dex check against the attack total turns a ranged hit into a miss, once per round")
    void CLASS_SAMURAI_dodgesOncePerRound() {
        Fight f = Fight.of(archersAt("samurai", 15, 14, 15, 4)).start().run("attack hero", "end", "attack hero");
        List<Event> ev = f.events();
        CheckEvent dodge = f.first(CheckEvent.class);
        assertEquals(17, dodge.dc(), "the attack's total: 15 + prof 2");
        assertEquals(17, dodge.total(), "14 + Dex 3");
        assertTrue(dodge.rule().contains("CLASS-SAMURAI"));
        AttackEvent first = f.all(AttackEvent.class).get(0);
        assertTrue(ev.indexOf(dodge) < ev.indexOf(first), "the check, then the attack reported as dodged");
        assertFalse(first.hit());
        assertEquals(Boolean.TRUE, first.dodged());
        assertTrue(first.rule().contains("CLASS-SAMURAI"));
        AttackEvent second = f.all(AttackEvent.class).get(1);
        assertTrue(second.hit());
        assertNull(second.dodged(), "already dodged this round");
        assertEquals(1, f.all(CheckEvent.class).size());
        assertEquals(4, f.first(DamageEvent.class).final_());
    }

    @Test
    @DisplayName("CLASS-MONK: a failed dodge leaves the hit; fighters never try; melee hits cannot be dodged")
    void CLASS_MONK_failsAndOthers() {
        Fight monk = Fight.of(archersAt("monk", 15, 2, 4)).start().run("attack hero");
        assertFalse(monk.first(CheckEvent.class).success());
        assertTrue(monk.first(CheckEvent.class).rule().contains("CLASS-MONK"));
        AttackEvent a = monk.first(AttackEvent.class);
        assertTrue(a.hit());
        assertEquals(Boolean.FALSE, a.dodged());

        Fight fighter = Fight.of(archersAt("fighter", 15, 4)).start().run("attack hero");
        assertTrue(fighter.all(CheckEvent.class).isEmpty());

        TestScenario melee = TestScenario.map(FIELD)
                .with("hero", "party", 1, 1, c -> c.pc("samurai").abilities(10, 16).hp(30).ac(12))
                .with("gob", "monsters", 2, 1, c -> c.control("player"))
                .initiative("gob", "hero").dice(15, 4);
        assertTrue(Fight.of(melee).start().run("attack hero").all(CheckEvent.class).isEmpty());
    }

    @Test
    @DisplayName("CLASS-MONK: spell attacks from range can be dodged too; dd5 has no dodge")
    void CLASS_MONK_spellsAndDd5() {
        TestScenario s = TestScenario.map(FIELD)
                .with("hero", "party", 1, 1, c -> c.pc("monk").abilities(10, 16).hp(30).ac(12))
                .with("mage", "monsters", 7, 1, c -> c.caster("wizard", "fire-bolt").control("player"))
                .initiative("mage", "hero").dice(10, 15, 18);
        Fight f = Fight.of(s).start().run("cast fire-bolt hero");
        assertEquals(Boolean.TRUE, f.first(AttackEvent.class).dodged());
        assertTrue(f.all(DamageEvent.class).isEmpty());

        Fight dd5 = Fight.of(archersAt("samurai", 15, 4).rules(RuleSet.DD5)).start().run("attack hero");
        assertTrue(dd5.all(CheckEvent.class).isEmpty());
    }
}
