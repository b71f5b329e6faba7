package escarmouche.events;

import java.util.List;

/** A creature dies. */
public record DeathEvent(String target, List<String> rule) implements Event {
    public String type() {
        return "death";
    }
}
