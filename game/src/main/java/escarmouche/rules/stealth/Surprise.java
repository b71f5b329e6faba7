package escarmouche.rules.stealth;

import escarmouche.rules.checks.AbilityCheck;
import escarmouche.rules.classes.ClassFeatures;
import escarmouche.rules.core.Ability;
import escarmouche.rules.core.AbilityScores;
import escarmouche.rules.core.RulePart;
import escarmouche.rules.core.RuleSet;
import java.util.List;

/**
 * SURP-RESIST: a creature about to be surprised by hidden enemies may make an Int, Dex or Wis check (its
 * best one) to see them coming. The DC is the best stealth total among those enemies, and at least 15,
 * the usual difficulty. Samurai, monks and infiltrators roll with advantage; a deafened creature with
 * disadvantage (COND-DEAFENED, added by the check itself). A failure means it is surprised
 * (TURN-SURPRISED).
 *
 * <p>Plain 5e (dd5): no check; a creature is surprised when its passive Perception (10 + Wis modifier)
 * is below the best stealth total.
 */
public final class Surprise {
    /** The usual difficulty of seeing an ambush coming. */
    public static final int MIN_DC = 15;
    /** The abilities a creature may resist with, in the order ties are settled. */
    public static final List<Ability> ABILITIES = List.of(Ability.INT, Ability.DEX, Ability.WIS);

    private Surprise() {}

    /** The DC to beat, from the stealth totals of the hidden enemies (at least one). */
    public static int resistDc(List<Integer> stealthTotals) {
        int dc = MIN_DC;
        for (int t : stealthTotals) dc = Math.max(dc, t);
        return dc;
    }

    /** The ability with the best modifier; ties go to Int, then Dex, then Wis. */
    public static Ability bestAbility(AbilityScores scores) {
        Ability best = ABILITIES.get(0);
        for (Ability a : ABILITIES) if (scores.modifier(a) > scores.modifier(best)) best = a;
        return best;
    }

    /** The resisting check's input, before the caller adds conditions and exhaustion. */
    public static AbilityCheck.Input resist(AbilityScores scores, int dc, String className) {
        Ability a = bestAbility(scores);
        AbilityCheck.Input in = AbilityCheck.Input.of(a, scores.modifier(a), dc).againstSurprise();
        if (!ClassFeatures.sneakAdvantage(className)) return in;
        return in.withExtra(List.of(), List.of(Stealth.classAdvantage(className)));
    }

    /** dd5: 10 + Wis modifier. */
    public static int passivePerception(AbilityScores scores) {
        return 10 + scores.modifier(Ability.WIS);
    }

    /** dd5: surprised when its passive Perception is lower than the best stealth total. */
    public static boolean surprisedPassively(AbilityScores scores, int bestStealth) {
        return passivePerception(scores) < bestStealth;
    }

    /** Whether this rule set rolls SURP-RESIST checks at all. */
    public static boolean rollsToResist(RuleSet rules) {
        return rules.house(RulePart.SURPRISE);
    }
}
