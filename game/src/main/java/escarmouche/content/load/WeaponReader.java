package escarmouche.content.load;

import escarmouche.content.load.json.Node;
import escarmouche.content.model.WeaponDef;
import escarmouche.rules.core.Condition;
import escarmouche.rules.core.DamageType;
import escarmouche.rules.core.Weapon;
import escarmouche.rules.core.WeaponKind;
import escarmouche.rules.core.WeaponLength;
import escarmouche.rules.dice.DiceExpression;
import java.util.List;

/** One entry of content/weapons.json. */
final class WeaponReader implements Catalog.EntryReader<WeaponDef> {
    static final List<String> FIELDS = List.of("name", "damage", "damageType", "kind", "range", "length", "reach",
            "natural", "finesse", "light", "twoHanded", "strengthBow", "category", "condition");

    @Override
    public WeaponDef read(String id, Node entry, Issues issues) {
        Fields f = Fields.of(entry, issues, FIELDS);
        if (f == null) return null;
        int mark = issues.failures();
        String name = Read.text(f.required("name"), issues);
        DiceExpression damage = Read.dice(f.required("damage"), issues);
        DamageType type = Read.choice(f.required("damageType"), Enums.DAMAGE_TYPES, DamageType::byId, issues);
        WeaponKind kind = Read.choice(f.required("kind"), Enums.WEAPON_KINDS, WeaponKind::byId, issues);
        int[] range = range(f, kind, issues);
        WeaponLength length = Read.choice(f.required("length"), Enums.WEAPON_LENGTHS, WeaponLength::byId, issues);
        Integer reach = Read.whole(f.optional("reach"), 1, 5, issues);
        boolean natural = Read.flag(f.optional("natural"), issues);
        boolean finesse = Read.flag(f.optional("finesse"), issues);
        boolean light = Read.flag(f.optional("light"), issues);
        boolean twoHanded = Read.flag(f.optional("twoHanded"), issues);
        boolean strengthBow = Read.flag(f.optional("strengthBow"), issues);
        String category = Read.choice(f.required("category"), Enums.WEAPON_CATEGORIES, issues);
        Condition condition = Read.choice(f.optional("condition"), Enums.CONDITIONS, Condition::byId, issues);
        if (category != null && natural != "natural".equals(category)) {
            issues.at(f.node(), "a weapon is in category \"natural\" exactly when \"natural\" is true; found category "
                    + Node.quote(category) + " with natural " + natural);
        }
        if (strengthBow && kind != null && kind != WeaponKind.BOW) {
            issues.at(f.optional("strengthBow"), "only a bow can be built for strength; this weapon's kind is " + Node.quote(kind.id()));
        }
        if (issues.failures() > mark) return null;
        Weapon weapon = new Weapon(id, name, damage, type, kind, range[0], range[1], length, reach == null ? 1 : reach,
                natural, finesse, light, twoHanded, strengthBow, 0, 0);
        return new WeaponDef(weapon, category, condition == null ? null : condition.id());
    }

    /** {@code [normal, long]}, required exactly for the kinds that shoot or throw. */
    private static int[] range(Fields f, WeaponKind kind, Issues issues) {
        int[] none = {0, 0};
        Node node = f.optional("range");
        if (kind == null) return none;
        if (!kind.hasRange()) {
            if (node != null) {
                issues.at(node, "a weapon of kind \"" + kind.id() + "\" cannot shoot or be thrown, so it takes no range");
            }
            return none;
        }
        if (node == null) {
            issues.at(f.node(), "missing required field \"range\": a weapon of kind \"" + kind.id()
                    + "\" needs [normal, long] in squares");
            return none;
        }
        return Ranges.pair(node, issues, 1, 1000);
    }
}
