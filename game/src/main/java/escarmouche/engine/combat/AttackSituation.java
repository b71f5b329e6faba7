package escarmouche.engine.combat;

import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Creature;
import escarmouche.rules.core.Advantage;
import escarmouche.rules.core.Condition;
import escarmouche.rules.core.Weapon;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads the battlefield for the advantage and disadvantage sources of one attack (ATK-ADV and the
 * conditions), so the roll and the interface's hit chance use the very same list.
 */
public final class AttackSituation {
    private AttackSituation() {}

    public static List<Advantage.Source> sources(Battle battle, Creature attacker, Creature target, Weapon weapon,
                                                 boolean ranged) {
        List<Advantage.Source> out = new ArrayList<>();
        int distance = attacker.distanceTo(target);
        if (attacker.has(Condition.PRONE)) out.add(new Advantage.Source("attacker prone", false, "COND-PRONE"));
        if (target.has(Condition.PRONE)) {
            boolean close = distance <= 1;
            out.add(new Advantage.Source(close ? "target prone, within 1.5 m" : "target prone, beyond 1.5 m", close,
                    "COND-PRONE"));
        }
        if (target.has(Condition.DODGING) && !attacker.has(Condition.HIDDEN) && !target.incapacitated()) {
            out.add(new Advantage.Source("target dodging", false, "ACT-DODGE"));
        }
        if (target.has(Condition.RESTRAINED)) out.add(new Advantage.Source("target restrained", true, "COND-RESTRAINED"));
        if (attacker.has(Condition.RESTRAINED)) out.add(new Advantage.Source("attacker restrained", false, "COND-RESTRAINED"));
        if (target.has(Condition.BLINDED)) out.add(new Advantage.Source("target blinded", true, "COND-BLINDED"));
        if (attacker.has(Condition.BLINDED)) out.add(new Advantage.Source("attacker blinded", false, "COND-BLINDED"));
        if (target.has(Condition.INVISIBLE)) out.add(new Advantage.Source("target invisible", false, "COND-INVISIBLE"));
        if (attacker.has(Condition.INVISIBLE)) out.add(new Advantage.Source("attacker invisible", true, "COND-INVISIBLE"));
        if (attacker.has(Condition.HIDDEN)) out.add(new Advantage.Source("attacker unseen", true, "ATK-UNSEEN"));
        if (target.has(Condition.HIDDEN)) out.add(new Advantage.Source("target unseen", false, "ATK-UNSEEN"));
        if (target.has(Condition.PARALYZED)) out.add(new Advantage.Source("target paralyzed", true, "COND-PARALYZED"));
        if (target.has(Condition.STUNNED)) out.add(new Advantage.Source("target stunned", true, "COND-STUNNED"));
        if (target.has(Condition.UNCONSCIOUS)) out.add(new Advantage.Source("target unconscious", true, "COND-UNCONSCIOUS"));
        if (attacker.has(Condition.POISONED)) out.add(new Advantage.Source("attacker poisoned", false, "COND-POISONED"));
        if (attacker.has(Condition.FRIGHTENED)) out.add(new Advantage.Source("attacker frightened", false, "COND-FRIGHTENED"));
        if (ranged) {
            if (distance > weapon.normalRange()) {
                out.add(new Advantage.Source("beyond normal range", false, "ATK-RANGE"));
            }
            for (Creature enemy : battle.enemiesOf(attacker)) {
                if (enemy.distanceTo(attacker) <= 1 && enemy.canAct()) {
                    out.add(new Advantage.Source("enemy within 1.5 m (" + enemy.id() + ")", false, "ATK-RANGED-MELEE"));
                    break;
                }
            }
        }
        return out;
    }

    /** COND-PARALYZED / COND-UNCONSCIOUS: a hit from within 1.5 m is a critical. */
    public static boolean autoCritical(Creature attacker, Creature target) {
        return (target.has(Condition.PARALYZED) || target.has(Condition.UNCONSCIOUS)) && attacker.distanceTo(target) <= 1;
    }
}
