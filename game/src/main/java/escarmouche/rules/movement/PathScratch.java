package escarmouche.rules.movement;

import escarmouche.rules.grid.Grid;
import java.util.Arrays;

/**
 * The working arrays of {@link PathFinder} queries, kept between finders so that a game's hundreds of
 * searches per turn do not each allocate map-sized arrays and a search queue. Every query starts a new epoch,
 * which makes what earlier queries left behind stale without clearing it, so finders that share one
 * scratch may take turns freely; a query never runs inside another. One per game: not for two threads.
 */
public final class PathScratch {
    /** The search's tie keys, which its queue asks for when it needs them. */
    final SearchTies ties = new SearchTies();
    final NodeBuckets frontier = new NodeBuckets(ties);
    int[] g = new int[0];
    int[] parent = new int[0];
    int[] seen = new int[0];
    int[] done = new int[0];
    int[] goal = new int[0];
    int[] settled = new int[64];
    /** Beside {@link #settled}: the square each was reached from, for {@link PathFinder#riskyReach}. */
    private int[] from = new int[64];
    int epoch;
    private final Buckets buckets = new Buckets();

    /** The {@code from} list, at least {@code n} long, keeping what it holds. */
    int[] from(int n) {
        if (from.length < n) from = Arrays.copyOf(from, Math.max(n, 2 * from.length));
        return from;
    }

    /** Empty buckets for costs 0 to {@code maxCost}, for {@link PathFinder#reach(int)}. */
    Buckets buckets(int maxCost) {
        buckets.reset(maxCost);
        return buckets;
    }

    /**
     * Squares waiting to be settled, one last-in first-out list per cost, on primitive arrays: a square
     * may sit in several lists (each time a cheaper cost was found); the finder skips the stale entries.
     */
    static final class Buckets {
        private int[] head = new int[16];
        private int[] square = new int[256];
        private int[] next = new int[256];
        private int size;

        void reset(int maxCost) {
            if (head.length <= maxCost) head = new int[maxCost + 1];
            java.util.Arrays.fill(head, 0, maxCost + 1, -1);
            size = 0;
        }

        void add(int cost, int s) {
            if (size == square.length) {
                square = java.util.Arrays.copyOf(square, size * 2);
                next = java.util.Arrays.copyOf(next, size * 2);
            }
            square[size] = s;
            next[size] = head[cost];
            head[cost] = size++;
        }

        /** A square of this cost's list, taken out of it, or -1 when the list is empty. */
        int take(int cost) {
            int e = head[cost];
            if (e < 0) return -1;
            head[cost] = next[e];
            return square[e];
        }
    }

    /** The reach bits of the current search's {@link ThreatZones}. */
    private long[] zoneBits = new long[0];
    /**
     * The words of {@link #zoneBits} the last zones may have written, from {@code zoneLow} to before
     * {@code zoneHigh}: only they need clearing for the next (the threats near a mover cover a corner of
     * a big map, which a clear of every word went over at every search).
     */
    private int zoneLow;
    private int zoneHigh;

    /** {@code n} zeroed words for a search's {@link ThreatZones}, in place of a new array per search. */
    long[] zoneBits(int n) {
        if (zoneBits.length < n) {
            zoneBits = new long[n];
        } else if (zoneLow < zoneHigh) {
            java.util.Arrays.fill(zoneBits, zoneLow, zoneHigh, 0L);
        }
        zoneLow = 0;
        zoneHigh = zoneBits.length;
        return zoneBits;
    }

    /**
     * The zones just painted wrote no word outside {@code [low, high)} of {@link #zoneBits} (an empty
     * range when they wrote none): the next clear can stop there. Until told, every word counts as written.
     */
    void zoneBitsWritten(int low, int high) {
        zoneLow = low;
        zoneHigh = high;
    }

    /** Marks and queue of {@link PathFinder}'s backward look, with an epoch of their own. */
    private int[] back = new int[0];
    private int[] backQueue = new int[0];
    private int backEpoch;

    /** The backward look's marks for {@code n} states: call {@link #backEpoch} next, for a fresh mark. */
    int[] back(int n) {
        if (back.length < n) {
            back = new int[n];
            backEpoch = 0;
        }
        return back;
    }

    /** A mark no state of {@link #back} carries yet. */
    int backEpoch() {
        if (++backEpoch == Integer.MAX_VALUE) {
            java.util.Arrays.fill(back, 0);
            backEpoch = 1;
        }
        return backEpoch;
    }

    int[] backQueue(int n) {
        if (backQueue.length < n) backQueue = new int[n];
        return backQueue;
    }

    /**
     * Two boards of who stands where, each as the step costs that claimed it last painted it: one for
     * each side of a fight, in effect, since a board is mended for the next mover of its side
     * ({@link StepCosts#claim}).
     */
    final OccupancyBoard[] boards = {new OccupancyBoard(), new OccupancyBoard()};
    /** How many times a board was claimed: {@link OccupancyBoard#used} tells the older board by it. */
    long boardClaims;
    /** The entries a mend changes, worked out before it changes any. */
    final int[] changed = new int[OccupancyBoard.MEND_MOST];

    /** The map whose terrain grades {@link #grades} holds (compared by identity), and those grades. */
    private Grid graded;
    private byte[] grades;

    /**
     * The terrain grades of {@code grid}, filled in lazily by {@link StepCosts} and kept for the next finder:
     * a grade depends on the map's terrain alone, and a changed map is a new {@link Grid}, which gets a fresh
     * array unless its terrain is the same ({@link Grid#sameTerrain}).
     */
    byte[] grades(Grid grid) {
        if (grid != graded) {
            // Each fight of a simulation builds its map afresh: on the same terrain the grades and the exits
            // hold as they are (the map's size and squares decide them), and are not worked out again.
            if (graded == null || !grid.sameTerrain(graded)) {
                grades = new byte[grid.width() * grid.height()];
                exits = null;
            }
            graded = grid;
        }
        return grades;
    }

    /** The one-square steps out of each square of {@link #graded}, made by {@link StepCosts#exits}; null until then. */
    private byte[] exits;

    /** {@link #exits} of {@code grid}, or null when they are not made yet (or were made for another map). */
    byte[] exits(Grid grid) {
        return grid == graded ? exits : null;
    }

    void keepExits(Grid grid, byte[] made) {
        if (grid == graded) exits = made;
    }
}
