package escarmouche.engine.ai;

import escarmouche.engine.objects.Doors;
import escarmouche.rules.grid.Grid;
import escarmouche.rules.grid.Pos;
import escarmouche.rules.grid.Terrain;
import escarmouche.rules.movement.MoveContext;
import escarmouche.rules.movement.PathFinder;
import escarmouche.rules.movement.PathScratch;
import java.util.ArrayList;
import java.util.List;

/**
 * The maps {@link DoorWay} searches with the closed doors open, kept by the game's AI from one decision to
 * the next: a creature stuck behind a locked door asks again at every rule, every foe and every turn, and
 * each time the plain way scanned the map, copied it once per door, and searched it with fresh working
 * arrays, which had its terrain graded and its exits made again.
 *
 * <p>The maps made from the battle's map hold while the battle's map is the same object (a door opened or
 * shut makes a new one) and the same of its closed doors are locked (a picked lock leaves its door shut):
 * both are checked at every ask. Their searches work in the battle memory's second scratch
 * ({@link escarmouche.engine.battle.Battle#doorPathScratch}), where the opened map's grades and exits stay
 * from search to search, and from fight to fight on the same terrain, without evicting the battle's map's
 * own from the first. A {@link #plain} one makes its maps afresh and searches with fresh arrays at every
 * ask, as it was done before: tests compare both ways.
 */
final class DoorMaps {
    private final boolean plain;
    /** The battle's map the maps below were made from (compared by identity); null before the first ask. */
    private Grid base;
    /** Its closed doors, in reading order, and whether each was locked when the maps were made. */
    private Pos[] doors = new Pos[0];
    private boolean[] locked = new boolean[0];
    /** {@link #base} with every closed door that is not locked open: {@link #base} itself when all are locked. */
    private Grid unlocked;
    /** {@link #base} with every closed door open: {@link #unlocked} itself when none is locked. */
    private Grid all;

    private DoorMaps(boolean plain) {
        this.plain = plain;
    }

    /** The memo a game's AI keeps. */
    static DoorMaps kept() {
        return new DoorMaps(false);
    }

    /** Maps and searches made afresh at every ask, for tests. */
    static DoorMaps plain() {
        return new DoorMaps(true);
    }

    /**
     * {@code grid} with every closed door open that is not locked (with {@code withLocked}, the locked ones
     * too); {@code grid} itself when that opens none. Asked with and without {@code withLocked} on one
     * state of the doors, the kept memo answers the same object twice when no closed door is locked (their
     * terrains are the same): a search on the second would find what the first found.
     */
    Grid opened(Grid grid, Doors doorState, boolean withLocked) {
        if (plain) return DoorWay.opened(grid, doorState, withLocked);
        if (grid != base || !sameLocks(doorState)) make(grid, doorState);
        return withLocked ? all : unlocked;
    }

    /** A path finder on {@code ctx}, a map {@link #opened} gave, working in {@code scratch} unless plain. */
    PathFinder finder(MoveContext ctx, PathScratch scratch) {
        return plain ? new PathFinder(ctx) : new PathFinder(ctx, scratch);
    }

    private boolean sameLocks(Doors doorState) {
        for (int i = 0; i < doors.length; i++) {
            if (doorState.locked(doors[i]) != locked[i]) return false;
        }
        return true;
    }

    private void make(Grid grid, Doors doorState) {
        List<Pos> found = new ArrayList<>();
        for (int y = 0; y < grid.height(); y++) {
            for (int x = 0; x < grid.width(); x++) {
                if (grid.at(x, y) == Terrain.DOOR) found.add(new Pos(x, y));
            }
        }
        doors = found.toArray(new Pos[0]);
        locked = new boolean[doors.length];
        Grid open = grid;
        boolean anyLocked = false;
        for (int i = 0; i < doors.length; i++) {
            locked[i] = doorState.locked(doors[i]);
            if (locked[i]) anyLocked = true;
            else open = open.with(doors[i], Terrain.OPEN_DOOR);
        }
        Grid every = open;
        if (anyLocked) {
            for (int i = 0; i < doors.length; i++) {
                if (locked[i]) every = every.with(doors[i], Terrain.OPEN_DOOR);
            }
        }
        base = grid;
        unlocked = open;
        all = every;
    }
}
