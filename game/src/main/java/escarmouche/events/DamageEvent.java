package escarmouche.events;

import escarmouche.rules.core.Modifier;
import escarmouche.rules.dice.Roll;
import java.util.List;

/**
 * Damage dealt. {@code rolled} is dice plus modifiers before the multiplier; {@code saveHalf} what a
 * successful save took off (null without such a save): after the multiplier, and under the house rules after
 * the flat reductions at the head of {@code reductions} too (DMG-VULN's halving); {@code reductions} lists
 * each step of the damage pipeline with its rule; {@code final} what the target lost.
 */
public record DamageEvent(String target, String source, String damageType, List<Roll> rolls,
                          List<Modifier> modifiers, int rolled, int multiplier, Integer saveHalf,
                          List<Reduction> reductions, int tempAbsorbed, int final_, int hp, List<String> rule)
        implements Event {
    public DamageEvent(String target, String source, String damageType, List<Roll> rolls, List<Modifier> modifiers,
                       int rolled, int multiplier, List<Reduction> reductions, int tempAbsorbed, int final_, int hp,
                       List<String> rule) {
        this(target, source, damageType, rolls, modifiers, rolled, multiplier, null, reductions, tempAbsorbed, final_,
                hp, rule);
    }

    /** One step of the damage pipeline: what it took off (or, for vulnerability, added). */
    public record Reduction(String rule, int amount) {}

    public String type() {
        return "damage";
    }
}
