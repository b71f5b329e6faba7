package escarmouche.content.load.json;

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
}
