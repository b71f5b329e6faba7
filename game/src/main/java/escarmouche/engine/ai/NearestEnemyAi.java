package escarmouche.engine.ai;

import escarmouche.command.Command;
import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.combat.AttackService;
import escarmouche.engine.movement.MovementService;
import escarmouche.engine.movement.PathSearch;
import escarmouche.rules.core.Condition;
import escarmouche.rules.core.Weapon;
import escarmouche.rules.grid.Pos;
import java.util.ArrayList;
import java.util.List;

/** The default behaviour: walk towards the nearest enemy and attack it. */
public final class NearestEnemyAi implements Controller {
    private final MovementService movement;
    private final PathSearch paths;

    public NearestEnemyAi(Battle battle, MovementService movement) {
        this.movement = movement;
        this.paths = new PathSearch(battle, movement);
    }

    @Override
    public Command next(Battle battle, Creature self) {
        if (!self.canAct()) return new Command.End("end");
        Creature target = nearestEnemy(battle, self);
        if (target == null) return new Command.End("end");
        if (self.has(Condition.PRONE) && self.turn.movementLeft >= Math.max(1, movement.effectiveSpeed(self) / 2)
                && movement.effectiveSpeed(self) > 0) {
            return new Command.Stand("stand");
        }
        int distance = self.distanceTo(target);
        if (!self.turn.actionUsed) {
            for (Weapon w : self.arsenal.weapons) {
                if (w.canMelee() && distance <= AttackService.reachOf(self, w)) {
                    return attack(target, w);
                }
            }
        }
        if (self.turn.movementLeft > 0 && !self.has(Condition.PRONE)) {
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

    /** The part of the cheapest path to a square next to the target that this turn's movement covers. */
    private Command approach(Battle battle, Creature self, Creature target) {
        int reach = self.stats.reach;
        for (Weapon w : self.arsenal.weapons) if (w.canMelee()) reach = Math.max(reach, AttackService.reachOf(self, w));
        if (self.distanceTo(target) <= reach) return null;
        final int r = reach;
        PathSearch.Path path = paths.search(self, p -> escarmouche.engine.battle.Footprints.distance(p,
                self.body.width, self.body.height, target.at(), target.body.width, target.body.height) <= r,
                Integer.MAX_VALUE);
        if (path == null) return null;
        List<Pos> steps = new ArrayList<>();
        int left = self.turn.movementLeft;
        Pos at = self.at();
        for (Pos p : path.steps()) {
            int cost = movement.stepCost(self, p);
            if (cost > left) {
                if (!(steps.isEmpty() && !self.turn.moved && left == self.turn.movementBudget)) break;
                cost = left;
            }
            left -= cost;
            steps.add(p);
            at = p;
        }
        while (!steps.isEmpty() && movement.occupantOther(self, steps.get(steps.size() - 1)) != null) {
            steps.remove(steps.size() - 1);
        }
        if (steps.isEmpty()) return null;
        StringBuilder text = new StringBuilder("move");
        for (Pos p : steps) text.append(' ').append(p);
        return new Command.Move(steps, null, text.toString());
    }
}
