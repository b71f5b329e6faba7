package escarmouche.engine.combat;

import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Creature;
import escarmouche.events.NoteEvent;
import escarmouche.rules.conditions.Poison;
import escarmouche.rules.core.Condition;
import escarmouche.rules.core.DamageType;
import escarmouche.rules.core.RulePart;
import escarmouche.rules.damage.DamageBase;
import escarmouche.rules.dice.DiceExpression;
import escarmouche.rules.health.Exhaustion;
import escarmouche.rules.movement.Speed;
import java.util.ArrayList;
import java.util.List;

/**
 * What the rules of this package do when turns start and end, called by the turn cycle: timed
 * conditions and Help end (ACT-DODGE, ACT-HELP, durations), poison bites (COND-POISONED), plain-5e death
 * saves (dd5), and wounds and exhaustion slow (MOVE-WOUNDED, HP-EXHAUSTION).
 */
public final class TurnEffects {
    /** The conditions that hold a creature at speed 0, announced at the start of its turn in this order. */
    private static final Condition[] HOLDING = {Condition.GRAPPLED, Condition.RESTRAINED};

    private final Battle battle;
    private final ConditionSystem conditions;
    private final DamageSystem damage;

    public TurnEffects(Battle battle, ConditionSystem conditions, DamageSystem damage) {
        this.battle = battle;
        this.conditions = conditions;
        this.damage = damage;
    }

    /**
     * Before the turn begins: what lasts "until the start of its next turn" ends, and so does a concentration
     * spell whose rounds are up.
     */
    public void beforeTurn(Creature active) {
        conditions.expireAtStartOf(active);
        conditions.concentrationAtStartOf(active);
    }

    /**
     * Once the turn has begun: why the creature cannot act or move (so the log explains a lost turn), poison
     * damage, then (dd5) the death saving throw.
     */
    public void startOfTurn(Creature active) {
        announceLimits(active);
        Poison poison = active.conditions.poison;
        if (poison != null && poison.damage() != null && active.has(Condition.POISONED) && active.alive()) {
            DiceExpression.Rolled r = poison.damage().roll(battle.dice());
            String source = active.conditions.sources.getOrDefault(Condition.POISONED, poison.name());
            // A venom written 1d4+1 says its +1 (DamageBase), so the event's dice and modifiers add up.
            damage.apply(active, new DamageSystem.Request(source, DamageType.POISON, r.rolls(),
                    DamageBase.alone(poison.damage()), Math.max(0, r.total()), 1, -1, false, List.of("COND-POISONED"))
                    .subtracting(poison.damage().subtracted(r.rolls().size())));
        }
        if (!battle.house(RulePart.HIT_POINTS)) damage.deathSave(active);
    }

    private void announceLimits(Creature c) {
        if (!c.alive() || (c.has(Condition.SURPRISED) && !c.turn.firstTurnDone)) return;
        // COND-INCAPACITATED alone: no action and no reaction, but it moves (then what slows it is said below).
        if (c.conditions.incapacitated() && c.canMove()) {
            battle.emit(new NoteEvent(c.id(), c.id() + " is incapacitated: no action, no reaction this turn; it may move",
                    List.of(Condition.INCAPACITATED.ruleId())));
        } else if (c.conditions.incapacitated() || c.health.out) {
            // Nothing to list for a creature neither incapacitated nor out: most of them, every turn.
            List<String> rules = new ArrayList<>();
            List<String> names = new ArrayList<>();
            for (Condition cond : c.conditions.set) {
                if (cond.incapacitates()) {
                    rules.add(cond.ruleId());
                    names.add(cond.id());
                }
            }
            if (c.health.out && !c.has(Condition.UNCONSCIOUS)) names.add("out of the fight");
            if (!names.isEmpty()) {
                if (!rules.contains("COND-INCAPACITATED")) rules.add("COND-INCAPACITATED");
                battle.emit(new NoteEvent(c.id(), c.id() + " is " + String.join(", ", names)
                        + ": no action, no movement this turn", List.copyOf(rules)));
                return;
            }
        }
        boolean held = false;
        for (Condition cond : HOLDING) {
            if (c.has(cond)) {
                held = true;
                battle.emit(new NoteEvent(c.id(), c.id() + " is " + cond.id() + ": speed 0", List.of(cond.ruleId())));
            }
        }
        // The turn event's halved movement would otherwise go unexplained; a held creature's 0 is said above. Only
        // the story needs it: a simulated fight, which reads no note, does not make it.
        if (!held && c.health.hp <= 0 && c.canAct() && battle.house(RulePart.MOVEMENT)
                && battle.log().wants(NoteEvent.class)) {
            int squares = Speed.of(c.stats.speed, false, true, battle.rules());
            battle.emit(new NoteEvent(c.id(), c.id() + " is wounded (" + c.health.hp + " HP): half speed, "
                    + (squares == 1 ? "1 square" : squares + " squares"), List.of("MOVE-WOUNDED")));
        }
        if (c.health.exhaustion >= 2) {
            battle.emit(new NoteEvent(c.id(), c.id() + " is exhausted (level " + c.health.exhaustion + "): "
                    + Exhaustion.effects(c.health.exhaustion), List.of("HP-EXHAUSTION")));
        }
    }

    /** As the turn ends: what lasts "until the end of its next turn" ends. */
    public void endOfTurn(Creature active) {
        conditions.expireAtEndOf(active);
    }
}
