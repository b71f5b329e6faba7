package escarmouche.events;

import java.util.List;

/** A creature's turn begins; {@code movement} is its budget in squares. */
public record TurnEvent(String actor, int movement, List<String> rule) implements Event {
    public String type() {
        return "turn";
    }
}
