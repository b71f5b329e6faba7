package escarmouche.engine.movement;

import escarmouche.engine.action.Services;
import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.IllegalCommand;
import escarmouche.events.MoveEvent;
import escarmouche.rules.core.Condition;
import escarmouche.rules.grid.Pos;
import escarmouche.rules.grid.Terrain;
import java.util.ArrayList;
import java.util.List;

/**
 * Moves creatures square by square. The whole path is checked before the first step, so a refused move
 * changes nothing; then each square entered is one {@code move} event.
 */
public final class MovementService {
    private final Battle battle;
    private final Services services;

    public MovementService(Battle battle, Services services) {
        this.battle = battle;
        this.services = services;
    }

    /** The speed a creature has this turn, after conditions (COND-GRAPPLED, MOVE-WOUNDED). */
    public int effectiveSpeed(Creature c) {
        if (c.has(Condition.GRAPPLED) || c.has(Condition.RESTRAINED) || c.incapacitated()) return 0;
        int speed = c.stats.speed;
        if (battle.house() && c.health.hp <= 0 && c.canAct()) speed = speed / 2;
        return speed;
    }

    /** Cost of entering a square on foot, careful (MOVE-DIFFICULT): 1, difficult 2, very difficult 4. */
    public static int carefulCost(Terrain t, boolean house) {
        return switch (t) {
            case DIFFICULT, WATER -> 2;
            case VERY_DIFFICULT -> house ? 4 : 2;
            default -> 1;
        };
    }

    /** Checks a declared path and returns the cost of each step; throws {@link IllegalCommand} if illegal. */
    public List<Integer> plan(Creature mover, List<Pos> path) {
        IllegalCommand.require(!path.isEmpty(), "no square given");
        IllegalCommand.require(mover.canAct(), mover.id() + " cannot move");
        IllegalCommand.require(!mover.has(Condition.PRONE), mover.id() + " is prone: stand up or crawl");
        int left = mover.turn.movementLeft;
        IllegalCommand.require(left > 0, mover.id() + " has no movement left");
        List<Integer> costs = new ArrayList<>();
        Pos at = mover.at();
        boolean moved = mover.turn.moved;
        for (int i = 0; i < path.size(); i++) {
            Pos next = path.get(i);
            IllegalCommand.require(at.adjacent(next), "square " + next + " is not next to " + at);
            String problem = stepProblem(mover, at, next);
            IllegalCommand.require(problem == null, problem);
            int cost = stepCost(mover, next);
            boolean firstSquare = !moved && i == 0;
            if (cost > left && firstSquare && battle.house() && left == mover.turn.movementBudget) {
                cost = left; // MOVE-DIFFICULT: a creature that has not moved may always move one square
            }
            IllegalCommand.require(cost <= left, "not enough movement to enter " + next + ": costs " + cost
                    + ", " + left + " left");
            left -= cost;
            costs.add(cost);
            at = next;
        }
        Creature blocker = occupantOther(mover, at);
        IllegalCommand.require(blocker == null, "cannot end the move in " + blocker + "'s square");
        return costs;
    }

    /** Why a footprint cannot take this step, or null when it can. */
    public String stepProblem(Creature mover, Pos from, Pos to) {
        int dx = to.x() - from.x();
        int dy = to.y() - from.y();
        for (int oy = 0; oy < mover.body.height; oy++) {
            for (int ox = 0; ox < mover.body.width; ox++) {
                Pos a = from.plus(ox, oy);
                Pos b = a.plus(dx, dy);
                if (!battle.grid().inBounds(b)) return "square " + to + " is off the map";
                if (!battle.grid().canStep(a, b)) {
                    return "cannot step to " + to + ": " + (battle.grid().passable(b)
                            ? "it would cut the corner of a wall" : "it is blocked by " + battle.grid().at(b).id());
                }
                Creature other = battle.occupant(b);
                if (other != null && other != mover && mover.hostileTo(other)
                        && Math.abs(other.body.size.stepsAbove(mover.body.size)) < 2) {
                    return "cannot move through " + other.id() + ": a hostile creature";
                }
            }
        }
        return null;
    }

    /** Careful cost of moving the footprint so that its top-left square is {@code next}. */
    public int stepCost(Creature mover, Pos next) {
        int cost = 1;
        for (int oy = 0; oy < mover.body.height; oy++) {
            for (int ox = 0; ox < mover.body.width; ox++) {
                Pos p = next.plus(ox, oy);
                if (mover.occupies(p)) continue;
                cost = Math.max(cost, carefulCost(battle.grid().at(p), battle.house()));
                Creature other = battle.occupant(p);
                if (other != null && other != mover && !mover.hostileTo(other)) cost = Math.max(cost, 2);
            }
        }
        return cost;
    }

    /** Another creature in the footprint placed at {@code topLeft}, or null. */
    public Creature occupantOther(Creature mover, Pos topLeft) {
        for (int oy = 0; oy < mover.body.height; oy++) {
            for (int ox = 0; ox < mover.body.width; ox++) {
                Creature other = battle.occupant(topLeft.plus(ox, oy));
                if (other != null && other != mover) return other;
            }
        }
        return null;
    }

    /** Walks a planned path; stops early if the mover can no longer act. */
    public void walk(Creature mover, List<Pos> path, List<Integer> costs, String mode, List<String> rules) {
        for (int i = 0; i < path.size(); i++) {
            if (!mover.canAct()) return;
            Pos from = mover.at();
            Pos to = path.get(i);
            mover.body.at = to;
            mover.turn.movementLeft -= costs.get(i);
            mover.turn.moved = true;
            List<String> stepRules = new ArrayList<>(rules);
            if (costs.get(i) > 1 && !stepRules.contains("MOVE-DIFFICULT") && battle.grid().at(to).isDifficult()) {
                stepRules.add("MOVE-DIFFICULT");
            }
            battle.emit(new MoveEvent(mover.id(), from, to, costs.get(i), mover.turn.movementLeft, mode,
                    List.copyOf(stepRules)));
        }
    }

    public Services services() {
        return services;
    }
}
