package escarmouche.rules.movement;

import escarmouche.rules.core.Size;
import java.util.Arrays;

/**
 * One board of who stands where in a game's {@link PathScratch}, with what it was painted from, so that
 * the next mover's board can be mended from it instead of painted whole ({@link StepCosts#claim}). Between
 * two movers of one side most creatures stand where they stood, and the game lists an unmoved creature as
 * the same object each time ({@link Occupants}): the entries that differ are the creatures that moved and
 * the two movers themselves, each left out of its own board.
 *
 * <p>A board only says what {@link StepCosts#paintOccupants} would paint; it decides nothing itself.
 */
final class OccupancyBoard {
    /** The most entries a mend changes before a whole painting is cheaper. */
    static final int MEND_MOST = 16;

    byte[] squares = new byte[0];
    /** The step costs it was painted or mended for last: their board until another claims it. */
    Object owner;
    /** The array the painting was a view of, and the entry it left out; {@link #from} null: it cannot be mended. */
    Occupant[] from;
    int left;
    /** The map's size and the mover's size category it was painted for: the codes depend on both. */
    int width;
    int height;
    Size moverSize;
    /** Some square holds two occupants: taking one away would not say what stays there, so it is painted afresh. */
    boolean overlapped;
    /** When it was claimed last, in its scratch's count of claims: of two boards, the older is painted over. */
    long used;
    /**
     * The squares painted since the last clear may lie from {@code low} to before {@code high} and nowhere
     * else: only they need clearing for the next whole painting (the creatures stand in a part of a big map).
     */
    private int low;
    private int high;

    /** {@code n} zeroed squares, about to be painted whole; the board forgets what it held. */
    byte[] cleared(int n) {
        if (squares.length < n) {
            squares = new byte[n];
        } else if (low < high) {
            Arrays.fill(squares, low, high, (byte) 0);
        }
        low = 0;
        high = 0;
        from = null;
        overlapped = false;
        return squares;
    }

    /** Rows {@code top} to {@code bottom} (clipped to the map) were painted: the next clear must cover them. */
    void written(int top, int bottom) {
        int t = Math.max(0, top);
        int b = Math.min(height - 1, bottom);
        if (t > b) return;
        if (low >= high) {
            low = t * width;
            high = (b + 1) * width;
        } else {
            low = Math.min(low, t * width);
            high = Math.max(high, (b + 1) * width);
        }
    }

    /**
     * The indices where the view {@code all} without entry {@code skip} differs from the view the board was
     * painted from (an entry left out counts as none), into {@code out}; how many, or -1 when they are more
     * than half the entries or {@link #MEND_MOST} (the views of another side differ in every entry): then
     * taking them off and painting them again costs more than a whole painting. Both arrays have the length
     * of {@link #from}.
     */
    int differences(Occupant[] all, int skip, int[] out) {
        Occupant[] was = from;
        int most = Math.min(MEND_MOST, all.length / 2);
        int n = 0;
        for (int i = 0; i < all.length; i++) {
            Occupant then = i == left ? null : was[i];
            Occupant now = i == skip ? null : all[i];
            if (then == now) continue;
            if (n == most) return -1;
            out[n++] = i;
        }
        return n;
    }
}
