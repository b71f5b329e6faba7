package escarmouche.launch;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import escarmouche.content.model.CombatantSpec;
import escarmouche.content.model.Scenario;
import escarmouche.rules.grid.Grid;
import escarmouche.rules.grid.Pos;
import escarmouche.ui.page.PartyMember;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * Writes a chosen party into an encounter's JSON: the party side's entries are kept, changed or removed,
 * new members are added after them on free squares next to the party. The result is plain scenario text,
 * read back by the ordinary loader (which checks it) and kept whole by a recording.
 */
final class PartyText {
    private static final String PARTY = "party";

    private PartyText() {}

    /**
     * @param root  the encounter's JSON, changed in place
     * @param party every member of the party side, in order
     * @param base  the encounter as the file says it (its map, who stands where)
     * @param kit   a class's own weapons, by class id (empty for anything else)
     */
    static void write(ObjectNode root, List<PartyMember> party, Scenario base, Function<String, List<String>> kit) {
        Map<String, PartyMember> byId = new LinkedHashMap<>();
        for (PartyMember m : party) byId.put(m.id(), m);
        ArrayNode combatants = (ArrayNode) root.path("combatants");
        ArrayNode out = combatants.arrayNode();
        Set<String> present = new HashSet<>();
        Set<String> removed = new HashSet<>();
        // The party side as the file means it: a hero written without a "side" is the party's (the format's
        // default for a class), which the entry's own text would not say.
        Set<String> partySide = new HashSet<>();
        for (CombatantSpec c : base.combatants()) if (PARTY.equals(c.side())) partySide.add(c.id());
        int afterParty = 0;
        for (JsonNode node : combatants) {
            String id = node.path("id").asText();
            boolean party0 = partySide.contains(id);
            if (party0 && !byId.containsKey(id)) {
                removed.add(id);
                continue;
            }
            if (party0 && node instanceof ObjectNode entry) {
                change(entry, byId.get(id), kit);
                present.add(id);
                out.add(entry);
                afterParty = out.size();
            } else {
                out.add(node);
            }
        }
        Free free = new Free(base);
        int insert = afterParty;
        List<String> added = new ArrayList<>();
        for (PartyMember m : party) {
            if (present.contains(m.id())) continue;
            ObjectNode entry = out.objectNode();
            entry.put("id", m.id());
            entry.put("template", m.template());
            entry.put("side", PARTY);
            Pos at = free.next();
            if (at != null) entry.putArray("at").add(at.x()).add(at.y());
            change(entry, m, kit);
            out.insert(insert++, entry);
            added.add(m.id());
        }
        root.set("combatants", out);
        if (root.path("initiative") instanceof ArrayNode order) {
            ArrayNode kept = order.arrayNode();
            for (JsonNode id : order) if (!removed.contains(id.asText())) kept.add(id);
            for (String id : added) kept.add(id);
            root.set("initiative", kept);
        }
    }

    /**
     * Puts a member's choices in its entry. A weapon chosen goes first; the others it carries stay after it:
     * those the entry lists, or else its class's own.
     */
    private static void change(ObjectNode entry, PartyMember m, Function<String, List<String>> kit) {
        if (m.name() != null) entry.put("name", m.name());
        entry.put("template", m.template());
        if (m.level() != null) entry.put("level", m.level());
        entry.put("control", m.byHand() ? "player" : "ai");
        if (m.weapon() != null) {
            ArrayNode weapons = entry.arrayNode().add(m.weapon());
            JsonNode own = entry.get("weapons");
            if (own instanceof ArrayNode list) {
                for (JsonNode w : list) if (!m.weapon().equals(w.isTextual() ? w.asText() : w.path("id").asText())) weapons.add(w);
            } else {
                for (String w : kit.apply(m.template())) if (!m.weapon().equals(w)) weapons.add(w);
            }
            entry.set("weapons", weapons);
        }
        if (m.armor() != null) {
            ArrayNode armor = entry.putArray("armor");
            m.armor().forEach(armor::add);
            entry.remove("ac");
        }
        if (m.items() != null) {
            ObjectNode items = entry.putObject("items");
            m.items().forEach(items::put);
        }
        if (m.gender() != null) {
            // Beside its French name, if the entry gives one.
            ObjectNode fr = entry.get("fr") instanceof ObjectNode own ? own : entry.putObject("fr");
            fr.put("gender", m.gender());
        }
    }

    /**
     * Free squares nearest the party, walking out from its members (the first one first): on the map, not a
     * wall or a closed door, and not under anyone already placed. The same encounter gives the same squares.
     */
    private static final class Free {
        private final Grid grid;
        private final Set<Pos> taken = new HashSet<>();
        private final List<Pos> starts = new ArrayList<>();

        Free(Scenario base) {
            grid = base.map();
            for (CombatantSpec c : base.combatants()) {
                for (int y = 0; y < c.creature().height(); y++) {
                    for (int x = 0; x < c.creature().width(); x++) taken.add(new Pos(c.at().x() + x, c.at().y() + y));
                }
                if (PARTY.equals(c.side())) starts.add(c.at());
            }
            if (starts.isEmpty()) starts.add(new Pos(0, 0));
        }

        Pos next() {
            Deque<Pos> queue = new ArrayDeque<>(starts);
            Set<Pos> seen = new HashSet<>(starts);
            while (!queue.isEmpty()) {
                Pos p = queue.removeFirst();
                if (grid.inBounds(p) && grid.passable(p) && !taken.contains(p)) {
                    taken.add(p);
                    return p;
                }
                for (int dy = -1; dy <= 1; dy++) {
                    for (int dx = -1; dx <= 1; dx++) {
                        Pos q = new Pos(p.x() + dx, p.y() + dy);
                        if ((dx != 0 || dy != 0) && grid.inBounds(q) && grid.passable(q) && seen.add(q)) queue.addLast(q);
                    }
                }
            }
            return null;
        }
    }
}
