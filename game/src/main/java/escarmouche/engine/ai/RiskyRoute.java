package escarmouche.engine.ai;

import escarmouche.behaviour.Rule;
import escarmouche.command.Command;
import escarmouche.engine.movement.AbilityChecks;
import escarmouche.engine.preview.MovePreview;
import escarmouche.rules.grid.Grid;
import escarmouche.rules.grid.Pos;
import escarmouche.rules.movement.PathFinder;
import escarmouche.rules.movement.RiskyReach;
import java.util.Collection;
import java.util.List;

/**
 * A rushed route across rough terrain (MOVE-DIFFICULT, risky): where the creature gets this turn if
 * every square costs 1, checked with the move preview (legal, and no opportunity attack unless the rule
 * accepts them). Used only when it gets strictly closer to its goal than walking carefully, and only
 * when the route does cross terrain that needs the check; it rolls with its better of Str and Dex.
 *
 * <p>The route comes from the path finder's search at risky prices ({@link PathFinder#riskyReach}) over
 * the squares the movement left can pay for (at least 1 per step).
 */
final class RiskyRoute {
    private RiskyRoute() {}

    static Command towards(Situation s, Rule rule, Collection<Pos> goals, List<Pos> careful) {
        Pos start = s.self.at();
        int budget = s.self.turn.movementLeft;
        // Every step costs at least 1, so the route stays within the budget's distance of the start: with
        // no rough ground there, it would need no check and be dropped (see onRoughGround).
        if (!roughWithin(s, start, budget)) return null;
        PathFinder finder = s.finder();
        RiskyReach reach = finder.riskyReach(budget);
        int[] gx = new int[goals.size()];
        int[] gy = new int[goals.size()];
        int n = 0;
        for (Pos g : goals) {
            gx[n] = g.x();
            gy[n++] = g.y();
        }
        // The first square, in the order they were settled, that is nearer the goals than all before it.
        int best = 0;
        int bestDistance = distance(start.x(), start.y(), gx, gy);
        for (int i = 1; i < reach.size(); i++) {
            int d = distance(reach.x(i), reach.y(i), gx, gy);
            if (d < bestDistance && finder.canStop(reach.x(i), reach.y(i))) {
                best = i;
                bestDistance = d;
            }
        }
        Pos carefulEnd = careful.isEmpty() ? start : careful.get(careful.size() - 1);
        if (best == 0 || bestDistance >= distance(carefulEnd.x(), carefulEnd.y(), gx, gy)) return null;
        List<Pos> path = reach.pathTo(best);
        // Without rough ground under it the move needs no check, so the preview would only say to drop it.
        if (!onRoughGround(s, start, path)) return null;
        String ability = AbilityChecks.better(s.self).id();
        MovePreview preview = s.previews.move(s.self, path, ability);
        if (!preview.legal() || preview.terrainDc() == 0) return null;
        if (!rule.provoke() && !preview.threats().isEmpty()) return null;
        return Walks.move(path, ability);
    }

    /**
     * Whether a square with a terrain DC lies under its whole footprint at the start or at a square of the
     * path. The move's check is against the highest DC among the squares its footprint enters
     * (MOVE-DIFFICULT, stairs included), and each of those lies under the whole footprint at one of these
     * places (a squeezed footprint is part of the whole one at the same top-left square): when none has
     * a DC, the check's DC is 0 and the route is not taken.
     */
    private static boolean onRoughGround(Situation s, Pos start, List<Pos> path) {
        if (roughUnder(s, start)) return true;
        for (int i = 0; i < path.size(); i++) if (roughUnder(s, path.get(i))) return true;
        return false;
    }

    private static boolean roughUnder(Situation s, Pos at) {
        return roughWithin(s, at, 0);
    }

    /**
     * Whether a square with a terrain DC lies under its whole footprint with its top-left square at most
     * {@code distance} squares from {@code at}, in any direction.
     */
    private static boolean roughWithin(Situation s, Pos at, int distance) {
        Grid grid = s.battle.grid();
        int w = s.self.body.width();
        int h = s.self.body.height();
        int top = Math.max(0, at.y() - distance);
        int bottom = Math.min(grid.height(), at.y() + distance + h);
        int left = Math.max(0, at.x() - distance);
        int right = Math.min(grid.width(), at.x() + distance + w);
        for (int y = top; y < bottom; y++) {
            for (int x = left; x < right; x++) {
                if (grid.at(x, y).dc() > 0) return true;
            }
        }
        return false;
    }

    /** The Chebyshev distance from (x, y) to the nearest goal. */
    private static int distance(int x, int y, int[] gx, int[] gy) {
        int best = Integer.MAX_VALUE;
        for (int i = 0; i < gx.length; i++) best = Math.min(best, Math.max(Math.abs(x - gx[i]), Math.abs(y - gy[i])));
        return best;
    }
}
