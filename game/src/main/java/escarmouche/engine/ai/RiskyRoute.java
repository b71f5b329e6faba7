package escarmouche.engine.ai;

import escarmouche.behaviour.Rule;
import escarmouche.command.Command;
import escarmouche.engine.movement.AbilityChecks;
import escarmouche.engine.preview.MovePreview;
import escarmouche.rules.grid.Centre;
import escarmouche.rules.grid.Pos;
import escarmouche.rules.movement.StepRules;
import escarmouche.rules.movement.StepVerdict;
import escarmouche.rules.movement.TerrainMode;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.PriorityQueue;

/**
 * A rushed route across rough terrain (MOVE-DIFFICULT, risky): where the creature gets this turn if
 * every square costs 1, checked with the move preview (legal, and no opportunity attack unless the rule
 * accepts them). Used only when it gets strictly closer to its goal than walking carefully, and only
 * when the route does cross terrain that needs the check; it rolls with its better of Str and Dex.
 *
 * <p>The path finder prices careful steps only, so this is a small Dijkstra of its own over the squares
 * the movement left can pay for (at least 1 per step), priced by the same {@link StepRules}.
 */
final class RiskyRoute {
    private RiskyRoute() {}

    static Command towards(Situation s, Rule rule, Collection<Pos> goals, List<Pos> careful) {
        Pos start = s.self.at();
        int budget = s.self.turn.movementLeft;
        int w = s.battle.grid().width();
        int h = s.battle.grid().height();
        StepRules rules = new StepRules(s.services.movement.contexts().pathContext(s.self));
        int[] cost = new int[w * h];
        int[] parent = new int[w * h];
        Arrays.fill(cost, Integer.MAX_VALUE);
        int origin = start.y() * w + start.x();
        cost[origin] = 0;
        parent[origin] = -1;
        // Entries are {cost, tie, square}: equal costs go nearer the middle of the map first, then in reading
        // order, so both ends of a symmetric map see the same choice (arrival order favoured one direction).
        int fw = s.self.body.width;
        int fh = s.self.body.height;
        PriorityQueue<int[]> open = new PriorityQueue<>((a, b) -> a[0] != b[0] ? Integer.compare(a[0], b[0])
                : a[1] != b[1] ? Integer.compare(a[1], b[1]) : Integer.compare(a[2], b[2]));
        open.add(new int[] {0, 0, origin});
        int best = origin;
        int bestDistance = distance(start, goals);
        while (!open.isEmpty()) {
            int[] top = open.poll();
            int sq = top[2];
            if (top[0] > cost[sq]) continue;
            Pos at = new Pos(sq % w, sq / w);
            int d = distance(at, goals);
            if (sq != origin && rules.canStop(at) && d < bestDistance) {
                best = sq;
                bestDistance = d;
            }
            for (Pos next : at.neighbours()) {
                if (!s.battle.grid().inBounds(next)) continue;
                if (!(rules.step(at, next, TerrainMode.RISKY) instanceof StepVerdict.Allowed a)) continue;
                int c = top[0] + a.cost();
                int n = next.y() * w + next.x();
                if (c > budget || c >= cost[n]) continue;
                cost[n] = c;
                parent[n] = sq;
                open.add(new int[] {c, Centre.offCentre(next.x(), next.y(), fw, fh, w, h), n});
            }
        }
        Pos carefulEnd = careful.isEmpty() ? start : careful.get(careful.size() - 1);
        if (best == origin || bestDistance >= distance(carefulEnd, goals)) return null;
        List<Pos> path = new ArrayList<>();
        for (int sq = best; sq != origin; sq = parent[sq]) path.add(new Pos(sq % w, sq / w));
        Collections.reverse(path);
        String ability = AbilityChecks.better(s.self).id();
        MovePreview preview = s.previews.move(s.self, path, ability);
        if (!preview.legal() || preview.terrainDc() == 0) return null;
        if (!rule.provoke() && !preview.threats().isEmpty()) return null;
        return Walks.move(path, ability);
    }

    private static int distance(Pos p, Collection<Pos> goals) {
        int best = Integer.MAX_VALUE;
        for (Pos g : goals) best = Math.min(best, p.distance(g));
        return best;
    }
}
