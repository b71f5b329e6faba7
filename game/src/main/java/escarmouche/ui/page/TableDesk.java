package escarmouche.ui.page;

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
     * Whether the session's screen shows the tables now (their list, or how many may be joined), told after
     * every frame: while it does, a change of the tables redraws it without a key.
     */
    default void shown(boolean tables) {}

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
