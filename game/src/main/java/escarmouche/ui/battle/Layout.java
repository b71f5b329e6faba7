package escarmouche.ui.battle;

/**
 * Where the battle screen's parts go for a terminal size: a status bar on top, the map with the side
 * panel to its right, the log (or the current mode's details) below, and a hint bar at the bottom. The
 * map gets the rows it needs, the log keeps at least {@link #MIN_LOG_ROWS}; wider terminals widen the panel.
 */
record Layout(int mapWidth, int topRows) {
    static final int MIN_LOG_ROWS = 6;
    static final int MIN_TOP_ROWS = 10;

    static int panelWidth(int width) {
        return width >= 140 ? 40 : width >= 110 ? 34 : 28;
    }

    /**
     * @param mapRows   rows of the map (the ruler adds one)
     * @param panelRows rows the side panel would like
     */
    static Layout of(int width, int height, int mapRows, int panelRows) {
        int maxTop = height - 3 - MIN_LOG_ROWS;
        int wanted = Math.max(MIN_TOP_ROWS, Math.max(mapRows + 1, panelRows));
        return new Layout(width - panelWidth(width) - 1, Math.min(wanted, maxTop));
    }
}
