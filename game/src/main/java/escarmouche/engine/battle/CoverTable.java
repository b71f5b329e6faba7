package escarmouche.engine.battle;

import escarmouche.rules.attack.Cover;
import escarmouche.rules.attack.CoverSurvey;
import escarmouche.rules.attack.Footprint;
import escarmouche.rules.grid.Grid;

/**
 * The {@link Cover#between} answers worked out on one map, by pair of spaces. Cover depends only on the
 * terrain and on the two spaces: the answers hold for any map with the same terrain ({@link
 * Grid#sameTerrain}), in any battle.
 *
 * <p>Not thread-safe: a table is used by one thread at a time ({@link CoverMemory}).
 */
final class CoverTable {
    private static final Cover.Level[] LEVELS = Cover.Level.values();

    private final Grid grid;
    /** Where the map gives cover at all: pairs with open ground around them need no line drawn. */
    private final CoverSurvey survey;
    private final int limit;
    /**
     * Open addressing on primitive arrays (no boxed keys): {@code keys[i]} holds key + 1, 0 marking an
     * empty slot; {@code answers[i]} the answer with its pick, packed as {@link CoverSurvey#drawnWithPick}
     * packs them. Twice the limit in slots keeps probes short.
     */
    private long[] keys = new long[256];
    private int[] answers = new int[256];
    private int size;

    /** A table for {@code grid} that starts afresh beyond {@code limit} pairs: a bound on its memory. */
    CoverTable(Grid grid, int limit) {
        this.grid = grid;
        this.survey = new CoverSurvey(grid);
        this.limit = limit;
    }

    /** Where the map gives cover at all. */
    CoverSurvey survey() {
        return survey;
    }

    /** The map the answers were worked out on. */
    Grid grid() {
        return grid;
    }

    Cover.Level between(Footprint attacker, Footprint target) {
        // Open ground between them answers at once, and costs less than a look in the table: only the
        // answers that needed lines are kept, so on an open field the table stays small.
        if (survey.openBetween(attacker, target)) return Cover.Level.NONE;
        return LEVELS[drawn(attacker, target) & 3];
    }

    /**
     * A pick the map leaves clear between the two spaces ({@link CoverSurvey#clearPick}), from the same
     * remembered answers: the first on open ground, -1 when the map covers every pick.
     */
    int clearPick(Footprint attacker, Footprint target) {
        if (survey.openBetween(attacker, target)) return 0;
        return CoverSurvey.clearPick(drawn(attacker, target));
    }

    /** {@link CoverSurvey#drawnWithPick}, remembered. */
    private int drawn(Footprint attacker, Footprint target) {
        long key = key(attacker, target);
        if (key < 0) return survey.drawnWithPick(attacker, target);
        long stored = key + 1;
        int mask = keys.length - 1;
        int i = slot(key) & mask;
        while (keys[i] != 0) {
            if (keys[i] == stored) return answers[i];
            i = (i + 1) & mask;
        }
        int drawn = survey.drawnWithPick(attacker, target);
        if (size >= limit) {
            clear();
        } else if (2 * (size + 1) > keys.length) {
            grow();
        } else {
            keys[i] = stored;
            answers[i] = drawn;
            size++;
            return drawn;
        }
        put(stored, drawn);
        return drawn;
    }

    private void put(long stored, int drawn) {
        int mask = keys.length - 1;
        int i = slot(stored - 1) & mask;
        while (keys[i] != 0) i = (i + 1) & mask;
        keys[i] = stored;
        answers[i] = drawn;
        size++;
    }

    private void grow() {
        long[] oldKeys = keys;
        int[] oldAnswers = answers;
        keys = new long[oldKeys.length * 2];
        answers = new int[oldKeys.length * 2];
        size = 0;
        for (int j = 0; j < oldKeys.length; j++) if (oldKeys[j] != 0) put(oldKeys[j], oldAnswers[j]);
    }

    private void clear() {
        java.util.Arrays.fill(keys, 0);
        size = 0;
    }

    /** A well-mixed slot number: the two halves of a key are similar numbers, so they are stirred first. */
    private static int slot(long key) {
        long h = key * 0x9E3779B97F4A7C15L;
        return (int) (h ^ (h >>> 29) ^ (h >>> 47));
    }

    /** Both spaces in one positive number (9 bits a coordinate, 6 a size), or -1 when they do not fit. */
    private static long key(Footprint a, Footprint b) {
        if (!fits(a) || !fits(b)) return -1;
        return part(a) << 32 | part(b);
    }

    private static boolean fits(Footprint f) {
        return f.at().x() >= 0 && f.at().x() < 512 && f.at().y() >= 0 && f.at().y() < 512
                && f.width() <= 64 && f.height() <= 64;
    }

    private static long part(Footprint f) {
        return (long) f.at().x() << 21 | (long) f.at().y() << 12 | (long) (f.width() - 1) << 6 | (f.height() - 1);
    }
}
