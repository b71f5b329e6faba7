package escarmouche.engine.battle;

import escarmouche.rules.attack.Cover;
import escarmouche.rules.attack.CoverSurvey;
import escarmouche.rules.attack.Footprint;
import escarmouche.rules.grid.Grid;

/**
 * A battle's way to its remembered {@link Cover#between} answers. Cover depends only on the map and on
 * the two spaces, and the map is replaced, never changed, when a door opens or closes: so the answers of
 * the table for the current map's terrain ({@link CoverMemory}) hold until the battle's grid is another
 * one. Moves change the spaces, hence the key; deaths and conditions do not enter into cover at all (the
 * callers that care, such as {@code Sight}, test them before asking). Line of sight is asked from every
 * enemy on every step of every move, and most of those pairs have not moved since the last question.
 *
 * <p>Not thread-safe: one per battle, and a battle is played by one thread.
 */
final class CoverCache {
    private final CoverMemory memory;
    private Grid grid;
    private CoverTable table;

    /** A cache with a memory of its own. */
    CoverCache() {
        this(new CoverMemory());
    }

    /** A cache with a memory of its own whose tables start afresh beyond {@code limit} pairs (tests). */
    CoverCache(int limit) {
        this(new CoverMemory(limit));
    }

    /** A cache that keeps its answers in {@code memory}, which other battles may share. */
    CoverCache(CoverMemory memory) {
        this.memory = memory;
    }

    Cover.Level between(Grid current, Footprint attacker, Footprint target) {
        return table(current).between(attacker, target);
    }

    /** A pick the current map leaves clear between the two spaces, or -1 ({@link CoverTable#clearPick}). */
    int clearPick(Grid current, Footprint attacker, Footprint target) {
        return table(current).clearPick(attacker, target);
    }

    /** Where the current map gives cover at all. */
    CoverSurvey survey(Grid current) {
        return table(current).survey();
    }

    private CoverTable table(Grid current) {
        if (current != grid) {
            table = memory.tableFor(current);
            grid = current;
        }
        return table;
    }
}
