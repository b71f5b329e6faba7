package escarmouche.events;

import escarmouche.rules.grid.Pos;
import java.util.List;

/** An opportunity attack is triggered, just before the mover leaves {@code at}. */
public record OpportunityEvent(String reactor, String mover, List<String> rule, Pos at) implements Event {
    public String type() {
        return "opportunity";
    }
}
