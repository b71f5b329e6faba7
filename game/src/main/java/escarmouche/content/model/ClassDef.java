package escarmouche.content.model;

import java.util.List;

/**
 * A character class from content/classes/: hit die, proficiency by level, starting kit, spells and
 * slot table, and the default character used when a scenario names the class as a template.
 *
 * @param castingAbility {@code int}, {@code wis} or {@code null} for non-casters
 * @param segmentsPerLevel CAST-ROLL: 1 for wizards, 2 for clerics, necromancers and monks, 0 non-casters
 * @param slots          slot table: one row per character level, each row the slots by spell level
 */
public record ClassDef(String id, String name, String description, int hitDie, List<Integer> proficiencyByLevel,
                       List<String> weapons, List<String> armor, List<String> spells, List<List<Integer>> slots,
                       String castingAbility, int segmentsPerLevel, CreatureDefaults defaults) {}
