package escarmouche.engine.combat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.engine.preview.AttackPreview;
import escarmouche.events.AttackEvent;
import escarmouche.events.DamageEvent;
import escarmouche.events.FumbleEvent;
import escarmouche.rules.core.Condition;
import escarmouche.rules.core.Modifier;
import escarmouche.rules.core.RuleSet;
import escarmouche.rules.core.Weapon;
import escarmouche.testing.Fight;
import escarmouche.testing.RealContent;
import escarmouche.testing.TestScenario;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A net's hit deals no damage whoever throws it and under whichever rules (5e's net has none; COND-RESTRAINED is
 * all it does): not the Dex that a class puts to both hit and damage (ATK-DEXDMG, CLASS-ARCHER at range,
 * CLASS-MONK, CLASS-SAMURAI), nor the Dex plain 5e adds to both, nor a magic net's bonus, nor a critical's
 * multiplier. The hit makes no damage event (a "takes 0" line would list damage rules that did nothing, DMG-VULN's
 * "- 0" against a vulnerable target), and the preview says the same 0.
 */
class NetDamageTest {
    private static final Weapon NET = RealContent.content().weapons().get("net").weapon();

    /**
     * The thrower (Dex 16: +3) of class {@code cls} with a net, the goblin 2 squares away (AC 12, 30 hit points):
     * at long range, so each throw rolls two d20s (disadvantage).
     */
    private static TestScenario yard(String cls, Weapon net, Integer... dice) {
        return TestScenario.map("##########", "#........#", "#........#", "#........#", "##########")
                .with("hero", "party", 1, 1, c -> c.pc(cls).abilities(10, 16).hp(20).ac(14).weapons(net))
                .with("gob", "monsters", 3, 1, c -> c.hp(30).ac(12).abilities(10, 10).control("player"))
                .initiative("hero", "gob").dice(dice);
    }

    /** A hit of nothing: no damage event at all, and the target's hit points as they were. */
    private static void noDamage(Fight f, String target, int hpLeft) {
        assertEquals(List.of(), f.all(DamageEvent.class), f.lines());
        assertEquals(hpLeft, f.creature(target).health.hp);
    }

    private static void caught(Fight f) {
        assertTrue(f.first(AttackEvent.class).hit(), f.lines());
        assertTrue(f.creature("gob").has(Condition.RESTRAINED), f.lines());
    }

    @Test
    @DisplayName("ATK-DEXDMG, COND-RESTRAINED: an archer's net thrown at range adds its Dex to the hit only: the hit"
            + " restrains and deals 0, not the +3 Dex CLASS-ARCHER gives other ranged weapons' damage")
    void ATK_DEXDMG_COND_RESTRAINED_archersNetDealsNoDamage() {
        Fight f = Fight.of(yard("archer", NET, 15, 14)).start().run("attack gob weapon=net");
        assertTrue(f.first(AttackEvent.class).modifiers().contains(new Modifier("Dex", 3)), f.lines());
        caught(f);
        noDamage(f, "gob", 30);
    }

    @Test
    @DisplayName("ATK-DEXDMG, COND-RESTRAINED: a monk's and a samurai's net hit deal 0 (CLASS-MONK, CLASS-SAMURAI put"
            + " Dex to hit and damage), and the event names no class exception that changed nothing")
    void ATK_DEXDMG_COND_RESTRAINED_monkAndSamuraiNetsDealNoDamage() {
        for (String cls : List.of("monk", "samurai")) {
            Fight f = Fight.of(yard(cls, NET, 15, 14)).start().run("attack gob weapon=net");
            caught(f);
            noDamage(f, "gob", 30);
            List<String> rules = f.first(AttackEvent.class).rule();
            assertTrue(rules.contains("ATK-DEXDMG"), rules::toString);
            assertFalse(rules.contains("CLASS-" + cls.toUpperCase(java.util.Locale.ROOT)), rules::toString);
        }
    }

    @Test
    @DisplayName("ATK-DEXDMG, COND-RESTRAINED: under plain 5e, which adds Dex to both hit and damage, a net's hit deals 0")
    void ATK_DEXDMG_COND_RESTRAINED_plainFiveENetDealsNoDamage() {
        Fight f = Fight.of(yard("fighter", NET, 15, 14).rules(RuleSet.DD5)).start().run("attack gob weapon=net");
        caught(f);
        noDamage(f, "gob", 30);
    }

