package escarmouche.content.load;

import escarmouche.rules.grid.Grid;
import escarmouche.rules.grid.Pos;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Where the combatants start: each footprint (MOVE-SIZE) inside the map, on squares a creature can
 * stand on, and no two footprints sharing a square.
 */
final class Placement {
    private Placement() {}

    static void check(Grid grid, List<CombatantReader.Draft> drafts, Issues issues) {
        Map<Pos, String> taken = new TreeMap<>();
        for (CombatantReader.Draft d : drafts) {
            CombatantReader.Spot spot = d.spot();
            if (spot == null) continue;
            int w = spot.width();
            int h = spot.height();
            Pos at = spot.at();
            Object footprint = w == 1 && h == 1 ? "" : Wording.of("problem.footprint", w + "x" + h);
            Pos outside = null;
            Pos blocked = null;
            Pos shared = null;
            for (int y = at.y(); y < at.y() + h; y++) {
                for (int x = at.x(); x < at.x() + w; x++) {
                    Pos p = new Pos(x, y);
                    if (!grid.inBounds(p)) {
                        if (outside == null) outside = p;
                    } else if (!grid.passable(p)) {
                        if (blocked == null) blocked = p;
                    } else if (taken.containsKey(p)) {
                        if (shared == null) shared = p;
                    }
                }
            }
            if (outside != null) {
                issues.at(d.atNode(), Wording.of("problem.square.outside", outside.toString(), footprint,
                        String.valueOf(grid.width() - 1), String.valueOf(grid.height() - 1)));
            }
            if (blocked != null) {
                issues.at(d.atNode(), Wording.of("problem.square.blocked", blocked.toString(), footprint,
                        Wording.of("problem.solid." + grid.at(blocked).id())));
            }
            if (shared != null) {
                issues.at(d.atNode(), Wording.of("problem.square.taken", shared.toString(), footprint, taken.get(shared)));
            }
            for (int y = at.y(); y < at.y() + h; y++) {
                for (int x = at.x(); x < at.x() + w; x++) taken.putIfAbsent(new Pos(x, y), who(d));
            }
        }
    }

    /** The combatant as a problem names it: its id, or where it is written when its id could not be read. */
    private static String who(CombatantReader.Draft d) {
        return d.id() != null ? "\"" + d.id() + "\"" : d.entry().path();
    }
}
