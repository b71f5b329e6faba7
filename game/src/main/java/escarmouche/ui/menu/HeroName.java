package escarmouche.ui.menu;

import escarmouche.lang.ScreenMessages;
import escarmouche.lang.TerminalControl;
import java.util.Collection;

/**
 * A name the player types for a hero: it goes on the map's side pane, into the log and into the saved
 * scenario, so it is short, one line of plain letters, and no other member has it.
 */
final class HeroName {
    /** The longest name: what the side pane and the party list show whole. */
    static final int MAX = escarmouche.content.model.PremadeName.MAX;

    private HeroName() {}

    /** Why {@code name} cannot be used (in the session's language), or null when it can; {@code others} are the other members' names. */
    static String problem(ScreenMessages m, String name, Collection<String> others) {
        if (name.isBlank()) return m.text("party.name.empty");
        if (!name.equals(name.strip())) return m.text("party.name.edges");
        if (name.length() > MAX) return m.text("party.name.long", String.valueOf(MAX), String.valueOf(name.length()));
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (!allowed(c)) return m.text("party.name.char", printable(c));
            if (c == ' ' && i > 0 && name.charAt(i - 1) == ' ') return m.text("party.name.spaces");
        }
        for (String o : others) if (o.equalsIgnoreCase(name)) return m.text("party.name.taken", o);
        return null;
    }

    /** Whether a typed character may go into a name: the rule content's names follow too. */
    static boolean allowed(char c) {
        return escarmouche.content.model.PremadeName.allowed(c);
    }

    /** A character the terminal would obey rather than show (U+202E, U+009B...) is named by its code, never echoed. */
    private static String printable(char c) {
        return TerminalControl.obeyed(c) ? String.format("U+%04X", (int) c) : String.valueOf(c);
    }
}
