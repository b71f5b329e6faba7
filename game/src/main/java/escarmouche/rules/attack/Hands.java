package escarmouche.rules.attack;

import escarmouche.rules.core.Weapon;

/**
 * Hands (plain 5e, which the house rules keep): a two-handed weapon needs both hands to attack with, and
 * a shield takes one.
 *
 * <ul>
 *   <li>A creature starts a fight with the first weapon of its list in hand: that weapon may not be
 *       two-handed while it bears a shield (content and scenarios are refused, and the party editor says
 *       why).</li>
 *   <li>A two-handed weapon carried further down the list (the goblin's shortbow, the cleric's light
 *       crossbow: the monster manual gives goblins a shield and a shortbow) is used as those stat blocks
 *       mean it, the shield kept.</li>
 *   <li>Two-weapon fighting (ATK-TWF) needs a hand for each weapon: neither may be two-handed, and a shield
 *       bearer has no hand for the second ({@link TwoWeapons}).</li>
 *   <li>A grapple (GRAP-START) needs a free hand, and every creature held keeps one busy. A weapon in hand
 *       fills one, a two-handed one too (5e carries it in one hand and needs both only to attack with it);
 *       a natural weapon or a blow fills none. A creature with no hand free lets go of the weapon in hand to
 *       grapple, for free as 5e's dropping an item is, when that frees one ({@link #toGrapple}); while it
 *       holds someone, an attack needs the weapon's hands besides the shield's and the holds'
 *       ({@link #toAttackWhileHolding}).</li>
 * </ul>
 */
public final class Hands {
    private Hands() {}

    /** What a creature about to grapple must do with its hands (GRAP-START). */
    public enum Grip {
        /** A hand is free already. */
        FREE,
        /** It lets go of the weapon in hand, which frees one. */
        DROP_WEAPON,
        /** No hand can be freed: the shield and the creatures it holds fill both. */
        NONE
    }

    /**
     * How a creature frees a hand to grapple: two hands, less one for a shield, one for the weapon in hand and
     * one for a weapon in its other hand after a two-weapon attack (null: none, or a natural one), and one for
     * each creature it already holds. With a weapon in each hand it lets go of one.
     */
    public static Grip toGrapple(boolean shield, Weapon inHand, Weapon inOffHand, int holding) {
        int busy = (shield ? 1 : 0) + holding;
        if (busy >= 2) return Grip.NONE;
        int weapons = (held(inHand) ? 1 : 0) + (held(inOffHand) ? 1 : 0);
        return busy + weapons < 2 ? Grip.FREE : Grip.DROP_WEAPON;
    }

    private static boolean held(Weapon w) {
        return w != null && !Fumble.weaponless(w);
    }

    /**
     * Whether a creature that holds {@code holding} creatures in a grapple (at least one) has the hands this
     * weapon needs to attack with: none for a natural weapon or a blow, both for a two-handed one, else one.
     */
    public static boolean toAttackWhileHolding(Weapon w, boolean shield, int holding) {
        if (holding <= 0 || Fumble.weaponless(w)) return true;
        int free = 2 - (shield ? 1 : 0) - holding;
        return free >= (w.twoHanded() ? 2 : 1);
    }

    /** Whether a creature holding {@code holding} creatures in a grapple has a hand to take up a weapon. */
    public static boolean handForAWeapon(boolean shield, int holding) {
        return holding <= 0 || 2 - (shield ? 1 : 0) - holding >= 1;
    }

    /** Whether this weapon in hand, beside a shield or not, leaves a hand too few. */
    public static boolean handTooFew(Weapon inHand, boolean shield) {
        return inHand != null && shield && inHand.twoHanded();
    }
}
