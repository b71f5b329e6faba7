package escarmouche.events;

import escarmouche.rules.dice.Roll;
import java.util.List;

/**
 * Hit points restored (DMG-HEAL), capped at the maximum: {@code amount} is what was gained,
 * {@code offered} what the healing gave before the cap, {@code source} who or what healed.
 */
public record HealEvent(String target, List<Roll> rolls, int amount, int hp, List<String> rule, Integer offered,
                        String source) implements Event {
    public HealEvent(String target, List<Roll> rolls, int amount, int hp, List<String> rule) {
        this(target, rolls, amount, hp, rule, null, null);
    }

    public String type() {
        return "heal";
    }
}
