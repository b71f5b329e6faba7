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
 * square, or squeezed where its whole footprint does not fit. It retraces its path to the last square
 * where it fits, one {@code move} event per square; failing that it goes to the nearest square where it
 * fits. Being put back is forced movement (MOVE-FORCED): no cost, no opportunity attack (the log says so
 * where a step of its own would have provoked: {@link ForcedSteps}).
 */
final class Shunt {
    private Shunt() {}

    /** Whether the creature's whole footprint fits with its top-left square at {@code topLeft}. */
    static boolean fits(Battle battle, Creature c, Pos topLeft) {
        // Its whole footprint with its top-left square there, read by column and row: every move ends
        // with this test, and making the footprint and a list of its squares cost more than the test.
        Body own = MoveContexts.body(c);
        int left = topLeft.x();
        int top = topLeft.y();
        int right = left + own.width() - 1;
        int bottom = top + own.height() - 1;
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
            if (left <= x + other.body.width - 1 && x <= right && top <= y + other.body.height - 1 && y <= bottom) {
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
