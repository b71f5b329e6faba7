package escarmouche.content.load.json;

import escarmouche.lang.ScreenMessages;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Builds the JSON paths that problem messages show. */
public final class JsonPaths {
    public static final String ROOT = "$";

    // Content ids contain dashes; showing $.light-crossbow.damage reads better than $["light-crossbow"].
    private static final Pattern PLAIN = Pattern.compile("[A-Za-z_][A-Za-z0-9_-]*");

    private JsonPaths() {}

    public static String key(String parent, String key) {
        return PLAIN.matcher(key).matches() ? parent + "." + key : parent + "[" + Node.quote(key) + "]";
    }

    public static String index(String parent, int index) {
        return parent + "[" + index + "]";
    }

    /** Paths longer than this many steps are shown with their middle cut out. */
    static final int SHOWN_STEPS = 12;

    /**
     * A path as a message shows it: a value nested hundreds of levels deep keeps its first and last
     * steps, {@code $[0][0][0][0][0][0]...(988 more)...[0][0][0][0][0][0]}, instead of filling the screen.
     */
    public static String shorten(String path) {
        if (path == null || !path.startsWith(ROOT)) return path;
        List<Integer> starts = steps(path);
        if (starts.size() <= SHOWN_STEPS) return path;
        int keep = SHOWN_STEPS / 2;
        int cutFrom = starts.get(keep);
        int cutTo = starts.get(starts.size() - keep);
        return path.substring(0, cutFrom) + "...(" + (starts.size() - 2 * keep) + " more)..." + path.substring(cutTo);
    }

    private static final Pattern CUT = Pattern.compile("\\.\\.\\.\\((\\d+) more\\)\\.\\.\\.");

    /** A path {@link #shorten} cut, its count of the steps left out said in {@code messages}' language. */
    public static String said(String shortened, ScreenMessages messages) {
        Matcher m = CUT.matcher(shortened);
        return m.find() ? shortened.substring(0, m.start()) + messages.text("problem.path.more", m.group(1))
                + shortened.substring(m.end()) : shortened;
    }

    // Where each step starts: a '.' or a '[' outside a quoted key (a quoted key may hold either).
    private static List<Integer> steps(String path) {
        List<Integer> starts = new ArrayList<>();
        boolean quoted = false;
        for (int i = ROOT.length(); i < path.length(); i++) {
            char c = path.charAt(i);
            if (quoted) {
                if (c == '\\') i++;
                else if (c == '"') quoted = false;
            } else if (c == '"') {
                quoted = true;
            } else if (c == '.' || c == '[') {
                starts.add(i);
            }
        }
        return starts;
    }
}
