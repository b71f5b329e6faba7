package escarmouche.rules.damage;

import escarmouche.rules.core.Modifier;
import escarmouche.rules.core.Weapon;
import java.util.ArrayList;
import java.util.List;

/**
 * DMG-ROLL for a weapon's hit: what is added to its damage dice. The ability's modifiers (ATK-ABILITY,
 * ATK-DEXDMG; under plain 5e an off-hand strike keeps only a negative one, ATK-TWF) and the weapon's magic
 * (DMG-MAGIC-WEAPON). A weapon that deals no damage (the net, whose hit only restrains: COND-RESTRAINED) gets
 * nothing added, magic included: 5e's net deals none, and its hit stays a hit of 0 however it is thrown.
 */
public final class WeaponDamage {
    private WeaponDamage() {}

    /**
     * @param abilityToDamage the ability's modifiers to damage ({@code AbilityChoice.Result#toDamage})
     * @param offhand         the off-hand strike of two weapons (ATK-TWF)
     * @param house           the house attack rules apply ({@code RulePart.ATTACKS})
     */
    public static List<Modifier> modifiers(Weapon weapon, List<Modifier> abilityToDamage, boolean offhand,
                                           boolean house) {
        if (weapon.dealsNoDamage()) return List.of();
        List<Modifier> mods = new ArrayList<>(abilityToDamage.size() + 1);
        for (int i = 0, n = abilityToDamage.size(); i < n; i++) {
            Modifier m = abilityToDamage.get(i);
            if (offhand && !house && m.value() > 0) continue;
            mods.add(m);
        }
        if (weapon.magic() != 0) mods.add(new Modifier("magic +" + weapon.magic(), weapon.magic()));
        return mods;
    }
}
