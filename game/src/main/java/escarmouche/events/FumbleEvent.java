package escarmouche.events;

import escarmouche.rules.dice.Roll;
import java.util.List;

/** ATK-FUMBLE: the d6 after a natural 1 and what it did. */
public record FumbleEvent(String attacker, List<Roll> rolls, String outcome, List<String> rule) implements Event {
    public String type() {
        return "fumble";
    }
}
