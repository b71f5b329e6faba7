package escarmouche.engine.ai;

import escarmouche.behaviour.Rule;
import escarmouche.command.Command;
import escarmouche.engine.battle.Creature;
import escarmouche.rules.attack.Footprint;
import escarmouche.rules.core.Condition;
import escarmouche.rules.core.Weapon;
import escarmouche.rules.grid.Centre;
import escarmouche.rules.grid.Pos;
import escarmouche.rules.movement.Path;
import escarmouche.rules.movement.PathFinder;
import escarmouche.rules.movement.Reach;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * {@code shoot}: stand {@code distance} squares or more from every enemy, where the target is in range
 * and in view, then shoot it. Squares are ranked by distance from the nearest enemy (counted up to the
 * wanted distance), then normal range before long range (ATK-RANGE), then the cheapest walk, then the
 * straighter one (nearer in a straight line), then nearer the middle of the map ({@link Centre}): ties
 * that look the same from either end of a symmetric map, unlike reading order, which favoured one end.
 * Held in an enemy's reach with nowhere acceptable to step, it does not shoot: the next rule (a melee
 * attack, a Disengage) decides.
 */
final class ShootPlan {
    /** How many of the best squares are tried before giving up: each try is one path search. */
    private static final int TRIES = 4;
    /** How many of the best squares are checked for a line of sight at most. */
    static final int LOOKS = 12;

    private ShootPlan() {}

    /** A square to shoot from: what the walk there costs, how far it is from the nearest enemy, and the range. */
    record Spot(Pos at, int cost, int safety, boolean normalRange) {}

    static Command plan(Situation s, Rule rule, Creature target, int distance) {
        return plan(s, rule, target, distance, true);
    }

    /** {@link #plan(Situation, Rule, Creature, int)}, weighing the squares as {@link #better} does. */
    static Command plan(Situation s, Rule rule, Creature target, int distance, boolean stopEarly) {
        if (!s.mayStrike() || s.range() == 0) return null;
        Spot here = standing(s, target, distance);
        List<Spot> better = better(s, target, here, distance, stopEarly);
        // Line of sight is dear on a big map: it is checked only for the best squares, about to be tried.
        int tries = 0;
        int looks = 0;
        for (int i = 0; i < better.size() && tries < TRIES && looks++ < LOOKS; i++) {
            if (!s.clearShot(better.get(i).at(), target)) continue;
            tries++;
            Command walk = walkTo(s, rule, better.get(i).at());
            if (walk != null) return walk;
        }
        if (here == null || s.engaged()) return null;
        Weapon w = s.rangedWeapon(s.self.distanceTo(target), target);
        return w == null ? null : StrikePlans.attackWith(target, w);
    }

    /** Where it stands, as a place to shoot the target from; null when out of range or out of view there. */
    static Spot standing(Situation s, Creature target, int distance) {
        Spot here = spot(s, target, s.self.at().x(), s.self.at().y(), 0, distance);
        return here != null && !s.clearShot(here.at(), target) ? null : here;
    }

    /**
     * The best {@link #LOOKS} squares of its move range that rank before where it stands (line of sight
     * aside), best first; none when it cannot walk or nothing can rank before where it stands. With
     * {@code stopEarly} the squares are weighed cheapest first, and the search stops once no dearer one
     * can enter the list (or is not made when none can beat where it stands); without, every square of
     * the move range is weighed, with normal range taken as possible anywhere: tests compare the two ways.
     */
    static List<Spot> better(Situation s, Creature target, Spot here, int distance, boolean stopEarly) {
        List<Spot> better = new ArrayList<>(LOOKS + 1);
        if (s.self.has(Condition.PRONE) || !s.canWalk()) return better;
        boolean normalPossible = !stopEarly || normalRangePossible(s, target);
        if (unbeatable(here, distance, normalPossible)) return better;
        Comparator<Spot> rank = rank(s);
        PathFinder.CostedVisit weigh = (x, y, cost) -> {
            // Squares come cheapest first: once the kept ones cannot be beaten, the search may stop.
            if (stopEarly && settled(better, distance, normalPossible, cost)) return true;
            Spot sp = spot(s, target, x, y, cost, distance);
            if (sp != null && (here == null || rank.compare(sp, here) < 0)) keep(better, sp, rank);
            return false;
        };
        if (stopEarly) {
            s.visitReachable(weigh);
        } else {
            Reach reach = s.reachable();
            for (int i = 0; i < reach.size(); i++) weigh.stopAt(reach.x(i), reach.y(i), reach.cost(i));
        }
        return better;
    }

