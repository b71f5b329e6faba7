package escarmouche.engine.movement;

import escarmouche.rules.grid.Grid;
import escarmouche.rules.grid.Pos;
import escarmouche.rules.movement.Body;
import java.util.List;

/**
 * Which way a path takes the stairs it crosses (MOVE-STAIRS: a failed risky check going down also deals
 * falling damage).
 *
 * <p>{@link #MAP}, the game's default, reads the map: stairs drawn with a way down ({@code v ^ < >}, or
 * a legend's {@code stairs-down-south} ...) make a step that follows that way go down; stairs drawn with
 * {@code =} say nothing, and a failed check there makes the creature fall prone without damage. Tests
 * may plug in their own answer.
 */
@FunctionalInterface
public interface Slopes {
    /** No move ever goes down. */
    Slopes LEVEL = (grid, start, path) -> false;

    /**
     * The map's own ways down: a move goes down when any square of its footprint, on any step, leaves or
     * enters stairs along their way down.
     */
    Slopes MAP = (grid, start, path) -> {
        Body at = start;
        for (Pos next : path) {
            Body to = at.moveTo(next);
            int dx = next.x() - at.at().x();
            int dy = next.y() - at.at().y();
            for (Pos s : at.squares()) if (grid.descends(s, s.plus(dx, dy))) return true;
            at = to;
        }
        return false;
    };

    /** Whether the move from {@code start} along {@code path} (top-left squares) goes down stairs. */
    boolean descending(Grid grid, Body start, List<Pos> path);
}
