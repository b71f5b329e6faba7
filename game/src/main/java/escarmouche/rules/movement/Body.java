package escarmouche.rules.movement;

import escarmouche.rules.core.Size;
import escarmouche.rules.grid.Pos;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The squares a creature covers (MOVE-SIZE): the top-left square of its footprint, the footprint's
 * width and height in squares, and its size category. A Medium creature covers one square, a Large
 * one usually 2x2; content may give other footprints (a horse 1x2).
 *
 * <p>Distances between creatures are measured between their nearest squares, so a large creature
 * reaches, and is reached, from every square it covers.
 */
public record Body(Pos at, int width, int height, Size size) {
    public Body {
        Objects.requireNonNull(at, "at");
        Objects.requireNonNull(size, "size");
        if (width < 1 || height < 1) {
            throw new IllegalArgumentException("a footprint is at least 1x1, not " + width + "x" + height);
        }
    }

    /** A body with the default footprint of its size category. */
    public static Body of(Pos at, Size size) {
        return new Body(at, size.defaultWidth(), size.defaultHeight(), size);
    }

    /** A Medium creature on one square. */
    public static Body medium(Pos at) {
        return of(at, Size.MEDIUM);
    }

    public static Body medium(int x, int y) {
        return medium(new Pos(x, y));
    }

    /** The same footprint with its top-left square elsewhere. */
    public Body moveTo(Pos topLeft) {
        return new Body(topLeft, width, height, size);
    }

    public Body shifted(int dx, int dy) {
        return moveTo(at.plus(dx, dy));
    }

    public int left() {
        return at.x();
    }

    public int top() {
        return at.y();
    }

    /** Column of the rightmost squares. */
    public int right() {
        return at.x() + width - 1;
    }

    /** Row of the bottom squares. */
    public int bottom() {
        return at.y() + height - 1;
    }

    public boolean singleSquare() {
        return width == 1 && height == 1;
    }

    /** Every covered square, in reading order. */
    public List<Pos> squares() {
        List<Pos> out = new ArrayList<>(width * height);
        for (int y = top(); y <= bottom(); y++) {
            for (int x = left(); x <= right(); x++) out.add(new Pos(x, y));
        }
        return out;
    }

    public boolean occupies(Pos p) {
        return p.x() >= left() && p.x() <= right() && p.y() >= top() && p.y() <= bottom();
    }

    public boolean overlaps(Body o) {
        return left() <= o.right() && o.left() <= right() && top() <= o.bottom() && o.top() <= bottom();
    }

    /** Squares between the nearest squares of the two footprints (0 when they overlap, 1 when adjacent). */
    public int distanceTo(Body o) {
        int dx = Math.max(0, Math.max(o.left() - right(), left() - o.right()));
        int dy = Math.max(0, Math.max(o.top() - bottom(), top() - o.bottom()));
        return Math.max(dx, dy);
    }

    /** Squares from the nearest covered square to {@code p}. */
    public int distanceTo(Pos p) {
        int dx = Math.max(0, Math.max(p.x() - right(), left() - p.x()));
        int dy = Math.max(0, Math.max(p.y() - bottom(), top() - p.y()));
        return Math.max(dx, dy);
    }

    /** Whether {@code target} is within {@code reach} squares of any square of this footprint. */
    public boolean withinReach(Body target, int reach) {
        return distanceTo(target) <= reach;
    }

    /**
     * {@link #withinReach} for this footprint moved to top-left square (x, y), without making the moved
     * footprint: the AI asks it of every square around a target.
     */
    public boolean withinReachAt(int x, int y, Body target, int reach) {
        int dx = Math.max(0, Math.max(target.left() - (x + width - 1), x - target.right()));
        int dy = Math.max(0, Math.max(target.top() - (y + height - 1), y - target.bottom()));
        return Math.max(dx, dy) <= reach;
    }

    /**
     * The footprint used while squeezing (MOVE-SQUEEZE): that of the next size category down, at the
     * same top-left square. A one-square creature keeps its single square, as the grid cannot draw
     * anything smaller.
     */
    public Body squeezed() {
        if (size.ordinal() == 0) return this;
        Size smaller = Size.values()[size.ordinal() - 1];
        int w = Math.min(width, smaller.defaultWidth());
        int h = Math.min(height, smaller.defaultHeight());
        return new Body(at, w, h, size);
    }
}
