package escarmouche.rules.movement;

import escarmouche.rules.grid.Pos;
import java.util.List;

/** Whether one step is allowed and what it costs. */
public sealed interface StepVerdict {
    /** A legal step: its price in squares of movement and the rules that set it. */
    record Allowed(Pos from, Pos to, int cost, List<String> rules) implements StepVerdict {
        public Allowed {
            rules = List.copyOf(rules);
        }
    }

    /** An impossible step, whatever movement is left. */
    record Forbidden(Pos from, Pos to, Refusal refusal) implements StepVerdict {}
}
