package escarmouche.rules.grapple;

import escarmouche.rules.movement.Body;
import escarmouche.rules.movement.Refusal;
import java.util.List;
import java.util.Optional;

/**
 * Where a shoved creature is pushed (SHOVE, MOVE-FORCED). When the square is blocked the creature stays
 * where it is and {@code blocked} says why; the shove itself still succeeded.
 *
 * @param dx,dy the push direction, each -1, 0 or 1
 */
public record Push(Body from, Body to, int dx, int dy, Optional<Refusal> blocked, List<String> rules) {
    public Push {
        rules = List.copyOf(rules);
    }

    public boolean moved() {
        return blocked.isEmpty();
    }
}
