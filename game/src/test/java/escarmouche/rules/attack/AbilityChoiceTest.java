package escarmouche.rules.attack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.rules.core.Ability;
import escarmouche.rules.core.AbilityScores;
import escarmouche.rules.core.DamageType;
import escarmouche.rules.core.Modifier;
import escarmouche.rules.core.RuleSet;
import escarmouche.rules.core.Weapon;
import escarmouche.rules.core.WeaponKind;
import escarmouche.rules.core.WeaponLength;
import escarmouche.rules.dice.DiceExpression;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class AbilityChoiceTest {
    /** Str 14 (+2), Dex 18 (+4). */
    private static final AbilityScores SCORES = new AbilityScores(14, 18, 10, 10, 10, 10);

    private static Weapon weapon(WeaponKind kind, boolean finesse, boolean strengthBow) {
        return new Weapon(kind.id(), kind.id(), DiceExpression.parse("1d6"), DamageType.PIERCING, kind, 16, 64,
                WeaponLength.MEDIUM, 1, false, finesse, false, false, strengthBow, 0, 0);
    }

    private static AbilityChoice.Result house(Weapon w, boolean ranged, String ability, String dex, String cls) {
        return AbilityChoice.choose(w, ranged, SCORES, ability, dex, cls, RuleSet.HOUSE);
    }

    private static List<Modifier> mods(String... sourceValue) {
        List<Modifier> out = new java.util.ArrayList<>();
        for (int i = 0; i < sourceValue.length; i += 2) {
            out.add(new Modifier(sourceValue[i], Integer.parseInt(sourceValue[i + 1])));
        }
        return out;
    }

    @Test
    @DisplayName("ATK-ABILITY: melee may use Str or Dex with any weapon; ranged uses Dex, Str only thrown or strength bows")
    void ATK_ABILITY_whichAbility() {
        Weapon sword = weapon(WeaponKind.MELEE, false, false);
        assertEquals(Ability.DEX, house(sword, false, "dex", null, null).ability());
        assertEquals(Ability.STR, house(sword, false, "str", null, null).ability());
        Weapon bow = weapon(WeaponKind.BOW, false, false);
        assertFalse(AbilityChoice.allowed(bow, true, Ability.STR, RuleSet.HOUSE));
        assertEquals(Ability.DEX, house(bow, true, "str", null, null).ability());
        assertTrue(AbilityChoice.allowed(weapon(WeaponKind.BOW, false, true), true, Ability.STR, RuleSet.HOUSE));
        assertTrue(AbilityChoice.allowed(weapon(WeaponKind.THROWN, false, false), true, Ability.STR, RuleSet.HOUSE));
        assertFalse(AbilityChoice.allowed(sword, false, Ability.DEX, RuleSet.DD5));
        assertTrue(AbilityChoice.allowed(weapon(WeaponKind.MELEE, true, false), false, Ability.DEX, RuleSet.DD5));
    }

    @Test
    @DisplayName("ATK-ABILITY: light crossbow Dex to hit and Str to damage, heavy +4, hand crossbow Dex only")
    void ATK_ABILITY_crossbows() {
        AbilityChoice.Result light = house(weapon(WeaponKind.LIGHT_CROSSBOW, false, false), true, null, null, null);
        assertEquals(mods("Dex", "4"), light.toHit());
        assertEquals(mods("Str", "2"), light.toDamage());
        AbilityChoice.Result heavy = house(weapon(WeaponKind.HEAVY_CROSSBOW, false, false), true, null, null, null);
        assertEquals(mods("Dex", "4"), heavy.toHit());
        assertEquals(mods("heavy crossbow", "4"), heavy.toDamage());
        AbilityChoice.Result hand = house(weapon(WeaponKind.HAND_CROSSBOW, false, false), true, "str", null, null);
        assertEquals(Ability.DEX, hand.ability());
        assertEquals(mods("Dex", "4"), hand.toHit());
        assertEquals(List.of(), hand.toDamage());
    }

    @Test
    @DisplayName("ATK-DEXDMG: Str adds to hit and damage; Dex to hit or (dex=damage) to damage, not both")
    void ATK_DEXDMG_hitOrDamage() {
        Weapon sword = weapon(WeaponKind.MELEE, false, false);
        AbilityChoice.Result str = house(sword, false, "str", null, null);
        assertEquals(mods("Str", "2"), str.toHit());
        assertEquals(mods("Str", "2"), str.toDamage());
        AbilityChoice.Result dexHit = house(sword, false, "dex", "hit", null);
        assertEquals(mods("Dex", "4"), dexHit.toHit());
        assertEquals(List.of(), dexHit.toDamage());
        AbilityChoice.Result dexDamage = house(sword, false, "dex", "damage", null);
        assertEquals(List.of(), dexDamage.toHit());
        assertEquals(mods("Dex", "4"), dexDamage.toDamage());
        assertTrue(dexDamage.rules().contains("ATK-DEXDMG"));
    }

    @Test
    @DisplayName("ATK-DEXDMG: infiltrators both in melee, archers both at range, monks and samurai always")
    void ATK_DEXDMG_classExceptions() {
        Weapon sword = weapon(WeaponKind.MELEE, false, false);
        Weapon bow = weapon(WeaponKind.BOW, false, false);
        assertEquals(mods("Dex", "4"), house(sword, false, "dex", null, "infiltrator").toDamage());
        assertEquals(List.of(), house(bow, true, "dex", null, "infiltrator").toDamage());
        assertEquals(mods("Dex", "4"), house(bow, true, "dex", null, "archer").toDamage());
        assertEquals(List.of(), house(sword, false, "dex", null, "archer").toDamage());
        assertEquals(mods("Dex", "4"), house(sword, false, "dex", null, "samurai").toDamage());
        assertEquals(mods("Dex", "4"), house(bow, true, "dex", null, "monk").toDamage());
    }

    @Test
    @DisplayName("CLASS-ARCHER, CLASS-INFILTRATOR: the class exception is named with ATK-DEXDMG when it applies")
    void CLASS_ARCHER_namedInTheRules() {
        Weapon sword = weapon(WeaponKind.MELEE, false, false);
        Weapon bow = weapon(WeaponKind.BOW, false, false);
        assertTrue(house(bow, true, "dex", null, "archer").rules().contains("CLASS-ARCHER"));
        assertFalse(house(sword, false, "dex", null, "archer").rules().contains("CLASS-ARCHER"));
        assertTrue(house(sword, false, "dex", null, "infiltrator").rules().contains("CLASS-INFILTRATOR"));
        assertFalse(house(sword, false, "str", null, "infiltrator").rules().contains("CLASS-INFILTRATOR"));
    }

    @Test
    @DisplayName("ATK-DEXDMG: with no choice the larger contribution wins (Str counts twice), ties to Str")
    void ATK_DEXDMG_defaultChoice() {
        Weapon sword = weapon(WeaponKind.MELEE, false, false);
        assertEquals(Ability.STR, house(sword, false, null, null, null).ability());
        assertEquals(Ability.DEX, house(sword, false, null, null, "samurai").ability());
        assertEquals(Ability.DEX, AbilityChoice.choose(sword, false, new AbilityScores(12, 18, 10, 10, 10, 10), null,
                null, null, RuleSet.HOUSE).ability());
    }

    @Test
    @DisplayName("dd5: a finesse weapon adds Dex to hit and damage; no ATK-DEXDMG split")
    void dd5FinesseAddsBoth() {
        AbilityChoice.Result r = AbilityChoice.choose(weapon(WeaponKind.MELEE, true, false), false, SCORES, "dex",
                "hit", null, RuleSet.DD5);
        assertEquals(mods("Dex", "4"), r.toHit());
        assertEquals(mods("Dex", "4"), r.toDamage());
    }

    /** A weapon that deals no damage, as the shipped net: damage "0", ranged, restraining. */
    private static Weapon net(WeaponKind kind) {
        return new Weapon("net", "Net", DiceExpression.parse("0"), DamageType.BLUDGEONING, kind, 1, 3,
                WeaponLength.MEDIUM, 1, false, false, false, false, false, 0, 0, null,
                escarmouche.rules.core.Condition.RESTRAINED);
    }

    @Test
    @DisplayName("ATK-DEXDMG, COND-RESTRAINED: a net's Dex goes to the hit only, for the classes that put Dex to both"
            + " (CLASS-ARCHER at range, CLASS-MONK, CLASS-SAMURAI, not cited then) and under plain 5e")
    void ATK_DEXDMG_COND_RESTRAINED_noAbilityToANetsDamage() {
        Weapon net = net(WeaponKind.RANGED);
        for (String cls : new String[] {"archer", "monk", "samurai", null}) {
            AbilityChoice.Result r = house(net, true, null, null, cls);
            assertEquals(Ability.DEX, r.ability());
            assertEquals(mods("Dex", "4"), r.toHit(), cls);
            assertEquals(List.of(), r.toDamage(), cls);
            assertEquals(List.of("ATK-ABILITY", "ATK-DEXDMG"), r.rules(), cls);
        }
        AbilityChoice.Result five = AbilityChoice.choose(net, true, SCORES, null, null, "archer", RuleSet.DD5);
        assertEquals(mods("Dex", "4"), five.toHit());
        assertEquals(List.of(), five.toDamage());
        assertEquals(List.of("ATK-ABILITY"), five.rules());
    }

    @Test
    @DisplayName("ATK-ABILITY, ATK-DEXDMG: a thrown or melee weapon that deals no damage takes no Str to its damage"
            + " either, and with no choice the better ability to hit wins (Str 14 against Dex 18: Dex)")
    void ATK_DEXDMG_noStrToTheDamageOfAWeaponThatDealsNone() {
        AbilityChoice.Result thrown = house(net(WeaponKind.THROWN), true, "str", null, null);
        assertEquals(Ability.STR, thrown.ability());
        assertEquals(mods("Str", "2"), thrown.toHit());
        assertEquals(List.of(), thrown.toDamage());
        assertEquals(List.of("ATK-ABILITY"), thrown.rules());
        // A damaging sword picks Str (2 x 2 on hit and damage against Dex's 4 on one); a harmless one Dex (4 > 2).
        assertEquals(Ability.DEX, house(net(WeaponKind.MELEE), false, null, null, null).ability());
    }
}
