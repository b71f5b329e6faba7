package escarmouche.content.load;

import escarmouche.content.load.json.Node;
import escarmouche.content.model.ContentWords;
import escarmouche.content.model.EntryText;
import escarmouche.lang.Spelling;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The optional language objects of a content entry, encounter or combatant: {@code "fr": {"name": "Gobelin",
 * "description": "..."}}. English stays in the entry's own fields; a language object only adds to them,
 * so a file without any reads as before.
 */
final class TranslationReader {
    /** The languages content may be translated into (English is the entries' own fields). */
    static final List<String> LANGUAGES = List.of("fr");
    /** What a language object holds for an entry that has a description. */
    static final List<String> TEXTS = List.of("name", "description");
    /** What it holds for a scenario: its name and description, and the names of its initiative groups. */
    static final List<String> SCENARIO_TEXTS = List.of("name", "description", "groups");
    /** What it holds for a combatant: a name, and the gender that name takes (sentences agree with it). */
    static final List<String> NAME_ONLY = List.of("name", "gender");
    /** What it holds for a monster: name, description, and the gender the name takes. */
    static final List<String> CREATURE_TEXTS = List.of("name", "description", "gender");
    /** What it holds for a class: the same, and the feminine form of the name ("Guerrière") a heroine is called by. */
    static final List<String> CLASS_TEXTS = List.of("name", "description", "gender", "feminine");
    /** The grammatical genders a creature's name may take. */
    static final List<String> GENDERS = List.of("m", "f");
    // A key shaped like a language code ("de", "FR", "fr-CA") is taken for a language, not a field.
    private static final Pattern CODE = Pattern.compile("[A-Za-z]{2}([-_][A-Za-z]{2})?");
    /** The two-letter codes of ISO 639, as Java knows them. */
    private static final Set<String> ISO_LANGUAGES = Set.of(Locale.getISOLanguages());

    private TranslationReader() {}

    /** Whether an unknown key of an entry looks like a language code, to say so rather than "unknown field". */
    static boolean looksLikeLanguage(String key, Collection<String> fields) {
        if (!Suggest.hint(key, LANGUAGES).isEmpty()) return true;
        if (!CODE.matcher(key).matches()) return false;
        // Two letters one slip away from a field ("wy" for "why") are that field misspelt, unless they name a
        // real language ("de", "it"), which someone may well have meant to translate into.
        return Spelling.closest(key, fields).isEmpty()
                || ISO_LANGUAGES.contains(key.substring(0, 2).toLowerCase(Locale.ROOT));
    }

    /** The message for a key that looks like a language the content cannot be written in. */
    static Wording unknownLanguage(String key) {
        return Wording.of("problem.unknown.language", Node.quote(key), Suggest.wording(key, LANGUAGES),
                String.join(", ", LANGUAGES));
    }

    /**
     * Reads and checks the language objects of an entry, and adds them to {@code into} under its kind and
     * id. Nothing is added for a node that is not an object (its reader reports that).
     *
     * @param allowed what each language object may hold ({@link #TEXTS} or {@link #NAME_ONLY})
     * @param english the entry's own name and description, or null for a combatant
     */
    static void read(Node entry, ContentWords.Kind kind, String id, List<String> allowed, EntryText english,
                     Issues issues, ContentWords.Builder into) {
        Map<String, EntryText> languages = read(entry, allowed, issues);
        if (!languages.isEmpty()) into.add(kind, id, english, languages);
    }

    /** The language objects of an entry, checked; language code to its texts. */
    static Map<String, EntryText> read(Node entry, List<String> allowed, Issues issues) {
        Map<String, EntryText> out = new LinkedHashMap<>();
        if (!(entry instanceof Node.Obj obj)) return out;
        for (String language : LANGUAGES) {
            Node n = obj.get(language);
            if (n == null) continue;
            Fields f = Fields.of(n, issues, allowed);
            if (f == null) continue;
            String name = Read.text(f.optional("name"), issues);
            String description = Read.text(f.optional("description"), issues);
            Node genderNode = f.optional("gender");
            String gender = genderNode == null ? null : Read.choice(genderNode, GENDERS, issues);
            String feminine = allowed.contains("feminine") ? Read.text(f.optional("feminine"), issues) : null;
            if (!f.node().members().isEmpty() && (name != null || description != null || gender != null || feminine != null)) {
                out.put(language, new EntryText(name, description, gender, feminine));
            } else if (f.node().members().isEmpty()) {
                Object give = Node.quote(allowed.get(0));
                for (String a : allowed.subList(1, allowed.size())) give = Wording.of("problem.or", give, Node.quote(a));
                issues.at(n, Wording.of("problem.translation.empty", give));
            }
        }
        return out;
    }

    /**
     * The names a scenario's language objects give its initiative groups ({@code "fr": {"groups": {"goblins":
     * "gobelins"}}}), which the log says where it would say the group's own word. Each must be a group of
     * {@code known} (the groups its combatants name; null when not all of them could be read: then no group
     * is reported unknown).
     */
    static void groups(Node scenario, Collection<String> known, Issues issues, ContentWords.Builder into) {
        if (!(scenario instanceof Node.Obj obj)) return;
        for (String language : LANGUAGES) {
            if (!(obj.get(language) instanceof Node.Obj tr)) continue;
            Node g = tr.get("groups");
            if (g == null) continue;
            if (!(g instanceof Node.Obj names)) {
                issues.at(g, Wording.of("problem.translation.groups", Wording.describe(g)));
                continue;
            }
            for (Node.Member m : names.members().values()) {
                String name = Read.text(m.value(), issues);
                if (known != null && !known.contains(m.key())) {
                    issues.at(m.value(), Wording.of("problem.translation.group", Node.quote(m.key()),
                            Suggest.wording(m.key(), known)));
                } else if (name != null) {
                    into.add(ContentWords.Kind.GROUP, m.key(), new EntryText(m.key(), null),
                            Map.of(language, new EntryText(name, null)));
                }
            }
        }
    }

