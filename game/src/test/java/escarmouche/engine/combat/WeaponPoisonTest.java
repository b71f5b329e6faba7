package escarmouche.engine.combat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.events.CheckEvent;
import escarmouche.events.ConditionEvent;
import escarmouche.events.DamageEvent;
import escarmouche.events.NoteEvent;
import escarmouche.rules.core.Ability;
import escarmouche.rules.core.Condition;
import escarmouche.rules.core.DamageType;
import escarmouche.rules.core.Resistance;
import escarmouche.rules.core.Weapon;
import escarmouche.rules.core.WeaponPoison;
import escarmouche.rules.dice.DiceExpression;
import escarmouche.testing.Fight;
import escarmouche.testing.TestScenario;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * COND-POISONED [HOUSE]: a poisoned weapon's hit. Forced dice in order: the attack's d20, the weapon's damage
 * dice, then the victim's save d20 (when the poison allows a save), then the poison's damage dice at the
 * start of each of the victim's turns.
 */
class WeaponPoisonTest {
    private static final DiceExpression VENOM = DiceExpression.parse("1d4");

    private static Weapon fang(DiceExpression damage, Ability save, int dc, int rounds) {
        String name = damage == null ? "ghoul sting" : "spider venom";
        return Arms.CLAWS.withPoison(new WeaponPoison(name, damage, damage == null, save, dc, rounds));
    }

    /** The spider (player-driven) bites first; the hero's Con is 10 (+0), its AC 14. */
    private static TestScenario bite(Weapon fang, Resistance... resists) {
        return TestScenario.map("########", "#......#", "#......#", "########")
                .with("spider", "monsters", 2, 1, c -> c.hp(30).ac(12).weapons(fang).control("player"))
                .with("hero", "party", 1, 1, c -> c.pc("fighter").abilities(16, 12).hp(20).ac(14).resists(resists))
                .initiative("spider", "hero");
    }

    private static List<DamageEvent> poisonDamage(Fight f) {
        return f.all(DamageEvent.class).stream().filter(d -> d.rule().contains("COND-POISONED")).toList();
    }

    private static List<String> changes(Fight f) {
        return f.all(ConditionEvent.class).stream().map(e -> (e.added() ? "+" : "-") + e.condition()).toList();
    }

    @Test
    @DisplayName("COND-POISONED: [HOUSE] a failed Con save against a poisoned bite: poisoned, 1d4 at the start of each of its 2 turns, then it ends")
    void COND_POISONED_failedSaveDamagesEachTurnThenEnds() {
        // d20 15 hits, claws 1d6: 4, Con save d20 5 (DC 11) fails; then the venom's 1d4: 3 on the hero's first
        // turn, 2 on its second.
        Fight f = Fight.of(bite(fang(VENOM, Ability.CON, 11, 2)).dice(15, 4, 5, 3, 2)).start()
                .run("attack hero", "end", "end", "end", "end");
        CheckEvent save = f.first(CheckEvent.class);
        assertEquals("hero", save.actor());
        assertEquals("con", save.ability());
        assertEquals(11, save.dc());
        assertFalse(save.success());
        assertTrue(save.rule().contains("COND-POISONED"));
        ConditionEvent poisoned = f.first(ConditionEvent.class);
        assertEquals("poisoned", poisoned.condition());
        assertEquals("poisoned by spider venom", poisoned.reason());
        assertEquals(List.of("COND-POISONED"), poisoned.rule());
        assertEquals("until the end of hero's next 2 turns", poisoned.until());
        List<DamageEvent> venom = poisonDamage(f);
        assertEquals(List.of(3, 2), venom.stream().map(DamageEvent::final_).toList());
        assertEquals("poison", venom.get(0).damageType());
        assertEquals(20 - 4 - 3 - 2, f.creature("hero").hp());
        assertEquals(List.of("+poisoned", "-poisoned"), changes(f));
        assertFalse(f.creature("hero").has(Condition.POISONED));
        assertTrue(f.all(ConditionEvent.class).get(1).rule().contains("COND-POISONED"));
    }

