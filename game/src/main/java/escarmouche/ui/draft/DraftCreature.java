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
 * @param gender   the gender its name takes in French ({@code m}, {@code f}; its {@code "fr"}), or null when
 *                 the file gives none
 */
public record DraftCreature(String id, String template, String side, int x, int y, Integer hp, String behavior,
                            DraftHiding hidden, String control, String origin, String gender) {
    /** The behaviour is an object written in the scenario itself: the builder keeps it as it is. */
    public static final String WRITTEN_IN_FILE = "(written in the file)";

    /** A creature whose name's gender the file does not give. */
    public DraftCreature(String id, String template, String side, int x, int y, Integer hp, String behavior,
                         DraftHiding hidden, String control, String origin) {
        this(id, template, side, x, y, hp, behavior, hidden, control, origin, null);
    }

    public DraftCreature at(int nx, int ny) {
        return new DraftCreature(id, template, side, nx, ny, hp, behavior, hidden, control, origin, gender);
    }

    public DraftCreature withId(String v) {
        return new DraftCreature(v, template, side, x, y, hp, behavior, hidden, control, origin, gender);
    }

    public DraftCreature withSide(String v) {
        return new DraftCreature(id, template, v, x, y, hp, behavior, hidden, control, origin, gender);
    }

    public DraftCreature withHp(Integer v) {
        return new DraftCreature(id, template, side, x, y, v, behavior, hidden, control, origin, gender);
    }

    public DraftCreature withBehavior(String v) {
        return new DraftCreature(id, template, side, x, y, hp, v, hidden, control, origin, gender);
    }

    public DraftCreature withHidden(DraftHiding v) {
        return new DraftCreature(id, template, side, x, y, hp, behavior, v, control, origin, gender);
    }

    public DraftCreature withControl(String v) {
        return new DraftCreature(id, template, side, x, y, hp, behavior, hidden, v, origin, gender);
    }

    /** The gender its name takes in French: {@code m}, {@code f}, or null for none given. */
    public DraftCreature withGender(String v) {
        return new DraftCreature(id, template, side, x, y, hp, behavior, hidden, control, origin, v);
    }

    /** The control it will have: its own, or the default of its side. */
    public String controlOrDefault() {
        if (control != null) return control;
        return "party".equals(side) ? "player" : "ai";
    }
}
