package escarmouche.testing;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;

/** Reads the JSON event log of a run: events by type and actor, rule lists, the final state. */
public final class Logs {
    private Logs() {}

    /** Events of a type whose {@code field} is {@code value}, in log order. */
    public static List<JsonNode> of(List<JsonNode> events, String type, String field, String value) {
        List<JsonNode> out = new ArrayList<>();
        for (JsonNode e : Runs.ofType(events, type)) {
            if (e.has(field) && e.get(field).asText().equals(value)) out.add(e);
        }
        return out;
    }

    /** The {@code rule} field as a list (absent: empty; one rule: a list of one). */
    public static List<String> rules(JsonNode event) {
        List<String> out = new ArrayList<>();
        JsonNode r = event.get("rule");
        if (r == null) return out;
        if (r.isArray()) for (JsonNode x : r) out.add(x.asText());
        else out.add(r.asText());
        return out;
    }

    /** One combatant of the run's final {@code state} event. */
    public static JsonNode state(List<JsonNode> events, String id) {
        JsonNode last = events.get(events.size() - 1);
        for (JsonNode c : last.get("combatants")) if (c.get("id").asText().equals(id)) return c;
        throw new AssertionError("no combatant " + id + " in the final state");
    }

    /** Its final square as "x,y". */
    public static String at(List<JsonNode> events, String id) {
        JsonNode at = state(events, id).get("at");
        return at.get(0).asInt() + "," + at.get(1).asInt();
    }

    public static boolean hasCondition(List<JsonNode> events, String id, String condition) {
        for (JsonNode c : state(events, id).get("conditions")) if (c.asText().equals(condition)) return true;
        return false;
    }

    /** Sequence numbers, to check the order in which things happened. */
    public static int seq(JsonNode event) {
        return event.get("seq").asInt();
    }

    /** Squares entered, as "x,y" strings, in order. */
    public static List<String> squares(List<JsonNode> moves) {
        List<String> out = new ArrayList<>();
        for (JsonNode m : moves) out.add(m.get("to").get(0).asInt() + "," + m.get("to").get(1).asInt());
        return out;
    }
}
