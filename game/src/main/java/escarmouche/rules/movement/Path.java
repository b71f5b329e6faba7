package escarmouche.rules.movement;

import escarmouche.rules.grid.Pos;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A path found by {@link PathFinder}: the squares to enter (footprint top-left squares, start excluded),
 * the careful cost of each step, the total, and the opportunity attacks it would provoke.
 *
 * <p>A value, equal to another with the same five parts. Not a record only because the attacks provoked
 * are worked out when first asked: the AI walks a few steps of most paths it finds and never asks, and
 * replaying every step past every threat was a twentieth of a large fight's path searches.
 */
public final class Path {
    private final Pos start;
    private final List<Pos> squares;
    private final List<Integer> stepCosts;
    private final int cost;
    /** Null until asked, when {@link #threats} is set. */
    private List<OpportunityTrigger> provokes;
    /** What to replay the path past, and the footprint it moves with; null once {@link #provokes} is known. */
    private Threats threats;
    private Body moving;

    public Path(Pos start, List<Pos> squares, List<Integer> stepCosts, int cost, List<OpportunityTrigger> provokes) {
        this(start, squares, stepCosts, cost);
        this.provokes = List.copyOf(provokes);
    }

    private Path(Pos start, List<Pos> squares, List<Integer> stepCosts, int cost) {
        this.start = Objects.requireNonNull(start, "start");
        this.squares = List.copyOf(squares);
        this.stepCosts = List.copyOf(stepCosts);
        this.cost = cost;
        if (this.squares.size() != this.stepCosts.size()) throw new IllegalArgumentException("one cost per square");
    }

    /**
     * A path whose provoked attacks are those {@link ReachWatch#replay} finds when {@code moving} (the
     * mover's footprint, the same on every square of the path) takes its steps past {@code threats}.
     */
    static Path replayedWhenAsked(Pos start, List<Pos> squares, List<Integer> stepCosts, int cost, Threats threats,
                                  Body moving) {
        Path p = new Path(start, squares, stepCosts, cost);
        p.threats = Objects.requireNonNull(threats, "threats");
        p.moving = Objects.requireNonNull(moving, "moving");
        return p;
    }

    public Pos start() {
        return start;
    }

    public List<Pos> squares() {
        return squares;
    }

    public List<Integer> stepCosts() {
        return stepCosts;
    }

    public int cost() {
        return cost;
    }

    /** The opportunity attacks the path would provoke, in the order its steps provoke them. */
    public List<OpportunityTrigger> provokes() {
        if (provokes == null) {
            provokes = List.copyOf(ReachWatch.replay(threats, bodies(moving)));
            threats = null;
            moving = null;
        }
        return provokes;
    }

    public Pos end() {
        return squares.isEmpty() ? start : squares.get(squares.size() - 1);
    }

    public boolean safe() {
        return provokes().isEmpty();
    }

    /** The footprint at every position, start included, for {@link ReachWatch#replay}. */
    public List<Body> bodies(Body moving) {
        List<Body> out = new ArrayList<>(squares.size() + 1);
        out.add(moving.moveTo(start));
        for (Pos p : squares) out.add(moving.moveTo(p));
        return out;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Path p && cost == p.cost && start.equals(p.start) && squares.equals(p.squares)
                && stepCosts.equals(p.stepCosts) && provokes().equals(p.provokes());
    }

    @Override
    public int hashCode() {
        return Objects.hash(start, squares, stepCosts, cost, provokes());
    }

    @Override
    public String toString() {
        return "Path[start=" + start + ", squares=" + squares + ", stepCosts=" + stepCosts + ", cost=" + cost
                + ", provokes=" + provokes() + "]";
    }
}
