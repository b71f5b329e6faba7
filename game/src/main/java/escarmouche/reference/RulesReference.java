package escarmouche.reference;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The rules reference shown in the game and behind every "why?": each house rule ID in the game's own
 * words, with how plain 5e differs. Immutable once loaded; one instance can serve every game.
 */
public final class RulesReference {
    private final Map<String, RuleEntry> byId;
    private final List<String> topics;

    private RulesReference(List<RuleEntry> entries) {
        Map<String, RuleEntry> map = new LinkedHashMap<>();
        List<String> t = new ArrayList<>();
        for (RuleEntry e : entries) {
            map.put(e.id(), e);
            if (!t.contains(e.topic())) t.add(e.topic());
        }
        this.byId = Collections.unmodifiableMap(map);
        this.topics = List.copyOf(t);
    }

    private record File(List<RuleEntry> rules) {}

    /** Loads the reference bundled with the game. */
    public static RulesReference load() {
        try (InputStream in = RulesReference.class.getResourceAsStream("/escarmouche/reference/rules.json")) {
            if (in == null) throw new IllegalStateException("the rules reference is missing from the game");
            File f = new ObjectMapper().enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                    .readValue(in, File.class);
            return new RulesReference(f.rules());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the rules reference", e);
        }
    }

    public RuleEntry get(String id) {
        return byId.get(id);
    }

    public List<RuleEntry> all() {
        return List.copyOf(byId.values());
    }

    public List<String> topics() {
        return topics;
    }

    public List<RuleEntry> byTopic(String topic) {
        List<RuleEntry> out = new ArrayList<>();
        for (RuleEntry e : byId.values()) if (e.topic().equals(topic)) out.add(e);
        return out;
    }
}
