package escarmouche.events;

import escarmouche.rules.core.Modifier;
import escarmouche.rules.dice.Roll;
import java.util.List;

/**
 * An ability check or a save against a DC; {@code purpose} says what it was for ("risky terrain", "first aid").
 * {@code coverBy} names the creatures standing in the way when they give a Dex save against a burst its half
 * cover (ATK-COVER); null otherwise, and in a fight whose story no one reads (a simulation).
 */
public record CheckEvent(String actor, String ability, int dc, List<Roll> rolls, List<Modifier> modifiers,
                         String advantage, int total, boolean success, String purpose, List<String> rule,
                         List<String> coverBy)
        implements Event {
    public CheckEvent(String actor, String ability, int dc, List<Roll> rolls, List<Modifier> modifiers,
                      String advantage, int total, boolean success, String purpose, List<String> rule) {
        this(actor, ability, dc, rolls, modifiers, advantage, total, success, purpose, rule, null);
    }

    public String type() {
        return "check";
    }
}
