package escarmouche.engine.combat;

import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Creature;
import escarmouche.rules.checks.AbilityCheck;
import escarmouche.rules.checks.D20Test;
import escarmouche.rules.classes.ClassFeatures;
import escarmouche.rules.core.Ability;
import escarmouche.rules.core.Condition;
import escarmouche.rules.core.RulePart;
import java.util.List;

/**
 * CLASS-SAMURAI and CLASS-MONK: once per round, a samurai or monk hit by a ranged attack (a missile or a
 * ranged spell attack) may make a Dex check against the attack's total; success turns the hit into a
 * miss. It costs no action, but the creature must be able to act and see the attacker, and a surprised
 * one cannot try before its first turn ends. House rules only.
 */
public final class RangedDodge {
    private final Battle battle;
    private final CheckService checks;

    public RangedDodge(Battle battle, CheckService checks) {
        this.battle = battle;
        this.checks = checks;
    }

    /** Whether the target may try now (its class, its state, its once per round). */
    public boolean mayTry(Creature target, Creature attacker) {
        return battle.house(RulePart.CLASSES) && ClassFeatures.rangedDodge(target.stats.className) && target.canAct()
                && !(target.has(Condition.SURPRISED) && !target.turn.firstTurnDone)
                && target.turn.rangedDodgeRound != battle.round() && Sight.canSee(battle, target, attacker);
    }

    /**
     * Rolls the dodge of a ranged hit with this total, if the target may try: null when it may not, else
     * whether the hit was dodged. The check's d20 comes right after the attack's dice.
     */
    public Boolean attempt(Creature target, Creature attacker, int attackTotal) {
        if (!mayTry(target, attacker)) return null;
        target.turn.rangedDodgeRound = battle.round();
        AbilityCheck.Input in = checks.input(target, Ability.DEX, attackTotal);
        return checks.check(target, in, "dodge " + attacker.id() + "'s missile",
                List.of(ClassFeatures.rule(target.stats.className))).success();
    }

    /**
     * The Dex check the target would roll against a ranged hit from {@code attacker}, as {@link #attempt}
     * declares it now (its modifiers, its advantage and why), for the odds shown before the attack; null when
     * it may not try. The attack's total, the check's DC, is not known before the roll: the odds weigh each.
     */
    public D20Test.Setup check(Creature target, Creature attacker) {
        if (!mayTry(target, attacker)) return null;
        return AbilityCheck.declare(checks.input(target, Ability.DEX, 0));
    }

    /** The rule an attack event names after a dodge attempt. */
    public static String rule(Creature target) {
        return ClassFeatures.rule(target.stats.className);
    }
}
