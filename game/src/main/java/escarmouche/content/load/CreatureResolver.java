package escarmouche.content.load;

import escarmouche.behaviour.Behaviour;
import escarmouche.content.model.ArmorDef;
import escarmouche.content.model.ClassDef;
import escarmouche.content.model.CreatureSpec;
import escarmouche.content.model.CreatureTraits;
import escarmouche.rules.core.Ability;
import escarmouche.rules.core.AbilityScores;
import escarmouche.rules.core.Size;
import escarmouche.rules.core.Weapon;
import java.util.List;
import java.util.Map;

/**
 * Turns a template (a monster's traits, or a class and its pre-made character) and a scenario's
 * overrides into the {@link CreatureSpec} the engine plays. Overrides always win; what is derived
 * (PC hit points, proficiency, armour class, footprint) is derived from the values after overriding.
 */
final class CreatureResolver {
    /** The behaviour of content/behaviors/ that characters use when their entry names none. */
    static final String HERO = "hero";

    private CreatureResolver() {}

    static CreatureSpec monster(String id, boolean npc, CreatureTraits base, CreatureTraits over, Content content) {
        HitPoints template = new HitPoints(base.hp(), base.maxHp() != null ? base.maxHp() : base.hp());
        HitPoints hp = HitPoints.resolve(over.hp(), over.maxHp(), template);
        AbilityScores abilities = scores(scores(AbilityScores.AVERAGE, base.abilities()), over.abilities());
        List<ArmorDef> armor = pick(over.armor(), base.armor(), List.of());
        Integer fixedAc = pick(over.ac(), base.ac(), null);
        int ac = fixedAc != null ? fixedAc : ArmorClass.of(armor, abilities.modifier(Ability.DEX));
        Size size = pick(over.size(), base.size(), Size.MEDIUM);
        String className = pick(over.className(), base.className(), null);
        Casting casting = casting(className == null ? null : content.classes().get(className),
                pick(over.spells(), base.spells(), List.of()), abilities);
        // A new size brings its own footprint unless the override gives one too.
        Integer width = over.width() != null ? over.width() : over.size() != null ? null : base.width();
        Integer height = over.height() != null ? over.height() : over.size() != null ? null : base.height();
        return new CreatureSpec(pick(over.name(), base.name(), id), id, npc ? "npc" : "monster",
                className, pick(over.level(), base.level(), 0), hp.hp(),
                hp.maxHp(), pick(over.tempHp(), base.tempHp(), 0),
                pick(over.exhaustion(), base.exhaustion(), 0), ac, pick(over.speed(), base.speed(), 0), size,
                width != null ? width : size.defaultWidth(), height != null ? height : size.defaultHeight(),
                abilities, pick(over.proficiency(), base.proficiency(), 0), pick(over.reach(), base.reach(), 1),
                pick(over.systemShock(), base.systemShock(), 0), pick(over.weapons(), base.weapons(), List.of()),
                armor, pick(over.resistances(), base.resistances(), List.of()),
                pick(over.vulnerabilities(), base.vulnerabilities(), List.of()),
                pick(over.damageReduction(), base.damageReduction(), 0),
                pick(over.hitOnlyByMagic(), base.hitOnlyByMagic(), 0),
                pick(over.intangible(), base.intangible(), false), pick(over.zoid(), base.zoid(), false),
                pick(over.conditions(), base.conditions(), List.of()), pick(over.behavior(), base.behavior(), null),
                pick(over.spells(), base.spells(), List.of()), pick(over.spellSlots(), base.spellSlots(), List.of()),
                pick(over.items(), base.items(), Map.of()), 0, casting.ability(), casting.segmentsPerLevel(),
                pick(over.focus(), base.focus(), null), pick(over.type(), base.type(), null),
                pick(over.script(), base.script(), null), pick(over.race(), base.race(), null));
    }

    /** How a creature casts: its casting ability and CAST-ROLL segments per spell level. */
    private record Casting(String ability, int segmentsPerLevel) {
        static final Casting NONE = new Casting(null, 0);
    }

