package escarmouche.ui.battle;

/**
 * Which part of a long initiative order the side pane shows: with 150 goblins the whole order filled the pane,
 * pushed the party's hit points off it and could leave the turn's creature below its last row. The part shown
 * always holds the creature whose turn it is, a third of the room before it (who just acted) and the rest after
 * it (who acts next); a mark takes two label slots at each end that is cut, saying how many it leaves out.
 *
 * @param from   the first label shown (an index into the order's labels)
 * @param to     one past the last label shown
 * @param before the labels left out before {@code from}, said by a mark at the start ("…+12"), or 0
 * @param after  the labels left out after {@code to}, said by a mark at the end ("+40…"), or 0
 */
record OrderWindow(int from, int to, int before, int after) {
    /** The label slots a cut's mark takes: room for "…+999", the most a fight of 1000 creatures can leave out. */
    static final int MARK_SLOTS = 2;

    /**
     * @param labels the order's labels
     * @param at     the label of the creature whose turn it is (its place in the order when it is not shown)
     * @param perRow how many labels a row of the pane holds
     * @param rows   the rows given to the order
     */
    static OrderWindow of(int labels, int at, int perRow, int rows) {
        int slots = perRow * rows;
        if (labels <= slots) return new OrderWindow(0, labels, 0, 0);
        at = Math.max(0, Math.min(at, labels - 1));
        // The first mark takes the first row's first slots, the last one the last row's last: a row holds each whole.
        if (perRow < MARK_SLOTS || slots - 2 * MARK_SLOTS < 1) {
            // A pane too narrow for the marks beside one label shows the labels around the turn's, unmarked.
            int from = Math.max(0, Math.min(at - (slots - 1) / 3, labels - slots));
            return new OrderWindow(from, from + slots, 0, 0);
        }
        int marks = MARK_SLOTS;
        int room = slots - 2 * marks;
        int from = at - (room - 1) / 3;
        if (from <= 0) {
            int to = slots - marks;
            return new OrderWindow(0, to, 0, labels - to);
        }
        if (from + room >= labels) {
            from = labels - (slots - marks);
            return new OrderWindow(from, labels, from, 0);
        }
        return new OrderWindow(from, from + room, from, labels - from - room);
    }
}
