package escarmouche.rules.movement;

import java.util.Collections;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * What a creature's voluntary steps have done so far this turn, for the opportunity rules (OA-WITHIN
 * counts the whole turn, however the movement is split into commands).
 *
 * @param inside for each hostile creature (by id), the steps taken this turn whose start and end were
 *               both within its reach; the second one provokes
 * @param met    the hostile creatures that already had their chance this turn: they struck, or a step
 *               provoked them and they could not strike (OA-NONE). They are not provoked again this turn.
 *               A creature that chose to let the mover go is not in here: a later step may still tempt it.
 */
public record ReachSteps(Map<String, Integer> inside, Set<String> met) {
    /** A turn with no step taken yet. */
    public static final ReachSteps NONE = new ReachSteps(Map.of(), Set.of());

    public ReachSteps {
        // Sorted copies: the record's equality and printing never depend on the order steps came in.
        inside = Collections.unmodifiableMap(new TreeMap<>(inside));
        met = Collections.unmodifiableSet(new TreeSet<>(met));
    }

    /** Steps taken this turn inside the reach of {@code id}. */
    public int inside(String id) {
        // One lookup: getOrDefault looks a missing id up twice, and most ids are missing.
        Integer n = inside.get(id);
        return n == null ? 0 : n;
    }

    /** Whether {@code id} already struck, or was provoked and could not, this turn. */
    public boolean met(String id) {
        return met.contains(id);
    }
}
