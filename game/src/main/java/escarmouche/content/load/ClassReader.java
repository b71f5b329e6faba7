package escarmouche.content.load;

import escarmouche.content.load.json.Node;
import escarmouche.content.model.ArmorDef;
import escarmouche.content.model.ClassDef;
import escarmouche.content.model.CreatureDefaults;
import escarmouche.content.model.EntryText;
import escarmouche.content.model.PremadeName;
import escarmouche.content.model.WeaponDef;
import escarmouche.lang.TerminalControl;
import escarmouche.rules.core.Ability;
import escarmouche.rules.core.AbilityScores;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** One file of content/classes/. */
final class ClassReader {
    static final List<String> FIELDS = List.of("name", "description", "hitDie", "proficiency", "weapons", "armor",
            "spells", "slots", "castingAbility", "segmentsPerLevel", "defaults");
    static final List<String> DEFAULT_FIELDS = List.of("level", "abilities", "speed", "items", "names");
    static final List<String> NAME_FIELDS = List.of("name");
    /** A pre-made character's name is the same in every language: its language object gives only its gender. */
    static final List<String> NAME_TRANSLATION = List.of("gender");
    static final int LEVELS = 20;

    private final Content content;

    ClassReader(Content content) {
        this.content = content;
    }

    ClassDef read(String id, Node root, Issues issues) {
        Fields f = Fields.translatable(root, issues, FIELDS);
        if (f == null) return null;
        int mark = issues.failures();
        String name = Read.text(f.required("name"), issues);
        String description = Read.text(f.required("description"), issues);
        Integer hitDie = Read.whole(f.required("hitDie"), 4, 12, issues);
        List<Integer> proficiency = table(f.required("proficiency"), issues);
        List<String> weapons = Read.distinct(f.required("weapons"), issues, "weapon", (n, is) -> {
            WeaponDef w = Refs.weapon(n, content, is);
            return w == null ? null : w.id();
        });
        List<String> armor = Read.distinct(f.required("armor"), issues, "armour", (n, is) -> {
            ArmorDef a = Refs.armor(n, content, is);
            return a == null ? null : a.id();
        });
        List<String> spells = Read.distinct(f.optional("spells"), issues, "spell", (n, is) -> Refs.spell(n, content, is));
        List<List<Integer>> slots = slots(f.optional("slots"), issues);
        String casting = Read.choice(f.optional("castingAbility"), Enums.CASTING_ABILITIES, issues);
        Integer segments = Read.whole(f.optional("segmentsPerLevel"), 0, 4, issues);
        CreatureDefaults defaults = defaults(f.required("defaults"), issues);

        boolean caster = casting != null;
        if (caster != (segments != null && segments > 0) || caster != f.has("slots")) {
            issues.at(f.node(), Wording.of("problem.class.caster"));
        }
        if (!caster && spells != null && !spells.isEmpty()) {
            issues.at(f.optional("spells"), Wording.of("problem.class.spells"));
        }
        if (caster && slots != null) SpellsByLevel.checkClass(f.optional("spells"), slots, content, issues);
        if (issues.failures() > mark) return null;
        return new ClassDef(id, name, description, hitDie, proficiency, weapons, armor,
                spells == null ? List.of() : spells, slots == null ? List.of() : slots, casting,
                segments == null ? 0 : segments, defaults);
    }

    /** Proficiency bonus by level: exactly 20 whole numbers. */
    private static List<Integer> table(Node node, Issues issues) {
        List<Node> items = Read.list(node, issues);
        if (items == null) return null;
        if (items.size() != LEVELS) issues.at(node, Wording.of("problem.class.values", String.valueOf(items.size()),
                String.valueOf(LEVELS)));
        List<Integer> out = new ArrayList<>();
        for (Node n : items) out.add(Read.whole(n, 1, 10, issues));
        return out;
    }

    /** Slots by character level (20 rows), each row the slots of spell levels 1, 2, ... (9 at most). */
    private static List<List<Integer>> slots(Node node, Issues issues) {
        List<Node> rows = Read.list(node, issues);
        if (rows == null) return null;
        if (rows.size() != LEVELS) issues.at(node, Wording.of("problem.class.rows", String.valueOf(rows.size()),
                String.valueOf(LEVELS)));
        List<List<Integer>> out = new ArrayList<>();
        for (Node row : rows) {
            List<Node> cells = Read.list(row, issues);
            if (cells == null) continue;
            if (cells.size() > 9) issues.at(row, Wording.of("problem.spell.levels", String.valueOf(cells.size())));
            List<Integer> r = new ArrayList<>();
            for (Node c : cells) r.add(Read.whole(c, 0, 20, issues));
            out.add(r);
        }
        return out;
    }

    private CreatureDefaults defaults(Node node, Issues issues) {
        Fields f = Fields.of(node, issues, DEFAULT_FIELDS);
        if (f == null) return null;
        Integer level = Read.whole(f.required("level"), 1, LEVELS, issues);
        Map<Ability, Integer> scores = new TraitsReader(content, false).abilities(f.required("abilities"), issues);
        Integer speed = Read.whole(f.required("speed"), 0, 30, issues);
        Map<String, Integer> items = new TraitsReader(content, false).items(f.optional("items"), issues);
        List<PremadeName> names = names(f.optional("names"), issues);
        if (level == null || speed == null || scores == null || scores.size() != Ability.values().length) return null;
        AbilityScores abilities = AbilityScores.AVERAGE;
        for (var e : scores.entrySet()) abilities = abilities.with(e.getKey(), e.getValue());
        return new CreatureDefaults(level, abilities, speed, items == null ? Map.of() : items, names);
    }

    /** The first character of {@code name} a hero's name may not hold, as the player would read it; or null. */
    private static String refusedCharacter(String name) {
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (!PremadeName.allowed(c)) return TerminalControl.obeyed(c) || Character.isWhitespace(c) || Character.isSurrogate(c)
                    ? String.format("U+%04X", (int) c) : "\"" + c + "\"";
        }
        return null;
    }

    /** {@code [{"name": "Sable", "fr": {"gender": "f"}}, {"name": "Corwin"}]}: each name once, ignoring case. */
    private static List<PremadeName> names(Node node, Issues issues) {
        List<Node> entries = Read.list(node, issues);
        List<PremadeName> out = new ArrayList<>();
        if (entries == null) return out;
        for (Node entry : entries) {
            Fields f = Fields.translatable(entry, issues, NAME_FIELDS);
            if (f == null) continue;
            Node nameNode = f.required("name");
            String name = Read.plainText(nameNode, issues);
            EntryText fr = TranslationReader.read(entry, NAME_TRANSLATION, issues).get("fr");
            if (name == null) continue;
            if (name.strip().length() > PremadeName.MAX) {
                issues.at(nameNode, Wording.of("problem.premade.name.long", String.valueOf(PremadeName.MAX),
                        String.valueOf(name.strip().length())));
                continue;
            }
            String refused = refusedCharacter(name.strip());
            if (refused != null) {
                issues.at(nameNode, Wording.of("problem.premade.name.char", refused));
                continue;
            }
            if (out.stream().anyMatch(h -> h.name().equalsIgnoreCase(name.strip()))) {
                issues.at(nameNode, Wording.of("problem.twice.name", Node.quote(name)));
                continue;
            }
            out.add(new PremadeName(name.strip(), fr == null ? null : fr.gender()));
        }
        return out;
    }
}
