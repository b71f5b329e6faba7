package escarmouche.rules.grid;

/** What a square of the map is made of, and what moving into it asks of a creature. */
public enum Terrain {
    FLOOR("floor", false, 0),
    WALL("wall", true, 0),
    DIFFICULT("difficult", false, 10),
    VERY_DIFFICULT("very-difficult", false, 15),
    STAIRS("stairs", false, 10),
    /** A low wall, a barricade: gives half cover but cannot be walked through. */
    LOW_WALL("low-wall", true, 0),
    /** A pillar or arrow slit: three-quarters cover, blocks movement. */
    PILLAR("pillar", true, 0),
    /** A closed door: blocks movement and sight until opened (TURN-OBJECT). */
    DOOR("door", true, 0),
    /** An open door: a plain passable square that can be closed again. */
    OPEN_DOOR("open-door", false, 0),
    WATER("water", false, 10);

    private final String id;
    private final boolean blocksMovement;
    private final int dc;

    Terrain(String id, boolean blocksMovement, int dc) {
        this.id = id;
        this.blocksMovement = blocksMovement;
        this.dc = dc;
    }

    /** The name used in map legends. */
    public String id() {
        return id;
    }

    public boolean blocksMovement() {
        return blocksMovement;
    }

    /** The terrain check DC for MOVE-DIFFICULT (0 when the square needs no check). */
    public int dc() {
        return dc;
    }

    public boolean isDifficult() {
        return this == DIFFICULT || this == VERY_DIFFICULT || this == WATER;
    }

    public boolean isDoor() {
        return this == DOOR || this == OPEN_DOOR;
    }

    public static Terrain byId(String id) {
        for (Terrain t : values()) if (t.id.equals(id)) return t;
        return null;
    }
}
