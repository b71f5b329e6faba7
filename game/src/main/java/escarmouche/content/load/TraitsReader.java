package escarmouche.content.load;

import escarmouche.behaviour.Behaviour;
import escarmouche.content.load.json.Node;
import escarmouche.content.model.ArmorDef;
import escarmouche.content.model.ClassDef;
import escarmouche.content.model.CreatureTraits;
import escarmouche.content.model.Focus;
import escarmouche.rules.core.Ability;
import escarmouche.rules.core.Condition;
import escarmouche.rules.core.DamageType;
import escarmouche.rules.core.Size;
import escarmouche.rules.core.Weapon;
import escarmouche.rules.health.Exhaustion;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;

/**
 * The creature fields shared by monster files and scenario overrides. Only the fields present are
 * read; the others stay {@code null} in the {@link CreatureTraits}.
 */
final class TraitsReader {
    static final List<String> FIELDS = List.of("name", "hp", "maxHp", "tempHp", "exhaustion", "ac", "speed", "size", "width",
            "height", "abilities", "level", "proficiency", "class", "reach", "systemShock", "weapons", "armor",
            "resistances", "vulnerabilities", "damageReduction", "hitOnlyByMagic", "intangible", "zoid",
            "conditions", "behavior", "spells", "spellSlots", "items", "focus", "type", "race");

    static final int MAX_HP = 100_000;

    private final Content content;
    private final boolean override;
    private final String owner;
    /** Whether the creature is a character of a class, whose level runs from 1 to {@link ClassReader#LEVELS}. */
    private final boolean classLevels;

    /**
     * @param override {@code true} for a scenario's overrides: hit points may then start at 0 or below
     *                 (a disabled or dying creature), and the six scores may be given one by one
     */
    TraitsReader(Content content, boolean override) {
        this(content, override, "inline");
    }

    /** @param owner the monster's or combatant's id, which names an inline behaviour that has no name */
    TraitsReader(Content content, boolean override, String owner) {
        this(content, override, owner, false);
    }

    /**
     * @param classLevels the overrides of a class character's combatant: a level outside 1 to 20 is said with that
     *                    range (a monster's runs from 0 to 30), whether it is 25 or 1000
     */
    TraitsReader(Content content, boolean override, String owner, boolean classLevels) {
        this.content = content;
        this.override = override;
        this.owner = owner;
        this.classLevels = classLevels;
    }

    CreatureTraits read(Fields f, Issues issues) {
        Behaviour script = BehaviorField.read(f.optional("behavior"), content, owner, issues);
        return new CreatureTraits(
                Read.text(f.optional("name"), issues),
                Read.whole(f.optional("hp"), override ? -1000 : 1, MAX_HP, issues),
                Read.whole(f.optional("maxHp"), 1, MAX_HP, issues),
                Read.whole(f.optional("tempHp"), 0, MAX_HP, issues),
                exhaustion(f.optional("exhaustion"), issues),
                Read.whole(f.optional("ac"), 0, 40, issues),
                Read.whole(f.optional("speed"), 0, 30, issues),
                Read.choice(f.optional("size"), Enums.SIZES, Size::byId, issues),
                Read.whole(f.optional("width"), 1, 20, issues),
                Read.whole(f.optional("height"), 1, 20, issues),
                abilities(f.optional("abilities"), issues),
                level(f.optional("level"), issues),
                Read.whole(f.optional("proficiency"), 0, 10, issues),
                className(f.optional("class"), issues),
                Read.whole(f.optional("reach"), 1, 5, issues),
                Read.whole(f.optional("systemShock"), 0, 100, issues),
                WeaponEntries.read(f.optional("weapons"), content, issues),
                armor(f.optional("armor"), issues),
                list(f.optional("resistances"), issues, (n, is) -> Resistances.read(n, is)),
                Read.distinct(f.optional("vulnerabilities"), issues, "damage type",
                        (n, is) -> Read.choice(n, Enums.DAMAGE_TYPES, DamageType::byId, is)),
                Read.whole(f.optional("damageReduction"), 0, 100, issues),
                Read.whole(f.optional("hitOnlyByMagic"), 0, 5, issues),
                Read.bool(f.optional("intangible"), issues),
                Read.bool(f.optional("zoid"), issues),
                Read.distinct(f.optional("conditions"), issues, "condition",
                        (n, is) -> Read.choice(n, Enums.CONDITIONS, Condition::byId, is)),
                script == null ? null : script.name(),
                Read.distinct(f.optional("spells"), issues, "spell", (n, is) -> Refs.spell(n, content, is)),
                slots(f.optional("spellSlots"), issues),
                items(f.optional("items"), issues),
                focus(f.optional("focus"), issues),
                Read.choice(f.optional("type"), Enums.CREATURE_TYPES, issues),
                script,
                Read.choice(f.optional("race"), Enums.RACES, issues));
    }

