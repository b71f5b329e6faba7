package escarmouche.engine.movement;

import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Creature;
import escarmouche.rules.grid.Pos;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;

/**
 * Cheapest careful path for a creature's footprint (Dijkstra over top-left squares). Ties are broken by
 * insertion order so the same position always gives the same path.
 */
public final class PathSearch {
    private final Battle battle;
    private final MovementService movement;

    public PathSearch(Battle battle, MovementService movement) {
        this.battle = battle;
        this.movement = movement;
    }

    public record Path(List<Pos> steps, int cost) {}

    private record Node(Pos at, int cost, long seq) {}

    /** The cheapest path to {@code goal} (its top-left square), or null when none exists. */
    public Path find(Creature mover, Pos goal) {
        return search(mover, p -> p.equals(goal), Integer.MAX_VALUE);
    }

    /** The cheapest path to any square where {@code done} holds and no other creature stands. */
    public Path search(Creature mover, java.util.function.Predicate<Pos> done, int maxCost) {
        Pos start = mover.at();
        Map<Pos, Integer> best = new HashMap<>();
        Map<Pos, Pos> cameFrom = new HashMap<>();
        PriorityQueue<Node> open = new PriorityQueue<>((a, b) -> a.cost != b.cost
                ? Integer.compare(a.cost, b.cost) : Long.compare(a.seq, b.seq));
        long seq = 0;
        open.add(new Node(start, 0, seq++));
        best.put(start, 0);
        int limit = battle.grid().width() * battle.grid().height() * 4;
        while (!open.isEmpty() && limit-- > 0) {
            Node n = open.poll();
            if (n.cost > best.getOrDefault(n.at, Integer.MAX_VALUE)) continue;
            if (!n.at.equals(start) && done.test(n.at) && movement.occupantOther(mover, n.at) == null) {
                return new Path(rebuild(cameFrom, start, n.at), n.cost);
            }
            for (Pos next : n.at.neighbours()) {
                if (movement.stepProblem(mover, n.at, next) != null) continue;
                int cost = n.cost + movement.stepCost(mover, next);
                if (cost > maxCost) continue;
                if (cost < best.getOrDefault(next, Integer.MAX_VALUE)) {
                    best.put(next, cost);
                    cameFrom.put(next, n.at);
                    open.add(new Node(next, cost, seq++));
                }
            }
        }
        return null;
    }

    private static List<Pos> rebuild(Map<Pos, Pos> cameFrom, Pos start, Pos end) {
        List<Pos> out = new ArrayList<>();
        for (Pos p = end; !p.equals(start); p = cameFrom.get(p)) out.add(p);
        Collections.reverse(out);
        return out;
    }
}