    @Test
    @DisplayName("COND-POISONED: [HOUSE] a successful save: the bite's damage only, no poison")
    void COND_POISONED_savedNoPoison() {
        Fight f = Fight.of(bite(fang(VENOM, Ability.CON, 11, 2)).dice(15, 4, 18)).start()
                .run("attack hero", "end", "end");
        assertTrue(f.first(CheckEvent.class).success());
        assertEquals(List.of(), changes(f));
        assertEquals(List.of(), poisonDamage(f));
        assertEquals(16, f.creature("hero").hp());
    }

    @Test
    @DisplayName("COND-POISONED: [HOUSE] a poison without a save poisons on every hit, and a miss does nothing")
    void COND_POISONED_noSaveAlwaysPoisons() {
        Fight missed = Fight.of(bite(fang(VENOM, null, 0, 1)).dice(2)).start().run("attack hero");
        assertEquals(List.of(), changes(missed));
        Fight hit = Fight.of(bite(fang(VENOM, null, 0, 1)).dice(15, 4, 1)).start().run("attack hero", "end", "end");
        assertEquals(List.of(), hit.all(CheckEvent.class));
        assertEquals(List.of("+poisoned", "-poisoned"), changes(hit));
        assertEquals(List.of(1), poisonDamage(hit).stream().map(DamageEvent::final_).toList());
    }

    @Test
    @DisplayName("COND-POISONED: [HOUSE] a paralysing poison: paralysed too, and the paralysis ends with the poison")
    void COND_POISONED_paralysisEndsWithThePoison() {
        Fight f = Fight.of(bite(fang(null, Ability.CON, 10, 1)).dice(15, 4, 3)).start()
                .run("attack hero", "end");
        assertEquals(List.of("+poisoned", "+paralyzed", "-poisoned", "-paralyzed"), changes(f));
        ConditionEvent paralysed = f.all(ConditionEvent.class).get(1);
        assertEquals("paralyzed by ghoul sting", paralysed.reason());
        assertEquals(List.of("COND-POISONED"), paralysed.rule());
        assertEquals("the poison wears off", f.all(ConditionEvent.class).get(3).reason());
        assertTrue(f.fired("COND-PARALYZED"), "the paralysed hero's turn is lost, and the log says why");
        assertEquals(List.of(), poisonDamage(f), "a poison without damage deals none");
    }

    @Test
    @DisplayName("COND-POISONED: [HOUSE] resistance halves the venom's damage; immunity to poison damage keeps the poison off")
    void COND_POISONED_resistanceAndImmunity() {
        // Halved: the bite's 4, then the venom's 3 halved to 1.
        Fight half = Fight.of(bite(fang(VENOM, Ability.CON, 11, 1), Resistance.halving(DamageType.POISON))
                .dice(15, 4, 5, 3)).start().run("attack hero", "end", "end");
        assertEquals(List.of(1), poisonDamage(half).stream().map(DamageEvent::final_).toList());
        assertEquals(15, half.creature("hero").hp());
        // Immune: no save is rolled, no condition, a note naming COND-POISONED.
        Fight immune = Fight.of(bite(fang(VENOM, Ability.CON, 11, 1), Resistance.immunity(DamageType.POISON))
                .dice(15, 4)).start().run("attack hero", "end", "end");
        assertEquals(List.of(), immune.all(CheckEvent.class));
        assertEquals(List.of(), changes(immune));
        NoteEvent note = immune.all(NoteEvent.class).stream().filter(n -> n.rule().contains("COND-POISONED"))
                .findFirst().orElseThrow();
        assertEquals("hero is immune to poison: spider venom has no effect", note.text());
        assertEquals(16, immune.creature("hero").hp());
    }
}
