package escarmouche.engine.movement;

import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.component.ConditionsComponent;
import escarmouche.rules.core.RulePart;
import escarmouche.rules.health.Exhaustion;
import escarmouche.rules.movement.Speed;
import java.util.ArrayList;
import java.util.List;

/**
 * A creature's speed and the movement it has for the turn. The turn starts with its speed (TurnSystem);
 * when its speed changes during its own turn (it breaks free of a grapple, it drops to 0 hit points and
 * MOVE-WOUNDED halves it) the budget follows and the movement already spent stays spent.
 */
public final class MovementBudget {
    /** The conditions that hold a creature at speed 0, as bits: asked at every command. */
    private static final long HOLDING = ConditionsComponent.mask(Speed.holding());
    private final Battle battle;

    public MovementBudget(Battle battle) {
        this.battle = battle;
    }

    /**
     * Its speed now, with the rules that changed it (COND-GRAPPLED, MOVE-WOUNDED ..., and HP-EXHAUSTION:
     * halved at level 2, 0 at level 5), so each step of an exhausted creature names the rule.
     */
    public Speed.Effective speed(Creature c) {
        // No movement for a creature that can neither act nor move (a shock's knock-out, HP-SHOCK): its turn is played
        // for it, and the turn event says the 0 it has. Those that hold in place say their own rule. COND-INCAPACITATED
        // alone leaves the creature its speed: it takes no action, but it moves.
        if (c.incapacitated() && !c.canMove() && !c.conditions.hasAny(HOLDING)) {
            return new Speed.Effective(0, List.of(c.cannotActRule()));
        }
        boolean wounded = c.health.hp <= 0 && c.canMove();
        Speed.Effective s = Speed.effective(c.stats.speed, MoveContexts.conditionsRead(c), wounded, battle.rules());
        int level = c.health.exhaustion;
        if (Exhaustion.speed(level, s.speed()) == s.speed()) return s;
        List<String> rules = new ArrayList<>(s.rules());
        rules.add("HP-EXHAUSTION");
        return new Speed.Effective(Exhaustion.speed(level, s.speed()), List.copyOf(rules));
    }

    /**
     * {@link #speed}'s rules alone, for the log of every step: none, without making the effective speed,
     * when nothing holds it, it is not wounded under the house rules and exhaustion leaves its speed as
     * it is (most steps); otherwise {@link #speed}'s list.
     */
    public List<String> speedRules(Creature c) {
        boolean wounded = c.health.hp <= 0 && c.canMove();
        if (c.conditions.hasAny(HOLDING) || c.incapacitated() || (wounded && battle.rules().house(RulePart.MOVEMENT))) {
            return speed(c).rules();
        }
        int speed = Speed.of(c.stats.speed, false, wounded, battle.rules());
        return Exhaustion.speed(c.health.exhaustion, speed) == speed ? List.of() : speed(c).rules();
    }

    /** Its speed now, exhaustion included. */
    public int effectiveSpeed(Creature c) {
        // The same figure as speed(c), without its list of rules. A creature that can neither act nor move (knocked
        // out of the fight by system shock, HP-SHOCK, is one without a condition that holds it) has none: its turn is
        // played for it with no move, and its turn event must not announce a movement it cannot use. One
        // incapacitated by COND-INCAPACITATED alone keeps its speed.
        if (c.incapacitated() && !c.canMove()) return 0;
        boolean wounded = c.health.hp <= 0 && c.canMove();
        return Exhaustion.speed(c.health.exhaustion,
                Speed.of(c.stats.speed, c.conditions.hasAny(HOLDING), wounded, battle.rules()));
    }

    /**
     * Brings the active creature's budget in line with its speed now: speed times (1 + Dash), minus what
     * it has spent (MOVE-DASH, MOVE-WOUNDED, COND-GRAPPLED). Once its own failed terrain check has ended its
     * movement this turn (MOVE-DIFFICULT, MOVE-STAIRS, MOVE-PRONE), a speed that rises (healed out of
     * MOVE-WOUNDED) gives none back: it stays at 0.
     */
    public void refresh(Creature c) {
        if (c != battle.active()) return;
        int budget = Speed.movementForTurn(effectiveSpeed(c), c.turn.dashed ? 1 : 0);
        if (budget == c.turn.movementBudget) return;
        c.turn.movementLeft = c.turn.movementEndedBy != null ? 0
                : Math.max(0, c.turn.movementLeft + budget - c.turn.movementBudget);
        c.turn.movementBudget = budget;
    }
}
