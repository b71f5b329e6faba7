package escarmouche.content.model;

import escarmouche.behaviour.Behaviour;
import escarmouche.rules.core.AbilityScores;
import escarmouche.rules.core.Condition;
import escarmouche.rules.core.DamageType;
import escarmouche.rules.core.Resistance;
import escarmouche.rules.core.Size;
import escarmouche.rules.core.Weapon;
import java.util.List;
import java.util.Map;

/**
 * A creature fully resolved from its template (a class or a monster) and the scenario's overrides:
 * everything the engine needs to put it on the map.
 *
 * @param template   the content id it came from
 * @param kind       {@code pc} (a class), {@code monster} or {@code npc}
 * @param className  class id for PCs ({@code null} for monsters)
 * @param width      footprint width in squares (MOVE-SIZE)
 * @param height     footprint height in squares
 * @param ac         armour class, already computed from armour when not given
 * @param speed      squares per turn
 * @param reach      natural reach in squares
 * @param exhaustion HP-EXHAUSTION level it starts the fight with, 0 to 6
 * @param systemShock HP-SHOCK percentage (monsters and NPCs)
 * @param spellSlots slots by spell level (index 0 = level 1)
 * @param items      consumables carried, by item id with counts
 * @param castingAbility   the ability of its spell attacks and save DCs ({@code int}, {@code wis} ...), or null
 * @param segmentsPerLevel CAST-ROLL segments per spell level (0 for a creature that casts nothing)
 * @param focus      the casting focus it carries, or null
 * @param type       its creature type ({@code humanoid}, {@code undead} ...), or null when content says none
 * @param behavior   the name of its behaviour, or null
 * @param script     the behaviour that drives it on AI, or null for the engine's fallback
 * @param race       its people when a rule cares ({@code dwarf}: ATK-TWF), or null
 */
public record CreatureSpec(String name, String template, String kind, String className, int level, int hp,
                           int maxHp, int tempHp, int exhaustion, int ac, int speed, Size size, int width, int height,
                           AbilityScores abilities, int proficiency, int reach, int systemShock,
                           List<Weapon> weapons, List<ArmorDef> armor, List<Resistance> resistances,
                           List<DamageType> vulnerabilities, int damageReduction, int hitOnlyByMagic,
                           boolean intangible, boolean zoid, List<Condition> conditions, String behavior,
                           List<String> spells, List<Integer> spellSlots, Map<String, Integer> items,
                           int hitDie, String castingAbility, int segmentsPerLevel, Focus focus, String type,
                           Behaviour script, String race) {
    public CreatureSpec {
        weapons = List.copyOf(weapons);
        armor = List.copyOf(armor);
        resistances = List.copyOf(resistances);
        vulnerabilities = List.copyOf(vulnerabilities);
        conditions = List.copyOf(conditions);
        spells = List.copyOf(spells);
        spellSlots = List.copyOf(spellSlots);
        items = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(items));
    }

    public boolean isPc() {
        return "pc".equals(kind);
    }
}
