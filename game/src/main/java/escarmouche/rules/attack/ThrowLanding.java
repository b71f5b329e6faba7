package escarmouche.rules.attack;

import escarmouche.rules.grid.Grid;
import escarmouche.rules.grid.Pos;

/**
 * Where a thrown weapon comes down (thrown weapons are used up and must be picked up again). On a hit it
 * falls in the target's space, on the square of that space nearest the thrower. On a miss it flies on and
 * lands on the first square past the target's space, going from that square in the one of the eight
 * directions closest to the throw (from the thrower's centre to the target's: straight along an axis when
 * it is more than twice the other, else diagonally), when that square is on the map and could be walked
 * on; otherwise (a wall, a pillar, a closed door) it drops in the target's space as on a hit. No die is
 * rolled, so a replay puts the weapon in the same square.
 */
public final class ThrowLanding {
    private ThrowLanding() {}

    public static Pos land(Grid grid, Footprint thrower, Footprint target, boolean hit) {
        Pos near = nearestSquare(thrower, target);
        if (hit) return near;
        int dx = target.centreX2() - thrower.centreX2();
        int dy = target.centreY2() - thrower.centreY2();
        int stepX = Math.abs(dy) > 2 * Math.abs(dx) ? 0 : Integer.signum(dx);
        int stepY = Math.abs(dx) > 2 * Math.abs(dy) ? 0 : Integer.signum(dy);
        if (stepX == 0 && stepY == 0) return near;
        Pos p = near;
        while (target.covers(p)) p = p.plus(stepX, stepY);
        return grid.inBounds(p) && grid.passable(p) ? p : near;
    }

    /**
     * The square of the target's space nearest the thrower's centre (straight-line distance, so that a
     * thrower below a large creature's middle aims at its lower half); ties go to reading order.
     */
    static Pos nearestSquare(Footprint thrower, Footprint target) {
        Pos best = null;
        long bestDistance = Long.MAX_VALUE;
        for (Pos p : target.squares()) {
            long ex = 2L * p.x() + 1 - thrower.centreX2();
            long ey = 2L * p.y() + 1 - thrower.centreY2();
            long d = ex * ex + ey * ey;
            if (d < bestDistance) {
                best = p;
                bestDistance = d;
            }
        }
        return best;
    }
}
