package escarmouche.engine.combat;

import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Creature;
import escarmouche.rules.conditions.Poison;
import escarmouche.rules.core.Condition;
import escarmouche.rules.core.DamageType;
import escarmouche.rules.dice.DiceExpression;
import escarmouche.rules.health.Exhaustion;
import java.util.List;

/**
 * What the rules of this package do when turns start and end, called by the turn cycle: timed
 * conditions and Help end (ACT-DODGE, ACT-HELP, durations), poison bites (COND-POISONED), plain-5e death
 * saves (dd5), and exhaustion slows (HP-EXHAUSTION).
 */
public final class TurnEffects {
    private final Battle battle;
    private final ConditionService conditions;
    private final DamageService damage;
    private final FiveEDying fiveE;

    public TurnEffects(Battle battle, ConditionService conditions, DamageService damage) {
        this.battle = battle;
        this.conditions = conditions;
        this.damage = damage;
        this.fiveE = new FiveEDying(battle, conditions, damage);
    }

    /** Before the turn begins: what lasts "until the start of its next turn" ends. */
    public void beforeTurn(Creature active) {
        conditions.expireAtStartOf(active);
    }

    /** The speed a creature has this turn once exhaustion is counted (2: halved, 5: 0). */
    public int speed(Creature c, int speedFromMovement) {
        return Exhaustion.speed(c.health.exhaustion, speedFromMovement);
    }

    /** Once the turn has begun: poison damage, then (dd5) the death saving throw. */
    public void startOfTurn(Creature active) {
        Poison poison = active.conditions.poison;
        if (poison != null && poison.damage() != null && active.has(Condition.POISONED) && active.alive()) {
            DiceExpression.Rolled r = poison.damage().roll(battle.dice());
            String source = active.conditions.sources.getOrDefault(Condition.POISONED, poison.name());
            damage.apply(active, new DamageService.Request(source, DamageType.POISON, r.rolls(), List.of(),
                    Math.max(0, r.total()), 1, -1, false, List.of("COND-POISONED")));
        }
        if (!battle.house()) fiveE.startOfTurn(active);
    }

    /** As the turn ends: what lasts "until the end of its next turn" ends. */
    public void endOfTurn(Creature active) {
        conditions.expireAtEndOf(active);
    }
}
