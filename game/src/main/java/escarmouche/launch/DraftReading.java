package escarmouche.launch;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import escarmouche.content.load.json.JsonReader;
import escarmouche.ui.draft.DraftCreature;
import escarmouche.ui.draft.DraftDoor;
import escarmouche.ui.draft.DraftHiding;
import escarmouche.ui.draft.DraftNames;
import escarmouche.ui.draft.EncounterDraft;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * Reads a scenario's text into an encounter draft. It is lenient on purpose: a file with mistakes opens
 * with what can be read, and the builder's checks then name the mistakes with the loader's words.
 */
final class DraftReading {
    private DraftReading() {}

    /**
     * The map of content/maps/ a scenario names: its rows and legend, as that file wrote them, and its name and
     * description (null when it has none), which a copy drawn inline keeps once its squares are edited.
     */
    record NamedMap(List<String> rows, Map<Character, String> legend, String name, String description) {
        NamedMap(List<String> rows, Map<Character, String> legend) {
            this(rows, legend, null, null);
        }

        /** Whether the builder's squares are still this map's: the same rows (squared as read) and legend. */
        boolean drawnAs(List<String> draftRows, Map<Character, String> draftLegend) {
            return square(rows).equals(draftRows) && legend.equals(draftLegend);
        }
    }

    /**
     * @param fallbackName the name when the file has none (its file name without {@code .json})
     * @param isClass      whether a template is a class (its creature defaults to the party's side)
     * @param maps         the content's maps by id (null when there is none of that id)
     * @return the draft, or null when the text is not a JSON object
     */
    static EncounterDraft read(String text, String fallbackName, Predicate<String> isClass,
                               Function<String, NamedMap> maps) {
        JsonNode root;
        try {
            root = new ObjectMapper().readTree(JsonReader.withoutBom(text));
        } catch (JsonProcessingException e) {
            return null;
        }
        if (root == null || !root.isObject()) return null;
        String name = root.path("name").isTextual() ? root.path("name").asText() : fallbackName;
        String difficulty = root.path("difficulty").isTextual() ? root.path("difficulty").asText() : null;
        Long seed = root.path("seed").canConvertToLong() ? root.path("seed").asLong() : null;
        String rules = root.path("rules").isTextual() ? root.path("rules").asText() : "house";
        List<String> rows = new ArrayList<>();
        Map<Character, String> legend = new TreeMap<>();
        JsonNode map = root.path("map");
        if (map.isTextual()) {
            NamedMap named = maps.apply(map.asText());
            if (named != null) {
                rows.addAll(named.rows());
                legend.putAll(named.legend());
            }
        } else {
            for (JsonNode r : map.path("rows")) if (r.isTextual()) rows.add(r.asText());
            legend.putAll(legend(map.path("legend")));
        }
        rows = square(rows);
        List<DraftDoor> doors = new ArrayList<>();
        for (JsonNode d : root.path("doors")) {
            if (d.path("at").size() == 2) doors.add(new DraftDoor(d.path("at").get(0).asInt(), d.path("at").get(1).asInt(), d.path("dc").asInt(15)));
        }
        List<DraftCreature> creatures = new ArrayList<>();
        for (JsonNode c : root.path("combatants")) creatures.add(creature(c, isClass));
        return new EncounterDraft(name, difficulty, seed, rules, rows, legend, doors, creatures, text, null);
    }

    static Map<Character, String> legend(JsonNode node) {
        Map<Character, String> legend = new TreeMap<>();
        Iterator<Map.Entry<String, JsonNode>> entries = node.fields();
        while (entries.hasNext()) {
            Map.Entry<String, JsonNode> e = entries.next();
            if (e.getKey().length() == 1 && e.getValue().isTextual()) legend.put(e.getKey().charAt(0), e.getValue().asText());
        }
        return legend;
    }

    /** Rows of unequal length are padded with floor, so the builder always edits a rectangle. */
    static List<String> square(List<String> rows) {
        int width = 0;
        for (String r : rows) width = Math.max(width, r.length());
        List<String> out = new ArrayList<>();
        for (String r : rows) out.add(r + ".".repeat(width - r.length()));
        return out;
    }

    private static DraftCreature creature(JsonNode c, Predicate<String> isClass) {
        String id = c.path("id").asText("");
        String template = c.path("template").asText("");
        String side = c.path("side").isTextual() ? c.path("side").asText() : isClass.test(template) ? "party" : "monsters";
        int x = c.path("at").path(0).asInt(0);
        int y = c.path("at").path(1).asInt(0);
        Integer hp = c.path("hp").canConvertToInt() ? c.path("hp").asInt() : null;
        JsonNode b = c.path("behavior");
        String behavior = b.isTextual() ? b.asText() : b.isObject() ? DraftCreature.WRITTEN_IN_FILE : null;
        JsonNode h = c.path("hidden");
        DraftHiding hidden = null;
        if (h.isNumber()) hidden = new DraftHiding(false, h.asInt());
        else if (h.has("dc")) hidden = new DraftHiding(true, h.path("dc").asInt());
        else if (h.path("check").asBoolean(false)) hidden = new DraftHiding(true, 10);
        String control = c.path("control").isTextual() ? c.path("control").asText() : null;
        JsonNode fr = c.path("fr");
        DraftNames names = new DraftNames(textOrNull(c.path("name")), textOrNull(fr.path("name")), textOrNull(fr.path("gender")));
        return new DraftCreature(id, template, side, x, y, hp, behavior, hidden, control, id.isEmpty() ? null : id, names);
    }

    private static String textOrNull(JsonNode n) {
        return n.isTextual() ? n.asText() : null;
    }
}
