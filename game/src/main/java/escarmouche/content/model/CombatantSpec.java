package escarmouche.content.model;

import escarmouche.rules.grid.Pos;

/**
 * One combatant of a scenario: who it is, where it stands, whose side it is on and who controls it.
 *
 * @param control {@code player} or {@code ai}
 * @param group   initiative group (TURN-INIT): combatants with the same group share one roll; may be null
 * @param hidden  stealth total when it starts hidden (SURP-CHECK), or null
 */
public record CombatantSpec(String id, String side, String control, Pos at, CreatureSpec creature, String group,
                            Integer hidden) {
    public boolean playerControlled() {
        return "player".equals(control);
    }
}