    /**
     * Whether some square of its move range could have the target in normal range (ATK-RANGE). Every step
     * costs a square of movement at least and changes its distance to the target by one at most, so from
     * the squares it can reach this turn the target is within its movement left of where it is now; the
     * weapon it would use at each such distance says. False when the target is too far to come into
     * normal range this turn: then no square beats another by its range.
     */
    static boolean normalRangePossible(Situation s, Creature target) {
        int now = s.self.distanceTo(target);
        int walk = s.self.turn.movementLeft;
        for (int d = Math.max(0, now - walk); d <= now + walk; d++) {
            Weapon w = s.rangedWeapon(d, target);
            if (w != null && d <= w.normalRange()) return true;
        }
        return false;
    }

    /**
     * Whether a square is as good as any square of the move range can be before cost: as far from every
     * enemy as the shot asks, and in normal range unless no square can be ({@code normalPossible}). Where
     * it stands is such a square, nothing can rank before it (nothing is cheaper than staying put), and
     * the squares in reach need not be weighed.
     */
    static boolean unbeatable(Spot sp, int distance, boolean normalPossible) {
        return sp != null && sp.safety() >= distance && (sp.normalRange() || !normalPossible);
    }

    /**
     * Whether no square of {@code cost} or more can enter {@code best} any more: it is full, and its last
     * square is {@link #unbeatable} before cost and cheaper. The rank puts cost right after safety and
     * range, so a dearer square ranks after it whatever its other keys.
     */
    static boolean settled(List<Spot> best, int distance, boolean normalPossible, int cost) {
        if (best.size() < LOOKS) return false;
        Spot last = best.get(LOOKS - 1);
        return unbeatable(last, distance, normalPossible) && last.cost() < cost;
    }

    /** Inserts {@code sp} in the sorted {@code best}, which keeps at most {@link #LOOKS} squares. */
    private static void keep(List<Spot> best, Spot sp, Comparator<Spot> rank) {
        int n = best.size();
        if (n == LOOKS && rank.compare(sp, best.get(n - 1)) >= 0) return;
        int at = n;
        while (at > 0 && rank.compare(sp, best.get(at - 1)) < 0) at--;
        best.add(at, sp);
        if (best.size() > LOOKS) best.remove(LOOKS);
    }

    /**
     * The square (top-left corner at column x, row y) as a place to shoot from (line of sight aside), or
     * null when the target is out of range there.
     */
    private static Spot spot(Situation s, Creature target, int x, int y, int cost, int distance) {
        int d = Footprint.distance(x, y, s.self.body.width(), s.self.body.height(), target.at().x(), target.at().y(),
                target.body.width(), target.body.height());
        Weapon w = s.rangedWeapon(d, target);
        if (w == null) return null;
        return new Spot(new Pos(x, y), cost, s.nearestEnemyUpTo(x, y, distance), d <= w.normalRange());
    }

    private static Comparator<Spot> rank(Situation s) {
        return new Rank(s.self.at(), s.self.body.width(), s.self.body.height(), s.battle.grid().width(),
                s.battle.grid().height());
    }

    /**
     * The order of the class comment, written out: it compares every square in reach, and a chain of
     * comparators is a call through a lambda per key, which the quick compiler does not fold away.
     */
    private static final class Rank implements Comparator<Spot> {
        private final Pos from;
        private final int width;
        private final int height;
        private final int mapWidth;
        private final int mapHeight;

        Rank(Pos from, int width, int height, int mapWidth, int mapHeight) {
            this.from = from;
            this.width = width;
            this.height = height;
            this.mapWidth = mapWidth;
            this.mapHeight = mapHeight;
        }

        @Override
        public int compare(Spot a, Spot b) {
            // Safer first, then normal range, then the cheaper walk, then the straighter one.
            int c = Integer.compare(-a.safety(), -b.safety());
            if (c != 0) return c;
            c = Boolean.compare(!a.normalRange(), !b.normalRange());
            if (c != 0) return c;
            c = Integer.compare(a.cost(), b.cost());
            if (c != 0) return c;
            c = Integer.compare(squared(from, a.at()), squared(from, b.at()));
            if (c != 0) return c;
            // Then nearer the middle of the map (Centre), then reading order.
            c = Integer.compare(offCentre(a.at()), offCentre(b.at()));
            return c != 0 ? c : a.at().compareTo(b.at());
        }

        private int offCentre(Pos p) {
            return Centre.offCentre(p.x(), p.y(), width, height, mapWidth, mapHeight);
        }
    }

    private static int squared(Pos a, Pos b) {
        int dx = a.x() - b.x();
        int dy = a.y() - b.y();
        return dx * dx + dy * dy;
    }

    private static Command walkTo(Situation s, Rule rule, Pos square) {
        Optional<Path> path = s.finder().find(square, Walks.options(s, rule));
        if (path.isEmpty()) return null;
        List<Pos> steps = Walks.affordable(s, path.get());
        return steps.size() == path.get().squares().size() && !steps.isEmpty() ? Walks.move(steps, null) : null;
    }
}
