package escarmouche.events;

import escarmouche.rules.core.Modifier;
import escarmouche.rules.dice.Roll;
import java.util.List;

/**
 * Damage dealt. {@code rolled} is dice plus modifiers before the multiplier; {@code saveHalf} what a
 * successful save took off (null without such a save): after the multiplier, and under the house rules after
 * the flat reductions at the head of {@code reductions} too (DMG-VULN's halving); {@code reductions} lists
 * each step of the damage pipeline with its rule; {@code final} what the target lost. {@code subtracted} holds
 * the positions in {@code rolls} (the first at 0) of the dice the expression takes off (1d6-1d2's d2); null
 * when every die is added, as in every log written before it was there. {@code knockOut} says what a knock-out
 * blow (HP-KO) did to the creature it felled, one of the ids of {@code KnockOut} ({@code held}, {@code stable},
 * {@code no-shock}); null for every other blow, as in every log written before it was there.
 */
public record DamageEvent(String target, String source, String damageType, List<Roll> rolls,
                          List<Modifier> modifiers, int rolled, int multiplier, Integer saveHalf,
                          List<Reduction> reductions, int tempAbsorbed, int final_, int hp, List<String> rule,
                          List<Integer> subtracted, String knockOut)
        implements Event {
    /** Damage that knocks no one out (HP-KO). */
    public DamageEvent(String target, String source, String damageType, List<Roll> rolls, List<Modifier> modifiers,
                       int rolled, int multiplier, Integer saveHalf, List<Reduction> reductions, int tempAbsorbed,
                       int final_, int hp, List<String> rule, List<Integer> subtracted) {
        this(target, source, damageType, rolls, modifiers, rolled, multiplier, saveHalf, reductions, tempAbsorbed,
                final_, hp, rule, subtracted, null);
    }

    /** Damage whose dice are all added. */
    public DamageEvent(String target, String source, String damageType, List<Roll> rolls, List<Modifier> modifiers,
                       int rolled, int multiplier, Integer saveHalf, List<Reduction> reductions, int tempAbsorbed,
                       int final_, int hp, List<String> rule) {
        this(target, source, damageType, rolls, modifiers, rolled, multiplier, saveHalf, reductions, tempAbsorbed,
                final_, hp, rule, null);
    }

    /** Whether the die at {@code index} of {@code rolls} is taken off rather than added. */
    public boolean subtracts(int index) {
        return subtracted != null && subtracted.contains(index);
    }

    public DamageEvent(String target, String source, String damageType, List<Roll> rolls, List<Modifier> modifiers,
                       int rolled, int multiplier, List<Reduction> reductions, int tempAbsorbed, int final_, int hp,
                       List<String> rule) {
        this(target, source, damageType, rolls, modifiers, rolled, multiplier, null, reductions, tempAbsorbed, final_,
                hp, rule);
    }

    /**
     * One step of the damage pipeline: what it took off (or, for vulnerability, added). {@code immune} is true
     * when the step is an immunity to the damage's type (DMG-RESIST-FLAT beyond 45), which the amount alone does
     * not tell from a resistance as large as the hit; null otherwise, as in every log written before it was there.
     */
    public record Reduction(String rule, int amount, Boolean immune) {
        public Reduction(String rule, int amount) {
            this(rule, amount, null);
        }

        /** Whether the step is an immunity rather than a resistance. */
        public boolean immunity() {
            return Boolean.TRUE.equals(immune);
        }
    }

    public String type() {
        return "damage";
    }
}
