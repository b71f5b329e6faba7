package escarmouche.engine.movement;

import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.combat.ConditionSystem;
import escarmouche.engine.combat.DamageSystem;
import escarmouche.events.NoteEvent;
import escarmouche.rules.core.Condition;
import escarmouche.rules.core.DamageType;
import escarmouche.rules.core.Modifier;
import escarmouche.rules.dice.DiceExpression;
import escarmouche.rules.movement.Flight;
import java.util.List;

/** MOVE-FLY: a flyer knocked prone or held at speed 0 drops to the ground, takes the fall and lies prone. */
public final class Falling {
    private final Battle battle;
    private final ConditionSystem conditions;
    private final DamageSystem damage;

    public Falling(Battle battle, ConditionSystem conditions, DamageSystem damage) {
        this.battle = battle;
        this.conditions = conditions;
        this.damage = damage;
    }

    public void fall(Creature c, Condition cause) {
        battle.emit(new NoteEvent(c.id(), c.id() + " is " + cause.id() + " in the air and falls",
                List.of("MOVE-FLY")));
        conditions.remove(c, Condition.FLYING, "falls to the ground", "MOVE-FLY");
        DiceExpression dice = Flight.fallDamage(Flight.DEFAULT_ALTITUDE);
        DiceExpression.Rolled rolled = dice.roll(battle.dice());
        damage.apply(c, new DamageSystem.Request("fall", DamageType.BLUDGEONING, rolled.rolls(), List.<Modifier>of(),
                rolled.total(), 1, -1, false, List.of("MOVE-FLY")));
        if (c.alive()) conditions.add(c, Condition.PRONE, "lands after a fall", "MOVE-FLY");
    }
}
