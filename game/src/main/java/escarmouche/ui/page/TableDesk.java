package escarmouche.ui.page;

import escarmouche.lang.ScreenMessages;

/**
 * The tables of the server, as one session sees them (a port: the SSH server gives each session one; a
 * game on a local terminal has {@link #NONE}). A game master opens a table for a fight of the lists;
 * the players on the same server join it from their title screen and each commands the creatures the
 * game master gives them, on their own screen, in the one fight the table plays.
 */
public interface TableDesk {
    /** How many tables this session's player may join now (for the title screen's menu). */
    int joinable();

    /** The page listing the tables, to join one or open one. */
    Page page(App app);

    /**
     * The way back to the table under way where this session's player has a seat (its game master's, or a
     * player's), as the title screen offers it first ("Back to your table: Goblins at the ford (round 3)"), in
     * {@code m}'s words; null when there is none. A player who logged in again, or left the table with Q,
     * finds their seat there.
     */
    default String seat(ScreenMessages m) {
        return null;
    }

    /**
     * Sits this session at that table again, over the list of tables (where Esc goes back): another session of
     * the player's at it gives the seat up to this one.
     */
    default void backToSeat(App app) {}

    /**
     * Whether the saved fight {@code key} is the one a table of this player's is playing now: only the table
     * plays it (it holds its file), so Continue leads back to the table rather than open the file.
     */
    default boolean playing(String key) {
        return false;
    }

    /**
     * Whether the session's screen shows the tables now (their list, or how many may be joined), told after
     * every frame: while it does, a change of the tables redraws it without a key.
     */
    default void shown(boolean tables) {}

    /** The name of this session's player on the server, or null in a local game (no tables). */
    default String player() {
        return null;
    }

    /** No server around: no table. */
    TableDesk NONE = new TableDesk() {
        @Override
        public int joinable() {
            return 0;
        }

        @Override
        public Page page(App app) {
            return new TextPage(app, app.messages().text("table.none.title"), java.util.List.of(app.messages().text("table.none")),
                    TextPage.Close.POP);
        }
    };
}
