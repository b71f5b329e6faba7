package escarmouche.rules.movement;

import java.util.List;
import java.util.Objects;

/**
 * The creatures a move could provoke, in combatant order, whether moving on inside one's reach provokes
 * too, and what the mover's earlier steps this turn already did.
 *
 * @param secondStepProvokes OA-WITHIN (house rules): the second step this turn that starts and ends within
 *                           the same creature's reach provokes it. False in plain 5e.
 * @param before             the mover's steps earlier this turn: a creature whose reach it already
 *                           stepped inside once is provoked by the next such step; one it already met
 *                           is not provoked again
 */
public record Threats(List<Threat> threats, boolean secondStepProvokes, ReachSteps before) {
    public static final Threats NONE = new Threats(List.of(), true);

    public Threats {
        threats = List.copyOf(threats);
        Objects.requireNonNull(before, "before");
    }

    /** Threats for a creature that has not stepped yet this turn. */
    public Threats(List<Threat> threats, boolean secondStepProvokes) {
        this(threats, secondStepProvokes, ReachSteps.NONE);
    }

    public boolean isEmpty() {
        return threats.isEmpty();
    }
}
