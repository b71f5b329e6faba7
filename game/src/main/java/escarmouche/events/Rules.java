package escarmouche.events;

import java.util.ArrayList;
import java.util.List;

/** Small helpers to build the {@code rule} lists of events. */
public final class Rules {
    private Rules() {}

    public static List<String> of(String... ids) {
        return List.of(ids);
    }

    /** Joins rule ID lists, dropping duplicates, keeping first-seen order. */
    @SafeVarargs
    public static List<String> merge(List<String>... lists) {
        List<String> out = new ArrayList<>();
        for (List<String> l : lists) for (String s : l) if (!out.contains(s)) out.add(s);
        return List.copyOf(out);
    }
}
