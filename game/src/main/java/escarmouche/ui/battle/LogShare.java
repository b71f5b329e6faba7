package escarmouche.ui.battle;

/**
 * The rows the log keeps under a map bigger than the screen, on the battle screen and in the replay: six on 80x24,
 * and a third of every row a taller terminal adds. Without the third, a 200-row map took every new row and the log
 * kept six at 200x60; a smaller map still takes only the rows it needs, and the log all the rest.
 */
public final class LogShare {
    /** The log's rows on the smallest screen the game runs on. */
    public static final int MIN_ROWS = 6;
    /** The height of that screen: the rows past it are shared. */
    private static final int BASE_HEIGHT = 24;
    /** The log gets one row in this many of those past {@link #BASE_HEIGHT}; the map (or the side pane) the others. */
    private static final int ONE_IN = 3;

    private LogShare() {}

    /** The least rows the log keeps on a screen {@code height} rows tall. */
    public static int least(int height) {
        return MIN_ROWS + Math.max(0, height - BASE_HEIGHT) / ONE_IN;
    }
}
