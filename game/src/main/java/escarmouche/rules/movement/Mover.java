package escarmouche.rules.movement;

import escarmouche.rules.core.Condition;
import java.util.Collection;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * The creature that moves, with what changes how it moves.
 *
 * @param conditions  its conditions: PRONE makes it crawl (MOVE-PRONE); GRAPPLED, RESTRAINED and the
 *                    conditions that stop movement forbid any step
 * @param dragFactor  1, or 2 while it drags a grappled creature at half speed (GRAP-DRAG, see
 *                    {@code rules.grapple.Grapple#dragFactor}); every step costs that many times more
 * @param squeezing   whether it may squeeze through a narrow space (MOVE-SQUEEZE): where its own
 *                    footprint does not fit it takes that of the next size down, and such a step costs
 *                    1 more; always for a creature that stands squeezed, whose move starts there
 * @param fearSources the creatures it is frightened of, seen or not (COND-FRIGHTENED): no step may bring
 *                    it closer to any of them
 */
public record Mover(String id, Body body, Set<Condition> conditions, int dragFactor, boolean squeezing,
                    List<Body> fearSources) {
    public Mover {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(body, "body");
        conditions = copy(conditions);
        if (dragFactor < 1) throw new IllegalArgumentException("drag factor is 1 or more: " + dragFactor);
        fearSources = List.copyOf(fearSources);
    }

    /** A creature walking normally: no conditions, nothing dragged, no fear. */
    public static Mover of(String id, Body body) {
        return new Mover(id, body, Set.of(), 1, false, List.of());
    }

    public Mover withBody(Body b) {
        return new Mover(id, b, conditions, dragFactor, squeezing, fearSources);
    }

    public Mover withConditions(Collection<Condition> cs) {
        return new Mover(id, body, copy(cs), dragFactor, squeezing, fearSources);
    }

    public Mover dragging(int factor) {
        return new Mover(id, body, conditions, factor, squeezing, fearSources);
    }

    public Mover squeezing(boolean on) {
        return new Mover(id, body, conditions, dragFactor, on, fearSources);
    }

    public Mover afraidOf(List<Body> sources) {
        return new Mover(id, body, conditions, dragFactor, squeezing, sources);
    }

    /** A prone creature can only crawl (MOVE-PRONE). */
    public boolean crawling() {
        return conditions.contains(Condition.PRONE);
    }

    /** The footprint it moves where it is squeezed: its own, or the smaller one while squeezing. */
    public Body movingBody() {
        return squeezing ? body.squeezed() : body;
    }

    /** No condition: most movers have none, and a read-only empty set can be shared (as {@code Reactor} does). */
    private static final Set<Condition> NONE = Collections.unmodifiableSet(EnumSet.noneOf(Condition.class));

    private static Set<Condition> copy(Collection<Condition> cs) {
        if (cs.isEmpty()) return NONE;
        return Collections.unmodifiableSet(EnumSet.copyOf(cs));
    }
}
