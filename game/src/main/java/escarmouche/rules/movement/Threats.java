package escarmouche.rules.movement;

import java.util.List;

/**
 * The creatures a move could provoke, in combatant order, and whether moving on inside one's reach
 * provokes too.
 *
 * @param secondStepProvokes OA-WITHIN (house rules): the second step that starts and ends within the
 *                           same creature's reach provokes it. False in plain 5e.
 */
public record Threats(List<Threat> threats, boolean secondStepProvokes) {
    public static final Threats NONE = new Threats(List.of(), true);

    public Threats {
        threats = List.copyOf(threats);
    }

    public boolean isEmpty() {
        return threats.isEmpty();
    }
}