    /** What a language object of a weapon carried under a name of its own holds: that name. */
    static final List<String> NAME = List.of("name");

    /**
     * The other languages' names of the weapons a creature carries under a name of its own ({@code {"id":
     * "life-drain", "name": "Withering touch", "fr": {"name": "Toucher flétrissant"}}}), added under that
     * English name: the screens say it wherever that name is shown. A translation needs the weapon's own
     * {@code name}: without one it would rename the catalogue's weapon for every creature that carries it.
     */
    static void weaponNames(Node creature, Issues issues, ContentWords.Builder into) {
        if (!(creature instanceof Node.Obj obj) || !(obj.get("weapons") instanceof Node.Arr weapons)) return;
        for (Node w : weapons.items()) {
            if (!(w instanceof Node.Obj weapon)) continue;
            poisonName(weapon, issues, into);
            Map<String, EntryText> languages = read(weapon, NAME, issues);
            if (languages.isEmpty()) continue;
            if (!(weapon.get("name") instanceof Node.Str own) || own.value().isBlank()) {
                for (String language : languages.keySet()) issues.at(weapon.get(language), Wording.of("problem.translation.weapon"));
                continue;
            }
            into.add(ContentWords.Kind.WEAPON_NAME, own.value(), new EntryText(own.value(), null), languages);
        }
    }

    /**
     * The other languages' names of a weapon's poison (COND-POISONED: {@code "poison": {"name": "Giant spider
     * venom", "fr": {"name": "Venin d'araignée géante"}}}), added under its English name as a weapon's own name
     * is: the log says the poison by that name.
     */
    static void poisonName(Node weapon, Issues issues, ContentWords.Builder into) {
        if (!(weapon instanceof Node.Obj obj) || !(obj.get("poison") instanceof Node.Obj poison)) return;
        Map<String, EntryText> languages = read(poison, NAME, issues);
        if (languages.isEmpty() || !(poison.get("name") instanceof Node.Str own) || own.value().isBlank()) return;
        into.add(ContentWords.Kind.WEAPON_NAME, own.value(), new EntryText(own.value(), null), languages);
    }

    /** What a language object of a behaviour rule holds: its reason. */
    static final List<String> WHY = List.of("why");

    /** Checks the language objects of a behaviour rule ({@code "fr": {"why": "..."}}). */
    static void checkWhy(Node rule, Issues issues) {
        if (!(rule instanceof Node.Obj obj)) return;
        for (String language : LANGUAGES) {
            Node n = obj.get(language);
            if (n == null) continue;
            Fields f = Fields.of(n, issues, WHY);
            if (f == null) continue;
            if (Read.text(f.required("why"), issues) != null && obj.get("why") == null) {
                issues.at(n, Wording.of("problem.translation.why"));
            }
        }
    }

    /**
     * Every behaviour rule's translated reason anywhere under {@code root} (a behaviour file, a monster, a
     * scenario with inline behaviours), by its English: what the screens put in place of the English the
     * engine writes. Read leniently: {@link #checkWhy} reports what is malformed.
     */
    static void reasons(Node root, ContentWords.Builder into) {
        if (root instanceof Node.Arr arr) {
            for (Node n : arr.items()) reasons(n, into);
            return;
        }
        if (!(root instanceof Node.Obj obj)) return;
        String why = str(obj.get("why"));
        if (why != null) {
            Map<String, EntryText> languages = new LinkedHashMap<>();
            for (String language : LANGUAGES) {
                if (obj.get(language) instanceof Node.Obj tr && str(tr.get("why")) != null && !str(tr.get("why")).isBlank()) {
                    languages.put(language, new EntryText(str(tr.get("why")), null));
                }
            }
            into.add(ContentWords.Kind.REASON, why, new EntryText(why, null), languages);
        }
        for (Node.Member m : obj.members().values()) reasons(m.value(), into);
    }

    /**
     * The language objects of the behaviour a creature writes in place ({@code "behavior": {"name":
     * "camp-guard", ..., "fr": {"name": "garde du camp"}}}), under the name the log gives it: its own, else
     * {@code owner}, the id of the creature that holds it (as the behaviour reader names it).
     */
    static void inlineBehavior(Node creature, String owner, Issues issues, ContentWords.Builder into) {
        if (!(creature instanceof Node.Obj obj) || !(obj.get("behavior") instanceof Node.Obj behavior)) return;
        String name = str(behavior.get("name"));
        String id = name != null ? name : owner;
        if (id == null) return;
        read(behavior, ContentWords.Kind.BEHAVIOR, id, TEXTS, new EntryText(id, str(behavior.get("description"))),
                issues, into);
    }

    /** The entry's own English name and description, where they are strings. */
    static EntryText english(Node entry) {
        if (!(entry instanceof Node.Obj obj)) return EntryText.NONE;
        return new EntryText(str(obj.get("name")), str(obj.get("description")));
    }

    private static String str(Node n) {
        return n instanceof Node.Str s ? s.value() : null;
    }

    /** A reader's fields with the language codes added, for {@link Fields#translatable}. */
    static List<String> plusLanguages(List<String> fields) {
        List<String> all = new ArrayList<>(fields);
        all.addAll(LANGUAGES);
        return List.copyOf(all);
    }
}
