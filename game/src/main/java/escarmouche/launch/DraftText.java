package escarmouche.launch;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import escarmouche.content.load.json.JsonReader;
import escarmouche.lang.Language;
import escarmouche.ui.draft.DraftCreature;
import escarmouche.ui.draft.DraftNames;
import escarmouche.ui.draft.DraftDoor;
import escarmouche.ui.draft.DraftHiding;
import escarmouche.ui.draft.EncounterDraft;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * Writes an encounter draft as a scenario file of the contract's format (format 1), keeping every field of
 * the scenario it was read from that the builder does not edit. The layout is the one the docs use: one
 * field a line, the map one row a line, one combatant a line, so the line numbers of {@code ./play check}
 * point at something a person can find.
 */
final class DraftText {
    private DraftText() {}

    /** The top-level fields the builder writes itself; the others come from the scenario it was read from. */
    private static final Set<String> WRITTEN = Set.of("format", "name", "difficulty", "rules", "seed", "map", "doors", "combatants");
    /** The combatant fields the builder edits. */
    private static final Set<String> EDITED = Set.of("id", "name", "template", "side", "at", "hp", "behavior", "hidden", "control");
    /** Combatant fields that name another combatant. */
    private static final List<String> REFERENCES = List.of("master", "charmedBy", "frightenedBy");

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    /** @param maps the content's maps by id (null for an id it lacks), to tell whether a named map was edited */
    static String write(EncounterDraft draft, Function<String, DraftReading.NamedMap> maps) {
        ObjectNode base = base(draft.base());
        Map<String, ObjectNode> originals = new HashMap<>();
        for (JsonNode c : base.path("combatants")) {
            if (c instanceof ObjectNode o && o.path("id").isTextual()) originals.putIfAbsent(o.path("id").asText(), o);
        }
        // A creature renamed in the builder is still the one other fields name.
        Map<String, String> renamed = new HashMap<>();
        Set<String> ids = new LinkedHashSet<>();
        for (DraftCreature c : draft.creatures()) {
            ids.add(c.id());
            if (c.origin() != null) renamed.putIfAbsent(c.origin(), c.id());
        }

        List<String> lines = new ArrayList<>();
        lines.add("\"format\": 1");
        lines.add("\"name\": " + text(NODES.textNode(draft.name())));
        if (base.has("description")) lines.add(field("description", base.get("description")));
        if (draft.difficulty() != null) lines.add("\"difficulty\": " + text(NODES.textNode(draft.difficulty())));
        lines.add("\"rules\": " + text(NODES.textNode(draft.rules())));
        if (draft.seed() != null) lines.add("\"seed\": " + draft.seed());
        lines.add(map(draft, base.get("map"), maps));
        if (!draft.doors().isEmpty()) {
            ArrayNode doors = NODES.arrayNode();
            for (DraftDoor d : draft.doors()) {
                ObjectNode o = doors.addObject();
                o.set("at", at(d.x(), d.y()));
                o.put("dc", d.dc());
            }
            lines.add(field("doors", doors));
        }
        List<String> combatants = new ArrayList<>();
        Set<String> groups = new HashSet<>();
        for (DraftCreature c : draft.creatures()) {
            ObjectNode o = combatant(c, originals.get(c.origin()), renamed, ids);
            if (o.path("group").isTextual()) groups.add(o.path("group").asText());
            combatants.add("    " + text(o));
        }
        lines.add("\"combatants\": [\n" + String.join(",\n", combatants) + (combatants.isEmpty() ? "]" : "\n  ]"));
        Iterator<Map.Entry<String, JsonNode>> rest = base.fields();
        while (rest.hasNext()) {
            Map.Entry<String, JsonNode> f = rest.next();
            if (WRITTEN.contains(f.getKey()) || f.getKey().equals("description")) continue;
            JsonNode kept = kept(f.getKey(), f.getValue(), renamed, ids, groups, !draft.name().equals(base.path("name").asText(null)));
            if (kept != null) lines.add(field(f.getKey(), kept));
        }
        return "{\n  " + String.join(",\n  ", lines) + "\n}\n";
    }

