package escarmouche.rules.attack;

import escarmouche.rules.grid.Pos;
import java.util.ArrayList;
import java.util.List;

/**
 * The space a creature fills (MOVE-SIZE): its top-left square and its size in squares. The attack
 * geometry (flanking, cover) works on these rather than on engine entities so it stays testable.
 */
public record Footprint(Pos at, int width, int height) {
    public Footprint {
        if (width < 1 || height < 1) throw new IllegalArgumentException("a footprint needs at least one square");
    }

    public static Footprint single(Pos at) {
        return new Footprint(at, 1, 1);
    }

    public static Footprint of(int x, int y, int width, int height) {
        return new Footprint(new Pos(x, y), width, height);
    }

    public boolean covers(Pos p) {
        return covers(p.x(), p.y());
    }

    /** {@link #covers(Pos)} of the square at column x, row y. */
    public boolean covers(int x, int y) {
        return x >= at.x() && x < at.x() + width && y >= at.y() && y < at.y() + height;
    }

    /** The smallest box holding both spaces: where any line from one to the other passes. */
    public static Footprint spanning(Footprint a, Footprint b) {
        int left = Math.min(a.at.x(), b.at.x());
        int top = Math.min(a.at.y(), b.at.y());
        int right = Math.max(a.at.x() + a.width, b.at.x() + b.width);
        int bottom = Math.max(a.at.y() + a.height, b.at.y() + b.height);
        return of(left, top, right - left, bottom - top);
    }

    /** Whether the two spaces share a square. */
    public boolean overlaps(Footprint o) {
        return o.at.x() < at.x() + width && o.at.x() + o.width > at.x() && o.at.y() < at.y() + height
                && o.at.y() + o.height > at.y();
    }

    /** Every square, in reading order. */
    public List<Pos> squares() {
        List<Pos> out = new ArrayList<>(width * height);
        for (int dy = 0; dy < height; dy++) {
            for (int dx = 0; dx < width; dx++) out.add(at.plus(dx, dy));
        }
        return out;
    }

    /** Squares between the nearest squares of two footprints (1 = adjacent, 0 = overlapping). */
    public int distanceTo(Footprint o) {
        return distance(at.x(), at.y(), width, height, o.at.x(), o.at.y(), o.width, o.height);
    }

    /**
     * {@link #distanceTo} of two footprints given by their top-left squares and sizes, without making
     * them: asked for every square a creature could reach, many times per decision.
     */
    public static int distance(int ax, int ay, int aw, int ah, int bx, int by, int bw, int bh) {
        int dx = Math.max(0, Math.max(ax - (bx + bw - 1), bx - (ax + aw - 1)));
        int dy = Math.max(0, Math.max(ay - (by + bh - 1), by - (ay + ah - 1)));
        return Math.max(dx, dy);
    }

    /** Centre x in half squares (so that every centre and every corner is a whole number). */
    int centreX2() {
        return 2 * at.x() + width;
    }

    int centreY2() {
        return 2 * at.y() + height;
    }
}
