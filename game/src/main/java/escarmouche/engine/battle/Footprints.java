package escarmouche.engine.battle;

import escarmouche.rules.attack.Footprint;
import escarmouche.rules.grid.Pos;

/** Distances between footprints: reach is measured from any square of a creature's space. */
public final class Footprints {
    private Footprints() {}

    /** Squares between the nearest squares of two rectangles (the rules' {@link Footprint} measure). */
    public static int distance(Pos a, int aw, int ah, Pos b, int bw, int bh) {
        return Footprint.distance(a.x(), a.y(), aw, ah, b.x(), b.y(), bw, bh);
    }
}
