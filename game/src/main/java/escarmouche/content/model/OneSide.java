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

    /** {@link #of(List)} for a scenario's combatants. */
    public static String of(Scenario scenario) {
        return of(scenario.combatants().stream().map(CombatantSpec::side).toList());
    }
}
