package escarmouche.engine.ai;

import escarmouche.command.Command;
import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.combat.AttackService;
import escarmouche.engine.movement.MoveContexts;
import escarmouche.engine.movement.MovementService;
import escarmouche.engine.movement.Reactors;
import escarmouche.rules.core.Condition;
import escarmouche.rules.core.Weapon;
import escarmouche.rules.grid.Pos;
import escarmouche.rules.movement.Body;
import escarmouche.rules.movement.MoveContext;
import escarmouche.rules.movement.Path;
import escarmouche.rules.movement.PathFinder;
import escarmouche.rules.movement.PathOptions;
import escarmouche.rules.movement.Standing;
import escarmouche.rules.movement.StepRules;
import escarmouche.rules.movement.Threats;
import escarmouche.rules.opportunity.MoveKind;
import escarmouche.rules.opportunity.OpportunityRules;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A plain controller with no script: break free when grappled, get up when prone, walk towards the
 * nearest enemy by a path that provokes no opportunity attack when there is one (else the cheapest), and
 * attack it. No longer the default ({@link ScriptedAi} is); kept as a baseline to compare scripts with,
 * through {@code Game.of(scenario, seed, (b, s) -> new NearestEnemyAi(b, s.movement))}.
 */
public final class NearestEnemyAi implements Controller {
    private final MovementService movement;
    private final Reactors reactors;

    public NearestEnemyAi(Battle battle, MovementService movement) {
        this.movement = movement;
        this.reactors = new Reactors(battle);
    }

    @Override
    public Command next(Battle battle, Creature self) {
        if (!self.canAct()) return new Command.End("end");
        Creature target = nearestEnemy(battle, self);
        if (target == null) return new Command.End("end");
        if (self.has(Condition.GRAPPLED) && !self.turn.actionUsed) return new Command.Escape(null, "escape");
        if (self.has(Condition.PRONE)
                && Standing.cannotStand(movement.effectiveSpeed(self), self.turn.movementLeft).isEmpty()) {
            return new Command.Stand("stand");
        }
        int distance = self.distanceTo(target);
        if (!self.turn.actionUsed) {
            for (Weapon w : self.arsenal.weapons) {
                if (w.canMelee() && distance <= AttackService.reachOf(self, w)) return attack(target, w);
            }
        }
        if (self.turn.movementLeft > 0 && !self.has(Condition.PRONE) && movement.effectiveSpeed(self) > 0) {
            Command step = approach(battle, self, target);
            if (step != null) return step;
        }
        if (!self.turn.actionUsed) {
            for (Weapon w : self.arsenal.weapons) {
                if (w.canShoot() && distance <= w.longRange() && distance > 1) return attack(target, w);
            }
        }
        return new Command.End("end");
    }

    private static Command attack(Creature target, Weapon w) {
        return new Command.Attack(target.id(), w.id(), null, null, null, false,
                "attack " + target.id() + " weapon=" + w.id());
    }

    private static Creature nearestEnemy(Battle battle, Creature self) {
        Creature best = null;
        int bestDistance = Integer.MAX_VALUE;
        for (Creature c : battle.enemiesOf(self)) {
            if (!c.standing()) continue;
            int d = self.distanceTo(c);
            if (d < bestDistance) {
                best = c;
                bestDistance = d;
            }
        }
        return best;
    }

    /**
     * A move along the best path to a square from which the target is within reach, cut to what this
     * turn's movement pays for: among the paths that provoke nothing the cheapest, else the cheapest.
     */
    private Command approach(Battle battle, Creature self, Creature target) {
        int reach = Reactors.reach(self);
        if (self.distanceTo(target) <= reach) return null;
        MoveContext ctx = movement.contexts().pathContext(self);
        PathFinder finder = new PathFinder(ctx);
        Threats threats = OpportunityRules.assess(reactors.against(self, movement.contexts().dragged(self)),
                MoveKind.VOLUNTARY, Reactors.disengage(self), battle.rules()).threats();
        List<Pos> goals = goals(battle, self, target, reach);
        Optional<Path> best = finder.findAny(goals, PathOptions.preferSafe(threats));
        if (best.isEmpty()) return null;
        List<Pos> steps = affordable(self, best.get(), new StepRules(ctx), battle.house());
        if (steps.isEmpty()) return null;
        StringBuilder text = new StringBuilder("move");
        for (Pos p : steps) text.append(' ').append(p);
        return new Command.Move(steps, null, text.toString());
    }

    /** Top-left squares, in reading order, where the creature's footprint would have the target in reach. */
    private static List<Pos> goals(Battle battle, Creature self, Creature target, int reach) {
        Body mine = MoveContexts.body(self);
        Body theirs = MoveContexts.body(target);
        List<Pos> out = new ArrayList<>();
        for (int y = theirs.top() - reach - (mine.height() - 1); y <= theirs.bottom() + reach; y++) {
            for (int x = theirs.left() - reach - (mine.width() - 1); x <= theirs.right() + reach; x++) {
                Pos p = new Pos(x, y);
                if (battle.grid().inBounds(p) && mine.moveTo(p).withinReach(theirs, reach)) out.add(p);
            }
        }
        return out;
    }

    /**
     * The longest start of the path this turn's movement pays for and that ends on a square the
     * creature may stop on. Under house rules a creature that has not moved yet may always take one step
     * (MOVE-DIFFICULT).
     */
    private static List<Pos> affordable(Creature self, Path path, StepRules rules, boolean house) {
        int left = self.turn.movementLeft;
        int kept = 0;
        for (int i = 0; i < path.squares().size(); i++) {
            int cost = path.stepCosts().get(i);
            if (cost > left) {
                if (i == 0 && house && !self.turn.moved && left >= 1) kept = 1;
                break;
            }
            left -= cost;
            kept = i + 1;
        }
        while (kept > 0 && !rules.canStop(path.squares().get(kept - 1))) kept--;
        return new ArrayList<>(path.squares().subList(0, kept));
    }
}
