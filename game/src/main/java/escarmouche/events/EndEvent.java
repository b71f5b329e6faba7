package escarmouche.events;

import java.util.List;

/** The fight is over: {@code winner} is {@code party}, {@code monsters} or {@code none}. */
public record EndEvent(String winner, String reason, List<String> rule) implements Event {
    public String type() {
        return "end";
    }
}
