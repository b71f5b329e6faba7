package escarmouche.save;

import com.fasterxml.jackson.databind.ObjectMapper;
import escarmouche.eventlog.EventJson;
import escarmouche.events.StateEvent;

/**
 * The {@code combatants} of a {@code state} event as compact JSON, as the event log writes them. The writers are
 * made once and shared (they are thread-safe once built): a mapper made afresh learns again how to write each kind
 * of value, which made checking a 20-round save's keyframes cost four times its replay.
 */
final class StateJson {
    /** The shared writers, made when a state is first written: never on the title screen's way. */
    private static final class Writers {
        static final EventJson EVENTS = new EventJson();
        static final ObjectMapper JSON = new ObjectMapper();
    }

    String of(StateEvent state) {
        try {
            // The combatants as the line holds them, without writing the line and reading it back.
            return Writers.JSON.writeValueAsString(Writers.EVENTS.fields(state).path("combatants"));
        } catch (java.io.IOException e) {
            throw new IllegalStateException("the event log writes JSON", e);
        }
    }
}
