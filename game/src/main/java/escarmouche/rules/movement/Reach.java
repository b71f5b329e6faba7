package escarmouche.rules.movement;

import escarmouche.rules.grid.Pos;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The squares a mover could end a careful move on, each with the cheapest cost of getting there, in
 * reading order ({@link PathFinder#reach}). Kept as two arrays of plain ints: the AI weighs every one of
 * these squares several times per decision, and a map of boxed squares and costs cost more to build than
 * the search that found them.
 */
public final class Reach extends Squares {
    private final int[] costs;

    Reach(int mapWidth, int[] cells, int[] costs) {
        super(mapWidth, cells);
        this.costs = costs;
    }

    public int cost(int i) {
        return costs[i];
    }

    /** The same squares and costs as a map, in reading order, for callers that look squares up. */
    public Map<Pos, Integer> asMap() {
        Map<Pos, Integer> out = new LinkedHashMap<>(cells.length * 2);
        for (int i = 0; i < cells.length; i++) out.put(square(i), costs[i]);
        return Collections.unmodifiableMap(out);
    }
}