    @Test
    @DisplayName("ATK-DEXDMG, COND-RESTRAINED: a +1 net adds its bonus to the hit only: the hit deals 0, not 1")
    void ATK_DEXDMG_COND_RESTRAINED_magicNetDealsNoDamage() {
        Weapon magic = NET.withMagic(1, 12);
        Fight f = Fight.of(yard("archer", magic, 15, 14)).start().run("attack gob weapon=net");
        assertTrue(f.first(AttackEvent.class).modifiers().contains(new Modifier("magic +1", 1)), f.lines());
        caught(f);
        noDamage(f, "gob", 30);
    }

    @Test
    @DisplayName("ATK-CRIT: a net's natural 20 (two 20s) hits but is no critical, under plain 5e and the house rules:"
            + " with no damage to multiply, no chain d20 is rolled and the hit deals nothing")
    void ATK_CRIT_netNatural20HitsWithoutChain() {
        for (RuleSet rules : List.of(RuleSet.DD5, RuleSet.HOUSE)) {
            Fight f = Fight.of(yard("archer", NET, 20, 20, 5).rules(rules)).start().run("attack gob weapon=net");
            AttackEvent a = f.first(AttackEvent.class);
            assertFalse(a.critical(), f.lines());
            assertEquals(1, a.multiplier());
            // The two d20s of the throw at long range, and no chain d20 after them: the forced 5 is left unrolled.
            assertEquals(List.of(20, 20), a.rolls().stream().map(r -> r.value()).toList(), f.lines());
            assertTrue(a.rule().contains("ATK-CRIT"), a.rule()::toString);
            caught(f);
            noDamage(f, "gob", 30);
        }
    }

    @Test
    @DisplayName("ATK-DEXDMG, COND-RESTRAINED: the attack preview of an archer's net, a monk's and a +1 net under plain"
            + " 5e shows no damage modifier and an expected 0, as the hit deals")
    void ATK_DEXDMG_COND_RESTRAINED_previewShowsNoDamage() {
        for (TestScenario s : List.of(yard("archer", NET), yard("monk", NET),
                yard("fighter", NET.withMagic(1, 12)).rules(RuleSet.DD5))) {
            Fight f = Fight.of(s).start();
            var hero = f.creature("hero");
            AttackPreview p = f.game().previews().attack(hero, f.creature("gob"), hero.arsenal.find("net"));
            assertEquals(List.of(), p.damageModifiers());
            assertEquals(0, p.expectedDamageTimesTen());
            assertEquals(0, p.afterDefencesTimesTen());
            assertEquals(0, p.afterCriticalTimesTen());
            assertEquals(0, p.worth());
        }
    }

    @Test
    @DisplayName("ATK-FUMBLE, ATK-DEXDMG: an archer's net that fumbles onto its thrower (d6 2) hits it for 0;"
            + " as the engine reads ATK-FUMBLE's attacks that only hit or miss, it is not caught in its own net")
    void ATK_FUMBLE_ATK_DEXDMG_netFumbledOntoItsThrowerDealsNoDamage() {
        // The throw: 1 and 15 with disadvantage, a natural 1; d6 2: it attacks itself, 15 +3 Dex +2 prof against 14.
        Fight f = Fight.of(yard("archer", NET, 1, 15, 2, 15)).start().run("attack gob weapon=net");
        assertEquals("self", f.first(FumbleEvent.class).outcome(), f.lines());
        AttackEvent own = f.all(AttackEvent.class).get(1);
        assertEquals("hero", own.target());
        assertTrue(own.hit(), f.lines());
        noDamage(f, "hero", 20);
        assertFalse(f.creature("hero").has(Condition.RESTRAINED), f.lines());
    }

    @Test
    @DisplayName("ATK-FUMBLE, ATK-DEXDMG: a monk's net that fumbles onto an ally (d6 3) hits it for 0 and leaves it free")
    void ATK_FUMBLE_ATK_DEXDMG_netFumbledOntoAnAllyDealsNoDamage() {
        TestScenario s = yard("monk", NET, 1, 15, 3, 15)
                .with("ally", "party", 2, 2, c -> c.pc("fighter").hp(20).ac(14))
                .initiative("hero", "ally", "gob");
        Fight f = Fight.of(s).start().run("attack gob weapon=net");
        FumbleEvent fumble = f.first(FumbleEvent.class);
        assertEquals("ally", fumble.outcome(), f.lines());
        assertEquals("ally", fumble.victim());
        assertTrue(f.all(AttackEvent.class).get(1).hit(), f.lines());
        noDamage(f, "ally", 20);
        assertFalse(f.creature("ally").has(Condition.RESTRAINED), f.lines());
    }
}
