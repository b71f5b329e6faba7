package escarmouche.rules.opportunity;

import java.util.List;

/**
 * What the mover's Disengage this turn does to opportunity attacks (OA-DISENGAGE).
 *
 * @param everyone plain 5e: Disengage stops every opportunity attack this turn
 * @param beaten   house rules: the creatures it beat in the roll-off, which cannot strike it this turn
 */
public record DisengageState(boolean everyone, List<String> beaten) {
    public static final DisengageState NONE = new DisengageState(false, List.of());

    public DisengageState {
        beaten = List.copyOf(beaten);
    }

    public boolean shields(String reactorId) {
        return everyone || beaten.contains(reactorId);
    }
}