    /**
     * The map as the scenario it was read from gave it, as far as the builder left it alone: a map of
     * content/maps/ named by id stays that id while its squares are the same (a fix to the content's map then
     * reaches the encounter too); drawn over, it is written inline under the content map's name and
     * description. An inline map keeps its own name and description (scenarios.md allows both).
     */
    private static String map(EncounterDraft draft, JsonNode original, Function<String, DraftReading.NamedMap> maps) {
        if (original != null && original.isTextual()) {
            DraftReading.NamedMap named = maps.apply(original.asText());
            // An id the content lacks opened as no squares at all: nothing was drawn, and check names the id.
            boolean same = named == null ? draft.rows().isEmpty() : named.drawnAs(draft.rows(), draft.legend());
            if (same) return field("map", original);
            return inline(draft, named == null || named.name() == null ? null : NODES.textNode(named.name()),
                    named == null || named.description() == null ? null : NODES.textNode(named.description()));
        }
        return original instanceof ObjectNode own ? inline(draft, own.get("name"), own.get("description"))
                : inline(draft, null, null);
    }

    /** The map written in the file, one row a line, after its name and description when it has them. */
    private static String inline(EncounterDraft draft, JsonNode name, JsonNode description) {
        List<String> rows = new ArrayList<>();
        for (String r : draft.rows()) rows.add("      " + text(NODES.textNode(r)));
        StringBuilder sb = new StringBuilder("\"map\": {\n");
        if (name != null) sb.append("    ").append(field("name", name)).append(",\n");
        if (description != null) sb.append("    ").append(field("description", description)).append(",\n");
        sb.append("    \"rows\": [\n").append(String.join(",\n", rows)).append("\n    ]");
        if (!draft.legend().isEmpty()) {
            ObjectNode legend = NODES.objectNode();
            for (Map.Entry<Character, String> e : draft.legend().entrySet()) legend.put(String.valueOf(e.getKey()), e.getValue());
            sb.append(",\n    \"legend\": ").append(text(legend));
        }
        return sb.append("\n  }").toString();
    }

    private static ObjectNode combatant(DraftCreature c, ObjectNode original, Map<String, String> renamed, Set<String> ids) {
        ObjectNode o = NODES.objectNode();
        o.put("id", c.id());
        if (c.names().name() != null) o.put("name", c.names().name());
        o.put("template", c.template());
        if (c.side() != null) o.put("side", c.side());
        o.set("at", at(c.x(), c.y()));
        if (c.hp() != null) o.put("hp", c.hp());
        if (DraftCreature.WRITTEN_IN_FILE.equals(c.behavior())) {
            if (original != null && original.has("behavior")) o.set("behavior", original.get("behavior"));
        } else if (c.behavior() != null) {
            o.put("behavior", c.behavior());
        }
        if (c.hidden() != null) {
            if (c.hidden().rolls()) o.putObject("hidden").put("dc", c.hidden().value());
            else o.put("hidden", c.hidden().value());
        }
        if (c.control() != null) o.put("control", c.control());
        if (original != null) {
            Iterator<Map.Entry<String, JsonNode>> fields = original.fields();
            while (fields.hasNext()) {
                Map.Entry<String, JsonNode> f = fields.next();
                if (EDITED.contains(f.getKey())) continue;
                if (REFERENCES.contains(f.getKey()) && f.getValue().isTextual()) {
                    // A creature it named that is gone leaves no dangling name behind.
                    String to = renamed.getOrDefault(f.getValue().asText(), f.getValue().asText());
                    if (ids.contains(to)) o.put(f.getKey(), to);
                    continue;
                }
                o.set(f.getKey(), f.getValue());
            }
        }
        french(o, c.names());
        return o;
    }

    /**
     * The creature's French name and its gender, in its {@code "fr"} beside whatever else the file's own
     * gives: set, or taken out when the builder cleared them, and the {@code "fr"} with them once empty. A
     * {@code "fr"} that is not an object is left alone (the checks name it).
     */
    private static void french(ObjectNode o, DraftNames names) {
        JsonNode fr = o.get("fr");
        if (fr != null && !(fr instanceof ObjectNode)) return;
        if (names.fr() == null && names.gender() == null && fr == null) return;
        ObjectNode copy = fr == null ? NODES.objectNode() : ((ObjectNode) fr).deepCopy();
        put(copy, "name", names.fr());
        put(copy, "gender", names.gender());
        if (copy.isEmpty()) o.remove("fr");
        else o.set("fr", copy);
    }

    private static void put(ObjectNode o, String field, String value) {
        if (value == null) o.remove(field);
        else o.put(field, value);
    }

