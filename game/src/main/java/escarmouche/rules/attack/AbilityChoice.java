package escarmouche.rules.attack;

import escarmouche.rules.classes.ClassFeatures;
import escarmouche.rules.core.Ability;
import escarmouche.rules.core.AbilityScores;
import escarmouche.rules.core.Modifier;
import escarmouche.rules.core.RulePart;
import escarmouche.rules.core.RuleSet;
import escarmouche.rules.core.Weapon;
import escarmouche.rules.core.WeaponKind;
import java.util.List;

/**
 * ATK-ABILITY and ATK-DEXDMG: which ability adds to the attack roll and which to the damage.
 *
 * <p>House rules. Melee: Str or Dex, any weapon. Ranged: Dex; Str only for thrown weapons and bows made
 * for it: a magic bow (+1 or more) or one built for strength ({@code strengthBow}). Light crossbow: Dex
 * to hit, Str to damage; heavy crossbow: Dex to hit, a fixed +4 to damage; hand crossbow: Dex only. Str
 * adds to hit and damage; Dex to hit or to damage ({@code dex=hit|damage}, default hit), not both, except
 * infiltrators in melee, archers at range, monks and samurai always (the class exception also adds Dex to
 * a crossbow's damage).
 *
 * <p>Plain 5e (dd5): melee and thrown use Str, or Dex with a finesse weapon; other ranged weapons use Dex;
 * the ability adds to both hit and damage.
 *
 * <p>When the attacker names no ability, the one with the larger total contribution is used (Str counts
 * on hit and damage, Dex on one or both); ties go to Str.
 *
 * <p>A weapon that deals no damage (the net) gets no ability on its damage under any rules: only the hit.
 */
public final class AbilityChoice {
    private AbilityChoice() {}

    /** Modifiers to the attack roll and to damage, with the rule IDs that decided them. */
    public record Result(Ability ability, List<Modifier> toHit, List<Modifier> toDamage, List<String> rules) {
        public Result {
            toHit = List.copyOf(toHit);
            toDamage = List.copyOf(toDamage);
            rules = List.copyOf(rules);
        }
    }

    /** The rule IDs of most results, shared: a result's lists are never changed. */
    private static final List<String> ABILITY = List.of("ATK-ABILITY");
    private static final List<String> ABILITY_DEXDMG = List.of("ATK-ABILITY", "ATK-DEXDMG");

    /** The fixed damage bonus of a heavy crossbow (its own strength of 19). */
    public static final int HEAVY_CROSSBOW_DAMAGE = 4;

    /** Whether the ability may be used with this weapon in this way. */
    public static boolean allowed(Weapon weapon, boolean ranged, Ability ability, RuleSet rules) {
        WeaponKind kind = weapon.kind();
        if (ability == Ability.STR) {
            if (!ranged) return true;
            return kind == WeaponKind.THROWN || (rules.house(RulePart.ATTACKS) && strengthBow(weapon));
        }
        if (ability == Ability.DEX) {
            if (rules.house(RulePart.ATTACKS)) return true;
            if (weapon.finesse()) return true;
            return ranged && kind != WeaponKind.THROWN;
        }
        return false;
    }

    /** A bow that lets its archer's Str count at range (house ATK-ABILITY): built for it, or magic. */
    public static boolean strengthBow(Weapon weapon) {
        return weapon.kind() == WeaponKind.BOW && (weapon.strengthBow() || weapon.magic() > 0);
    }

    /**
     * @param ranged    the attack is made at range (a thrown dagger, an arrow)
     * @param requested "str", "dex" or null for the better one
     * @param dexMode   "hit", "damage" or null (hit)
     * @param className the attacker's class, or null for monsters
     */
    public static Result choose(Weapon weapon, boolean ranged, AbilityScores scores, String requested,
                                String dexMode, String className, RuleSet rules) {
        Result r = chooseFor(weapon, ranged, scores, requested, dexMode, className, rules);
        return weapon.dealsNoDamage() ? withoutDamage(r, rules) : r;
    }

