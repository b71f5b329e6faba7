package escarmouche.rules.movement;

import escarmouche.rules.grid.Pos;
import java.util.ArrayList;
import java.util.List;

/**
 * A path found by {@link PathFinder}: the squares to enter (footprint top-left squares, start excluded),
 * the careful cost of each step, the total, and the opportunity attacks it would provoke.
 */
public record Path(Pos start, List<Pos> squares, List<Integer> stepCosts, int cost, List<OpportunityTrigger> provokes) {
    public Path {
        squares = List.copyOf(squares);
        stepCosts = List.copyOf(stepCosts);
        provokes = List.copyOf(provokes);
        if (squares.size() != stepCosts.size()) throw new IllegalArgumentException("one cost per square");
    }

    public Pos end() {
        return squares.isEmpty() ? start : squares.get(squares.size() - 1);
    }

    public boolean safe() {
        return provokes.isEmpty();
    }

    /** The footprint at every position, start included, for {@link ReachWatch#replay}. */
    public List<Body> bodies(Body moving) {
        List<Body> out = new ArrayList<>(squares.size() + 1);
        out.add(moving.moveTo(start));
        for (Pos p : squares) out.add(moving.moveTo(p));
        return out;
    }
}
