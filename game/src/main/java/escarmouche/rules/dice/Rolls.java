package escarmouche.rules.dice;

import java.util.ArrayList;
import java.util.List;

/** Lists of dice as events carry them. */
public final class Rolls {
    private Rolls() {}

    /** The dice of {@code first} then those of {@code then}, read-only; {@code first} itself when none follow. */
    public static List<Roll> joined(List<Roll> first, List<Roll> then) {
        if (then == null || then.isEmpty()) return first;
        List<Roll> all = new ArrayList<>(first.size() + then.size());
        all.addAll(first);
        all.addAll(then);
        return List.copyOf(all);
    }
}
