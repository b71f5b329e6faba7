package escarmouche.content.load;

import escarmouche.content.load.json.Node;
import escarmouche.content.model.WeaponDef;
import escarmouche.rules.core.Ability;
import escarmouche.rules.core.Condition;
import escarmouche.rules.core.DamageType;
import escarmouche.rules.core.Weapon;
import escarmouche.rules.core.WeaponKind;
import escarmouche.rules.core.WeaponLength;
import escarmouche.rules.core.WeaponPoison;
import escarmouche.rules.dice.DiceExpression;
import java.util.List;

/**
 * One entry of content/weapons.json, or one creature's copy of such an entry: a scenario's or monster's
 * weapon object may change any of these fields, and the copy is checked exactly as an entry would be.
 */
final class WeaponReader implements Catalog.EntryReader<WeaponDef> {
    static final List<String> FIELDS = List.of("name", "damage", "damageType", "kind", "range", "length", "reach",
            "natural", "finesse", "light", "twoHanded", "strengthBow", "category", "condition", "poison");
    /** The fields of a weapon's {@code poison} object (COND-POISONED). */
    static final List<String> POISON_FIELDS = List.of("name", "save", "damage", "paralyzes", "rounds");
    /** The fields of a poison's {@code save}. */
    static final List<String> SAVE_FIELDS = List.of("ability", "dc");
    /** The longest a weapon's poison may last, in the victim's turns (ten minutes). */
    static final int MAX_POISON_ROUNDS = 100;

    @Override
    public WeaponDef read(String id, Node entry, Issues issues) {
        Fields f = Fields.translatable(entry, issues, FIELDS);
        if (f == null) return null;
        return read(id, f, null, issues);
    }

    /**
     * The weapon the fields describe. With a {@code base} (a creature's copy of a content weapon), the fields
     * present replace the base's and the others keep its values; without one (a content entry), the fields
     * that have no default are required.
     */
    static WeaponDef read(String id, Fields f, WeaponDef base, Issues issues) {
        int mark = issues.failures();
        Weapon b = base == null ? null : base.weapon();
        String name = or(Read.text(field(f, "name", b), issues), b == null ? null : b.name());
        DiceExpression damage = or(DiceBounds.weaponDamage(field(f, "damage", b), issues), b == null ? null : b.damage());
        DamageType type = or(Read.choice(field(f, "damageType", b), Enums.DAMAGE_TYPES, DamageType::byId, issues),
                b == null ? null : b.damageType());
        WeaponKind kind = or(Read.choice(field(f, "kind", b), Enums.WEAPON_KINDS, WeaponKind::byId, issues),
                b == null ? null : b.kind());
        int[] range = range(f, kind, b, issues);
        WeaponLength length = or(Read.choice(field(f, "length", b), Enums.WEAPON_LENGTHS, WeaponLength::byId, issues),
                b == null ? null : b.length());
        Integer reach = or(Read.whole(f.optional("reach"), 1, 5, issues), b == null ? 1 : b.reach());
        boolean natural = flag(f, "natural", b == null ? null : b.natural(), issues);
        boolean finesse = flag(f, "finesse", b == null ? null : b.finesse(), issues);
        boolean light = flag(f, "light", b == null ? null : b.light(), issues);
        boolean twoHanded = flag(f, "twoHanded", b == null ? null : b.twoHanded(), issues);
        boolean strengthBow = flag(f, "strengthBow", b == null ? null : b.strengthBow(), issues);
        String category = or(Read.choice(field(f, "category", b), Enums.WEAPON_CATEGORIES, issues),
                base == null ? null : base.category());
        String condition = condition(f, base, issues);
        WeaponPoison poison = poison(f, b, issues);
        if (category != null && natural != "natural".equals(category)) {
            issues.at(f.node(), Wording.of("problem.weapon.natural", Node.quote(category),
                    String.valueOf(natural)));
        }
        if (strengthBow && kind != null && kind != WeaponKind.BOW) {
            issues.at(where(f, "strengthBow", "kind"), Wording.of("problem.weapon.strength.bow",
                    Node.quote(kind.id())));
        }
        if (issues.failures() > mark) return null;
        Weapon weapon = new Weapon(id, name, damage, type, kind, range[0], range[1], length, reach, natural, finesse,
                light, twoHanded, strengthBow, b == null ? 0 : b.magic(), b == null ? 0 : b.magicLevel(), poison,
                condition == null ? null : Condition.byId(condition));
        return new WeaponDef(weapon, category, condition);
    }

