package escarmouche.content.load;

import escarmouche.content.load.json.Node;
import java.util.List;

/** Two-number lists: a weapon's {@code [normal, long]} range and a combatant's {@code [x, y]} square. */
final class Ranges {
    private Ranges() {}

    /** {@code [normal, long]} with normal not above long; {0, 0} after a reported problem. */
    static int[] pair(Node node, Issues issues, int min, int max) {
        int[] xy = two(node, issues, min, max, "[normal, long]");
        if (xy == null) return new int[] {0, 0};
        if (xy[0] > xy[1]) {
            issues.at(node, Wording.of("problem.range.order", String.valueOf(xy[0]), String.valueOf(xy[1])));
            return new int[] {0, 0};
        }
        return xy;
    }

    /** Two whole numbers in [min, max], or {@code null} (reported). */
    static int[] two(Node node, Issues issues, int min, int max, String shape) {
        List<Node> items = Read.list(node, issues);
        if (items == null) return null;
        if (items.size() != 2) {
            issues.at(node, Wording.of("problem.two.values", items.size(), shape));
            return null;
        }
        Integer a = Read.whole(items.get(0), min, max, issues);
        Integer b = Read.whole(items.get(1), min, max, issues);
        return a == null || b == null ? null : new int[] {a, b};
    }
}
