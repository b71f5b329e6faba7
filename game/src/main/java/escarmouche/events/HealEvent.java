package escarmouche.events;

import escarmouche.rules.dice.Roll;
import java.util.List;

/** Hit points restored (DMG-HEAL), capped at the maximum. */
public record HealEvent(String target, List<Roll> rolls, int amount, int hp, List<String> rule) implements Event {
    public String type() {
        return "heal";
    }
}
