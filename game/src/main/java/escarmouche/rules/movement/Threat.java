package escarmouche.rules.movement;

import java.util.Objects;

/**
 * A hostile creature able to make an opportunity attack against the mover during this move (already
 * filtered by {@code rules.opportunity}: it has its reaction, sees the mover, is not incapacitated ...).
 *
 * @param reach squares from any square of its footprint
 */
public record Threat(String id, Body body, int reach) {
    public Threat {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(body, "body");
        if (reach < 0) throw new IllegalArgumentException("reach is 0 or more: " + reach);
    }

    /** Whether a mover with this footprint stands within this creature's reach. */
    public boolean reaches(Body mover) {
        return body.withinReach(mover, reach);
    }
}
