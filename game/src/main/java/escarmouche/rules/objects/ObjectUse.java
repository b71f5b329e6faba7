package escarmouche.rules.objects;

import escarmouche.rules.attack.Fumble;
import escarmouche.rules.core.Weapon;

/**
 * TURN-OBJECT: the first object interaction of a turn (drawing a weapon, opening a door, closing it) is
 * free; any further one takes the action (ACT-USE). [HOUSE] Picking a lock takes the whole turn: the creature may not have
 * moved or acted yet, and it can do neither afterwards.
 */
public final class ObjectUse {
    private ObjectUse() {}

    /** What an interaction costs. */
    public enum Cost { FREE, ACTION }

    public static Cost cost(boolean freeInteractionUsed) {
        return freeInteractionUsed ? Cost.ACTION : Cost.FREE;
    }

    /**
     * Whether attacking with {@code w} first draws it, an object interaction (TURN-OBJECT: "draw a weapon"):
     * it is not the weapon in hand, nor a natural weapon or a blow, nor a thrown weapon thrown (5e's thrown
     * property draws it as part of the attack).
     *
     * @param inHand   the weapon in hand, or null
     * @param throwing whether the attack throws it
     */
    public static boolean draws(Weapon w, Weapon inHand, boolean throwing) {
        if (Fumble.weaponless(w) || (throwing && w.missile())) return false;
        return inHand == null || !inHand.id().equals(w.id());
    }

    /**
     * {@link #draws(Weapon, Weapon, boolean)} with both hands: a weapon already in the other hand (ATK-TWF's
     * off hand) is held too, and striking with it draws nothing.
     */
    public static boolean draws(Weapon w, Weapon inHand, Weapon inOffHand, boolean throwing) {
        return draws(w, inHand, throwing) && draws(w, inOffHand, throwing);
    }

    /**
     * TURN-OBJECT for two-weapon fighting (ATK-TWF): how many of the pair must be drawn first (0, 1 or 2). A
     * weapon held in either hand is not drawn, but each hand's weapon serves one of the two only: with one
     * dagger in hand, a pair of daggers draws the second. The off-hand weapon thrown at another target is
     * drawn as part of the throw.
     *
     * @param inHand    the weapon in the main hand, or null
     * @param inOffHand the weapon in the other hand, or null
     */
    public static int pairDraws(Weapon main, Weapon off, Weapon inHand, Weapon inOffHand, boolean offThrown) {
        int kept = drawn(main, inHand, false) + drawn(off, inOffHand, offThrown);
        int swapped = drawn(main, inOffHand, false) + drawn(off, inHand, offThrown);
        return Math.min(kept, swapped);
    }

    private static int drawn(Weapon w, Weapon held, boolean throwing) {
        return draws(w, held, throwing) ? 1 : 0;
    }

    /** Why a lock cannot be picked this turn, or null when it can. */
    public static String whyNoLockpicking(boolean moved, boolean actionUsed) {
        if (moved) return "picking a lock takes the whole turn, and it has already moved";
        if (actionUsed) return "picking a lock takes the whole turn, and it has already used its action";
        return null;
    }
}
