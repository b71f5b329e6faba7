package escarmouche.engine.movement;

import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.Roster;
import escarmouche.engine.battle.Whereabouts;
import escarmouche.rules.grid.Grid;
import escarmouche.rules.grid.Pos;
import escarmouche.rules.movement.Body;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Puts back a creature whose move stopped where it may not stay (MOVE-OCCUPIED): in another creature's
 * square. Standing squeezed where the map leaves no room for its whole footprint is staying (MOVE-SQUEEZE).
 * It retraces its path to the last square where it fits, one {@code move} event per square; failing that
 * it goes to the nearest square where it fits. Being put back is forced movement (MOVE-FORCED): no cost,
 * no opportunity attack (the log says so where a step of its own would have provoked: {@link ForcedSteps}).
 */
final class Shunt {
    private Shunt() {}

    /**
     * The footprint {@code c} stands in with its top-left square at {@code topLeft}: its own, or, where its
     * own has no room (a wall, the edge, a creature that bars its way), the squeezed one of the next size
     * down (MOVE-SQUEEZE), for a creature whose squeezed footprint is smaller: where the movement rules
     * squeeze it ({@code StepCosts#squeezedAt}). An ally does not make it squeeze: a mover stopped on an
     * ally's square is put back.
     */
    static Body footprintAt(Battle battle, Creature c, Pos topLeft) {
        Body own = c.ownFootprint().moveTo(topLeft);
        if (!c.body.squeezed() && own.width() == 1 && own.height() == 1) return own;
        Body narrow = own.squeezed();
        if (narrow.equals(own)) return own;
        if (!terrainClear(battle, own)) return narrow;
        Roster living = battle.living();
        for (int i = 0, n = living.size(); i < n; i++) {
            Creature other = living.get(i);
            if (other != c && other.footprint().overlaps(own) && other.occupant(c.hostileTo(other)).bars(own.size())) {
                return narrow;
            }
        }
        return own;
    }

    /** Whether the map lets a footprint stand there: every square on it and none blocking movement. */
    private static boolean terrainClear(Battle battle, Body b) {
        Grid grid = battle.grid();
        for (int y = b.top(); y <= b.bottom(); y++) {
            // Outside the map reads as wall, which blocks movement.
            for (int x = b.left(); x <= b.right(); x++) if (grid.at(x, y).blocksMovement()) return false;
        }
        return true;
    }

    /**
     * Whether the creature may stay with its top-left square at {@code topLeft}: the footprint it would
     * stand in there ({@link #footprintAt}) is clear of walls and of every other creature.
     */
    static boolean fits(Battle battle, Creature c, Pos topLeft) {
        // Read by column and row: every move ends with this test, and making the footprint and a list of
        // its squares cost more than the test.
        int left = topLeft.x();
        int top = topLeft.y();
        int w = c.body.ownWidth;
        int h = c.body.ownHeight;
        if (w * h > 1 || c.body.squeezed()) {
            Body b = footprintAt(battle, c, topLeft);
            w = b.width();
            h = b.height();
        }
        int right = left + w - 1;
        int bottom = top + h - 1;
        Grid grid = battle.grid();
        for (int y = top; y <= bottom; y++) {
            // Outside the map reads as wall, which blocks movement.
            for (int x = left; x <= right; x++) if (grid.at(x, y).blocksMovement()) return false;
        }
        // Who stands on those squares, read from the battle's map of them: nobody, or the creature itself.
        // Several on a square means another is there too.
        Whereabouts where = battle.whereabouts();
        if (where.exact()) {
            for (int y = top; y <= bottom; y++) {
                for (int x = left; x <= right; x++) {
                    int cell = where.cell(x, y);
                    if (cell != Whereabouts.EMPTY && (cell < 0 || where.only(cell) != c)) return false;
                }
            }
            return true;
        }
        // The living only, each footprint read from where it stands: Body#overlaps, without making the
        // other's footprint.
        Roster living = battle.living();
        for (int i = 0, n = living.size(); i < n; i++) {
            Creature other = living.get(i);
            if (other == c) continue;
            int x = other.body.x();
            int y = other.body.y();
            if (left <= x + other.body.width() - 1 && x <= right && top <= y + other.body.height() - 1 && y <= bottom) {
                return false;
            }
        }
        return true;
    }

    /**
     * The squares {@code c} is put on, in order, going back along {@code visited} (the start first) to the
     * last one where it fits; the nearest square where it fits when none does; nothing when none is found.
     */
    static List<Pos> pathBack(Battle battle, Creature c, List<Pos> visited) {
        List<Pos> out = new ArrayList<>();
        for (int i = visited.size() - 2; i >= 0; i--) {
            if (fits(battle, c, visited.get(i))) {
                for (int j = visited.size() - 2; j >= i; j--) out.add(visited.get(j));
                return out;
            }
        }
        Pos nearest = nearestFit(battle, c);
        if (nearest != null) out.add(nearest);
        return out;
    }

    /** The closest square where it fits, breadth first in the fixed neighbour order. */
    private static Pos nearestFit(Battle battle, Creature c) {
        Deque<Pos> queue = new ArrayDeque<>();
        Set<Pos> seen = new HashSet<>();
        queue.add(c.at());
        seen.add(c.at());
        while (!queue.isEmpty()) {
            Pos p = queue.poll();
            if (fits(battle, c, p)) return p;
            for (Pos n : p.neighbours()) {
                if (battle.grid().inBounds(n) && seen.add(n)) queue.add(n);
            }
        }
        return null;
    }
}
