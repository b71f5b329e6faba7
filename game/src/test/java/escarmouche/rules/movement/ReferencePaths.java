package escarmouche.rules.movement;

import escarmouche.rules.grid.Pos;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;

/**
 * A deliberately naive cheapest-cost computation (plain Dijkstra by linear scan over {@link StepRules}),
 * to check the path finder against.
 */
final class ReferencePaths {
    private ReferencePaths() {}

    static Map<Pos, Integer> costsFrom(RandomBoard board) {
        StepRules rules = new StepRules(board.ctx());
        List<Pos> all = board.positions();
        Map<Pos, Integer> dist = new HashMap<>();
        Map<Pos, Boolean> done = new HashMap<>();
        dist.put(board.ctx().mover().movingBody().at(), 0);
        while (true) {
            Pos best = null;
            for (Pos p : all) {
                if (done.containsKey(p) || !dist.containsKey(p)) continue;
                if (best == null || dist.get(p) < dist.get(best)) best = p;
            }
            if (best == null) return dist;
            done.put(best, true);
            for (Pos q : best.neighbours()) {
                if (rules.step(best, q, TerrainMode.CAREFUL) instanceof StepVerdict.Allowed a) {
                    int d = dist.get(best) + a.cost();
                    if (d < dist.getOrDefault(q, Integer.MAX_VALUE)) dist.put(q, d);
                }
            }
        }
    }

    /** A search state for the safe reference: a square and, per threat, the steps taken inside its reach. */
    private record State(Pos at, List<Integer> inside) {}

    /**
     * The cheapest cost of a path to {@code goal} that provokes nothing, by brute force over (square,
     * per-threat inside-step counts), applying OA-LEAVE and OA-WITHIN as written.
     */
    static OptionalInt safeCost(RandomBoard board, Threats threats, Pos goal) {
        StepRules rules = new StepRules(board.ctx());
        Body moving = board.ctx().mover().movingBody();
        int n = threats.threats().size();
        Integer[] zeros = new Integer[n];
        Arrays.fill(zeros, 0);
        State start = new State(moving.at(), List.of(zeros));
        Map<State, Integer> dist = new HashMap<>();
        List<State> open = new ArrayList<>();
        dist.put(start, 0);
        open.add(start);
        Map<State, Boolean> done = new HashMap<>();
        while (!open.isEmpty()) {
            State best = null;
            for (State st : open) if (best == null || dist.get(st) < dist.get(best)) best = st;
            open.remove(best);
            if (done.put(best, true) != null) continue;
            if (best.at().equals(goal)) return OptionalInt.of(dist.get(best));
            for (Pos q : best.at().neighbours()) {
                if (!(rules.step(best.at(), q, TerrainMode.CAREFUL) instanceof StepVerdict.Allowed a)) continue;
                List<Integer> counts = new ArrayList<>(best.inside());
                boolean provokes = false;
                for (int i = 0; i < n; i++) {
                    Threat t = threats.threats().get(i);
                    boolean in = t.reaches(moving.moveTo(best.at()));
                    boolean stays = t.reaches(moving.moveTo(q));
                    if (in && !stays) provokes = true;
                    if (in && stays) {
                        counts.set(i, Math.min(2, counts.get(i) + 1));
                        if (counts.get(i) == 2 && threats.secondStepProvokes()) provokes = true;
                    }
                }
                if (provokes) continue;
                State next = new State(q, counts);
                int d = dist.get(best) + a.cost();
                if (d < dist.getOrDefault(next, Integer.MAX_VALUE)) {
                    dist.put(next, d);
                    open.add(next);
                }
            }
        }
        return OptionalInt.empty();
    }
}
