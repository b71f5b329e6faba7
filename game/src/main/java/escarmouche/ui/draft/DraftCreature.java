package escarmouche.ui.draft;

/**
 * One creature of an encounter being built, with the fields the builder edits. Everything else a scenario
 * may say about a combatant (weapons, level, spells ...) stays in the file it came from and is written back
 * unchanged.
 *
 * @param origin   the id this creature had in the file it was read from, whose other fields it keeps; null
 *                 for a creature placed in the builder
 * @param side     the side it fights on ({@code party}, {@code monsters}, or any word)
 * @param hp       hit points at the start, or null for the template's
 * @param behavior a behaviour's name, {@link #WRITTEN_IN_FILE} for one written in place in the file, or null
 *                 for the default
 * @param hidden   how it starts hidden, or null when it starts in plain sight
 * @param control  {@code player}, {@code ai}, or null for the default of its side
 * @param names    its own names, in English and French, and the gender of the French one ({@link DraftNames#NONE}
 *                 when the file gives none)
 */
public record DraftCreature(String id, String template, String side, int x, int y, Integer hp, String behavior,
                            DraftHiding hidden, String control, String origin, DraftNames names) {
    /** The behaviour is an object written in the scenario itself: the builder keeps it as it is. */
    public static final String WRITTEN_IN_FILE = "(written in the file)";

    public DraftCreature {
        if (names == null) names = DraftNames.NONE;
    }

    /** A creature the file names in no way of its own: its template's name. */
    public DraftCreature(String id, String template, String side, int x, int y, Integer hp, String behavior,
                         DraftHiding hidden, String control, String origin) {
        this(id, template, side, x, y, hp, behavior, hidden, control, origin, DraftNames.NONE);
    }

    public DraftCreature at(int nx, int ny) {
        return new DraftCreature(id, template, side, nx, ny, hp, behavior, hidden, control, origin, names);
    }

    public DraftCreature withId(String v) {
        return new DraftCreature(v, template, side, x, y, hp, behavior, hidden, control, origin, names);
    }

    public DraftCreature withSide(String v) {
        return new DraftCreature(id, template, v, x, y, hp, behavior, hidden, control, origin, names);
    }

    public DraftCreature withHp(Integer v) {
        return new DraftCreature(id, template, side, x, y, v, behavior, hidden, control, origin, names);
    }

    public DraftCreature withBehavior(String v) {
        return new DraftCreature(id, template, side, x, y, hp, v, hidden, control, origin, names);
    }

    public DraftCreature withHidden(DraftHiding v) {
        return new DraftCreature(id, template, side, x, y, hp, behavior, v, control, origin, names);
    }

    public DraftCreature withControl(String v) {
        return new DraftCreature(id, template, side, x, y, hp, behavior, hidden, v, origin, names);
    }

    /** Its names, in English and French, and the gender of the French one. */
    public DraftCreature withNames(DraftNames v) {
        return new DraftCreature(id, template, side, x, y, hp, behavior, hidden, control, origin, v);
    }

    /** The same creature as the file just written calls it: the id it has there. */
    public DraftCreature savedAs(String fileId) {
        return new DraftCreature(id, template, side, x, y, hp, behavior, hidden, control, fileId, names);
    }

    /** The gender its name takes in French: {@code m}, {@code f}, or null for none given. */
    public String gender() {
        return names.gender();
    }

    /** The gender its name takes in French: {@code m}, {@code f}, or null for none given. */
    public DraftCreature withGender(String v) {
        return withNames(names.withGender(v));
    }

    /** The control it will have: its own, or the default of its side. */
    public String controlOrDefault() {
        if (control != null) return control;
        return "party".equals(side) ? "player" : "ai";
    }
}
