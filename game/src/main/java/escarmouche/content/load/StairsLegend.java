package escarmouche.content.load;

import escarmouche.rules.grid.Terrain;
import escarmouche.rules.grid.WayDown;
import java.util.ArrayList;
import java.util.List;

/**
 * Stairs that say which way they go down (MOVE-STAIRS), this project's extension of the map legend: the
 * terrain names {@code stairs-down-north}, {@code -east}, {@code -south} and {@code -west}, given to a
 * character of the map's own legend ({@code {"v": "stairs-down-south"}}). A step that follows that way
 * goes down; a failed risky check on such a move also deals the fall's damage. Plain {@code stairs}
 * ({@code =}) say nothing of their way down.
 */
final class StairsLegend {
    private static final String PREFIX = "stairs-down-";

    /** Every name a legend accepts: the terrains, then the stairs with their way down. */
    static final List<String> NAMES = names();

    private StairsLegend() {}

    /** The terrain a legend name stands for ({@link Terrain#STAIRS} for stairs going down), or null. */
    static Terrain terrain(String name) {
        return wayDown(name) != null ? Terrain.STAIRS : Terrain.byId(name);
    }

    /** Which way the stairs a legend name stands for go down, or null for any other name. */
    static WayDown wayDown(String name) {
        return name.startsWith(PREFIX) ? WayDown.byId(name.substring(PREFIX.length())) : null;
    }

    private static List<String> names() {
        List<String> out = new ArrayList<>(Enums.TERRAINS);
        for (WayDown w : WayDown.values()) out.add(PREFIX + w.id());
        return List.copyOf(out);
    }
}
