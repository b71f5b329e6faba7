package escarmouche.ui.build;

import escarmouche.lang.ScreenMessages;
import escarmouche.ui.page.DifficultyWords;
import escarmouche.ui.page.Line;
import java.util.ArrayList;
import java.util.List;

/** The builder's keys, for its "?" page. */
final class BuildKeys {
    private BuildKeys() {}

    /**
     * The page in {@code m}'s words: a heading per group, then one line per key of the bundles
     * ({@code build.keys.moving.1}, {@code .2}... as many as the language has; its own lines keep their columns).
     */
    static List<Line> lines(ScreenMessages m) {
        List<Line> out = new ArrayList<>();
        for (String group : new String[] {"moving", "drawing", "creatures", "encounter"}) {
            out.add(Line.heading(m.text("build.keys." + group)));
            for (int i = 1; m.has("build.keys." + group + "." + i); i++) {
                String line = m.text("build.keys." + group + "." + i);
                // The difficulties D goes through, in the lists' own words, so the two never drift apart.
                if (line.contains("{0}")) line = m.text("build.keys." + group + "." + i, DifficultyWords.rated(m));
                // A line that goes on the one before starts with "+", under the words of its key.
                out.add(Line.of(line.startsWith("+") ? "           " + line.substring(1) : "  " + line));
            }
        }
        out.add(Line.dim(m.text("build.keys.checks")));
        return out;
    }
}
