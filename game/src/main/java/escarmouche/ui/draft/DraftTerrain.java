package escarmouche.ui.draft;

/**
 * The map characters every scenario understands without a legend (docs/scenarios.md, "The map"), with the
 * terrain name a legend would give them. The builder draws with these.
 */
public enum DraftTerrain {
    FLOOR('.', "floor"),
    WALL('#', "wall"),
    DIFFICULT(',', "difficult"),
    VERY_DIFFICULT(';', "very-difficult"),
    STAIRS('=', "stairs"),
    DOOR('+', "door"),
    OPEN_DOOR('\'', "open-door"),
    LOW_WALL('o', "low-wall"),
    PILLAR('O', "pillar"),
    WATER('~', "water");

    private final char glyph;
    private final String terrain;

    DraftTerrain(char glyph, String terrain) {
        this.glyph = glyph;
        this.terrain = terrain;
    }

    public char glyph() {
        return glyph;
    }

    /** The terrain's name in a legend and in the format's table. */
    public String terrain() {
        return terrain;
    }

    /** The default meaning of a map character, or null when only a legend can give it one. */
    public static DraftTerrain of(char c) {
        for (DraftTerrain t : values()) if (t.glyph == c) return t;
        return null;
    }
}
