package escarmouche.ui.battle;

import com.googlecode.lanterna.input.KeyStroke;
import escarmouche.rules.grid.Pos;
import escarmouche.ui.page.Line;
import escarmouche.ui.term.Canvas;
import java.util.List;

/**
 * What the keys do for a while on the battle screen: planning a move, choosing a target, looking around,
 * browsing the log. A mode draws its details where the log usually is, its marks on the map and its
 * keys in the hint bar; it leaves through {@link BattlePage#leaveMode()} or by submitting a command.
 */
interface Mode {
    void key(KeyStroke key);

    /** The title of the area below the map. */
    String header();

    /** What to show instead of the log, or null to show the log. */
    List<Line> info();

    /**
     * The same for {@code rows} rows of {@code width} columns, when {@link #info()} needs more: a mode whose
     * details have a part that may give way fits them (the spell list's other spells); by default all of them,
     * cut where the room ends.
     */
    default List<Line> info(int rows, int width) {
        return info();
    }

    /** The marks the mode draws on the map; none by default (a list or a question). */
    default MapPane.Overlay overlay() {
        return MapPane.Overlay.NONE;
    }

    /** The square the map keeps in view, or null (the default) for the active creature. */
    default Pos focus() {
        return null;
    }

    void hints(Canvas bar);

    /** Whether the latest log lines show under {@link #info()} when there is room (what led to a question). */
    default boolean logBelow() {
        return false;
    }

    /** The selected log entry, or -1. */
    default int logSelection() {
        return -1;
    }
}
