package escarmouche.content.load;

import escarmouche.content.load.json.Location;
import escarmouche.content.load.json.Node;
import escarmouche.content.model.MapDef;
import escarmouche.rules.grid.Grid;
import escarmouche.rules.grid.Pos;
import escarmouche.rules.grid.Terrain;
import escarmouche.rules.grid.WayDown;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * A map: a file of content/maps/ or the inline {@code map} of a scenario. {@code rows} draw the map,
 * one character per square; the legend says what each character is, on top of the default one.
 */
final class MapReader {
    static final List<String> FIELDS = List.of("name", "description", "rows", "legend");
    static final int MAX_SIDE = 200;

    /** The default legend: the contract's five characters and this project's four extensions. */
    static final Map<Character, Terrain> DEFAULT_LEGEND = defaults();

    /** @param named a content map, which must have a name; an inline map need not */
    MapDef read(String id, Node node, Issues issues, boolean named) {
        Fields f = named ? Fields.translatable(node, issues, FIELDS) : Fields.of(node, issues, FIELDS);
        if (f == null) return null;
        int mark = issues.failures();
        String name = Read.text(named ? f.required("name") : f.optional("name"), issues);
        String description = Read.text(f.optional("description"), issues);
        Map<Character, WayDown> downs = new LinkedHashMap<>();
        Map<Character, Terrain> legend = legend(f.optional("legend"), downs, issues);
        List<String> rows = rows(f.required("rows"), legend, issues);
        if (issues.failures() > mark || rows == null) return null;
        List<Terrain[]> squares = new ArrayList<>();
        Map<Pos, WayDown> waysDown = new LinkedHashMap<>();
        for (String row : rows) {
            Terrain[] line = new Terrain[row.length()];
            for (int x = 0; x < row.length(); x++) line[x] = legend.get(row.charAt(x));
            for (int x = 0; x < row.length(); x++) {
                WayDown down = downs.get(row.charAt(x));
                if (down != null) waysDown.put(new Pos(x, squares.size()), down);
            }
            squares.add(line);
        }
        return new MapDef(id, name, description, rows, Grid.of(squares).withWaysDown(waysDown));
    }

    /** The legend, and in {@code downs} the characters of stairs that say which way they go down. */
    private static Map<Character, Terrain> legend(Node node, Map<Character, WayDown> downs, Issues issues) {
        Map<Character, Terrain> legend = new LinkedHashMap<>(DEFAULT_LEGEND);
        if (node == null) return legend;
        if (!(node instanceof Node.Obj obj)) {
            issues.at(node, Wording.of("problem.legend.shape", Wording.describe(node),
                    "{\"#\": \"wall\", \".\": \"floor\"}"));
            return legend;
        }
        for (Node.Member m : obj.members().values()) {
            Terrain t = Read.choice(m.value(), StairsLegend.NAMES, StairsLegend::terrain, issues);
            if (m.key().codePointCount(0, m.key().length()) == 1 && m.key().length() != 1) {
                issues.at(m.value().path(), m.keyAt(), Wording.of("problem.legend.emoji",
                        shown(m.key().codePointAt(0))));
            } else if (m.key().length() != 1) {
                issues.at(m.value().path(), m.keyAt(), Wording.of("problem.legend.single", Node.quote(m.key())));
            } else if (t != null) {
                legend.put(m.key().charAt(0), t);
                WayDown down = StairsLegend.wayDown(((Node.Str) m.value()).value());
                if (down != null) downs.put(m.key().charAt(0), down);
            }
        }
        return legend;
    }

    private static List<String> rows(Node node, Map<Character, Terrain> legend, Issues issues) {
        List<Node> items = Read.list(node, issues);
        if (items == null) return null;
        if (items.isEmpty()) {
            issues.at(node, Wording.of("problem.rows.empty"));
            return null;
        }
        if (items.size() > MAX_SIDE) issues.at(node, Wording.of("problem.rows.many", String.valueOf(items.size()),
                String.valueOf(MAX_SIDE)));
        List<String> rows = new ArrayList<>();
        TreeSet<Integer> reported = new TreeSet<>();
        for (Node item : items) {
            String row = Read.string(item, issues);
            if (row == null) continue;
            // Squares are characters as the user sees them: an emoji is one (refused below), not two UTF-16 units.
            int width = row.codePointCount(0, row.length());
            if (row.isEmpty()) issues.at(item, Wording.of("problem.row.empty"));
            else if (width > MAX_SIDE) issues.at(item, Wording.of("problem.row.wide", String.valueOf(width),
                    String.valueOf(MAX_SIDE)));
            else if (!rows.isEmpty() && width != rows.get(0).codePointCount(0, rows.get(0).length())) {
                issues.at(item, Wording.of("problem.row.width", String.valueOf(width),
                        String.valueOf(rows.get(0).codePointCount(0, rows.get(0).length())), width));
            }
            int[] squares = row.codePoints().toArray();
            for (int x = 0; x < squares.length; x++) {
                int c = squares[x];
                if ((c > Character.MAX_VALUE || !legend.containsKey((char) c)) && reported.add(c)) {
                    // The row's string starts with its quote, so its first square is one column further.
                    Location at = new Location(item.at().line(), item.at().column() + 1 + x);
                    issues.at(item.path(), at, Wording.of("problem.map.char", shown(c), String.valueOf(x),
                            keys(legend)));
                }
            }
            rows.add(row);
        }
        return rows;
    }

    /** A character in quotes, with its code when it is not plain ASCII (a terminal may not show it). */
    private static String shown(int c) {
        String quoted = Node.quote(new String(Character.toChars(c)));
        return c < 0x7f ? quoted : quoted + String.format(java.util.Locale.ROOT, " (U+%04X)", c);
    }

    private static String keys(Map<Character, Terrain> legend) {
        StringBuilder sb = new StringBuilder();
        for (Map.Entry<Character, Terrain> e : legend.entrySet()) {
            if (!sb.isEmpty()) sb.append(", ");
            sb.append('"').append(e.getKey()).append("\" ").append(e.getValue().id());
        }
        return sb.toString();
    }

    private static Map<Character, Terrain> defaults() {
        Map<Character, Terrain> m = new LinkedHashMap<>();
        m.put('#', Terrain.WALL);
        m.put('.', Terrain.FLOOR);
        m.put(',', Terrain.DIFFICULT);
        m.put(';', Terrain.VERY_DIFFICULT);
        m.put('=', Terrain.STAIRS);
        m.put('o', Terrain.LOW_WALL);
        m.put('O', Terrain.PILLAR);
        m.put('+', Terrain.DOOR);
        m.put('\'', Terrain.OPEN_DOOR);
        m.put('~', Terrain.WATER);
        return java.util.Collections.unmodifiableMap(m);
    }
}
