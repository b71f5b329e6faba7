package escarmouche.ui.battle;

/**
 * Where the battle screen's parts go for a terminal size: a status bar on top, the map with the side
 * panel to its right, the log (or the current mode's details) below, and a hint bar at the bottom. The
 * map gets the rows it needs, the log keeps at least {@link LogShare#least} (six on 80x24, a third of the rows a
 * taller screen adds); {@link MapColumns} shares the columns.
 */
record Layout(MapColumns columns, int topRows) {
    static final int MIN_TOP_ROWS = 10;

    int mapWidth() {
        return columns.map();
    }

    int panelWidth() {
        return columns.panel();
    }

    /**
     * @param mapRows   rows of the map (the ruler adds one)
     * @param panelRows rows the side panel would like
     */
    static Layout of(MapColumns columns, int height, int mapRows, int panelRows) {
        return of(columns, height, mapRows, panelRows, 0);
    }

    /**
     * The same for a mode whose details below the map need {@code infoRows}: when they would not fit, the
     * side panel gives up its rows first (it says how many creatures it leaves out), then the map, down to
     * {@link #MIN_TOP_ROWS}, or the map's own rows when it needs fewer (its ruler included): it scrolls to keep the
 * mode's focus in sight (the square looked at, the target).
     * On 80x24 a target's panel lost its last lines, the rule behind a 0 and the s/d choices, to a long list
     * of foes; under the zoid's 13-row map, looking at the zoid lost its behaviour and who it threatens.
     */
    static Layout of(MapColumns columns, int height, int mapRows, int panelRows, int infoRows) {
        int maxTop = height - 3 - LogShare.least(height);
        int mapTop = Math.max(MIN_TOP_ROWS, mapRows + 1);
        int top = Math.min(Math.max(mapTop, panelRows), maxTop);
        // The map's own rows are the floor when it needs fewer than MIN_TOP_ROWS: a 6-row room left 3 empty rows under
        // it while the move planner's second opportunity attack lost its odds at 80x24.
        int floor = Math.min(MIN_TOP_ROWS, mapRows + 1);
        if (infoRows > height - 3 - top) top = Math.max(Math.min(top, floor), height - 3 - infoRows);
        return new Layout(columns, top);
    }
}
