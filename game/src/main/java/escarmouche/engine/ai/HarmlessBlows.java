package escarmouche.engine.ai;

import escarmouche.behaviour.Action;
import escarmouche.behaviour.Rule;
import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.combat.DamageSystem;
import escarmouche.rules.attack.Unarmed;
import escarmouche.rules.core.Weapon;
import escarmouche.rules.damage.DamagePipeline;
import java.util.ArrayList;
import java.util.List;

/**
 * Blows that cannot hurt: a weapon whose every point the target's defences would take whatever the dice (mundane
 * steel through an intangible spectre, DMG-MAGIC-WEAPON; a foe immune to the weapon's damage type,
 * DMG-RESIST-FLAT) and that lays nothing else (no condition, no poison). A rule that strikes ({@code attack},
 * {@code flank}, {@code shoot}, {@code hold}) leaves out a foe none of the creature's weapons, fists included,
 * can hurt, as a spell is not aimed at a creature its defences would leave untouched; and the weapon it strikes
 * with is one that can.
 */
final class HarmlessBlows {
    private HarmlessBlows() {}

    /** Whether the rule's action is a weapon blow at its target, whose candidates are looked over here. */
    static boolean aims(Rule rule) {
        Action a = rule.action();
        return a instanceof Action.Attack || a instanceof Action.Flank || a instanceof Action.Shoot
                || a instanceof Action.Hold;
    }

    /**
     * The pool without the foes that none of the creature's weapons can hurt; the same list when it leaves out
     * none (nearly always: only an intangible foe or one with an immunity is looked at twice).
     */
    static List<Creature> hurtable(Situation s, List<Creature> pool) {
        List<Creature> out = null;
        for (int i = 0, n = pool.size(); i < n; i++) {
            Creature c = pool.get(i);
            boolean left = !anyHurts(s, c);
            if (left && out == null) out = new ArrayList<>(pool.subList(0, i));
            else if (!left && out != null) out.add(c);
        }
        return out == null ? pool : out;
    }

    /** Whether one of the creature's weapons, or its fists, can hurt {@code target}. */
    static boolean anyHurts(Situation s, Creature target) {
        if (!guarded(target)) return true;
        for (Weapon w : s.self.arsenal.weapons) if (hurts(s, w, target)) return true;
        return hurts(s, Unarmed.STRIKE, target);
    }

    /** Whether a hit of {@code w} can do {@code target} any harm at all. */
    static boolean hurts(Situation s, Weapon w, Creature target) {
        return hurts(s.battle, w, target);
    }

    /** The same, for a blow outside a decision of the creature's turn (an opportunity attack). */
    static boolean hurts(Battle battle, Weapon w, Creature target) {
        if (!guarded(target) || w.condition() != null || w.poison() != null) return true;
        DamagePipeline.Defence d = DamageSystem.defenceOf(target);
        return !DamagePipeline.stopsEverything(d, w.damageType(), w.magic(), battle.rules());
    }

    /**
     * The weapon an opportunity question offers {@code self} by id, its fists included ({@link Unarmed#ID}, which no
     * list need name); null when the question offers no weapon.
     */
    static Weapon offered(Creature self, String id) {
        if (id == null) return null;
        Weapon w = self.arsenal.find(id);
        return w != null ? w : Unarmed.ID.equals(id) ? Unarmed.STRIKE : null;
    }

    /** Whether the target has a defence that could take a whole blow: intangible, or an immunity. */
    private static boolean guarded(Creature target) {
        DamagePipeline.Defence d = target.defence.defence;
        if (d.intangible()) return true;
        for (int i = 0, n = d.resistances().size(); i < n; i++) if (d.resistances().get(i).immune()) return true;
        return false;
    }
}
