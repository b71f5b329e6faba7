package escarmouche.rules.movement;

import escarmouche.rules.grid.Grid;

/**
 * The working arrays of {@link PathFinder} queries, kept between finders so that a game's hundreds of
 * searches per turn do not each allocate map-sized arrays and a heap. Every query starts a new epoch,
 * which makes what earlier queries left behind stale without clearing it, so finders that share one
 * scratch may take turns freely; a query never runs inside another. One per game: not for two threads.
 */
public final class PathScratch {
    final NodeHeap heap = new NodeHeap();
    /** Scratch for the finder's tie keys: no allocation in the search loop. */
    final long[] tieKeys = new long[2];
    int[] g = new int[0];
    int[] parent = new int[0];
    int[] seen = new int[0];
    int[] done = new int[0];
    int[] goal = new int[0];
    int[] settled = new int[64];
    int epoch;
    /** The map whose terrain grades {@link #grades} holds (compared by identity), and those grades. */
    private Grid graded;
    private byte[] grades;

    /**
     * The terrain grades of {@code grid}, filled in lazily by {@link StepCosts} and kept for the next finder:
     * a grade depends on the map alone, and a changed map is a new {@link Grid}, which gets a fresh array.
     */
    byte[] grades(Grid grid) {
        if (grid != graded) {
            graded = grid;
            grades = new byte[grid.width() * grid.height()];
        }
        return grades;
    }
}
