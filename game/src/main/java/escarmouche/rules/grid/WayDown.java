package escarmouche.rules.grid;

/**
 * Which way a flight of stairs goes down (MOVE-STAIRS: a failed risky check on the way down also deals
 * falling damage). A step goes down a square's stairs when it moves along that way, even partly
 * (diagonally); across the stairs or up them it does not.
 */
public enum WayDown {
    NORTH("north", 0, -1),
    EAST("east", 1, 0),
    SOUTH("south", 0, 1),
    WEST("west", -1, 0);

    private final String id;
    private final int dx;
    private final int dy;

    WayDown(String id, int dx, int dy) {
        this.id = id;
        this.dx = dx;
        this.dy = dy;
    }

    /** The name used in maps: {@code north}, {@code east}, {@code south}, {@code west}. */
    public String id() {
        return id;
    }

    /** Whether a step from {@code from} to the adjacent {@code to} moves this way, at least partly. */
    public boolean followedBy(Pos from, Pos to) {
        return (to.x() - from.x()) * dx + (to.y() - from.y()) * dy > 0;
    }

    public static WayDown byId(String id) {
        for (WayDown w : values()) if (w.id.equals(id)) return w;
        return null;
    }
}
