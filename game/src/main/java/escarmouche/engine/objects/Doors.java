package escarmouche.engine.objects;

import escarmouche.engine.battle.Battle;
import escarmouche.rules.grid.Pos;
import escarmouche.rules.grid.Terrain;
import java.util.Map;
import java.util.TreeMap;

/**
 * The doors of one fight: which are locked, with the DC to pick them, and opening or closing them. A
 * door changes the battle's map, which is replaced rather than changed, so that a rule holding the old
 * map never sees half a door.
 */
public final class Doors {
    private final Battle battle;
    /** Locked doors and their lockpicking DC; a TreeMap keeps any listing in map order. */
    private final Map<Pos, Integer> locks = new TreeMap<>();

    public Doors(Battle battle) {
        this.battle = battle;
    }

    public void lock(Pos at, int dc) {
        locks.put(at, dc);
    }

    public boolean locked(Pos at) {
        return locks.containsKey(at);
    }

    /** The DC to pick the lock at {@code at}; only for a locked door. */
    public int dc(Pos at) {
        return locks.get(at);
    }

    public void unlock(Pos at) {
        locks.remove(at);
    }

    public boolean closed(Pos at) {
        return battle.grid().at(at) == Terrain.DOOR;
    }

    public boolean open(Pos at) {
        return battle.grid().at(at) == Terrain.OPEN_DOOR;
    }

    /** Opens ({@code true}) or closes a door. */
    public void set(Pos at, boolean open) {
        battle.setGrid(battle.grid().with(at, open ? Terrain.OPEN_DOOR : Terrain.DOOR));
    }
}
