package escarmouche.engine.ai;

import escarmouche.behaviour.Rule;
import escarmouche.command.Command;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.movement.MoveContexts;
import escarmouche.engine.objects.Doors;
import escarmouche.rules.grid.Grid;
import escarmouche.rules.grid.Pos;
import escarmouche.rules.grid.Terrain;
import escarmouche.rules.movement.Body;
import escarmouche.rules.movement.MoveContext;
import escarmouche.rules.movement.Path;
import escarmouche.rules.movement.PathOptions;
import escarmouche.rules.objects.ObjectUse;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;

/**
 * The way through a closed door (TURN-OBJECT): when no path reaches its goals but one would with the
 * unlocked doors open, a scripted creature walks up to the first closed door on that path and opens it,
 * with the same {@code open X,Y} command a player would give. When only a locked door bars every way, it
 * walks up to that door and picks its lock ({@code pick X,Y}: a Dex check against the door's DC that
 * takes the whole turn, so only at the start of a turn, before it moves or acts), rather than wait out
 * the fight behind it.
 */
final class DoorWay {
    private DoorWay() {}

    /** The command that gets it on towards the goals through a door, or null when no door is in the way. */
    static Command through(Situation s, Rule rule, Collection<Pos> goals) {
        Doors doors = s.services.doors;
        Grid grid = s.battle.grid();
        // Most maps have no closed door: a blocked walk then asks nothing more of the map.
        if (!grid.hasClosedDoors()) return null;
        // The opened maps are the game AI's, made again only when a door or a lock changed (DoorMaps).
        DoorMaps maps = s.doorMaps;
        Grid unlocked = maps.opened(grid, doors, false);
        Optional<Path> found = unlocked == grid ? Optional.empty() : pathOn(s, rule, goals, unlocked);
        if (found.isEmpty()) {
            if (!picksLocks(s.self)) return null;
            Grid all = maps.opened(grid, doors, true);
            if (all == unlocked) return null;
            found = pathOn(s, rule, goals, all);
            if (found.isEmpty()) return null;
        }
        Path path = found.get();
        Body body = MoveContexts.body(s.self);
        for (int i = 0; i < path.squares().size(); i++) {
            Pos door = closedDoorIn(body.moveTo(path.squares().get(i)), grid);
            if (door == null) continue;
            if (s.self.distanceTo(door) == 1) {
                if (!doors.locked(door)) return new Command.Door(door, true);
                return ObjectUse.whyNoLockpicking(s.self.turn.moved, s.self.turn.actionUsed) == null && s.hasAction()
                        ? new Command.Pick(door) : null;
            }
            Path before = new Path(path.start(), path.squares().subList(0, i), path.stepCosts().subList(0, i),
                    0, List.of());
            List<Pos> steps = Walks.affordable(s, before);
            return steps.isEmpty() ? null : Walks.move(steps, null);
        }
        return null;
    }

    /**
     * Whether the creature may try a lock: a humanoid, or a creature whose type content leaves unsaid (the
     * party's heroes). A wolf, a zombie or an ogre waits behind a locked door rather than pick it.
     */
    static boolean picksLocks(Creature c) {
        return c.stats.type == null || c.stats.type.equals("humanoid");
    }

    /**
     * The locked door that stands between the creature and the goals, for the note of a turn it waits
     * ({@link WaitReasons}): when no way reaches them with every unlocked door open but one does with the
     * locked ones open too, the first locked door on that way; null otherwise. A beast, an undead or a giant
     * waits there rather than pick the lock, and the note names the door, not a bare "no path to a foe".
     * Asked after a plain search found no way, with the same terms (any way, the safe ones first).
     */
    static Pos lockedInTheWay(Situation s, Collection<Pos> goals) {
        Grid grid = s.battle.grid();
        if (!grid.hasClosedDoors()) return null;
        Doors doors = s.services.doors;
        Grid unlocked = s.doorMaps.opened(grid, doors, false);
        Grid all = s.doorMaps.opened(grid, doors, true);
        if (all == unlocked) return null;
        PathOptions options = PathOptions.preferSafe(s.threats());
        // With no unlocked door shut, the unlocked map is the battle's own, which the caller searched already.
        if (unlocked != grid && pathOn(s, options, goals, unlocked).isPresent()) return null;
        Optional<Path> found = pathOn(s, options, goals, all);
        if (found.isEmpty()) return null;
        Body body = MoveContexts.body(s.self);
        for (Pos square : found.get().squares()) {
            for (Pos p : body.moveTo(square).squares()) {
                if (grid.at(p) == Terrain.DOOR && doors.locked(p)) return p;
            }
        }
        return null;
    }

    /** A path to the goals on {@code map}, as the walk's rule accepts it, the creatures where they stand. */
    private static Optional<Path> pathOn(Situation s, Rule rule, Collection<Pos> goals, Grid map) {
        return pathOn(s, Walks.options(s, rule), goals, map);
    }

    /** A path to the goals on {@code map} on the given terms, the creatures where they stand. */
    private static Optional<Path> pathOn(Situation s, PathOptions options, Collection<Pos> goals, Grid map) {
        MoveContext real = s.services.movement.contexts().pathContext(s.self);
        MoveContext wide = new MoveContext(map, real.occupants(), real.mover(), real.movementLeft(),
                real.movedThisTurn(), real.rules());
        return s.doorMaps.finder(wide, s.battle.doorPathScratch()).findAny(goals, options);
    }

    /**
     * The map with every closed door open that is not locked, or with the locked ones too ({@code locked});
     * the same map when that opens none: the plain way, made afresh at every ask ({@link DoorMaps} keeps them).
     */
    static Grid opened(Grid grid, Doors doors, boolean locked) {
        Grid out = grid;
        for (int y = 0; y < grid.height(); y++) {
            for (int x = 0; x < grid.width(); x++) {
                if (grid.at(x, y) != Terrain.DOOR) continue;
                Pos p = new Pos(x, y);
                if (locked || !doors.locked(p)) out = out.with(p, Terrain.OPEN_DOOR);
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
