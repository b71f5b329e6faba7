package escarmouche.events;

import escarmouche.rules.dice.Roll;
import java.util.List;

/** HP-DYING: the d100 of a dying PC at the end of its turn. */
public record DyingEvent(String target, List<Roll> rolls, String outcome, int hp, List<String> rule)
        implements Event {
    public String type() {
        return "dying";
    }
}
