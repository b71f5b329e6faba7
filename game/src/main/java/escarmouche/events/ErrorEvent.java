package escarmouche.events;

import java.util.List;

/** A command refused; nothing changed. */
public record ErrorEvent(String command, String reason, List<String> rule) implements Event {
    public ErrorEvent(String command, String reason) {
        this(command, reason, List.of());
    }

    public String type() {
        return "error";
    }
}
