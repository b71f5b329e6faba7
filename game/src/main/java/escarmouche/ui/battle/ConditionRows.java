package escarmouche.ui.battle;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;

/**
 * How a side pane shares its rows when a creature's conditions may take a row of their own under its name: the
 * battle screen's pane and the replay's give them out alike, so a fight watched again reads as it was played.
 */
public final class ConditionRows {
    private ConditionRows() {}

    /**
     * The creatures whose conditions get a row of their own: in list order, the party first, while the rows left
     * over once each creature has its own line last.
     */
    public static <T> Set<T> lined(List<T> party, List<T> foes, int room, Predicate<T> hasConditions) {
        Set<T> out = new HashSet<>();
        int spare = room - party.size() - foes.size();
        List<T> all = new ArrayList<>(party);
        all.addAll(foes);
        for (T c : all) {
            if (spare <= 0) break;
            if (hasConditions.test(c)) {
                out.add(c);
                spare--;
            }
        }
        return out;
    }

    /** The rows {@code list} takes: one each, two for those {@link #lined} gave a conditions row. */
    public static <T> int rows(List<T> list, Set<T> lined) {
        int n = 0;
        for (T c : list) n += lined.contains(c) ? 2 : 1;
        return n;
    }
}
