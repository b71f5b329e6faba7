package escarmouche.ui.table;

/**
 * What the hall tells the server's log about its tables: one opened, its fight started, it closed and
 * why. Called never under the hall's lock, sometimes under the table's: it must be quick and must not
 * touch a table. The names are the players' and the content's own words, which the log cleans.
 */
public interface TableJournal {
    /** {@code gm} opened table {@code table} for an encounter ({@code encounter}: its file's name, without {@code .json}). */
    void opened(String table, String gm, String encounter);

    /** The game master started the fight, {@code players} players seated besides them. */
    void started(String table, String gm, int players);

    /**
     * The table closed: {@code why} is {@code gm-left} (before the fight), {@code empty} (everyone left),
     * {@code gm-gone} (the game master did not come back in time), {@code idle} (nobody at it pressed a key for
     * the server's idle time), {@code dice} (a forced die of the encounter did not fit its die, which stopped the fight) or
     * {@code fault} (the fight failed).
     */
    void closed(String table, String gm, String why);

    /** Tells nobody (tests, a hall without a server). */
    TableJournal NONE = new TableJournal() {
        @Override
        public void opened(String table, String gm, String encounter) {}

        @Override
        public void started(String table, String gm, int players) {}

        @Override
        public void closed(String table, String gm, String why) {}
    };
}