    /**
     * A top-level field kept from the original, its creature names brought up to date, and in a language
     * object only the names of the initiative groups some creature is still in ({@code groups}); null to drop it.
     */
    /**
     * @param renamedEncounter whether the builder gave the encounter another name: a language's translation of
     *                         the old one would go on showing in that language (a copy renamed "La crypte de
     *                         Marc" fought as "Embuscade dans la crypte"), so it goes and the new name shows
     */
    private static JsonNode kept(String name, JsonNode value, Map<String, String> renamed, Set<String> ids,
                                 Set<String> groups, boolean renamedEncounter) {
        boolean languageBlock = Language.parse(name).isPresent();
        if (value instanceof ObjectNode language && (languageBlock || language.get("groups") instanceof ObjectNode)) {
            ObjectNode copy = language.deepCopy();
            if (language.get("groups") instanceof ObjectNode names) {
                // The check refuses the name of a group nobody is in: the creatures of the group were removed.
                ObjectNode left = names.deepCopy().retain(groups);
                if (left.isEmpty()) copy.remove("groups");
                else copy.set("groups", left);
            }
            if (languageBlock && renamedEncounter) copy.remove("name");
            return copy.isEmpty() ? null : copy;
        }
        if (name.equals("initiative") && value.isArray()) {
            // A fixed order must name every creature exactly once: after creatures came or went, it is dropped.
            ArrayNode order = NODES.arrayNode();
            Set<String> named = new HashSet<>();
            for (JsonNode id : value) {
                String to = renamed.getOrDefault(id.asText(), id.asText());
                order.add(to);
                named.add(to);
            }
            return named.equals(ids) && order.size() == ids.size() ? order : null;
        }
        if (name.equals("planned") && value.isArray()) {
            ArrayNode plans = NODES.arrayNode();
            for (JsonNode p : value) {
                if (!(p instanceof ObjectNode o) || !o.path("target").isTextual()) {
                    plans.add(p);
                    continue;
                }
                String to = renamed.getOrDefault(o.path("target").asText(), o.path("target").asText());
                if (!ids.contains(to)) continue;
                ObjectNode copy = o.deepCopy();
                copy.put("target", to);
                plans.add(copy);
            }
            return plans.isEmpty() ? null : plans;
        }
        return value;
    }

    private static ArrayNode at(int x, int y) {
        ArrayNode a = NODES.arrayNode();
        a.add(x);
        a.add(y);
        return a;
    }

    /**
     * The scenario {@code text} reduced to its {@code map} field, as the base of a new encounter drawn on that
     * map ({@link EncounterDraft#mapOnly}): what {@link #map} needs to keep the map's id, or its name and
     * description, and nothing else of the encounter it came from. Null when it has no map.
     */
    static String mapOnly(String text) {
        JsonNode map = base(text).get("map");
        if (map == null) return null;
        ObjectNode only = NODES.objectNode();
        only.set("map", map);
        return text(only);
    }

    /**
     * The scenario text {@code baseText} named {@code name}, and {@code fr} in its {@code "fr"} (made when it has
     * none; a {@code "fr"} that is not an object is left alone, the checks name it): a draft of that name written
     * over it keeps the French name as its own rather than drop it as a rename's.
     */
    static String named(String baseText, String name, String fr) {
        ObjectNode base = base(baseText).deepCopy();
        base.put("name", name);
        JsonNode language = base.get(Language.FR.code());
        if (language == null) language = base.putObject(Language.FR.code());
        if (language instanceof ObjectNode french) french.put("name", fr);
        return base.toString();
    }

    /** The French name of the scenario the draft was read from, while the draft keeps its name; else null. */
    static String frenchName(EncounterDraft draft) {
        ObjectNode base = base(draft.base());
        if (!draft.name().equals(base.path("name").asText(null))) return null;
        JsonNode name = base.path(Language.FR.code()).path("name");
        return name.isTextual() ? name.asText() : null;
    }

    private static ObjectNode base(String text) {
        if (text == null) return NODES.objectNode();
        try {
            return JSON.readTree(JsonReader.withoutBom(text)) instanceof ObjectNode o ? o : NODES.objectNode();
        } catch (JsonProcessingException e) {
            return NODES.objectNode();
        }
    }

    private static String field(String name, JsonNode value) {
        return text(NODES.textNode(name)) + ": " + text(value);
    }

    private static String text(JsonNode node) {
        try {
            return JSON.writeValueAsString(node);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a tree built in memory always writes", e);
        }
    }
}
