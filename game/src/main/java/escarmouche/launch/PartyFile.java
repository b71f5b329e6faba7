package escarmouche.launch;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import escarmouche.save.AtomicFile;
import escarmouche.ui.ErrorLog;
import escarmouche.ui.page.PartyMember;
import escarmouche.ui.page.PartyMemory;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The party a player last took into each encounter, kept between sessions in {@code parties.json}: in the
 * local saves folder, or on a server in the player's own folder. A file that is missing, too big or not of
 * this form remembers nothing, never an error on screen, and an entry that is not of it is skipped. What it
 * holds is only offered: the party page opens the encounter with it as it opens any party, and drops one
 * the encounter refuses, so a file written by hand can do no more than the party page can. A failure to
 * write it goes to the error log.
 */
public final class PartyFile implements PartyMemory {
    /** The file's name in its folder. */
    static final String NAME = "parties.json";
    /** The encounters remembered, the latest fought first: the oldest is forgotten past this many. */
    static final int ENCOUNTERS = 40;
    /** More members than any party page lets a party have: a longer list is not of this form. */
    private static final int MEMBERS = 12;
    /** The longest id, name, class or item this file reads back: the party page's own are far shorter. */
    private static final int TEXT = 80;
    /** More armour pieces and kinds of items than a member carries. */
    private static final int PIECES = 32;
    /** Far more than the largest file of {@link #ENCOUNTERS} parties: a bigger file is not read. */
    private static final long MAX_SIZE = 512 * 1024;

    private final Path file;
    private final ErrorLog errors;

    public PartyFile(Path folder, ErrorLog errors) {
        this.file = folder.resolve(NAME);
        this.errors = errors;
    }

    @Override
    public Optional<List<PartyMember>> remembered(String encounter) {
        return Optional.ofNullable(read().get(encounter));
    }

    @Override
    public void remember(String encounter, List<PartyMember> party) {
        Map<String, List<PartyMember>> kept = read();
        if (party == null && !kept.containsKey(encounter)) return;
        // The latest first: this encounter's party moves to the front, and the oldest falls off the end.
        Map<String, List<PartyMember>> next = new LinkedHashMap<>();
        if (party != null) next.put(encounter, List.copyOf(party));
        for (Map.Entry<String, List<PartyMember>> e : kept.entrySet()) {
            if (next.size() >= ENCOUNTERS) break;
            if (!e.getKey().equals(encounter)) next.put(e.getKey(), e.getValue());
        }
        try {
            AtomicFile.write(file, text(next));
        } catch (IOException | RuntimeException e) {
            errors.write("keeping the party of " + encounter + " in " + file, e);
        }
    }

    /** The parties the file holds, the latest first; nothing when there is no readable file of this form. */
    Map<String, List<PartyMember>> read() {
        Map<String, List<PartyMember>> out = new LinkedHashMap<>();
        try {
            if (!Files.isRegularFile(file) || Files.size(file) > MAX_SIZE) return out;
            JsonNode root = json().readTree(Files.readString(file, StandardCharsets.UTF_8));
            JsonNode encounters = root == null ? null : root.get("encounters");
            if (encounters == null || !encounters.isArray()) return out;
            for (JsonNode e : encounters) {
                if (out.size() >= ENCOUNTERS) break;
                String id = text(e, "encounter");
                List<PartyMember> party = party(e.get("party"));
                if (id != null && party != null && !out.containsKey(id)) out.put(id, party);
            }
        } catch (IOException | RuntimeException e) {
            return new LinkedHashMap<>();
        }
        return out;
    }

    private static List<PartyMember> party(JsonNode node) {
        if (node == null || !node.isArray() || node.isEmpty() || node.size() > MEMBERS) return null;
        List<PartyMember> out = new ArrayList<>();
        for (JsonNode m : node) {
            PartyMember member = member(m);
            if (member == null) return null;
            out.add(member);
        }
        return out;
    }

    /** A member as the party page made it, or null when any field is not of that form. */
    private static PartyMember member(JsonNode m) {
        String id = text(m, "id");
        String name = text(m, "name");
        String template = text(m, "template");
        JsonNode byHand = m.get("byHand");
        if (id == null || name == null || template == null || byHand == null || !byHand.isBoolean()) return null;
        JsonNode level = m.get("level");
        if (level != null && !level.isNull() && (!level.isInt() || level.intValue() < 1 || level.intValue() > 20)) return null;
        String weapon = text(m, "weapon");
        if (weapon == null && present(m, "weapon")) return null;
        String gender = text(m, "gender");
        if (gender == null && present(m, "gender")) return null;
        List<String> armor = null;
        JsonNode a = m.get("armor");
        if (a != null && !a.isNull()) {
            if (!a.isArray() || a.size() > PIECES) return null;
            armor = new ArrayList<>();
            for (JsonNode piece : a) {
                if (!piece.isTextual() || piece.textValue().isEmpty() || piece.textValue().length() > TEXT) return null;
                armor.add(piece.textValue());
            }
        }
        Map<String, Integer> items = null;
        JsonNode i = m.get("items");
        if (i != null && !i.isNull()) {
            if (!i.isObject() || i.size() > PIECES) return null;
            items = new LinkedHashMap<>();
            for (Iterator<Map.Entry<String, JsonNode>> it = i.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> item = it.next();
                JsonNode count = item.getValue();
                if (item.getKey().isEmpty() || item.getKey().length() > TEXT || !count.isInt() || count.intValue() < 0
                        || count.intValue() > 99) return null;
                items.put(item.getKey(), count.intValue());
            }
        }
        Integer lvl = level == null || level.isNull() ? null : level.intValue();
        return new PartyMember(id, name, template, lvl, weapon, armor, items, byHand.booleanValue(), gender);
    }

    /** A field's text, when it is a string of a length this file reads back; else null. */
    private static String text(JsonNode node, String field) {
        JsonNode v = node.get(field);
        return v != null && v.isTextual() && !v.textValue().isEmpty() && v.textValue().length() <= TEXT ? v.textValue() : null;
    }

    /** Whether a field is there with a value (not missing, not null). */
    private static boolean present(JsonNode node, String field) {
        JsonNode v = node.get(field);
        return v != null && !v.isNull();
    }

    private static String text(Map<String, List<PartyMember>> parties) throws IOException {
        ObjectMapper json = json();
        ObjectNode root = json.createObjectNode();
        root.put("format", 1);
        ArrayNode encounters = root.putArray("encounters");
        for (Map.Entry<String, List<PartyMember>> e : parties.entrySet()) {
            ObjectNode entry = encounters.addObject();
            entry.put("encounter", e.getKey());
            ArrayNode party = entry.putArray("party");
            for (PartyMember m : e.getValue()) {
                ObjectNode member = party.addObject();
                member.put("id", m.id());
                member.put("name", m.name());
                member.put("template", m.template());
                if (m.level() != null) member.put("level", m.level());
                if (m.weapon() != null) member.put("weapon", m.weapon());
                if (m.armor() != null) {
                    ArrayNode armor = member.putArray("armor");
                    m.armor().forEach(armor::add);
                }
                if (m.items() != null) {
                    ObjectNode items = member.putObject("items");
                    m.items().forEach(items::put);
                }
                member.put("byHand", m.byHand());
                if (m.gender() != null) member.put("gender", m.gender());
            }
        }
        return json.writeValueAsString(root) + "\n";
    }

    /**
     * A mapper made when the file is first read, on the party page, not as the game starts: set up with the
     * title screen, Jackson would take its time from the terminal's opening.
     */
    private static ObjectMapper json() {
        return new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
    }
}
