package escarmouche.events;

import escarmouche.rules.dice.Roll;
import java.util.List;

/** HP-SHOCK: a monster or NPC below 0 rolls d100 + hit points below 0 against its system shock. */
public record ShockEvent(String target, List<Roll> rolls, int below, int total, int threshold, String outcome,
                         List<String> rule) implements Event {
    public String type() {
        return "shock";
    }
}
