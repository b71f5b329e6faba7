package escarmouche.rules.opportunity;

import escarmouche.rules.core.Condition;
import escarmouche.rules.movement.Body;
import java.util.Collection;
import java.util.Collections;
import java.util.EnumSet;
import java.util.Objects;
import java.util.Set;

/**
 * A creature hostile to the mover, as the opportunity-attack rules see it.
 *
 * @param reach       its melee reach in squares (1, 2 with a reach weapon)
 * @param conditions  its conditions (incapacitating ones, SURPRISED and, under house rules, FRIGHTENED
 *                    stop it from striking: OA-NONE)
 * @param hasReaction whether its reaction is still unspent this round (OA-REACTION)
 * @param seesMover   whether it can see the mover (OA-LEAVE: only a creature that sees it)
 * @param charmedByMover whether the mover charmed it (COND-CHARMED: it may not attack its charmer)
 */
public record Reactor(String id, Body body, int reach, Set<Condition> conditions, boolean hasReaction,
                      boolean seesMover, boolean charmedByMover) {
    public Reactor {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(body, "body");
        conditions = copy(conditions);
    }

    /** A reactor the mover has not charmed. */
    public Reactor(String id, Body body, int reach, Set<Condition> conditions, boolean hasReaction, boolean seesMover) {
        this(id, body, reach, conditions, hasReaction, seesMover, false);
    }

    /** A creature ready to strike: reaction unspent, sees the mover, no conditions. */
    public static Reactor ready(String id, Body body, int reach) {
        return new Reactor(id, body, reach, Set.of(), true, true);
    }

    public Reactor withConditions(Collection<Condition> cs) {
        return new Reactor(id, body, reach, copy(cs), hasReaction, seesMover, charmedByMover);
    }

    public Reactor withReaction(boolean has) {
        return new Reactor(id, body, reach, conditions, has, seesMover, charmedByMover);
    }

    public Reactor seeing(boolean sees) {
        return new Reactor(id, body, reach, conditions, hasReaction, sees, charmedByMover);
    }

    public Reactor charmedByMover(boolean charmed) {
        return new Reactor(id, body, reach, conditions, hasReaction, seesMover, charmed);
    }

    /** No condition: most reactors have none, and a read-only empty set can be shared. */
    private static final Set<Condition> NONE = Collections.unmodifiableSet(EnumSet.noneOf(Condition.class));

    private static Set<Condition> copy(Collection<Condition> cs) {
        if (cs.isEmpty()) return NONE;
        return Collections.unmodifiableSet(EnumSet.copyOf(cs));
    }
}
