package escarmouche.engine.battle;

import escarmouche.rules.grid.Pos;

/** Distances between footprints: reach is measured from any square of a creature's space. */
public final class Footprints {
    private Footprints() {}

    /** Chebyshev distance between the nearest squares of two rectangles. */
    public static int distance(Pos a, int aw, int ah, Pos b, int bw, int bh) {
        int dx = Math.max(0, Math.max(a.x() - (b.x() + bw - 1), b.x() - (a.x() + aw - 1)));
        int dy = Math.max(0, Math.max(a.y() - (b.y() + bh - 1), b.y() - (a.y() + ah - 1)));
        return Math.max(dx, dy);
    }
}
