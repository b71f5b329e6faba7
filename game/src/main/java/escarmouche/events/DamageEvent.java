package escarmouche.events;

import escarmouche.rules.core.Modifier;
import escarmouche.rules.dice.Roll;
import java.util.List;

/**
 * Damage dealt. {@code rolled} is dice plus modifiers before the multiplier; {@code saveHalf} what a
 * successful save took off after the multiplier (null without such a save); {@code reductions} lists
 * each step of the damage pipeline with its rule; {@code final} what the target lost. With {@code object} set
 * ({@code "net"}: COND-RESTRAINED), the damage went to the net {@code target} is caught in, not to the creature:
 * {@code final} is what the net took and {@code hp} what it still needs to be cut (0: cut); null otherwise, and
 * then absent from the log.
 */
public record DamageEvent(String target, String source, String damageType, List<Roll> rolls,
                          List<Modifier> modifiers, int rolled, int multiplier, Integer saveHalf,
                          List<Reduction> reductions, int tempAbsorbed, int final_, int hp, List<String> rule,
                          String object)
        implements Event {
    /** Damage to a creature ({@code object} null). */
    public DamageEvent(String target, String source, String damageType, List<Roll> rolls, List<Modifier> modifiers,
                       int rolled, int multiplier, Integer saveHalf, List<Reduction> reductions, int tempAbsorbed,
                       int final_, int hp, List<String> rule) {
        this(target, source, damageType, rolls, modifiers, rolled, multiplier, saveHalf, reductions, tempAbsorbed,
                final_, hp, rule, null);
    }

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
