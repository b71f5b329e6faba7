package escarmouche.rules.core;

/** Creature size categories (MOVE-SIZE), with the default footprint in squares. */
public enum Size {
    TINY("tiny", 1, 1),
    SMALL("small", 1, 1),
    MEDIUM("medium", 1, 1),
    LARGE("large", 2, 2),
    HUGE("huge", 3, 3),
    GARGANTUAN("gargantuan", 4, 4),
    TITANIC("titanic", 6, 6);

    private final String id;
    private final int width;
    private final int height;

    Size(String id, int width, int height) {
        this.id = id;
        this.width = width;
        this.height = height;
    }

    public String id() {
        return id;
    }

    public int defaultWidth() {
        return width;
    }

    public int defaultHeight() {
        return height;
    }

    /** How many categories apart two sizes are (positive when this one is larger). */
    public int stepsAbove(Size other) {
        return ordinal() - other.ordinal();
    }

    public static Size byId(String id) {
        for (Size s : values()) if (s.id.equals(id)) return s;
        return null;
    }
}
