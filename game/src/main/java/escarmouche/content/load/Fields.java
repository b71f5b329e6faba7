package escarmouche.content.load;

import escarmouche.content.load.json.Node;
import java.util.ArrayList;
import java.util.List;

/**
 * A JSON object checked against the keys it may have: unknown keys are reported as soon as it is
 * opened, missing required ones when asked for.
 */
final class Fields {
    private final Node.Obj object;
    private final Issues issues;

    private Fields(Node.Obj object, Issues issues) {
        this.object = object;
        this.issues = issues;
    }

    /** The object, or {@code null} (reported) when the node is something else or absent. */
    static Fields of(Node node, Issues issues, List<String> allowed) {
        return of(node, issues, allowed, false);
    }

    /**
     * An entry that may also carry language objects ({@code "fr": {...}}, see {@link TranslationReader}):
     * they are accepted without being listed among its fields, and a key shaped like another language code
     * is reported as an unknown language.
     */
    static Fields translatable(Node node, Issues issues, List<String> allowed) {
        return of(node, issues, allowed, true);
    }

    private static Fields of(Node node, Issues issues, List<String> allowed, boolean translatable) {
        if (node == null) return null;
        if (!(node instanceof Node.Obj obj)) {
            issues.at(node, Wording.of("problem.object", Wording.describe(node)));
            return null;
        }
        for (Node.Member m : obj.members().values()) {
            if (translatable && TranslationReader.LANGUAGES.contains(m.key())) continue;
            if (translatable && !allowed.contains(m.key()) && TranslationReader.looksLikeLanguage(m.key(), allowed)) {
                issues.at(m.value().path(), m.keyAt(), TranslationReader.unknownLanguage(m.key()));
            } else if (!allowed.contains(m.key())) {
                // The list names every key the object takes, its language objects too ("fr").
                List<String> accepted = translatable ? withLanguages(allowed) : allowed;
                issues.at(m.value().path(), m.keyAt(), Wording.of("problem.field.unknown", Wording.field(m.key()),
                        Suggest.wording(m.key(), accepted), String.join(", ", accepted)));
            }
        }
        return new Fields(obj, issues);
    }

    private static List<String> withLanguages(List<String> allowed) {
        List<String> all = new ArrayList<>(allowed);
        for (String language : TranslationReader.LANGUAGES) if (!all.contains(language)) all.add(language);
        return all;
    }

    Node.Obj node() {
        return object;
    }

    boolean has(String key) {
        return object.members().containsKey(key);
    }

    /** The value, or {@code null} when the key is absent. */
    Node optional(String key) {
        return object.get(key);
    }

    /** The value, or {@code null} after reporting that the key is missing. */
    Node required(String key) {
        Node n = object.get(key);
        if (n == null) issues.at(object, Wording.of("problem.field.missing", Wording.field(key)));
        return n;
    }
}