    private Integer level(Node n, Issues issues) {
        if (!classLevels) return Read.whole(n, 0, 30, issues);
        Long v = Read.wholeLong(n, 1, ClassReader.LEVELS, issues);
        if (v == null) return null;
        if (v < 1 || v > ClassReader.LEVELS) {
            issues.at(n, Wording.of("problem.level", String.valueOf(v), String.valueOf(ClassReader.LEVELS)));
            return null;
        }
        return v.intValue();
    }

    /** HP-EXHAUSTION: a level from 0 (none) to 6 (death). */
    private static Integer exhaustion(Node n, Issues issues) {
        Long v = Read.wholeLong(n, 0, Exhaustion.MAX_LEVEL, issues);
        if (v == null) return null;
        if (v < 0 || v > Exhaustion.MAX_LEVEL) {
            issues.at(n, Wording.of("problem.exhaustion", String.valueOf(v),
                    String.valueOf(Exhaustion.MAX_LEVEL)));
            return null;
        }
        return v.intValue();
    }

    /** Scores by ability; with {@code all} (templates), each of the six is required. */
    Map<Ability, Integer> abilities(Node node, Issues issues) {
        Fields f = Fields.of(node, issues, Enums.ABILITIES);
        if (f == null) return null;
        Map<Ability, Integer> scores = new EnumMap<>(Ability.class);
        for (Ability a : Ability.values()) {
            Node n = override ? f.optional(a.id()) : f.required(a.id());
            Integer score = Read.whole(n, 1, 30, issues);
            if (score != null) scores.put(a, score);
        }
        return scores;
    }

    private String className(Node n, Issues issues) {
        ClassDef c = Refs.characterClass(n, content, issues);
        return c == null ? null : c.id();
    }

    private List<ArmorDef> armor(Node node, Issues issues) {
        List<Node> items = Read.list(node, issues);
        if (items == null) return null;
        List<ArmorDef> out = new ArrayList<>();
        Map<String, ArmorDef> worn = new LinkedHashMap<>();
        for (Node n : items) {
            ArmorDef a = Refs.armor(n, content, issues);
            if (a == null) continue;
            String slot = a.isBody() ? "body armour" : a.category();
            ArmorDef before = worn.putIfAbsent(slot, a);
            if (before != null) {
                issues.at(n, Wording.of("problem.armor.worn",
                        a.isBody() ? Wording.of("problem.slot.body") : slot, Node.quote(a.id()), Node.quote(before.id())));
                continue;
            }
            out.add(a);
        }
        return out;
    }

    private List<Integer> slots(Node node, Issues issues) {
        List<Node> items = Read.list(node, issues);
        if (items == null) return null;
        if (items.size() > 9) issues.at(node, Wording.of("problem.spell.levels", String.valueOf(items.size())));
        List<Integer> out = new ArrayList<>();
        for (Node n : items) {
            Integer v = Read.whole(n, 0, 20, issues);
            if (v != null) out.add(v);
        }
        return out;
    }

    /** CAST-ROLL: {@code {"kind": "staff", "level": 13}}; a mundane item has a level below 12. */
    private static Focus focus(Node node, Issues issues) {
        Fields f = Fields.of(node, issues, List.of("kind", "level"));
        if (f == null) return null;
        String kind = Read.choice(f.required("kind"), Enums.FOCUS_KINDS, issues);
        Integer level = Read.whole(f.required("level"), 0, 100, issues);
        return kind == null || level == null ? null : new Focus(kind, level);
    }

    /** Consumables carried: {@code {"potion-of-healing": 2}}. */
    Map<String, Integer> items(Node node, Issues issues) {
        if (node == null) return null;
        if (!(node instanceof Node.Obj obj)) {
            issues.at(node, Wording.of("problem.items.shape", Wording.describe(node),
                    "{\"potion-of-healing\": 1}"));
            return null;
        }
        Map<String, Integer> out = new LinkedHashMap<>();
        for (Node.Member m : obj.members().values()) {
            Integer count = Read.whole(m.value(), 1, 99, issues);
            boolean known = content.items().containsKey(m.key());
            if (!known && content.broken("item", m.key())) issues.silent();
            else if (!known) {
                issues.at(m.value().path(), m.keyAt(), Wording.of("problem.unknown.item", Node.quote(m.key()),
                        Suggest.wording(m.key(), content.suggestible("item", content.items().keySet())), ContentPlace.of(content.directory(), "items.json")));
            }
            if (known && count != null) out.put(m.key(), count);
        }
        return out;
    }

    private static <T> List<T> list(Node node, Issues issues, BiFunction<Node, Issues, T> each) {
        List<Node> items = Read.list(node, issues);
        if (items == null) return null;
        List<T> out = new ArrayList<>();
        for (Node n : items) {
            T v = each.apply(n, issues);
            if (v != null) out.add(v);
        }
        return out;
    }
}
