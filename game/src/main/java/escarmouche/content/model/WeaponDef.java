package escarmouche.content.model;

import escarmouche.rules.core.Weapon;

/**
 * A weapon entry of content/weapons.json: the rules' view of it plus what only content cares about.
 *
 * @param category  {@code simple}, {@code martial} or {@code natural}
 * @param condition condition a hit inflicts instead of damage mattering (the net: {@code restrained}),
 *                  or {@code null}
 */
public record WeaponDef(Weapon weapon, String category, String condition) {
    public String id() {
        return weapon.id();
    }
}
