package escarmouche.content.load;

import escarmouche.rules.core.Weapon;
import escarmouche.rules.dice.DiceExpression;

/**
 * A content weapon as one creature carries it: an ogre's greatclub hits for 2d8, a spectre's touch has
 * its own name. Magic is applied separately with {@link Weapon#withMagic}.
 */
final class WeaponCopies {
    private WeaponCopies() {}

    static Weapon changed(Weapon w, String name, DiceExpression damage) {
        if (name == null && damage == null) return w;
        return new Weapon(w.id(), name != null ? name : w.name(), damage != null ? damage : w.damage(),
                w.damageType(), w.kind(), w.normalRange(), w.longRange(), w.length(), w.reach(), w.natural(),
                w.finesse(), w.light(), w.twoHanded(), w.strengthBow(), w.magic(), w.magicLevel());
    }
}
