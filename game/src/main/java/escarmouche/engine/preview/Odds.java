package escarmouche.engine.preview;

import escarmouche.rules.core.Advantage;
import escarmouche.rules.checks.D20Weights;

/**
 * Exact chances of d20 tests, in whole percent (rounded down), with integer maths only: the same inputs
 * as the roll, so the odds shown never disagree with the dice.
 */
public final class Odds {
    private Odds() {}

    /** Weight of each kept d20 face 1..20 (index 0 unused), out of {@link D20Weights#total}. */
    private static int[] weights(Advantage a) {
        int[] w = new int[21];
        for (int k = 1; k <= 20; k++) w[k] = D20Weights.weight(a, k);
        return w;
    }

    private static int total(Advantage a) {
        return D20Weights.total(a);
    }

    /** Chance that d20 + {@code modifier} reaches {@code dc} (an ability check: no automatic success). */
    public static int check(Advantage a, int modifier, int dc) {
        int[] w = weights(a);
        int hits = 0;
        for (int k = 1; k <= 20; k++) if (k + modifier >= dc) hits += w[k];
        return hits * 100 / total(a);
    }

    /** Chance that the actor's d20 + modifier beats the other's strictly (ties go to the other side). */
    public static int contest(Advantage actor, int actorModifier, Advantage other, int otherModifier) {
        int[] wa = weights(actor);
        int[] wo = weights(other);
        long wins = 0;
        for (int a = 1; a <= 20; a++) {
            for (int o = 1; o <= 20; o++) {
                if (a + actorModifier > o + otherModifier) wins += (long) wa[a] * wo[o];
            }
        }
        return (int) (wins * 100 / ((long) total(actor) * total(other)));
    }
}
