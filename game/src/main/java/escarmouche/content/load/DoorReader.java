package escarmouche.content.load;

import escarmouche.content.load.json.Node;
import escarmouche.content.model.LockedDoor;
import escarmouche.rules.grid.Grid;
import escarmouche.rules.grid.Pos;
import escarmouche.rules.grid.Terrain;
import java.util.ArrayList;
import java.util.List;

/**
 * A scenario's {@code doors}: the closed doors that start locked, each {@code {"at": [x, y], "dc": 15}},
 * the DC of the Dex check that picks it (TURN-OBJECT).
 */
final class DoorReader {
    static final List<String> FIELDS = List.of("at", "dc");

    private DoorReader() {}

    static List<LockedDoor> read(Node node, Grid grid, Issues issues) {
        List<Node> items = Read.list(node, issues);
        if (items == null) return List.of();
        List<LockedDoor> out = new ArrayList<>();
        for (Node item : items) {
            Fields f = Fields.of(item, issues, FIELDS);
            if (f == null) continue;
            int[] xy = Ranges.two(f.required("at"), issues, 0, MapReader.MAX_SIDE - 1, "[x, y]");
            Integer dc = Read.whole(f.required("dc"), 1, 40, issues);
            if (xy == null || dc == null) continue;
            Pos at = new Pos(xy[0], xy[1]);
            // Off the map is said as a combatant's "at" says it: the grid answers wall there, which is no square of it.
            if (grid != null && !grid.inBounds(at)) {
                issues.at(f.optional("at"), Wording.of("problem.square.outside", String.valueOf(at), "",
                        String.valueOf(grid.width() - 1), String.valueOf(grid.height() - 1)));
                continue;
            }
            if (grid != null && grid.at(at) != Terrain.DOOR) {
                issues.at(f.optional("at"), Wording.of("problem.door.locked", String.valueOf(at),
                        Wording.of("problem.terrain." + grid.at(at).id())));
                continue;
            }
            if (out.stream().anyMatch(d -> d.at().equals(at))) {
                issues.at(f.optional("at"), Wording.of("problem.door.twice", String.valueOf(at)));
                continue;
            }
            out.add(new LockedDoor(at, dc));
        }
        return out;
    }
}
