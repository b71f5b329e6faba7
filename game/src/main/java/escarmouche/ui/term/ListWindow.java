package escarmouche.ui.term;

/**
 * Which rows of a list taller than its room are shown: a window that keeps the cursor in view and moves only
 * when the cursor leaves it (the list does not jump at each key). When the rows do not all fit, the window
 * gives up two of its rows to say how many are hidden above and below, so that nobody moves the cursor onto a
 * row they cannot see: a table's seats, a scenario's party of thirty on the party page.
 *
 * @param first the first row shown
 * @param end   the row after the last one shown
 * @param marks whether the rows above and below the window say how many are hidden
 */
public record ListWindow(int first, int end, boolean marks) {
    /**
     * @param rows   how many rows the list has
     * @param cursor the row the cursor is on (0 when there is none)
     * @param room   how many lines the list may take
     * @param top    the first row shown last time
     */
    public static ListWindow of(int rows, int cursor, int room, int top) {
        if (rows <= room) return new ListWindow(0, rows, false);
        // Two lines say what is hidden, when there are three at least: else the rows alone, cut.
        boolean marks = room >= 3;
        int shown = Math.max(1, marks ? room - 2 : room);
        int at = Math.max(0, Math.min(cursor, rows - 1));
        int first = Math.max(0, Math.min(top, rows - shown));
        if (at < first) first = at;
        if (at >= first + shown) first = at - shown + 1;
        return new ListWindow(first, first + shown, marks);
    }
}
