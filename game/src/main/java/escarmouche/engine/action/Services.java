package escarmouche.engine.action;

import escarmouche.engine.battle.Battle;
import escarmouche.engine.combat.AttackService;
import escarmouche.engine.combat.CheckService;
import escarmouche.engine.combat.ConditionService;
import escarmouche.engine.combat.DamageService;
import escarmouche.engine.combat.TurnEffects;
import escarmouche.engine.movement.Falling;
import escarmouche.engine.movement.MovementService;

/** The engine services of one game, built together so each handler gets the same instances. */
public final class Services {
    public final Battle battle;
    public final ConditionService conditions;
    public final DamageService damage;
    public final AttackService attacks;
    public final MovementService movement;
    public final CheckService checks;
    public final TurnEffects turnEffects;

    public Services(Battle battle) {
        this.battle = battle;
        this.conditions = new ConditionService(battle);
        this.damage = new DamageService(battle, conditions);
        this.attacks = new AttackService(battle, damage, conditions);
        this.movement = new MovementService(battle, this);
        this.checks = new CheckService(battle);
        this.turnEffects = new TurnEffects(battle, conditions, damage);
        Falling falling = new Falling(battle, conditions, damage);
        conditions.onGrounded(falling::fall);
    }
}
