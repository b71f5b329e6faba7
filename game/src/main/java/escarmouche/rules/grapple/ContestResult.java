package escarmouche.rules.grapple;

import escarmouche.rules.movement.D20Roll;
import java.util.Optional;

/**
 * The outcome of a contest. The rolls are absent when the acting side won automatically (its target
 * was incapacitated).
 *
 * @param actor     the side that acts (grappler, escaping creature, shover)
 * @param other     the side that resists
 * @param actorWins whether the actor beat the other; a tie leaves things as they were, so it goes to
 *                  the other side
 */
public record ContestResult(String rule, ContestSide actor, ContestSide other, Optional<D20Roll> actorRoll,
                            Optional<D20Roll> otherRoll, boolean actorWins) {
    public boolean automatic() {
        return actorRoll.isEmpty();
    }

    public String winnerId() {
        return actorWins ? actor.id() : other.id();
    }
}
