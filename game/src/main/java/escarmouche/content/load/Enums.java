package escarmouche.content.load;

import escarmouche.rules.core.Ability;
import escarmouche.rules.core.Condition;
import escarmouche.rules.core.DamageType;
import escarmouche.rules.core.RuleSet;
import escarmouche.rules.core.Size;
import escarmouche.rules.core.WeaponKind;
import escarmouche.rules.core.WeaponLength;
import escarmouche.rules.grid.Terrain;
import java.util.Arrays;
import java.util.List;
import java.util.function.Function;

/** The names each closed set accepts in JSON, in the order messages list them. */
final class Enums {
    static final List<String> DAMAGE_TYPES = ids(DamageType.values(), DamageType::id);
    static final List<String> WEAPON_KINDS = ids(WeaponKind.values(), WeaponKind::id);
    static final List<String> WEAPON_LENGTHS = ids(WeaponLength.values(), WeaponLength::id);
    static final List<String> SIZES = ids(Size.values(), Size::id);
    static final List<String> CONDITIONS = ids(Condition.values(), Condition::id);
    static final List<String> ABILITIES = ids(Ability.values(), Ability::id);
    static final List<String> RULE_SETS = RuleSet.values().stream().map(RuleSet::id).toList();
    static final List<String> TERRAINS = ids(Terrain.values(), Terrain::id);
    static final List<String> WEAPON_CATEGORIES = List.of("simple", "martial", "natural");
    static final List<String> ARMOR_CATEGORIES = List.of("light", "medium", "heavy", "shield", "helm");
    static final List<String> ITEM_KINDS = List.of("potion", "scroll");
    static final List<String> CASTING_ABILITIES = List.of("int", "wis", "dex");
    static final List<String> CONTROLS = List.of("player", "ai");
    static final List<String> DIFFICULTIES = List.of("easy", "medium", "hard", "deadly");
    static final List<String> FOCUS_KINDS = List.of("staff", "wand", "holy-symbol");
    static final List<String> CREATURE_TYPES = List.of("aberration", "beast", "celestial", "construct", "dragon",
            "elemental", "fey", "fiend", "giant", "humanoid", "monstrosity", "ooze", "plant", "undead");
    /** The peoples of the 5e SRD; only {@code dwarf} changes a rule so far (ATK-TWF). */
    static final List<String> RACES = List.of("dragonborn", "dwarf", "elf", "gnome", "half-elf", "half-orc",
            "halfling", "human", "tiefling");

    private Enums() {}

    private static <E> List<String> ids(E[] values, Function<E, String> id) {
        return Arrays.stream(values).map(id).toList();
    }
}
