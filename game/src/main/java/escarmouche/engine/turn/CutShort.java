package escarmouche.engine.turn;

import escarmouche.engine.battle.Creature;
import escarmouche.rules.core.Condition;

/**
 * Why the game ends a creature's turn itself, in the middle of it: what one of its commands set off (a blow
 * taken as it moved, the strain of acting at 0 HP, a failed save) left it unable to act, so its turn is played
 * out for it. One English sentence, as the engine writes them: a command script skips the lines it wrote for
 * the rest of that turn and names them with it.
 */
public final class CutShort {
    private CutShort() {}

    /** The sentence for {@code c}, which can no longer act on its own turn. */
    public static String why(Creature c) {
        String turn = c.id() + "'s turn ended when it ";
        if (!c.alive()) return turn + "died";
        // HP-KO and HP-SHOCK put it out of the fight whatever its hit points, so they are said before a drop.
        if (c.health.knockedOut || c.health.out) return turn + "was knocked out";
        if (c.has(Condition.UNCONSCIOUS) && c.health.hp <= 0) return turn + "dropped to " + c.health.hp + " HP";
        if (c.has(Condition.UNCONSCIOUS)) return turn + "became " + Condition.UNCONSCIOUS.id();
        for (Condition cond : c.conditions.set) {
            if (cond.incapacitates()) return turn + "became " + cond.id();
        }
        return turn + "became " + Condition.INCAPACITATED.id();
    }
}
