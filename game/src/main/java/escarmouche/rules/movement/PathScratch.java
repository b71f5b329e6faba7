package escarmouche.rules.movement;

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
}