    /**
     * A monster casts like its class when it has one; a monster with spells but no class casts them
     * innately, like a wizard (one segment per level), with the better of its Int and Wis.
     */
    private static Casting casting(ClassDef cls, List<String> spells, AbilityScores abilities) {
        if (cls != null && cls.castingAbility() != null) return new Casting(cls.castingAbility(), cls.segmentsPerLevel());
        if (spells.isEmpty()) return Casting.NONE;
        boolean wis = abilities.modifier(Ability.WIS) > abilities.modifier(Ability.INT);
        return new Casting(wis ? "wis" : "int", 1);
    }

    /**
     * A player character of class {@code cls}; {@code level} must already be within the class table
     * (the caller reports it otherwise).
     */
    static CreatureSpec pc(ClassDef cls, Content content, CreatureTraits over, String defaultName, int level) {
        var defaults = cls.defaults();
        AbilityScores abilities = scores(defaults.abilities(), over.abilities());
        int maxHp = HitPoints.forLevel(cls.hitDie(), level, abilities.modifier(Ability.CON));
        HitPoints hp = HitPoints.resolve(over.hp(), over.maxHp(), new HitPoints(maxHp, maxHp));
        List<ArmorDef> armor = over.armor() != null ? over.armor() : cls.armor().stream().map(content.armor()::get).toList();
        List<Weapon> weapons = over.weapons() != null ? over.weapons() : cls.weapons().stream().map(content::weapon).toList();
        int ac = over.ac() != null ? over.ac() : ArmorClass.of(armor, abilities.modifier(Ability.DEX));
        Size size = or(over.size(), Size.MEDIUM);
        List<Integer> slots = cls.slots().isEmpty() ? List.of() : cls.slots().get(level - 1);
        // A character put on AI (simulate, --all-ai) fights by the behaviour named after its class if content
        // has one (an archer by "archer"), else by the shared "hero" behaviour, unless its entry names one.
        Behaviour script = over.script() != null ? over.script()
                : content.behaviors().getOrDefault(cls.id(), content.behaviors().get(HERO));
        return new CreatureSpec(or(over.name(), defaultName), cls.id(), "pc", cls.id(), level, hp.hp(),
                hp.maxHp(), or(over.tempHp(), 0), or(over.exhaustion(), 0), ac, or(over.speed(), defaults.speed()), size,
                or(over.width(), size.defaultWidth()), or(over.height(), size.defaultHeight()),
                abilities, or(over.proficiency(), cls.proficiencyByLevel().get(level - 1)),
                or(over.reach(), 1), or(over.systemShock(), 0), weapons, armor,
                or(over.resistances(), List.of()), or(over.vulnerabilities(), List.of()),
                or(over.damageReduction(), 0), or(over.hitOnlyByMagic(), 0),
                or(over.intangible(), false), or(over.zoid(), false),
                or(over.conditions(), List.of()), script == null ? null : script.name(), spells(cls, over, slots, content),
                or(over.spellSlots(), slots), or(over.items(), defaults.items()), cls.hitDie(), cls.castingAbility(),
                cls.segmentsPerLevel(), over.focus(), or(over.type(), "humanoid"), script, over.race());
    }

    /**
     * The character's spells: those the scenario lists (checked by the caller), else the class's that its
     * slots reach (the class row for its level, or the scenario's {@code spellSlots}).
     */
    private static List<String> spells(ClassDef cls, CreatureTraits over, List<Integer> classSlots, Content content) {
        if (over.spells() != null) return over.spells();
        return SpellsByLevel.castable(cls.spells(), or(over.spellSlots(), classSlots), content);
    }

    private static AbilityScores scores(AbilityScores start, Map<Ability, Integer> given) {
        AbilityScores s = start;
        if (given != null) for (Map.Entry<Ability, Integer> e : given.entrySet()) s = s.with(e.getKey(), e.getValue());
        return s;
    }

    private static <T> T or(T value, T fallback) {
        return value != null ? value : fallback;
    }

    /** The first value that is present. */
    private static <T> T pick(T first, T second, T fallback) {
        return first != null ? first : second != null ? second : fallback;
    }
}
