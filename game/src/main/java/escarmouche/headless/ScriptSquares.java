package escarmouche.headless;

import escarmouche.command.Command;
import escarmouche.content.load.Wording;
import escarmouche.rules.grid.Grid;
import escarmouche.rules.grid.Pos;
import escarmouche.rules.grid.Terrain;
import java.util.List;
import java.util.Optional;

/**
 * What {@code check} says of the squares a command names, against the map of the scenario beside its script:
 * a square off the map, a walk onto a wall, a pillar or a low wall, a door command where the map has no door.
 * The map alone says these, whatever the fight: {@code run} would refuse each such command and play on, which a
 * GM finds out only from the log. Where creatures stand, and what the walk costs, depend on the fight.
 */
final class ScriptSquares {
    private ScriptSquares() {}

    /** The first square of {@code c} that the map rules out, said with the command's {@code line}. */
    static Optional<Wording> of(Command c, String line, Grid map, String scenario) {
        if (c instanceof Command.Move m) return walk(m.path(), line, map, scenario);
        if (c instanceof Command.Crawl k) return walk(k.path(), line, map, scenario);
        if (c instanceof Command.MoveTo t) return walk(List.of(t.target()), line, map, scenario);
        if (c instanceof Command.Cast k && k.square() != null) return onMap(k.square(), line, map, scenario);
        if (c instanceof Command.Read r && r.square() != null) return onMap(r.square(), line, map, scenario);
        if (c instanceof Command.Pick p) return door(p.at(), line, map, scenario);
        if (c instanceof Command.Door d) return door(d.at(), line, map, scenario);
        return Optional.empty();
    }

    /**
     * A walk's squares: on the map, and none of them solid (a closed door may be open by then: the script's
     * own {@code open}).
     */
    private static Optional<Wording> walk(List<Pos> squares, String line, Grid map, String scenario) {
        for (Pos p : squares) {
            Optional<Wording> off = onMap(p, line, map, scenario);
            if (off.isPresent()) return off;
            Terrain t = map.at(p);
            if (t.blocksMovement() && t != Terrain.DOOR) {
                return Optional.of(Wording.of("problem.script.solid", line, p.toString(),
                        Wording.of("problem.solid." + t.id()), scenario));
            }
        }
        return Optional.empty();
    }

    private static Optional<Wording> door(Pos at, String line, Grid map, String scenario) {
        Optional<Wording> off = onMap(at, line, map, scenario);
        if (off.isPresent() || map.at(at).isDoor()) return off;
        return Optional.of(Wording.of("problem.script.nodoor", line, at.toString(), scenario,
                Wording.of("build.terrain." + map.at(at).id())));
    }

    private static Optional<Wording> onMap(Pos p, String line, Grid map, String scenario) {
        if (map.inBounds(p)) return Optional.empty();
        return Optional.of(Wording.of("problem.script.offmap", line, p.toString(), scenario,
                String.valueOf(map.width() - 1), String.valueOf(map.height() - 1)));
    }
}
