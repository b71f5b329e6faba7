package escarmouche.ui.page;

import com.googlecode.lanterna.input.KeyStroke;
import escarmouche.ui.term.Canvas;

/** One screen of the game: it draws itself from its state and changes its state on a key. */
public interface Page {
    void draw(Canvas canvas);

    void handle(KeyStroke key);

    /** Called when the page is on top again after the one above it closed. */
    default void resumed() {}

    /**
     * A word from the page that just closed above this one ("Saved to ..."), for a page that has room to show
     * it until its next key; the others let it go.
     */
    default void told(String notice) {}

    /** Called once when the page is closed for good (popped, sent home, or the session ended). */
    default void left() {}

    /**
     * Whether the page shows the server's tables (their list, or how many may be joined): the session is
     * then redrawn when they change, as it is for no other page.
     */
    default boolean showsTables() {
        return false;
    }

    /**
     * When the page now shows what the server's other players must not see, the key of the message watchers
     * read instead (its argument: the watched player's name); null when it may be shown. A table's seat that
     * plays a hidden creature sees it, and someone watching that seat could be one of the players it hides from.
     */
    default String secretFromWatchers() {
        return null;
    }
}
