package escarmouche.engine.battle;

import escarmouche.rules.attack.Cover;
import escarmouche.rules.attack.CoverSurvey;
import escarmouche.rules.attack.Footprint;
import escarmouche.rules.grid.Grid;

/**
 * Remembers {@link Cover#between} answers for one battle. Cover depends only on the map and on the two
 * spaces, and the map is replaced, never changed, when a door opens or closes: so an answer is kept for
 * the grid instance it was computed on and everything is forgotten when the battle's grid is another
 * one. Moves change the spaces, hence the key; deaths and conditions do not enter into cover at all (the
 * callers that care, such as {@code Sight}, test them before asking). Line of sight is asked from every
 * enemy on every step of every move, and most of those pairs have not moved since the last question.
 *
 * <p>Not thread-safe: one per battle, and a battle is played by one thread.
 */
final class CoverCache {
    /** Beyond this many pairs the cache starts afresh: a bound on memory for very long fights. */
    static final int LIMIT = 1 << 15;
    private static final Cover.Level[] LEVELS = Cover.Level.values();

    /**
     * Open addressing on primitive arrays (no boxed keys): {@code keys[i]} holds key + 1, 0 marking an
     * empty slot; {@code levels[i]} the answer's ordinal. Twice the limit in slots keeps probes short.
     */
    private long[] keys = new long[256];
    private byte[] levels = new byte[256];
    private int size;
    private Grid grid;
    /** Where the current map gives cover at all: pairs with open ground around them need no line drawn. */
    private CoverSurvey survey;
    private final int limit;

    CoverCache() {
        this(LIMIT);
    }

    /** A cache that starts afresh beyond {@code limit} pairs (tests use a small one). */
    CoverCache(int limit) {
        this.limit = limit;
    }

    Cover.Level between(Grid current, Footprint attacker, Footprint target) {
        if (current != grid) {
            clear();
            grid = current;
            survey = new CoverSurvey(current);
        }
        long key = key(attacker, target);
        if (key < 0) return survey.between(attacker, target);
        long stored = key + 1;
        int mask = keys.length - 1;
        int i = slot(key) & mask;
        while (keys[i] != 0) {
            if (keys[i] == stored) return LEVELS[levels[i]];
            i = (i + 1) & mask;
        }
        Cover.Level level = survey.between(attacker, target);
        if (size >= limit) {
            clear();
        } else if (2 * (size + 1) > keys.length) {
            grow();
        } else {
            keys[i] = stored;
            levels[i] = (byte) level.ordinal();
            size++;
            return level;
        }
        put(stored, level);
        return level;
    }

    private void put(long stored, Cover.Level level) {
        int mask = keys.length - 1;
        int i = slot(stored - 1) & mask;
        while (keys[i] != 0) i = (i + 1) & mask;
        keys[i] = stored;
        levels[i] = (byte) level.ordinal();
        size++;
    }

    private void grow() {
        long[] oldKeys = keys;
        byte[] oldLevels = levels;
        keys = new long[oldKeys.length * 2];
        levels = new byte[oldKeys.length * 2];
        size = 0;
        for (int j = 0; j < oldKeys.length; j++) if (oldKeys[j] != 0) put(oldKeys[j], LEVELS[oldLevels[j]]);
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
