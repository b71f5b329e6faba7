package escarmouche.engine.combat;

import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Creature;
import escarmouche.rules.core.Weapon;
import escarmouche.rules.damage.DamagePipeline;

/**
 * Whether a weapon's hit can do a creature any harm at all: not when its defences would take every point whatever
 * the dice (mundane steel through an intangible spectre, DMG-MAGIC-WEAPON; a type it is immune to, DMG-RESIST-FLAT)
 * and the weapon lays nothing else on it (a condition, or a poison it is not immune to, COND-POISONED). The AI's
 * blows and readied blows leave such a foe alone, and an opportunity attack takes a weapon that can hurt the mover
 * when the creature carries one, else its fists when they can (ATK-UNARMED).
 */
public final class HarmfulBlows {
    private HarmfulBlows() {}

    /** Whether a hit of {@code w} can do {@code target} any harm at all. */
    public static boolean hurts(Battle battle, Weapon w, Creature target) {
        return whyHarmless(battle, w, target) == null;
    }

    /**
     * The rule that keeps a hit of {@code w} from doing {@code target} any harm, as the damage pipeline would name it
     * (DMG-RESIST-FLAT for an immunity to the weapon's type, DMG-MAGIC-WEAPON for mundane steel through an intangible
     * creature); null when the hit can harm it.
     */
    public static String whyHarmless(Battle battle, Weapon w, Creature target) {
        if (!guarded(target) || w.condition() != null) return null;
        // A poison harms whatever the blade's damage does, unless the target is immune to poison (the spectre).
        if (w.poison() != null && !WeaponPoisons.immune(target)) return null;
        DamagePipeline.Defence d = DamageSystem.defenceOf(target);
        return DamagePipeline.stoppedBy(d, w.damageType(), w.magic(), battle.rules());
    }

    /**
     * Whether the target has a defence that could take a whole blow: intangible, or an immunity. Nearly every
     * creature has none, and is then hurt by anything without the pipeline being asked.
     */
    private static boolean guarded(Creature target) {
        DamagePipeline.Defence d = target.defence.defence;
        if (d.intangible()) return true;
        for (int i = 0, n = d.resistances().size(); i < n; i++) if (d.resistances().get(i).immune()) return true;
        return false;
    }
}
