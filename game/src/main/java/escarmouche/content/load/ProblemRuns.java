package escarmouche.content.load;

import escarmouche.lang.Located;
import escarmouche.lang.ScreenMessages;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Problems as a reader sees them: every one, except that a long run of the same kind at the same place of
 * each item of a list (3,000 rows of a map each too wide) shows its first {@value #SHOWN} and then one line
 * that counts the rest and says where they go, instead of thousands of lines alike. The count of problems
 * the commands print after them is still the count of all.
 */
public final class ProblemRuns {
    /** How many problems of a run are printed in full. */
    public static final int SHOWN = 3;

    private ProblemRuns() {}

    /** The lines to print, in {@code m}'s language. */
    public static List<String> said(List<Problem> problems, ScreenMessages m) {
        List<String> lines = new ArrayList<>();
        int i = 0;
        while (i < problems.size()) {
            int end = i + 1;
            while (end < problems.size() && alike(problems.get(i), problems.get(end))) end++;
            int run = end - i;
            int full = run > SHOWN + 1 ? SHOWN : run;
            for (int k = i; k < i + full; k++) lines.add(problems.get(k).in(m));
            if (full < run) lines.add(more(problems.get(i + full), problems.get(end - 1), run - full, m));
            i = end;
        }
        return lines;
    }

    /**
     * Warnings as a reader sees them: the first {@value #SHOWN} of each kind, where they come, whether or not
     * others fall between them (a thousand combatants each with two odd rules give two kinds that alternate),
     * then one line for each kind that had more. Warnings of a file that is valid are read at leisure; the
     * point is that they do not bury the few of another kind.
     */
    public static List<String> saidGrouped(List<Problem> warnings, ScreenMessages m) {
        Map<String, List<Problem>> kinds = new LinkedHashMap<>();
        for (Problem w : warnings) kinds.computeIfAbsent(kindKey(w), k -> new ArrayList<>()).add(w);
        List<String> lines = new ArrayList<>();
        Map<String, Integer> seen = new HashMap<>();
        for (Problem w : warnings) {
            String key = kindKey(w);
            int n = seen.merge(key, 1, Integer::sum);
            int size = kinds.get(key).size();
            if (size <= SHOWN + 1 || n <= SHOWN) lines.add(w.in(m));
        }
        for (List<Problem> kind : kinds.values()) {
            if (kind.size() > SHOWN + 1) lines.add(more(kind.get(SHOWN), kind.get(kind.size() - 1), kind.size() - SHOWN, m));
        }
        return lines;
    }

    /** The line that stands for {@code count} problems alike, {@code first} to {@code last}. */
    private static String more(Problem first, Problem last, int count, ScreenMessages m) {
        return Located.text(m, "problem.run.more", first.file(), m.language().number(count), where(first, m), where(last, m));
    }

    /** What {@link #alike} compares, as one key. */
    private static String kindKey(Problem p) {
        return p.file() + "|" + shape(p.jsonPath()) + "|" + kind(p);
    }

    /** The same file, the same kind of message, at the same place but for the lists' indexes. */
    static boolean alike(Problem a, Problem b) {
        return a.file().equals(b.file()) && shape(a.jsonPath()).equals(shape(b.jsonPath()))
                && Objects.equals(kind(a), kind(b));
    }

    private static String shape(String path) {
        return path.replaceAll("\\[\\d+\\]", "[]");
    }

    private static String kind(Problem p) {
        return p.wording() != null ? p.wording().key() : p.message();
    }

    /** The problem's JSON path, else its line ("line 4" of a command script). */
    private static String where(Problem p, ScreenMessages m) {
        if (!p.jsonPath().isEmpty()) return p.jsonPath();
        return p.line() > 0 ? m.text("problem.run.line", String.valueOf(p.line())) : p.file();
    }
}
