package escarmouche.engine.movement;

import escarmouche.engine.battle.Creature;
import escarmouche.rules.core.Condition;

/**
 * Whether one creature can see another, as far as the game tracks sight: a blinded creature sees no one,
 * and no one sees an invisible creature or an enemy hidden from it. Walls do not block sight yet.
 */
public final class Sight {
    private Sight() {}

    public static boolean sees(Creature viewer, Creature seen) {
        if (viewer.has(Condition.BLINDED)) return false;
        if (seen.has(Condition.INVISIBLE)) return false;
        return !(seen.has(Condition.HIDDEN) && viewer.hostileTo(seen));
    }
}
