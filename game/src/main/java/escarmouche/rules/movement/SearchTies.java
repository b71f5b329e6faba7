package escarmouche.rules.movement;

import escarmouche.rules.grid.Centre;

/**
 * The tie keys of {@link PathFinder}'s search, worked out for a node only when its queue needs them
 * ({@link NodeBuckets#pushUnranked}): straight-line distances in half squares (the centre of an even box
 * stays a whole number). First how far the square strays from the line between the start and the centre
 * of the goals' bounding box, then its squared distance to that centre; then its squared distance to the
 * start, then from its footprint to the middle of the map. Straying from the line comes first so that equal
 * paths hug it instead of zigzagging. Two squares equal on all four are mirror images through a line that
 * runs through the start, the goals and the middle of the map.
 *
 * <p>One per {@link PathScratch}, set up by each search ({@link #measureFrom}); a node is a square, or the
 * square's "stepped" copy numbered past the map's squares, which has the square's keys.
 */
final class SearchTies implements NodeBuckets.Ranker {
    private int startX;
    private int startY;
    /** The doubled offset of the goals' centre from the start. */
    private long goalsX;
    private long goalsY;
    private int footWidth;
    private int footHeight;
    private int mapWidth;
    private int mapHeight;
    private int cells;
    private long rowMagic;

    /** Measures from {@code (startX, startY)} towards the goals' bounding box, for a mover of this footprint on this map. */
    void measureFrom(int startX, int startY, int[] box, int footWidth, int footHeight, int mapWidth, int mapHeight) {
        this.startX = startX;
        this.startY = startY;
        this.goalsX = box[0] + box[2] - 2L * startX;
        this.goalsY = box[1] + box[3] - 2L * startY;
        this.footWidth = footWidth;
        this.footHeight = footHeight;
        if (mapWidth != this.mapWidth) rowMagic = PathFinder.rowMagic(mapWidth);
        this.mapWidth = mapWidth;
        this.mapHeight = mapHeight;
        this.cells = mapWidth * mapHeight;
    }

    @Override
    public void tieKeys(int node, long[] keys, int at) {
        int c = node >= cells ? node - cells : node;
        int y = PathFinder.rowOf(c, rowMagic);
        int x = c - y * mapWidth;
        long px = 2L * (x - startX);
        long py = 2L * (y - startY);
        long offLine = Math.abs(goalsX * py - goalsY * px);
        long toGoals = (px - goalsX) * (px - goalsX) + (py - goalsY) * (py - goalsY);
        long fromStart = px * px + py * py;
        long toMiddle = Centre.offCentre(x, y, footWidth, footHeight, mapWidth, mapHeight);
        keys[at] = offLine << 32 | toGoals;
        keys[at + 1] = fromStart << 32 | toMiddle;
    }
}
