package escarmouche.events;

import escarmouche.rules.core.Modifier;
import escarmouche.rules.dice.Roll;
import java.util.List;

/** An ability check against a DC; {@code purpose} says what it was for ("risky terrain", "first aid"). */
public record CheckEvent(String actor, String ability, int dc, List<Roll> rolls, List<Modifier> modifiers,
                         String advantage, int total, boolean success, String purpose, List<String> rule)
        implements Event {
    public String type() {
        return "check";
    }
}
