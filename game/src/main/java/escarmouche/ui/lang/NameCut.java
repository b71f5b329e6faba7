package escarmouche.ui.lang;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A creature's name cut to a column: the kind's name gives way, its number and label stay ("Chauve-souris g… 10
 * (b0)"), for twelve giant bats cut after the kind's name would read alike and none could be found on the map.
 */
public final class NameCut {
    /** The number a numbered name ends with, and the label after it if any: " 10 (b0)", " 2", " 2'". */
    private static final Pattern NUMBER = Pattern.compile(" [0-9]+'*( \\([^()]{1,2}\\))?$");
    /** The least of the kind's name kept before its number, with the "…" that says it was cut. */
    private static final int LEAST_HEAD = 3;

    private NameCut() {}

    /** {@code name} within {@code width} columns, cut with "…"; its number and label kept whole where they fit. */
    public static String fit(String name, int width) {
        if (name.length() <= width) return name;
        Matcher m = NUMBER.matcher(name);
        if (m.find() && m.start() > 0) {
            String tail = name.substring(m.start());
            int head = width - tail.length();
            if (head >= LEAST_HEAD) return name.substring(0, head - 1).stripTrailing() + "…" + tail;
        }
        return width <= 0 ? "" : width == 1 ? "…" : name.substring(0, width - 1) + "…";
    }
}
