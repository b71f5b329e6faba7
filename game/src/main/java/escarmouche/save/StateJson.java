package escarmouche.save;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import escarmouche.engine.battle.LoggedEvent;
import escarmouche.eventlog.EventJson;
import escarmouche.events.StateEvent;

/** The {@code combatants} of a {@code state} event as compact JSON, as the event log writes them. */
final class StateJson {
    private final EventJson events = new EventJson();
    private final ObjectMapper json = new ObjectMapper();

    String of(StateEvent state) {
        try {
            JsonNode line = json.readTree(events.line(new LoggedEvent(0, 0, state)));
            return json.writeValueAsString(line.path("combatants"));
        } catch (java.io.IOException e) {
            throw new IllegalStateException("the event log writes JSON", e);
        }
    }
}
