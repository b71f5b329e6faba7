package escarmouche.engine.ai;

import escarmouche.behaviour.Rule;
import escarmouche.command.Command;
import escarmouche.engine.movement.MoveContexts;
import escarmouche.engine.objects.Doors;
import escarmouche.rules.grid.Grid;
import escarmouche.rules.grid.Pos;
import escarmouche.rules.grid.Terrain;
import escarmouche.rules.movement.Body;
import escarmouche.rules.movement.MoveContext;
import escarmouche.rules.movement.Path;
import escarmouche.rules.movement.PathFinder;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;

/**
 * The way through a closed door (TURN-OBJECT): when no path reaches its goals but one would with the
 * unlocked doors open, a scripted creature walks up to the first closed door on that path and opens it,
 * with the same {@code open X,Y} command a player would give. Locked doors stay shut to it: picking a
 * lock is left to the players.
 */
final class DoorWay {
    private DoorWay() {}

    /** The command that gets it on towards the goals through a door, or null when no door is in the way. */
    static Command through(Situation s, Rule rule, Collection<Pos> goals) {
        Doors doors = s.services.doors;
        Grid grid = s.battle.grid();
        Grid opened = openUnlocked(grid, doors);
        if (opened == grid) return null;
        MoveContext real = s.services.movement.contexts().pathContext(s.self);
        MoveContext wide = new MoveContext(opened, real.occupants(), real.mover(), real.movementLeft(),
                real.movedThisTurn(), real.rules());
        Optional<Path> found = new PathFinder(wide).findAny(goals, Walks.options(s, rule));
        if (found.isEmpty()) return null;
        Path path = found.get();
        Body body = MoveContexts.body(s.self);
        for (int i = 0; i < path.squares().size(); i++) {
            Pos door = closedDoorIn(body.moveTo(path.squares().get(i)), grid);
            if (door == null) continue;
            if (s.self.distanceTo(door) == 1) return new Command.Door(door, true);
            Path before = new Path(path.start(), path.squares().subList(0, i), path.stepCosts().subList(0, i),
                    0, List.of());
            List<Pos> steps = Walks.affordable(s, before);
            return steps.isEmpty() ? null : Walks.move(steps, null);
        }
        return null;
    }

    /** The map with every closed, unlocked door open; the same map when there is none. */
    private static Grid openUnlocked(Grid grid, Doors doors) {
        // Most maps have no closed door: a blocked walk then asks nothing more of the map.
        if (!grid.hasClosedDoors()) return grid;
        Grid out = grid;
        for (int y = 0; y < grid.height(); y++) {
            for (int x = 0; x < grid.width(); x++) {
                if (grid.at(x, y) != Terrain.DOOR) continue;
                Pos p = new Pos(x, y);
                if (!doors.locked(p)) out = out.with(p, Terrain.OPEN_DOOR);
            }
        }
        return out;
    }

    /** The first closed door under a footprint, in reading order, or null. */
    private static Pos closedDoorIn(Body body, Grid grid) {
        List<Pos> squares = new ArrayList<>(body.squares());
        for (Pos p : squares) if (grid.at(p) == Terrain.DOOR) return p;
        return null;
    }
}
