package escarmouche.engine.ai;

import escarmouche.behaviour.Rule;
import escarmouche.command.Command;
import escarmouche.engine.movement.AbilityChecks;
import escarmouche.engine.preview.MovePreview;
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
        PathFinder finder = s.finder();
        RiskyReach reach = finder.riskyReach(s.self.turn.movementLeft);
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
        String ability = AbilityChecks.better(s.self).id();
        MovePreview preview = s.previews.move(s.self, path, ability);
        if (!preview.legal() || preview.terrainDc() == 0) return null;
        if (!rule.provoke() && !preview.threats().isEmpty()) return null;
        return Walks.move(path, ability);
    }

    /** The Chebyshev distance from (x, y) to the nearest goal. */
    private static int distance(int x, int y, int[] gx, int[] gy) {
        int best = Integer.MAX_VALUE;
        for (int i = 0; i < gx.length; i++) best = Math.min(best, Math.max(Math.abs(x - gx[i]), Math.abs(y - gy[i])));
        return best;
    }
}
