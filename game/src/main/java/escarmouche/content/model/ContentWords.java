package escarmouche.content.model;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The names and descriptions content gives in other languages than English ({@code "fr": {"name": ...}}),
 * by kind and id, for the screens. The English stays in the entries themselves and in the event log: a
 * look-up gives back the English it is handed whenever a language has nothing for it.
 */
public final class ContentWords {
    /**
     * What a translated text belongs to; {@link #SCENARIO} is the scenario itself (its id is empty), a
     * {@link #REASON} is a behaviour rule's {@code why}, whose id is the English sentence itself, and a
     * {@link #GROUP} is a scenario's initiative group, whose id is the group's own word, and a
     * {@link #WEAPON_NAME} a weapon a creature carries under a name of its own, whose id is that English name.
     */
    public enum Kind { WEAPON, ARMOR, SPELL, ITEM, CLASS, MONSTER, BEHAVIOR, MAP, ENCOUNTER, SCENARIO, COMBATANT, REASON,
        GROUP, WEAPON_NAME }

    /** One entry: its own English (a null name: the translation always applies) and its languages. */
    private record Entry(EntryText english, Map<String, EntryText> languages) {}

    public static final ContentWords NONE = new ContentWords(Map.of());

    private final Map<String, Entry> entries;

    private ContentWords(Map<String, Entry> entries) {
        this.entries = Collections.unmodifiableMap(new LinkedHashMap<>(entries));
    }

    /**
     * The name to show for an entry in a language: its translation when the text shown is the entry's own
     * English name (a scenario that renamed a weapon or a creature keeps its own name), else {@code shown}.
     *
     * @param language a language code ({@code fr}); English or an unknown code gives {@code shown} back
     * @param shown    the English the screen would show, or null for the entry's own
     */
    public String name(String language, Kind kind, String id, String shown) {
        String n = entryName(language, kind, id, shown);
        if (kind == Kind.WEAPON && shown != null && shown.equals(n)) {
            // A weapon carried under a name of its own (the wight's "Withering touch"): that name's translation.
            return entryName(language, Kind.WEAPON_NAME, shown, shown);
        }
        return n;
    }

    private String entryName(String language, Kind kind, String id, String shown) {
        Entry e = entries.get(key(kind, id));
        if (e == null) return shown;
        EntryText w = e.languages().get(language);
        if (w == null || w.name() == null) return shown;
        if (shown == null || e.english() == null || e.english().name() == null || shown.equals(e.english().name())) {
            return w.name();
        }
        return shown;
    }

    /** The description to show, on the same terms as {@link #name}. */
    public String description(String language, Kind kind, String id, String shown) {
        Entry e = entries.get(key(kind, id));
        if (e == null) return shown;
        EntryText w = e.languages().get(language);
        if (w == null || w.description() == null) return shown;
        if (shown == null || e.english() == null || e.english().description() == null
                || shown.equals(e.english().description())) {
            return w.description();
        }
        return shown;
    }

    /**
     * The translation of an English description that an entry of this kind has: a behaviour that extends
     * another without a description of its own carries its parent's, and is said as its parent is (the
     * bandit captain's script, written in place, with the guard's words). {@code english} when none has it.
     */
    public String descriptionOf(String language, Kind kind, String english) {
        if (english == null) return null;
        String prefix = key(kind, "");
        for (Map.Entry<String, Entry> each : entries.entrySet()) {
            Entry e = each.getValue();
            if (!each.getKey().startsWith(prefix) || e.english() == null || !english.equals(e.english().description())) continue;
            EntryText w = e.languages().get(language);
            if (w != null && w.description() != null) return w.description();
        }
        return english;
    }

    /**
     * A creature's name as a screen shows it: the combatant's own translation while it bears the name its
     * scenario gave it (a hero renamed on the party screen keeps the new name), else its template's (a class
     * or a monster) when it bears the template's English name, else the name it has (a hero's own name).
     */
    public String creature(String language, String combatantId, String template, String shown) {
        String own = name(language, Kind.COMBATANT, combatantId, shown);
        if (own != null && !own.equals(shown)) return own;
        String monster = name(language, Kind.MONSTER, template, shown);
        if (monster != null && !monster.equals(shown)) return monster;
        return name(language, Kind.CLASS, template, shown);
    }

    /**
     * Whether a creature's name is feminine in {@code language}, so that the sentences about it agree: its
     * combatant's own gender when the scenario gives one, else its monster's, else its class's while it bears
     * the class's English name (a pre-made character); masculine when nothing says otherwise.
     */
    public boolean feminine(String language, String combatantId, String template, String shown) {
        String own = gender(language, Kind.COMBATANT, combatantId);
        if (own != null) return own.equals("f");
        String monster = gender(language, Kind.MONSTER, template);
        if (monster != null) return monster.equals("f");
        Entry cls = entries.get(key(Kind.CLASS, template));
        boolean premade = cls != null && cls.english() != null && shown != null && shown.equals(cls.english().name());
        return premade && "f".equals(gender(language, Kind.CLASS, template));
    }

    /**
     * A class's name in a language for a hero whose name is feminine: the feminine form its translation
     * gives ("Guerrière"), else its name there, else {@code shown}.
     */
    public String feminineName(String language, Kind kind, String id, String shown) {
        Entry e = entries.get(key(kind, id));
        EntryText w = e == null ? null : e.languages().get(language);
        if (w != null && w.feminine() != null) return w.feminine();
        return name(language, kind, id, shown);
    }

    private String gender(String language, Kind kind, String id) {
        Entry e = entries.get(key(kind, id));
        EntryText w = e == null ? null : e.languages().get(language);
        return w == null ? null : w.gender();
    }

    /** Whether any text of this kind and id is translated into the language. */
    public boolean has(String language, Kind kind, String id) {
        Entry e = entries.get(key(kind, id));
        return e != null && e.languages().containsKey(language);
    }

    /** The languages an entry is translated into, language code to its texts (empty when none). */
    public Map<String, EntryText> languages(Kind kind, String id) {
        Entry e = entries.get(key(kind, id));
        return e == null ? Map.of() : e.languages();
    }

    /** These words and those of {@code more}; an entry of {@code more} replaces one of the same kind and id. */
    public ContentWords and(ContentWords more) {
        if (more.entries.isEmpty()) return this;
        Map<String, Entry> all = new LinkedHashMap<>(entries);
        all.putAll(more.entries);
        return new ContentWords(all);
    }

    private static String key(Kind kind, String id) {
        return kind.name() + ":" + (id == null ? "" : id);
    }

    /** Collects entries while content loads. */
    public static final class Builder {
        private final Map<String, Entry> entries = new LinkedHashMap<>();

        /**
         * @param english   the entry's own English (null for a combatant)
         * @param languages language code to its texts; an empty map adds nothing
         */
        public Builder add(Kind kind, String id, EntryText english, Map<String, EntryText> languages) {
            if (!languages.isEmpty()) entries.put(key(kind, id), new Entry(english, Map.copyOf(languages)));
            return this;
        }

        public ContentWords build() {
            return entries.isEmpty() ? NONE : new ContentWords(entries);
        }
    }
}
