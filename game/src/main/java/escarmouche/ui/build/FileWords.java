package escarmouche.ui.build;

import escarmouche.lang.ScreenMessages;

/**
 * A scenario's word as the file writes it, with the session's gloss where it has one: "monsters (les
 * monstres)" in French, where the file's English words alone read as a foreign language. A side of the
 * scenario's own ("bandits") has none. The creature's box, the side pane and the checks say them alike.
 */
final class FileWords {
    private FileWords() {}

    /** A side ("party (le groupe)" in French). */
    static String side(ScreenMessages m, String side) {
        return glossed(m, "build.field.side.", side);
    }

    /** Who plays a creature, as its "control" field writes it ("ai (l'IA)" in French). */
    static String control(ScreenMessages m, String control) {
        return glossed(m, "build.field.control.", control);
    }

    private static String glossed(ScreenMessages m, String prefix, String word) {
        return m.has(prefix + word) ? m.text(prefix + word) : word;
    }
}
