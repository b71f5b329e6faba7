package escarmouche.ui.battle;

/**
 * How the battle and replay screens share their top rows' columns between the map and the side pane. The
 * pane is 28, 34 or 40 columns wide by the terminal's width; beside a map narrower than its room it takes
 * the columns the map leaves, up to {@link #PANEL_MOST}, and sits right after the map, the rest of the row
 * left blank. At 80 columns a creature's conditions then fit beside its hit points; at 200 the pane no
 * longer stands a hundred columns away from the squares its creatures stand on. A map wider than its room
 * scrolls, the pane at its usual width.
 *
 * @param map   the map's columns, its ruler included
 * @param panel the side pane's columns (the separator between them is one more)
 */
public record MapColumns(int map, int panel) {
    /** The widest the side pane grows: wider, its names and hit points drift apart. */
    static final int PANEL_MOST = 44;

    /** @param gridHeight the map's rows, whose largest number sets the row ruler's width ({@link MapRuler#columns}) */
    public static MapColumns of(int width, int gridWidth, int gridHeight) {
        int usual = width >= 140 ? 40 : width >= 110 ? 34 : 28;
        int wanted = MapRuler.columns(gridHeight) + 2 * gridWidth;
        int panel = Math.max(usual, Math.min(PANEL_MOST, width - 1 - wanted));
        return new MapColumns(Math.max(1, Math.min(wanted, width - 1 - panel)), panel);
    }
}
