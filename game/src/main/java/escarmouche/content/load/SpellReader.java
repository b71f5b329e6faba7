package escarmouche.content.load;

import escarmouche.content.load.json.Node;
import escarmouche.content.model.SpellDef;
import escarmouche.rules.core.Ability;
import escarmouche.rules.core.Condition;
import escarmouche.rules.core.DamageType;
import escarmouche.rules.dice.DiceExpression;
import java.util.List;

/** One entry of content/spells.json. */
final class SpellReader implements Catalog.EntryReader<SpellDef> {
    static final List<String> FIELDS = List.of("name", "level", "attack", "save", "radius", "range", "damage",
            "damageType", "healing", "condition", "missiles", "halfOnSave", "addAbility", "creatureType", "notOn",
            "tempHp", "concentration", "rounds", "description");

    @Override
    public SpellDef read(String id, Node entry, Issues issues) {
        Fields f = Fields.translatable(entry, issues, FIELDS);
        if (f == null) return null;
        int mark = issues.failures();
        String name = Read.text(f.required("name"), issues);
        Integer level = Read.whole(f.required("level"), 0, 9, issues);
        boolean attack = Read.flag(f.optional("attack"), issues);
        Ability save = Read.choice(f.optional("save"), Enums.ABILITIES, Ability::byId, issues);
        Integer radius = Read.whole(f.optional("radius"), 0, 50, issues);
        Integer range = Read.whole(f.required("range"), 0, 200, issues);
        DiceExpression damage = DiceBounds.spellDamage(f.optional("damage"), issues);
        DamageType type = Read.choice(f.optional("damageType"), Enums.DAMAGE_TYPES, DamageType::byId, issues);
        DiceExpression healing = DiceBounds.healing(f.optional("healing"), issues);
        Condition condition = Read.choice(f.optional("condition"), Enums.CONDITIONS, Condition::byId, issues);
        Integer missiles = Read.whole(f.optional("missiles"), 0, 20, issues);
        boolean halfOnSave = Read.flag(f.optional("halfOnSave"), issues);
        boolean addAbility = Read.flag(f.optional("addAbility"), issues);
        String creatureType = Read.choice(f.optional("creatureType"), Enums.CREATURE_TYPES, issues);
        List<String> notOn = Read.distinct(f.optional("notOn"), issues, "creature type",
                (n, is) -> Read.choice(n, Enums.CREATURE_TYPES, is));
        Integer tempHp = Read.whole(f.optional("tempHp"), 1, TraitsReader.MAX_HP, issues);
        boolean concentration = Read.flag(f.optional("concentration"), issues);
        Integer rounds = Read.whole(f.optional("rounds"), 1, 1000, issues);
        String description = Read.text(f.required("description"), issues);
        if (issues.failures() > mark) return null;

        if (f.has("damage") != f.has("damageType")) {
            issues.at(f.node(), Wording.of("problem.spell.damage.type"));
        }
        if (!f.has("damage") && !f.has("healing") && !f.has("condition") && !f.has("tempHp")) {
            issues.at(f.node(), Wording.of("problem.spell.effect"));
        }
        if (f.has("tempHp") && (f.has("damage") || f.has("healing") || f.has("condition") || attack || save != null
                || (radius != null && radius > 0))) {
            issues.at(f.optional("tempHp"), Wording.of("problem.spell.temp.hp"));
        }
        if (attack && save != null) {
            issues.at(f.optional("save"), Wording.of("problem.spell.attack.save"));
        }
        if (halfOnSave && (save == null || damage == null)) {
            issues.at(f.optional("halfOnSave"), Wording.of("problem.spell.half"));
        }
        if (missiles != null && missiles > 0 && (damage == null || attack || save != null)) {
            issues.at(f.optional("missiles"), Wording.of("problem.spell.missiles"));
        }
        if (addAbility && damage == null && healing == null && tempHp == null) {
            issues.at(f.optional("addAbility"), Wording.of("problem.spell.add.ability"));
        }
        // Concentration keeps a condition that a save can end (hold person): that hold is what the engine ends
        // when the caster's concentration breaks, so a spell with nothing lasting has nothing to concentrate on.
        if (concentration && (condition == null || save == null)) {
            issues.at(f.optional("concentration"), Wording.of("problem.spell.concentration"));
        }
        // Only the caster's concentration times a spell's hold: a duration without it would be ignored.
        if (rounds != null && !concentration) {
            issues.at(f.optional("rounds"), Wording.of("problem.spell.rounds"));
        }
        // Working on one type only and on none of some: a type in both lists leaves the spell nothing to work on.
        if (creatureType != null && notOn != null && notOn.contains(creatureType)) {
            issues.at(f.optional("notOn"), Wording.of("problem.spell.not.on", Node.quote(creatureType)));
        }
        if (issues.failures() > mark) return null;
        return new SpellDef(id, name, level, attack, save == null ? null : save.id(), radius == null ? 0 : radius, range,
                damage, type, healing, condition == null ? null : condition.id(), missiles == null ? 0 : missiles,
                description, halfOnSave, addAbility, creatureType, tempHp == null ? 0 : tempHp, concentration,
                rounds == null ? 0 : rounds, notOn == null ? List.of() : notOn);
    }
}
