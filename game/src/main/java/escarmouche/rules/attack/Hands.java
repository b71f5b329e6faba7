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
 * </ul>
 */
public final class Hands {
    private Hands() {}

    /** Whether this weapon in hand, beside a shield or not, leaves a hand too few. */
    public static boolean handTooFew(Weapon inHand, boolean shield) {
        return inHand != null && shield && inHand.twoHanded();
    }
}
