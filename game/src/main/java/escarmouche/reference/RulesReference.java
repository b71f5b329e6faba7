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
import java.util.Locale;
import java.util.Map;

/**
 * The rules reference shown in the game and behind every "why?": each house rule ID in the game's own
 * words, with how plain 5e differs. Immutable once loaded; one instance can serve every game.
 *
 * <p>The English reference ({@code rules.json}) carries its translations, loaded with it
 * ({@code rules_fr.json}: the same IDs in the same order); {@link #in} picks the one a session speaks.
 */
public final class RulesReference {
    /** The files of the translations, by language code; English is {@code rules.json}. */
    private static final Map<String, String> TRANSLATIONS = Map.of("fr", "/escarmouche/reference/rules_fr.json");
    /** The English reference, the resource every rule ID is in. */
    public static final String ENGLISH = "/escarmouche/reference/rules.json";

    private final Map<String, RuleEntry> byId;
    private final List<String> topics;
    /** This reference in other languages, by language code; empty in a translation itself. */
    private final Map<String, RulesReference> translations;

    private RulesReference(List<RuleEntry> entries, Map<String, RulesReference> translations) {
        this.translations = Map.copyOf(translations);
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

    /** Loads the reference bundled with the game, in English, with its translations. */
    public static RulesReference load() {
        Map<String, RulesReference> translations = new LinkedHashMap<>();
        for (Map.Entry<String, String> t : TRANSLATIONS.entrySet()) {
            translations.put(t.getKey(), new RulesReference(read(t.getValue()), Map.of()));
        }
        return new RulesReference(read(ENGLISH), translations);
    }

    private static List<RuleEntry> read(String resource) {
        try (InputStream in = RulesReference.class.getResourceAsStream(resource)) {
            if (in == null) throw new IllegalStateException("the rules reference is missing from the game: " + resource);
            return new ObjectMapper().enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                    .readValue(in, File.class).rules();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the rules reference " + resource, e);
        }
    }

    /** This reference in the language of {@code locale}; itself (English) for a language it was not written in. */
    public RulesReference in(Locale locale) {
        return translations.getOrDefault(locale.getLanguage(), this);
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
