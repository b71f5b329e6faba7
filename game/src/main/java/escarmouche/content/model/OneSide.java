package escarmouche.content.model;

import java.util.List;

/**
 * Whether every combatant of an encounter is on one side. Valid, but such a fight ends before its first
 * turn (a side with no enemy left standing wins at once): {@code ./play check} warns, and the encounter
 * builder says so instead of showing odds of 100 % in one round.
 */
public final class OneSide {
    private OneSide() {}

    /** The one side all of {@code sides} name, or null when there are two or more, or none. */
    public static String of(List<String> sides) {
        String only = null;
        for (String s : sides) {
            if (only == null) only = s;
            else if (!only.equals(s)) return null;
        }
        return only;
    }

    /**
     * The name a scenario gave the side against the party, when every creature not of the party is on it and
     * it is not plain "monsters" ("bandits"): what the reports say wins where the result says monsters.
     * Null with two sides or more against the party, or none.
     */
    public static String against(List<String> sides) {
        String other = of(sides.stream().filter(s -> !"party".equals(s)).toList());
        return "monsters".equals(other) ? null : other;
    }

    /** {@link #of(List)} for a scenario's combatants. */
    public static String of(Scenario scenario) {
        return of(scenario.combatants().stream().map(CombatantSpec::side).toList());
    }
}
