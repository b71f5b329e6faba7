package escarmouche.ui.draft;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * An encounter as the builder edits it: the map as rows of characters (with the legend characters it
 * brought, if any), the locked doors, the creatures, the name, seed and rules. It holds no JSON: the
 * workshop turns it into a scenario file and back.
 *
 * @param difficulty {@code easy}, {@code medium}, {@code hard} or {@code deadly}, as the lists show it; null for none
 * @param seed   the fight's seed, or null for a new one each fight
 * @param rules  {@code house} or {@code dd5}
 * @param legend characters the map's own legend defines, to their terrain name (drawn as the file drew them)
 * @param base   the text of the scenario this draft was read from, whose other fields a save keeps (an
 *               opaque token for the screens); null for a new encounter
 * @param file   the file of the player's own encounters this draft saves to (an opaque key); null for a new
 *               file, named after the encounter
 */
public record EncounterDraft(String name, String difficulty, Long seed, String rules, List<String> rows, Map<Character, String> legend,
                             List<DraftDoor> doors, List<DraftCreature> creatures, String base, String file) {
    public EncounterDraft {
        rows = List.copyOf(rows);
        legend = Collections.unmodifiableMap(new TreeMap<>(legend));
        doors = List.copyOf(doors);
        creatures = List.copyOf(creatures);
    }

    /** A room of {@code width} by {@code height} squares: walls around a floor, nobody in it yet. */
    public static EncounterDraft blank(int width, int height) {
        List<String> rows = new ArrayList<>();
        for (int y = 0; y < height; y++) {
            StringBuilder row = new StringBuilder();
            for (int x = 0; x < width; x++) {
                boolean edge = x == 0 || y == 0 || x == width - 1 || y == height - 1;
                row.append(edge ? DraftTerrain.WALL.glyph() : DraftTerrain.FLOOR.glyph());
            }
            rows.add(row.toString());
        }
        return new EncounterDraft("New encounter", "medium", null, "house", rows, Map.of(), List.of(), List.of(), null, null);
    }

    public int width() {
        return rows.isEmpty() ? 0 : rows.get(0).length();
    }

    public int height() {
        return rows.size();
    }

    public boolean inside(int x, int y) {
        return y >= 0 && y < rows.size() && x >= 0 && x < rows.get(y).length();
    }

    public char glyphAt(int x, int y) {
        return rows.get(y).charAt(x);
    }

    /** The terrain name of a square: the map's legend first, then the default table; null if unknown. */
    public String terrainAt(int x, int y) {
        char c = glyphAt(x, y);
        String own = legend.get(c);
        if (own != null) return own;
        DraftTerrain t = DraftTerrain.of(c);
        return t == null ? null : t.terrain();
    }

    /** The lock on the door of a square, or null. */
    public DraftDoor lockAt(int x, int y) {
        for (DraftDoor d : doors) if (d.x() == x && d.y() == y) return d;
        return null;
    }

    /** The same draft with one square drawn; a lock goes with the door it was on. */
    public EncounterDraft paint(int x, int y, char glyph) {
        if (!inside(x, y)) return this;
        List<String> r = new ArrayList<>(rows);
        StringBuilder row = new StringBuilder(r.get(y));
        row.setCharAt(x, glyph);
        r.set(y, row.toString());
        List<DraftDoor> d = new ArrayList<>(doors);
        if (glyph != DraftTerrain.DOOR.glyph()) d.removeIf(door -> door.x() == x && door.y() == y);
        return new EncounterDraft(name, difficulty, seed, rules, r, legend, d, creatures, base, file);
    }

    /** Locks the door of a square with a DC (0: unlocks it). */
    public EncounterDraft lock(int x, int y, int dc) {
        List<DraftDoor> d = new ArrayList<>(doors);
        d.removeIf(door -> door.x() == x && door.y() == y);
        if (dc > 0) d.add(new DraftDoor(x, y, dc));
        return new EncounterDraft(name, difficulty, seed, rules, rows, legend, d, creatures, base, file);
    }

    public EncounterDraft withCreatures(List<DraftCreature> c) {
        return new EncounterDraft(name, difficulty, seed, rules, rows, legend, doors, c, base, file);
    }

    public EncounterDraft withName(String v) {
        return new EncounterDraft(v, difficulty, seed, rules, rows, legend, doors, creatures, base, file);
    }

    public EncounterDraft withDifficulty(String v) {
        return new EncounterDraft(name, v, seed, rules, rows, legend, doors, creatures, base, file);
    }

    public EncounterDraft withSeed(Long v) {
        return new EncounterDraft(name, difficulty, v, rules, rows, legend, doors, creatures, base, file);
    }

    public EncounterDraft withRules(String v) {
        return new EncounterDraft(name, difficulty, seed, v, rows, legend, doors, creatures, base, file);
    }

    /** Where a save went: the file key it now saves to, and the text it saved (to keep what it does not edit). */
    public EncounterDraft savedAs(String newBase, String newFile) {
        return new EncounterDraft(name, difficulty, seed, rules, rows, legend, doors, creatures, newBase, newFile);
    }

    /**
     * The same encounter named {@code newName}, saved as a new file rather than over the one it came from (the
     * work a session left unsaved, kept beside it); the rest of the scenario it was read from is kept.
     */
    public EncounterDraft asNewFile(String newName) {
        return new EncounterDraft(newName, difficulty, seed, rules, rows, legend, doors, creatures, base, null);
    }

    /**
     * Only the map (and its locks) of this draft, as a new encounter: who stood there is left behind.
     * {@code mapBase} is a scenario text of the map alone ({@link EncounterWorkshop#mapOnly} makes it), for a
     * save to keep what the map was: a content map's id, an inline map's name and description; null for none.
     */
    public EncounterDraft mapOnly(String mapBase) {
        return new EncounterDraft("New encounter", "medium", null, "house", rows, legend, doors, List.of(), mapBase, null);
    }

    /** The same encounter, whatever file it came from or goes to: what a round trip must keep. */
    public EncounterDraft content() {
        return new EncounterDraft(name, difficulty, seed, rules, rows, legend, doors, creatures, null, null);
    }
}
