package escarmouche.engine.battle;

import escarmouche.rules.attack.Cover;
import escarmouche.rules.attack.Footprint;
import escarmouche.rules.grid.Grid;
import java.util.HashMap;
import java.util.Map;

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
    static final int LIMIT = 1 << 16;

    private final Map<Long, Cover.Level> known = new HashMap<>();
    private Grid grid;

    Cover.Level between(Grid current, Footprint attacker, Footprint target) {
        long key = key(attacker, target);
        if (key < 0) return Cover.between(current, attacker, target);
        if (current != grid) {
            known.clear();
            grid = current;
        }
        Cover.Level level = known.get(key);
        if (level == null) {
            if (known.size() >= LIMIT) known.clear();
            level = Cover.between(current, attacker, target);
            known.put(key, level);
        }
        return level;
    }

    /** Both spaces in one number (10 bits a coordinate, 6 a size), or -1 when they do not fit. */
    private static long key(Footprint a, Footprint b) {
        if (!fits(a) || !fits(b)) return -1;
        return part(a) << 32 | part(b);
    }

    private static boolean fits(Footprint f) {
        return f.at().x() >= 0 && f.at().x() < 1024 && f.at().y() >= 0 && f.at().y() < 1024
                && f.width() <= 64 && f.height() <= 64;
    }

    private static long part(Footprint f) {
        return (long) f.at().x() << 22 | (long) f.at().y() << 12 | (long) (f.width() - 1) << 6 | (f.height() - 1);
    }
}
