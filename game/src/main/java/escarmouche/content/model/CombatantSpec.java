package escarmouche.content.model;

import escarmouche.rules.grid.Pos;

/**
 * One combatant of a scenario: who it is, where it stands, whose side it is on and who controls it.
 *
 * @param control {@code player} or {@code ai}
 * @param group   initiative group (TURN-INIT): combatants with the same group share one roll; may be null
 * @param hidden  stealth total when it starts hidden (SURP-CHECK), or null
 * @param sneakDc when not null, the game rolls its stealth check (SURP-CHECK) against this DC at the start
 *                of the fight; {@code hidden} is then null
 * @param master  TURN-INIT: the combatant whose initiative count it shares (a familiar), or null
 */
public record CombatantSpec(String id, String side, String control, Pos at, CreatureSpec creature, String group,
                            Integer hidden, Integer sneakDc, String master) {
    public CombatantSpec(String id, String side, String control, Pos at, CreatureSpec creature, String group,
                         Integer hidden) {
        this(id, side, control, at, creature, group, hidden, null, null);
    }

    public boolean playerControlled() {
        return "player".equals(control);
    }
}
