package escarmouche.rules.casting;

import escarmouche.rules.attack.Cover;
import escarmouche.rules.attack.Footprint;
import escarmouche.rules.grid.Grid;
import escarmouche.rules.grid.Pos;

/**
 * The area of a burst such as fireball: every square within {@code radius} squares of the centre,
 * counted like movement (a diagonal step counts as one), so a 4-square radius is a 9x9 square. The
 * distance is measured as everywhere else in the game, which keeps the preview, the range and the
 * area in the same unit. A creature is caught when any square of its space is inside and the
 * blast reaches it: walls that give total cover from the centre shield it (ATK-COVER).
 */
public final class SpellArea {
    private SpellArea() {}

    public static boolean inside(Pos centre, int radius, Pos square) {
        return centre.distance(square) <= radius;
    }

    /** Whether the burst centred on {@code centre} reaches a creature occupying {@code target}. */
    public static boolean reaches(Grid grid, Pos centre, int radius, Footprint target) {
        boolean within = false;
        for (Pos p : target.squares()) {
            if (inside(centre, radius, p)) {
                within = true;
                break;
            }
        }
        return within && cover(grid, centre, target).targetable();
    }

    /** The cover a creature has against the burst's centre (it adds to Dex saves). */
    public static Cover.Level cover(Grid grid, Pos centre, Footprint target) {
        if (target.covers(centre)) return Cover.Level.NONE;
        return Cover.between(grid, Footprint.single(centre), target);
    }
}
