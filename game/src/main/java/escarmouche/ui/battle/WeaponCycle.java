package escarmouche.ui.battle;

import escarmouche.rules.core.Weapon;
import java.util.List;
import java.util.function.Predicate;

/**
 * The carried weapons as a panel's w key goes through them: each weapon once, in the order carried. A creature
 * carries one entry per copy (five javelins are five entries, and a javelin picked up again is one more), but a
 * command names a weapon by its id and the engine strikes with the first copy of that id
 * ({@code ArsenalComponent#find}): the copies are one choice, shown with their count, and the place kept is
 * always that first copy's, the very weapon the engine will use.
 */
final class WeaponCycle {
    private WeaponCycle() {}

    /** Whether the weapon at {@code i} is the first carried with its id: the one a command naming that id uses. */
    static boolean first(List<Weapon> ws, int i) {
        String id = ws.get(i).id();
        for (int j = 0; j < i; j++) if (ws.get(j).id().equals(id)) return false;
        return true;
    }

    /**
     * Whether the weapon at {@code i} is an off hand's choice beside the main hand's at {@code main} (ATK-TWF): not
     * that very weapon, and the first copy of its id apart from it, so that the second of two daggers is offered,
     * once, and the fifth javelin is not offered again after the second.
     */
    static boolean firstBeside(List<Weapon> ws, int i, int main) {
        if (i == main) return false;
        String id = ws.get(i).id();
        for (int j = 0; j < i; j++) if (j != main && ws.get(j).id().equals(id)) return false;
        return true;
    }

    /**
     * The place of the next weapon after {@code from} (round again to the first) that is the first of its id and
     * that {@code wanted} accepts; {@code from} itself when no other is, or -1 for an empty list or none at all.
     */
    static int next(List<Weapon> ws, int from, Predicate<Weapon> wanted) {
        for (int k = 1; k <= ws.size(); k++) {
            int i = Math.floorMod(from + k, ws.size());
            if (first(ws, i) && wanted.test(ws.get(i))) return i;
        }
        return -1;
    }

    /** How many different weapons there are to choose from (the copies of one counted once). */
    static int choices(List<Weapon> ws) {
        int n = 0;
        for (int i = 0; i < ws.size(); i++) if (first(ws, i)) n++;
        return n;
    }

    /** The 1-based number of the weapon at {@code i} among {@link #choices}, as "2 of 3" says it. */
    static int number(List<Weapon> ws, int i) {
        int n = 0;
        for (int j = 0; j <= i; j++) if (first(ws, j)) n++;
        return n;
    }

    /** How many are carried with the id of the weapon at {@code i} (five javelins: 5). */
    static int copies(List<Weapon> ws, int i) {
        String id = ws.get(i).id();
        int n = 0;
        for (Weapon w : ws) if (w.id().equals(id)) n++;
        return n;
    }
}
