package escarmouche.eventlog;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import escarmouche.engine.battle.LoggedEvent;
import escarmouche.events.DamageEvent;
import escarmouche.events.Event;
import escarmouche.events.NoteEvent;
import escarmouche.rules.grid.Pos;
import java.io.IOException;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * Writes events as JSON Lines: {@code seq}, {@code round}, {@code type}, {@code rule} (a string, or a
 * list when several rules fired; absent when none), then the event's own fields in declaration order.
 * Squares are written {@code [x, y]}. The output is byte-for-byte stable for the same events.
 */
public final class EventJson {
    private final ObjectMapper mapper;

    public EventJson() {
        SimpleModule module = new SimpleModule("escarmouche-events");
        module.addSerializer(Pos.class, new PosSerializer());
        this.mapper = JsonMapper.builder()
                .addModule(module)
                .addMixIn(DamageEvent.class, DamageEventMixin.class)
                .addMixIn(NoteEvent.class, NoteEventMixin.class)
                .serializationInclusion(JsonInclude.Include.NON_NULL)
                .build();
    }

    /** One event as a single line of JSON, without the line break. */
    public String line(LoggedEvent logged) {
        Event event = logged.event();
        ObjectNode out = mapper.createObjectNode();
        out.put("seq", logged.seq());
        out.put("round", logged.round());
        out.put("type", event.type());
        List<String> rules = event.rule();
        if (rules.size() == 1) out.put("rule", rules.get(0));
        else if (rules.size() > 1) out.set("rule", mapper.valueToTree(rules));
        JsonNode fields = mapper.valueToTree(event);
        for (Iterator<Map.Entry<String, JsonNode>> it = fields.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> f = it.next();
            if (!f.getKey().equals("rule")) out.set(f.getKey(), f.getValue());
        }
        try {
            return mapper.writeValueAsString(out);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write event " + event.type(), e);
        }
    }

    /**
     * An event's own fields as {@link #line} writes them, as a tree (a reader that wants a part of the line, such as a
     * state's combatants, without writing the whole line and reading it back).
     */
    public JsonNode fields(Event event) {
        return mapper.valueToTree(event);
    }

    /** {@code final} is a Java keyword: the record calls it {@code final_}, the log {@code final}. */
    abstract static class DamageEventMixin {
        @JsonProperty("final")
        abstract int final_();
    }

    /**
     * A note on damage dealt to a thing (a net being cut) writes what the thing took beside its other fields,
     * {@code "object": "net", "target": ...}, as every other event writes its own: no nested object to look into.
     */
    abstract static class NoteEventMixin {
        @JsonUnwrapped
        abstract NoteEvent.Cut cut();
    }

    private static final class PosSerializer extends StdSerializer<Pos> {
        PosSerializer() {
            super(Pos.class);
        }

        @Override
        public void serialize(Pos p, JsonGenerator gen, SerializerProvider provider) throws IOException {
            gen.writeStartArray();
            gen.writeNumber(p.x());
            gen.writeNumber(p.y());
            gen.writeEndArray();
        }
    }
}
