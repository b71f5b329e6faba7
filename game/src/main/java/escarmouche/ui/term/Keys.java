package escarmouche.ui.term;

import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.input.KeyType;

/** Reading key strokes: directions from arrows, vi keys and the numeric keypad, and plain characters. */
public final class Keys {
    private Keys() {}

    /** The direction a key means (arrows, h j k l y u b n, keypad digits 1-9 but 5), or null. */
    public static Direction direction(KeyStroke k) {
        if (k == null) return null;
        switch (k.getKeyType()) {
            case ArrowUp: return Direction.NORTH;
            case ArrowDown: return Direction.SOUTH;
            case ArrowLeft: return Direction.WEST;
            case ArrowRight: return Direction.EAST;
            case Character: break;
            default: return null;
        }
        if (k.isCtrlDown() || k.isAltDown()) return null;
        switch (k.getCharacter()) {
            case 'k': case '8': return Direction.NORTH;
            case 'j': case '2': return Direction.SOUTH;
            case 'h': case '4': return Direction.WEST;
            case 'l': case '6': return Direction.EAST;
            case 'y': case '7': return Direction.NORTH_WEST;
            case 'u': case '9': return Direction.NORTH_EAST;
            case 'b': case '1': return Direction.SOUTH_WEST;
            case 'n': case '3': return Direction.SOUTH_EAST;
            default: return null;
        }
    }

    /** The plain character typed (no Ctrl or Alt), or 0. */
    public static char ch(KeyStroke k) {
        if (k == null || k.getKeyType() != KeyType.Character || k.isCtrlDown() || k.isAltDown()) return 0;
        return k.getCharacter();
    }

    public static boolean is(KeyStroke k, KeyType type) {
        return k != null && k.getKeyType() == type;
    }

    public static boolean enter(KeyStroke k) {
        return is(k, KeyType.Enter);
    }

    public static boolean escape(KeyStroke k) {
        return is(k, KeyType.Escape);
    }

    /** Ctrl-C, trapped by the terminal so the game can restore it before leaving. */
    public static boolean interrupt(KeyStroke k) {
        return k != null && k.getKeyType() == KeyType.Character && k.isCtrlDown() && !k.isAltDown()
                && (k.getCharacter() == 'c' || k.getCharacter() == 'C');
    }

    /** Ctrl-U, which clears what is typed, as in a shell (to write a new value instead of editing the old). */
    public static boolean clearLine(KeyStroke k) {
        return k != null && k.getKeyType() == KeyType.Character && k.isCtrlDown() && !k.isAltDown()
                && (k.getCharacter() == 'u' || k.getCharacter() == 'U');
    }

    /** The input is closed (the terminal or the connection went away). */
    public static boolean closed(KeyStroke k) {
        return k == null || k.getKeyType() == KeyType.EOF;
    }

    /**
     * A picker's next choice, going round: down, Tab or j the next, up, Shift-Tab or k the one before;
     * -1 for any other key (or an empty list).
     */
    public static int cycle(KeyStroke k, int index, int size) {
        if (size <= 0) return -1;
        KeyType type = k.getKeyType();
        char c = ch(k);
        if (type == KeyType.ArrowDown || type == KeyType.Tab || c == 'j') return Math.floorMod(index + 1, size);
        if (type == KeyType.ArrowUp || type == KeyType.ReverseTab || c == 'k') return Math.floorMod(index - 1, size);
        return -1;
    }

    /** Moves a selection index by arrows (and j/k), Home/End and Page keys within {@code size} items. */
    public static int select(KeyStroke k, int index, int size, int page) {
        if (size <= 0) return 0;
        int i = index;
        switch (k.getKeyType()) {
            case ArrowUp: i--; break;
            case ArrowDown: i++; break;
            case PageUp: i -= page; break;
            case PageDown: i += page; break;
            case Home: i = 0; break;
            case End: i = size - 1; break;
            case Character:
                if (ch(k) == 'k') i--;
                else if (ch(k) == 'j') i++;
                break;
            default: break;
        }
        return Math.max(0, Math.min(size - 1, i));
    }
}
