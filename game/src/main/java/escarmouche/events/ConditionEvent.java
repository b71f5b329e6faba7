package escarmouche.events;

import java.util.List;

/**
 * A condition gained ({@code added}) or lost. {@code until} says when a timed condition ends (null: until
 * removed); {@code level} is the new exhaustion level for {@code condition = "exhaustion"}.
 */
public record ConditionEvent(String target, String condition, boolean added, String reason, List<String> rule,
                             String until, Integer level) implements Event {
    public ConditionEvent(String target, String condition, boolean added, String reason, List<String> rule) {
        this(target, condition, added, reason, rule, null, null);
    }

    public String type() {
        return "condition";
    }
}
