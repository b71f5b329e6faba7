package escarmouche.engine.ai;

import escarmouche.behaviour.Action;
import escarmouche.behaviour.Rule;
import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.combat.HarmfulBlows;
import escarmouche.rules.attack.Unarmed;
import escarmouche.rules.core.Weapon;
import java.util.ArrayList;
import java.util.List;

/**
 * Blows that cannot hurt: a weapon whose every point the target's defences would take whatever the dice (mundane
 * steel through an intangible spectre, DMG-MAGIC-WEAPON; a foe immune to the weapon's damage type,
 * DMG-RESIST-FLAT) and that lays nothing else (no condition, no poison the foe can take). A rule that strikes
 * ({@code attack}, {@code flank}, {@code shoot}, {@code hold}) or readies a blow ({@code ready}) leaves out a foe
 * none of the creature's weapons, fists included, can hurt, as a spell is not aimed at a creature its defences
 * would leave untouched; and the weapon it strikes with, or readies, is one that can.
 */
final class HarmlessBlows {
    private HarmlessBlows() {}

    /** Whether the rule's action is a weapon blow at its target, whose candidates are looked over here. */
    static boolean aims(Rule rule) {
        Action a = rule.action();
        return a instanceof Action.Attack || a instanceof Action.Flank || a instanceof Action.Shoot
                || a instanceof Action.Hold || a instanceof Action.Ready;
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
        return anyHurts(s.battle, s.self, target);
    }

    /**
     * Whether one of {@code attacker}'s weapons, or its fists, can hurt {@code target}: asked of an ally too, which
     * a helper passes over when it cannot ({@code help}).
     */
    static boolean anyHurts(Battle battle, Creature attacker, Creature target) {
        for (Weapon w : attacker.arsenal.weapons) if (hurts(battle, w, target)) return true;
        return hurts(battle, Unarmed.STRIKE, target);
    }

    /** Whether a hit of {@code w} can do {@code target} any harm at all ({@link HarmfulBlows}). */
    static boolean hurts(Situation s, Weapon w, Creature target) {
        return hurts(s.battle, w, target);
    }

    /** The same, for a blow outside a decision of the creature's turn (an opportunity attack). */
    static boolean hurts(Battle battle, Weapon w, Creature target) {
        return HarmfulBlows.hurts(battle, w, target);
    }

    /**
     * The rule that keeps a hit of {@code w} from doing {@code target} any harm (DMG-RESIST-FLAT, DMG-MAGIC-WEAPON), or
     * null when it can ({@link HarmfulBlows#whyHarmless}).
     */
    static String whyHarmless(Battle battle, Weapon w, Creature target) {
        return HarmfulBlows.whyHarmless(battle, w, target);
    }

    /**
     * The weapon a readied attack at {@code target} takes (ACT-READY): its first melee weapon that can hurt it, else
     * its fists when they can; null when nothing it carries can, and no blow is readied.
     */
    static Weapon toReady(Situation s, Creature target) {
        for (Weapon w : s.self.arsenal.weapons) if (w.canMelee() && hurts(s, w, target)) return w;
        return hurts(s, Unarmed.STRIKE, target) ? Unarmed.STRIKE : null;
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
}
