package escarmouche.rules.attack;

import escarmouche.rules.grid.Grid;

/**
 * Where a map has squares that give cover (walls, doors, pillars, low walls), counted so that one
 * question answers whether a rectangle of the map holds none of them. On open ground most pairs of
 * creatures have nothing between them, and {@link Cover#between} then has nothing to find. Made once per
 * map (a map never changes: a door makes a new one).
 */
public final class CoverSurvey {
    private final Grid grid;
    /** Summed-area table: {@code sums[(y + 1) * (w + 1) + x + 1]} counts the covering squares above-left of (x, y) inclusive. */
    private final int[] sums;
    private final int w;
    private final int h;
    /** What each square gives a line that crosses it ({@link Cover#of}), in reading order. */
    private final Cover.Level[] levels;

    public CoverSurvey(Grid grid) {
        this.grid = grid;
        this.w = grid.width();
        this.h = grid.height();
        this.sums = new int[(w + 1) * (h + 1)];
        this.levels = new Cover.Level[w * h];
        for (int y = 0; y < h; y++) {
            int row = 0;
            for (int x = 0; x < w; x++) {
                levels[y * w + x] = Cover.of(grid.at(x, y));
                if (levels[y * w + x] != Cover.Level.NONE) row++;
                sums[(y + 1) * (w + 1) + x + 1] = sums[y * (w + 1) + x + 1] + row;
            }
        }
    }

    /** The map this survey counted. */
    public Grid grid() {
        return grid;
    }

    /** {@link Cover#of} the square at column x, row y: total off the map, which reads as wall. */
    Cover.Level level(int x, int y) {
        return x >= 0 && y >= 0 && x < w && y < h ? levels[y * w + x] : Cover.Level.TOTAL;
    }

    /**
     * Whether every square from (left, top) to (right, bottom) inclusive lies on the map and gives no
     * cover. Squares off the map count as walls ({@link Grid#at}), so a box that leaves it is never open.
     */
    public boolean open(int left, int top, int right, int bottom) {
        if (left < 0 || top < 0 || right >= w || bottom >= h) return false;
        int stride = w + 1;
        int count = sums[(bottom + 1) * stride + right + 1] - sums[top * stride + right + 1]
                - sums[(bottom + 1) * stride + left] + sums[top * stride + left];
        return count == 0;
    }

    /**
     * {@link Cover#between} on the surveyed map, without drawing a line when the smallest rectangle
     * holding both spaces has no square that gives cover: then the answer is no cover.
     *
     * <p>Why that rectangle is enough: {@link Cover#between} keeps the best view of all, and the view
     * from the attacker's centre to the target's first square is clear. Its five lines run inside the
     * rectangle and meet its outer squares' far sides in single points at most (the centre is never on
     * an edge), and the cracks between walls a diagonal line could slip through lie strictly between its
     * ends, so inside the rectangle too.
     */
    public Cover.Level between(Footprint attacker, Footprint target) {
        if (openBetween(attacker, target)) return Cover.Level.NONE;
        return drawn(attacker, target);
    }

    /**
     * {@link Cover#between} with lines drawn and the pick that gives it, packed as {@link
     * Cover#betweenWithPick} packs them.
     */
    public int drawnWithPick(Footprint attacker, Footprint target) {
        return Cover.betweenWithPick(grid, this, attacker, target);
    }

    /**
     * A pick the map leaves clear between these spaces, from {@link #drawnWithPick}'s answer {@code drawn}:
     * its index, or -1 when the map covers every pick. With nothing on the map between them, the first.
     */
    public static int clearPick(int drawn) {
        return (drawn & 3) == Cover.Level.NONE.ordinal() ? drawn >>> 2 : -1;
    }

    /** {@link Cover#between} with lines drawn, the survey passing over the rows that hold nothing. */
    public Cover.Level drawn(Footprint attacker, Footprint target) {
        return Cover.between(grid, this, attacker, target);
    }

    /**
     * Whether the smallest rectangle holding both spaces has no square that gives cover: then there is
     * no cover between them, and {@link #between} answers without drawing a line.
     */
    public boolean openBetween(Footprint attacker, Footprint target) {
        int left = Math.min(attacker.at().x(), target.at().x());
        int top = Math.min(attacker.at().y(), target.at().y());
        int right = Math.max(attacker.at().x() + attacker.width(), target.at().x() + target.width()) - 1;
        int bottom = Math.max(attacker.at().y() + attacker.height(), target.at().y() + target.height()) - 1;
        return open(left, top, right, bottom);
    }
}