    /** A field with no default: required in a content entry, optional over a base. */
    private static Node field(Fields f, String key, Weapon base) {
        return base == null ? f.required(key) : f.optional(key);
    }

    private static boolean flag(Fields f, String key, Boolean base, Issues issues) {
        Boolean v = Read.bool(f.optional(key), issues);
        return v != null ? v : Boolean.TRUE.equals(base);
    }

    private static String condition(Fields f, WeaponDef base, Issues issues) {
        Node n = f.optional("condition");
        if (n == null) return base == null ? null : base.condition();
        Condition c = Read.choice(n, Enums.CONDITIONS, Condition::byId, issues);
        return c == null ? null : c.id();
    }

    /**
     * COND-POISONED [HOUSE]: {@code {"name": "Spider venom", "save": {"ability": "con", "dc": 11}, "damage": "1d6",
     * "paralyzes": false, "rounds": 10}}: a hit poisons its target, unless it makes the save, for {@code rounds}
     * of its turns; {@code damage} (poison damage) falls at the start of each, {@code paralyzes} holds it
     * paralysed as long. Only {@code name} and {@code rounds} are required. A copy without the field keeps
     * its base's poison.
     */
    private static WeaponPoison poison(Fields f, Weapon base, Issues issues) {
        Node n = f.optional("poison");
        if (n == null) return base == null ? null : base.poison();
        // Its "fr" (a translation of its name) is read with the content's words (TranslationReader.poisonName).
        Fields p = Fields.translatable(n, issues, POISON_FIELDS);
        if (p == null) return null;
        int mark = issues.failures();
        String name = Read.text(p.required("name"), issues);
        DiceExpression damage = DiceBounds.poisonDamage(p.optional("damage"), issues);
        boolean paralyzes = Boolean.TRUE.equals(Read.bool(p.optional("paralyzes"), issues));
        Integer rounds = Read.whole(p.required("rounds"), 1, MAX_POISON_ROUNDS, issues);
        Ability save = null;
        Integer dc = null;
        Fields s = Fields.of(p.optional("save"), issues, SAVE_FIELDS);
        if (s != null) {
            save = Read.choice(s.required("ability"), Enums.ABILITIES, Ability::byId, issues);
            dc = Read.whole(s.required("dc"), 1, 30, issues);
        }
        if (issues.failures() > mark || name == null || rounds == null) return null;
        return new WeaponPoison(name, damage, paralyzes, save, save == null ? 0 : dc, rounds);
    }

    /** Where a contradiction between two fields is reported: the first one given, else the second, else the object. */
    private static Node where(Fields f, String first, String second) {
        Node n = f.optional(first);
        if (n == null) n = f.optional(second);
        return n == null ? f.node() : n;
    }

    private static <T> T or(T value, T otherwise) {
        return value != null ? value : otherwise;
    }

    /**
     * {@code [normal, long]}, required exactly for the kinds that shoot or throw. A copy that does not give
     * it keeps the base's range when the base could already shoot.
     */
    private static int[] range(Fields f, WeaponKind kind, Weapon base, Issues issues) {
        int[] none = {0, 0};
        Node node = f.optional("range");
        if (kind == null) return none;
        if (!kind.hasRange()) {
            if (node != null) {
                issues.at(node, Wording.of("problem.weapon.no.range", kind.id()));
            }
            return none;
        }
        if (node == null) {
            if (base != null && base.kind().hasRange()) return new int[] {base.normalRange(), base.longRange()};
            issues.at(f.node(), Wording.of("problem.weapon.range", kind.id()));
            return none;
        }
        return Ranges.pair(node, issues, 1, 1000);
    }
}
