package escarmouche.content.load;

import escarmouche.content.load.json.Node;
import java.util.Map;

/**
 * The shape shared by weapons.json, armor.json, spells.json and items.json: one object whose keys are
 * the ids and whose values are the entries. A broken entry is left out and remembered as broken.
 */
final class Catalog {
    interface EntryReader<T> {
        /** The entry, or {@code null} when it cannot be built (reported). */
        T read(String id, Node entry, Issues issues);
    }

    private Catalog() {}

    static <T> void read(Node root, Issues issues, String kind, EntryReader<T> reader, Map<String, T> into,
                         ContentBuilder builder) {
        if (root == null) {
            builder.broken(kind, "*");
            return;
        }
        if (!(root instanceof Node.Obj obj)) {
            issues.at(root, Wording.of("problem.catalog.shape", Wording.describe(root), kind));
            builder.broken(kind, "*");
            return;
        }
        for (Node.Member m : obj.members().values()) {
            int mark = issues.failures();
            if (!Read.isId(m.key())) {
                issues.at(m.value().path(), m.keyAt(), Wording.of("problem.catalog.id",
                        Node.quote(m.key())));
            }
            T value = reader.read(m.key(), m.value(), issues);
            if (value == null || issues.failures() > mark) builder.broken(kind, m.key());
            else into.put(m.key(), value);
        }
    }
}
