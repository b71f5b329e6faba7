package escarmouche.ui.term;

import java.util.Map;

/**
 * The NO_COLOR convention (no-color.org), read the one way everywhere the game draws (the game, {@code replay}, a
 * server's sessions from what their client sent): colour is off when {@code NO_COLOR} is present and not empty.
 * An empty {@code NO_COLOR=} asks for nothing: a shell that clears the variable that way means colour.
 */
public final class NoColor {
    private NoColor() {}

    /** Whether {@code env} asks for no colour. */
    public static boolean asked(Map<String, String> env) {
        String value = env.get("NO_COLOR");
        return value != null && !value.isEmpty();
    }
}
