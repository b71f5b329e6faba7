package escarmouche.rules.attack;

import escarmouche.rules.grid.Grid;
import escarmouche.rules.grid.Terrain;
import java.util.Random;

/**
 * A random case of the cover tests: a map sprinkled with what gives cover, and two spaces on it or just
 * off it. Printed as the map in symbols, so that a failing case can be read.
 */
record CoverCase(Grid grid, Footprint attacker, Footprint target) {
    private static final String SYMBOLS = ".#,;~=oO+-*";
    private static final Terrain[] COVERING = {Terrain.WALL, Terrain.PILLAR, Terrain.LOW_WALL, Terrain.DOOR};

    /** A w by h map of floor where each square, with the chance {@code sprinkle}, gives cover of some kind. */
    static Grid sprinkled(Random r, int w, int h, double sprinkle) {
        Terrain[] squares = new Terrain[w * h];
        for (int i = 0; i < squares.length; i++) {
            squares[i] = r.nextDouble() < sprinkle ? COVERING[r.nextInt(COVERING.length)] : Terrain.FLOOR;
        }
        return new Grid(w, h, squares);
    }

    @Override
    public String toString() {
        StringBuilder b = new StringBuilder("attacker " + attacker + ", target " + target + "\n");
        for (int y = 0; y < grid.height(); y++) {
            for (int x = 0; x < grid.width(); x++) b.append(SYMBOLS.charAt(grid.at(x, y).ordinal() % SYMBOLS.length()));
            b.append('\n');
        }
        return b.toString();
    }
}
