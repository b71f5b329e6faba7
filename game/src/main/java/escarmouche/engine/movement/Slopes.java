package escarmouche.engine.movement;

import escarmouche.rules.grid.Grid;
import escarmouche.rules.grid.Pos;
import java.util.List;

/**
 * Which way a path takes the stairs and slopes it crosses (MOVE-STAIRS: a failed risky check going
 * down also deals falling damage).
 *
 * <p>Maps mark stairs ({@code =}) but not which end is the bottom, so the game's default, {@link #LEVEL},
 * never counts a move as going down: a failed check on stairs makes the creature fall prone without
 * damage. A map format that gives the direction plugs its own answer in here.
 */
@FunctionalInterface
public interface Slopes {
    Slopes LEVEL = (grid, start, path) -> false;

    /** Whether the move from {@code start} along {@code path} (top-left squares) goes down stairs or a slope. */
    boolean descending(Grid grid, Pos start, List<Pos> path);
}
