package escarmouche.rules.movement;

import java.util.Objects;

/** Why something is not allowed, with the rule that forbids it; shown to the player as is. */
public record Refusal(String rule, String reason) {
    public Refusal {
        Objects.requireNonNull(rule, "rule");
        Objects.requireNonNull(reason, "reason");
    }
}
