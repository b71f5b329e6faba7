package escarmouche.rules.conditions;

import escarmouche.rules.attack.Footprint;
import escarmouche.rules.core.Ability;
import escarmouche.rules.core.Condition;
import java.util.Set;

/** What conditions do, as questions over a creature's set of conditions (COND-*). */
public final class ConditionEffects {
    private ConditionEffects() {}

    public static boolean incapacitated(Set<Condition> conditions) {
        for (Condition c : conditions) if (c.incapacitates()) return true;
        return false;
    }

    /** The condition that makes a Str or Dex save fail without a roll, or null. */
    public static Condition autoFailsSave(Set<Condition> conditions, Ability ability) {
        if (ability != Ability.STR && ability != Ability.DEX) return null;
        for (Condition c : new Condition[] {Condition.PARALYZED, Condition.STUNNED, Condition.UNCONSCIOUS,
                Condition.PETRIFIED}) {
            if (conditions.contains(c)) return c;
        }
        return null;
    }

    /** Conditions that hold a creature in place (COND-GRAPPLED, COND-RESTRAINED and the incapacitating ones). */
    public static boolean speedZero(Set<Condition> conditions) {
        return conditions.contains(Condition.GRAPPLED) || conditions.contains(Condition.RESTRAINED)
                || incapacitated(conditions);
    }

    /** ACT-DODGE holds while the creature is neither incapacitated nor at speed 0. */
    public static boolean dodgeActive(Set<Condition> conditions, int speed) {
        return conditions.contains(Condition.DODGING) && !incapacitated(conditions) && !speedZero(conditions)
                && speed > 0;
    }

    /** COND-PARALYZED and COND-UNCONSCIOUS: any hit from within 1.5 m is a critical. */
    public static Condition autoCritical(Set<Condition> conditions) {
        if (conditions.contains(Condition.PARALYZED)) return Condition.PARALYZED;
        if (conditions.contains(Condition.UNCONSCIOUS)) return Condition.UNCONSCIOUS;
        return null;
    }

    /**
     * Whether a creature may take a reaction such as an opportunity attack (OA-NONE): not while
     * incapacitated, nor [HOUSE] while frightened (COND-FRIGHTENED).
     */
    public static boolean mayReact(Set<Condition> conditions, boolean house) {
        if (incapacitated(conditions)) return false;
        return !(house && conditions.contains(Condition.FRIGHTENED));
    }

    /**
     * COND-FRIGHTENED: a step that would bring the creature closer to the source of its fear is not
     * allowed (distances between the nearest squares of the two spaces).
     */
    public static boolean movesCloser(Footprint from, Footprint to, Footprint fearSource) {
        return to.distanceTo(fearSource) < from.distanceTo(fearSource);
    }

    /** [HOUSE] Abilities whose positive modifier a condition takes away from saving throws, with the cause. */
    public static Condition losesSaveBonus(Set<Condition> conditions, Ability ability) {
        if (ability == Ability.DEX && conditions.contains(Condition.BLINDED)) return Condition.BLINDED;
        if (ability == Ability.INT || ability == Ability.WIS) {
            if (conditions.contains(Condition.STUNNED)) return Condition.STUNNED;
            if (conditions.contains(Condition.UNCONSCIOUS)) return Condition.UNCONSCIOUS;
        }
        return null;
    }
}
