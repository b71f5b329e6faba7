package escarmouche.content.model;

import escarmouche.behaviour.Behaviour;
import escarmouche.rules.core.Ability;
import escarmouche.rules.core.Condition;
import escarmouche.rules.core.DamageType;
import escarmouche.rules.core.Resistance;
import escarmouche.rules.core.Size;
import escarmouche.rules.core.Weapon;
import java.util.Collections;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Creature fields exactly as a monster file or a scenario override writes them: every component is
 * {@code null} when the file leaves it out, so that a template and its overrides can be laid one over
 * the other before anything is derived. References are already resolved (weapons, armour).
 *
 * @param abilities only the scores the file gives (an override may change just one)
 * @param behavior  the behaviour's name (a shared one, or an inline one's)
 * @param script    the behaviour itself, resolved, or null when the file gives none
 * @param race      its people ({@code dwarf} ...), or null
 */
public record CreatureTraits(String name, Integer hp, Integer maxHp, Integer tempHp, Integer exhaustion, Integer ac,
                             Integer speed,
                             Size size, Integer width, Integer height, Map<Ability, Integer> abilities,
                             Integer level, Integer proficiency, String className, Integer reach,
                             Integer systemShock, List<Weapon> weapons, List<ArmorDef> armor,
                             List<Resistance> resistances, List<DamageType> vulnerabilities,
                             Integer damageReduction, Integer hitOnlyByMagic, Boolean intangible, Boolean zoid,
                             List<Condition> conditions, String behavior, List<String> spells,
                             List<Integer> spellSlots, Map<String, Integer> items, Focus focus, String type,
                             Behaviour script, String race) {
    public static final CreatureTraits NONE = new CreatureTraits(null, null, null, null, null, null, null, null, null,
            null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null,
            null, null, null, null, null, null, null);

    public CreatureTraits {
        abilities = abilities == null ? null : Collections.unmodifiableMap(copyAbilities(abilities));
        weapons = weapons == null ? null : List.copyOf(weapons);
        armor = armor == null ? null : List.copyOf(armor);
        resistances = resistances == null ? null : List.copyOf(resistances);
        vulnerabilities = vulnerabilities == null ? null : List.copyOf(vulnerabilities);
        conditions = conditions == null ? null : List.copyOf(conditions);
        spells = spells == null ? null : List.copyOf(spells);
        spellSlots = spellSlots == null ? null : List.copyOf(spellSlots);
        items = items == null ? null : Collections.unmodifiableMap(new LinkedHashMap<>(items));
    }

    // An EnumMap keeps the scores in str..cha order whatever order the file used.
    private static Map<Ability, Integer> copyAbilities(Map<Ability, Integer> from) {
        Map<Ability, Integer> copy = new EnumMap<>(Ability.class);
        copy.putAll(from);
        return copy;
    }
}
