package escarmouche.content.model;

import escarmouche.rules.core.RuleSet;
import escarmouche.rules.grid.Grid;
import java.util.List;

/**
 * A fight ready to play: the map, the combatants in file order (which fixes every "in the order of
 * combatants" rule), optional fixed initiative, forced dice and seed.
 *
 * @param source     the file it was read from (for messages)
 * @param initiative fixed order of ids, or null to roll
 * @param seed       the scenario's seed, or null
 * @param grimoire   the spells and items its creatures may use
 * @param doors      doors that start locked (TURN-OBJECT)
 * @param planned    dice planned for the first command of a kind against a combatant (a tutorial's lessons)
 * @param words      the names and descriptions in other languages: the content's, the scenario's own
 *                   ({@code SCENARIO}) and its combatants' ({@code COMBATANT}, by id), for the screens only
 */
public record Scenario(String source, String name, String description, String difficulty, RuleSet rules,
                       Grid map, List<CombatantSpec> combatants, List<String> initiative, List<Integer> dice,
                       Long seed, Grimoire grimoire, List<LockedDoor> doors, List<PlannedRoll> planned,
                       ContentWords words) {
    public Scenario {
        if (words == null) words = ContentWords.NONE;
        combatants = List.copyOf(combatants);
        initiative = initiative == null ? null : List.copyOf(initiative);
        dice = List.copyOf(dice);
        if (grimoire == null) grimoire = Grimoire.EMPTY;
        doors = doors == null ? List.of() : List.copyOf(doors);
        planned = planned == null ? List.of() : List.copyOf(planned);
    }

    /** The same scenario played under other rules (the house rules' figures beside plain 5e's). */
    public Scenario withRules(RuleSet other) {
        if (other == rules) return this;
        return new Scenario(source, name, description, difficulty, other, map, combatants, initiative, dice, seed, grimoire,
                doors, planned, words);
    }

    /** A scenario without translations (built in code, or copied by a tool that shows no names). */
    public Scenario(String source, String name, String description, String difficulty, RuleSet rules, Grid map,
                    List<CombatantSpec> combatants, List<String> initiative, List<Integer> dice, Long seed,
                    Grimoire grimoire, List<LockedDoor> doors, List<PlannedRoll> planned) {
        this(source, name, description, difficulty, rules, map, combatants, initiative, dice, seed, grimoire, doors,
                planned, ContentWords.NONE);
    }

    public Scenario(String source, String name, String description, String difficulty, RuleSet rules, Grid map,
                    List<CombatantSpec> combatants, List<String> initiative, List<Integer> dice, Long seed,
                    Grimoire grimoire, List<LockedDoor> doors) {
        this(source, name, description, difficulty, rules, map, combatants, initiative, dice, seed, grimoire, doors,
                List.of());
    }

    public Scenario(String source, String name, String description, String difficulty, RuleSet rules, Grid map,
                    List<CombatantSpec> combatants, List<String> initiative, List<Integer> dice, Long seed) {
        this(source, name, description, difficulty, rules, map, combatants, initiative, dice, seed, Grimoire.EMPTY,
                List.of());
    }
}
