package escarmouche.rules.attack;

import escarmouche.rules.core.Ability;
import escarmouche.rules.core.AbilityScores;
import escarmouche.rules.core.Modifier;
import escarmouche.rules.core.RuleSet;
import escarmouche.rules.core.Weapon;
import escarmouche.rules.core.WeaponKind;
import java.util.ArrayList;
import java.util.List;

/**
 * ATK-ABILITY and ATK-DEXDMG: which ability adds to the attack roll and which to the damage.
 *
 * <p>Melee: Str or Dex, any weapon. Ranged: Dex; Str only for thrown weapons and bows built for it.
 * Light crossbow: Dex to hit, Str to damage; heavy crossbow: Dex to hit, a fixed +4 damage; hand
 * crossbow: Dex. Str adds to hit and damage; Dex to hit or damage, not both, except infiltrators in
 * melee, archers at range, monks and samurai always.
 */
public final class AbilityChoice {
    private AbilityChoice() {}

    /** Modifiers to the attack roll and to damage, with the rule IDs that decided them. */
    public record Result(Ability ability, List<Modifier> toHit, List<Modifier> toDamage, List<String> rules) {}

    /**
     * @param ranged    the attack is made at range (a thrown dagger, an arrow)
     * @param requested "str", "dex" or null for the better one
     * @param dexMode   "hit", "damage" or null (hit)
     * @param className the attacker's class, or null for monsters
     */
    public static Result choose(Weapon weapon, boolean ranged, AbilityScores scores, String requested,
                                String dexMode, String className, RuleSet rules) {
        int str = scores.modifier(Ability.STR);
        int dex = scores.modifier(Ability.DEX);
        List<String> fired = new ArrayList<>(List.of("ATK-ABILITY"));
        List<Modifier> hit = new ArrayList<>();
        List<Modifier> dmg = new ArrayList<>();
        WeaponKind kind = weapon.kind();

        if (ranged && (kind == WeaponKind.LIGHT_CROSSBOW || kind == WeaponKind.HEAVY_CROSSBOW)) {
            hit.add(new Modifier("Dex", dex));
            if (!rules.house()) {
                dmg.add(new Modifier("Dex", dex));
            } else if (kind == WeaponKind.LIGHT_CROSSBOW) {
                dmg.add(new Modifier("Str", str));
            } else {
                dmg.add(new Modifier("heavy crossbow", 4));
            }
            return new Result(Ability.DEX, hit, dmg, fired);
        }

        boolean strAllowed = !ranged || kind == WeaponKind.THROWN || weapon.strengthBow();
        boolean dexAllowed = ranged || rules.house() || weapon.finesse();
        Ability ability;
        if ("str".equals(requested) && strAllowed) ability = Ability.STR;
        else if ("dex".equals(requested) && dexAllowed) ability = Ability.DEX;
        else if (strAllowed && dexAllowed) ability = str >= dex ? Ability.STR : Ability.DEX;
        else ability = strAllowed ? Ability.STR : Ability.DEX;

        if (ability == Ability.STR) {
            hit.add(new Modifier("Str", str));
            dmg.add(new Modifier("Str", str));
            return new Result(ability, hit, dmg, fired);
        }
        if (!rules.house() || dexBoth(className, ranged)) {
            hit.add(new Modifier("Dex", dex));
            dmg.add(new Modifier("Dex", dex));
            if (rules.house()) fired.add("ATK-DEXDMG");
            return new Result(ability, hit, dmg, fired);
        }
        fired.add("ATK-DEXDMG");
        if ("damage".equals(dexMode)) dmg.add(new Modifier("Dex", dex));
        else hit.add(new Modifier("Dex", dex));
        return new Result(ability, hit, dmg, fired);
    }

    /** The class exceptions of ATK-DEXDMG. */
    public static boolean dexBoth(String className, boolean ranged) {
        if (className == null) return false;
        return switch (className) {
            case "monk", "samurai" -> true;
            case "infiltrator" -> !ranged;
            case "archer" -> ranged;
            default -> false;
        };
    }
}
