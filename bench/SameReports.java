import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Whether two `simulate --json` reports say the same, field by field, but for the fields named to be left
 * out (one a newer build adds): prints the JSON paths that differ, the first ten, and exits 1 if any.
 * Run by bench/same, with a game jar on the class path for its JSON reader.
 * Usage: java -cp GAME.jar bench/SameReports.java A.json B.json [FIELD...]
 */
public class SameReports {
    public static void main(String[] args) throws Exception {
        ObjectMapper json = new ObjectMapper();
        JsonNode a = json.readTree(Path.of(args[0]).toFile());
        JsonNode b = json.readTree(Path.of(args[1]).toFile());
        Set<String> ignored = Set.copyOf(List.of(args).subList(2, args.length));
        List<String> differ = new ArrayList<>();
        compare("$", a, b, ignored, differ);
        for (int i = 0; i < Math.min(10, differ.size()); i++) System.out.println("    " + differ.get(i));
        if (differ.size() > 10) System.out.println("    ... and " + (differ.size() - 10) + " more");
        System.exit(differ.isEmpty() ? 0 : 1);
    }

    private static void compare(String path, JsonNode a, JsonNode b, Set<String> ignored, List<String> differ) {
        if (a.isObject() && b.isObject()) {
            strip((ObjectNode) a, ignored);
            strip((ObjectNode) b, ignored);
            Iterator<Map.Entry<String, JsonNode>> fields = a.fields();
            while (fields.hasNext()) {
                Map.Entry<String, JsonNode> f = fields.next();
                JsonNode other = b.get(f.getKey());
                if (other == null) differ.add(path + "." + f.getKey() + ": only in the first");
                else compare(path + "." + f.getKey(), f.getValue(), other, ignored, differ);
            }
            b.fieldNames().forEachRemaining(k -> {
                if (!a.has(k)) differ.add(path + "." + k + ": only in the second");
            });
        } else if (a.isArray() && b.isArray() && a.size() == b.size()) {
            for (int i = 0; i < a.size(); i++) compare(path + "[" + i + "]", a.get(i), b.get(i), ignored, differ);
        } else if (!a.equals(b)) {
            differ.add(path + ": " + abbreviated(a) + " then " + abbreviated(b));
        }
    }

    private static void strip(ObjectNode node, Set<String> ignored) {
        for (String field : ignored) node.remove(field);
    }

    private static String abbreviated(JsonNode n) {
        String s = n.toString();
        return s.length() <= 40 ? s : s.substring(0, 39) + "…";
    }
}
