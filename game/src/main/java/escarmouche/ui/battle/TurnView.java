package escarmouche.ui.battle;

import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.Roster;
import escarmouche.rules.grid.Pos;
import escarmouche.rules.movement.Body;

/**
 * Where the battle map's view starts on a creature's turn with no other square in question: its whole footprint in
 * sight, with the margin a square in question gets, then the nearest foe brought in whole when both fit, across and
 * down, at the cost of that margin. At 80x24 the zoid's 26-column map shows 24: the view kept the heroes' side and
 * cut the zoid's last square, and the zoid's own turn kept only its top-left square in sight.
 */
final class TurnView {
    private TurnView() {}

    /**
     * The nearest creature of the other side that the player may see, by the squares between footprints (the first in
     * the fight's order among equals), or null.
     */
    static Creature nearestFoe(ScreenFight fight, Creature active) {
        Battle battle = fight.battle();
        Body own = active.footprint();
        Creature best = null;
        int bestDistance = Integer.MAX_VALUE;
        Roster living = battle.living();
        for (int i = 0, n = living.size(); i < n; i++) {
            Creature c = living.get(i);
            if (ScreenFight.party(c) == ScreenFight.party(active) || Unseen.hidden(fight, c)) continue;
            int d = own.distanceTo(c.footprint());
            if (d < bestDistance) {
                best = c;
                bestDistance = d;
            }
        }
        return best;
    }

    /**
     * The view's first column and row on the turn of a creature standing in {@code own}, its nearest foe in
     * {@code foe} (or null), the view {@code cols} by {@code rows} squares on a map {@code width} by {@code height}.
     */
    static Pos origin(Pos origin, int cols, int rows, int width, int height, int margin, Body own, Body foe) {
        // Decided once for both axes: decided per axis, a foe that fitted down but not across still pulled the view
        // to its rows, and the creature lost its margin for a foe that stayed out of sight (Tarik at 55,30 on the
        // 60x35 big field at 80x24, Goblin 1 at 30,17: rows 17 to 30 in view, Tarik on the last, 31 to 34 cut).
        boolean both = foe != null && fits(cols, width, own.left(), own.right(), foe.left(), foe.right())
                && fits(rows, height, own.top(), own.bottom(), foe.top(), foe.bottom());
        Body f = both ? foe : null;
        return new Pos(axis(origin.x(), cols, width, margin, own.left(), own.right(),
                        f == null ? -1 : f.left(), f == null ? -1 : f.right()),
                axis(origin.y(), rows, height, margin, own.top(), own.bottom(),
                        f == null ? -1 : f.top(), f == null ? -1 : f.bottom()));
    }

    /** Whether the creature's squares and the foe's fit in a view of {@code visible} squares together, along one axis. */
    static boolean fits(int visible, int size, int low, int high, int foeLow, int foeHigh) {
        return size <= visible || Math.max(high, foeHigh) - Math.min(low, foeLow) < visible;
    }

    /**
     * The view's first square along one axis.
     *
     * @param origin  the view's first square now
     * @param visible the squares the view holds
     * @param size    the map's squares along this axis
     * @param margin  the squares kept between a square in question and the view's edge, where the map has them
     * @param low     the active creature's first square, {@code high} its last
     * @param foeLow  the foe's first square, {@code foeHigh} its last; -1 for no foe, or one that does not fit
     *                beside the creature across and down ({@link #origin} decides)
     */
    static int axis(int origin, int visible, int size, int margin, int low, int high, int foeLow, int foeHigh) {
        if (size <= visible) return 0;
        int o = keep(origin, high, visible, margin);
        o = keep(o, low, visible, margin);
        if (foeLow >= 0) {
            o = keep(o, foeHigh, visible, 0);
            o = keep(o, foeLow, visible, 0);
            // Both fit: the moves above cannot push the creature out, only into its margin.
        }
        return Math.max(0, Math.min(size - visible, o));
    }

    /** The first square of a view moved only as far as keeps {@code at} in it, {@code margin} from its edges. */
    static int keep(int origin, int at, int visible, int margin) {
        int m = Math.min(margin, (visible - 1) / 2);
        int o = origin;
        if (at < o + m) o = at - m;
        if (at > o + visible - 1 - m) o = at - visible + 1 + m;
        return o;
    }
}
