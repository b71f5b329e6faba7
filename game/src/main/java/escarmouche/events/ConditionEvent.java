package escarmouche.events;

import java.util.List;

/** A condition gained ({@code added}) or lost. */
public record ConditionEvent(String target, String condition, boolean added, String reason, List<String> rule)
        implements Event {
    public String type() {
        return "condition";
    }
}
