package escarmouche.engine.component;

import escarmouche.rules.core.Weapon;
import java.util.ArrayList;
import java.util.Collection;

/**
 * The weapons a creature carries, as a list that knows the longest reach among its melee weapons. That
 * reach is asked of every enemy near every move and decision, and the list seldom changes (a weapon thrown,
 * dropped or picked up): the answer is kept until the list's own count of changes moves on.
 */
public final class WeaponList extends ArrayList<Weapon> {
    private int meleeReach;
    /** The count of changes {@link #meleeReach} was worked out at; -1 before the first time. */
    private int meleeReachAt = -1;

    public WeaponList(Collection<Weapon> weapons) {
        super(weapons);
    }

    /** The longest reach of a melee weapon carried, or {@link Integer#MIN_VALUE} when it carries none. */
    public int longestMeleeReach() {
        if (meleeReachAt != modCount) {
            int longest = Integer.MIN_VALUE;
            for (int i = 0; i < size(); i++) {
                Weapon w = get(i);
                if (w.canMelee()) longest = Math.max(longest, w.reach());
            }
            meleeReach = longest;
            meleeReachAt = modCount;
        }
        return meleeReach;
    }

    /** Replacing a weapon is no structural change to the list, so it does not move the count: forget the reach. */
    @Override
    public Weapon set(int index, Weapon w) {
        meleeReachAt = -1;
        return super.set(index, w);
    }
}
