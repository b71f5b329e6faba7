package escarmouche.rules.movement;

import java.util.List;
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

    /**
     * Whether one of the mover's footprints along {@code path} stands within its reach. One that never
     * does is neither left nor stepped within on that path: a {@link ReachWatch} gives the same triggers
     * and the same turn count without it.
     */
    public boolean reachesAny(List<Body> path) {
        for (int i = 0; i < path.size(); i++) if (reaches(path.get(i))) return true;
        return false;
    }
}
