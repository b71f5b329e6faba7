package escarmouche.rules.grid;

/**
 * Distances to the middle of the map, to break ties between squares that are otherwise equally good.
 * A fixed preference (reading order, or the order neighbours are looked at) favours one direction, so on
 * a map that is the same seen from either end one end's creatures chose differently from the other's,
 * and one end won more often. The middle of a symmetric map is where every side sees it, so "nearer the
 * middle" is the same choice for each side. Distances are squared and counted in half squares so they
 * stay whole numbers.
 */
public final class Centre {
    private Centre() {}

    /**
     * Squared distance, in half squares, from the middle of a {@code w} by {@code h} footprint whose
     * top-left square is {@code (x, y)} to the middle of a {@code mapWidth} by {@code mapHeight} map.
     */
    public static int offCentre(int x, int y, int w, int h, int mapWidth, int mapHeight) {
        int dx = 2 * x + w - mapWidth;
        int dy = 2 * y + h - mapHeight;
        return dx * dx + dy * dy;
    }
}
