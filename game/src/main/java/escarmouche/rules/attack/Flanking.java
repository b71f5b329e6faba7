package escarmouche.rules.attack;

import escarmouche.rules.grid.Pos;

/**
 * ATK-FLANK: two creatures flank a third when the straight line between their centres passes through
 * two opposite sides of its space (left and right, or top and bottom); a line through two opposite
 * corners touches both pairs, so it counts too. Works for any footprint sizes.
 *
 * <p>Method: coordinates are doubled so that centres and square edges are whole numbers, and the line is
 * tested exactly against the two pairs of edges with integer arithmetic. A line that only runs along one
 * edge of the space (possible between two 2x2 creatures) never enters it, so it does not flank.
 */
public final class Flanking {
    private Flanking() {}

    /** Whether {@code a} and {@code b} stand on opposite sides of {@code target}. */
    public static boolean opposite(Footprint a, Footprint b, Footprint target) {
        if (a.distanceTo(target) == 0 || b.distanceTo(target) == 0) return false;
        long ax = a.centreX2();
        long ay = a.centreY2();
        long bx = b.centreX2();
        long by = b.centreY2();
        long left = 2L * target.at().x();
        long right = 2L * (target.at().x() + target.width());
        long top = 2L * target.at().y();
        long bottom = 2L * (target.at().y() + target.height());
        boolean leftRight = crossesBoth(ax, ay, bx, by, left, right, top, bottom);
        boolean topBottom = crossesBoth(ay, ax, by, bx, top, bottom, left, right);
        return leftRight || topBottom;
    }

    /**
     * Where a one-square creature next to a one-square target must stand to flank it with a one-square
     * partner next to it: the partner's square mirrored through the target's. Of the eight squares around
     * the target, {@link #opposite} holds for that one alone (FlankingTest checks every pair). Farther out,
     * for a longer reach, other squares flank too.
     */
    public static Pos acrossFrom(Pos partner, Pos target) {
        return new Pos(2 * target.x() - partner.x(), 2 * target.y() - partner.y());
    }

    /**
     * Whether the segment (u1,v1)-(u2,v2) meets the edge u = lo and the edge u = hi, each within
     * [vLo, vHi]. Called with (x, y) for the left and right edges and with (y, x) for top and bottom.
     */
    private static boolean crossesBoth(long u1, long v1, long u2, long v2, long lo, long hi, long vLo, long vHi) {
        if (Math.min(u1, u2) > lo || Math.max(u1, u2) < hi) return false;
        long du = u2 - u1;
        if (du == 0) return false;
        if (v1 == v2 && (v1 == vLo || v1 == vHi)) return false; // runs along an edge, never inside
        return meetsEdge(u1, v1, du, v2 - v1, lo, vLo, vHi) && meetsEdge(u1, v1, du, v2 - v1, hi, vLo, vHi);
    }

    /** Whether the line reaches u = edge at a v inside [vLo, vHi]; v there is v1 + (edge - u1) * dv / du. */
    private static boolean meetsEdge(long u1, long v1, long du, long dv, long edge, long vLo, long vHi) {
        long numerator = v1 * du + (edge - u1) * dv;
        if (du > 0) return vLo * du <= numerator && numerator <= vHi * du;
        return vLo * du >= numerator && numerator >= vHi * du;
    }
}