    /**
     * A weapon that deals no damage (the net: 5e gives it none, its hit only restrains, COND-RESTRAINED) has no
     * damage for an ability to add to, whatever the rules or the class would add there: Dex to both hit and damage
     * (ATK-DEXDMG's class exceptions, plain 5e), Str, a crossbow's second modifier. The ability keeps its place on
     * the hit; the class exception, which changed nothing, is not cited.
     */
    private static Result withoutDamage(Result r, RuleSet rules) {
        if (r.toDamage().isEmpty()) return r;
        boolean dexToHit = r.ability() == Ability.DEX && rules.house(RulePart.ATTACKS);
        return new Result(r.ability(), r.toHit(), List.of(), dexToHit ? ABILITY_DEXDMG : ABILITY);
    }

    private static Result chooseFor(Weapon weapon, boolean ranged, AbilityScores scores, String requested,
                                    String dexMode, String className, RuleSet rules) {
        // Every attack asks this: each result's lists are made with List.of, which the record's List.copyOf
        // keeps as they are, rather than grown in ArrayLists and then copied.
        int str = scores.modifier(Ability.STR);
        int dex = scores.modifier(Ability.DEX);
        WeaponKind kind = weapon.kind();
        boolean house = rules.house(RulePart.ATTACKS);
        boolean dexBoth = !house || dexBoth(className, ranged);

        if (ranged && (kind == WeaponKind.LIGHT_CROSSBOW || kind == WeaponKind.HEAVY_CROSSBOW)) {
            Modifier dexMod = new Modifier("Dex", dex);
            List<Modifier> hit = List.of(dexMod);
            if (!house) return new Result(Ability.DEX, hit, List.of(dexMod), ABILITY);
            Modifier second = kind == WeaponKind.LIGHT_CROSSBOW ? new Modifier("Str", str)
                    : new Modifier("heavy crossbow", HEAVY_CROSSBOW_DAMAGE);
            if (dexBoth) {
                return new Result(Ability.DEX, hit, List.of(dexMod, second),
                        List.of("ATK-ABILITY", "ATK-DEXDMG", ClassFeatures.rule(className)));
            }
            return new Result(Ability.DEX, hit, List.of(second), ABILITY_DEXDMG);
        }

        boolean strAllowed = allowed(weapon, ranged, Ability.STR, rules);
        boolean dexAllowed = allowed(weapon, ranged, Ability.DEX, rules);
        Ability ability;
        if ("str".equals(requested) && strAllowed) ability = Ability.STR;
        else if ("dex".equals(requested) && dexAllowed) ability = Ability.DEX;
        else if (strAllowed && dexAllowed) ability = better(str, dex, dexBoth, !weapon.dealsNoDamage());
        else ability = strAllowed ? Ability.STR : Ability.DEX;

        if (ability == Ability.STR) {
            List<Modifier> strOnly = List.of(new Modifier("Str", str));
            return new Result(ability, strOnly, strOnly, ABILITY);
        }
        List<Modifier> dexOnly = List.of(new Modifier("Dex", dex));
        if (dexBoth) {
            // The class exception of ATK-DEXDMG (CLASS-SAMURAI, CLASS-MONK, CLASS-INFILTRATOR, CLASS-ARCHER).
            List<String> fired = house ? List.of("ATK-ABILITY", "ATK-DEXDMG", ClassFeatures.rule(className)) : ABILITY;
            return new Result(ability, dexOnly, dexOnly, fired);
        }
        // Only the house rules leave Dex out of the hit or the damage (plain 5e always adds it to both).
        if ("damage".equals(dexMode)) return new Result(ability, List.of(), dexOnly, ABILITY_DEXDMG);
        return new Result(ability, dexOnly, List.of(), ABILITY_DEXDMG);
    }

    /**
     * The ability of the larger total contribution, ties to Str: Str counts on hit and damage, Dex on the hit and,
     * with the class exception or in plain 5e, the damage too; with a weapon that deals no damage, on the hit alone.
     */
    private static Ability better(int str, int dex, boolean dexBoth, boolean damages) {
        int strWeight = damages ? 2 : 1;
        int dexWeight = damages && dexBoth ? 2 : 1;
        return strWeight * str >= dexWeight * dex ? Ability.STR : Ability.DEX;
    }

    /** The class exceptions of ATK-DEXDMG: Dex adds to both hit and damage (see {@link ClassFeatures}). */
    public static boolean dexBoth(String className, boolean ranged) {
        return ClassFeatures.dexToHitAndDamage(className, ranged);
    }
}
