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
 * @param charmedBy    COND-CHARMED: the combatant that charmed it (it starts charmed), or null
 * @param frightenedBy COND-FRIGHTENED: the combatant it fears (it starts frightened), or null
 */
public record CombatantSpec(String id, String side, String control, Pos at, CreatureSpec creature, String group,
                            Integer hidden, Integer sneakDc, String master, String charmedBy, String frightenedBy) {
    public CombatantSpec(String id, String side, String control, Pos at, CreatureSpec creature, String group,
                         Integer hidden) {
        this(id, side, control, at, creature, group, hidden, null, null);
    }

    public CombatantSpec(String id, String side, String control, Pos at, CreatureSpec creature, String group,
                         Integer hidden, Integer sneakDc, String master) {
        this(id, side, control, at, creature, group, hidden, sneakDc, master, null, null);
    }

    /** The same combatant under another control ({@code player} or {@code ai}). */
    public CombatantSpec withControl(String newControl) {
        return new CombatantSpec(id, side, newControl, at, creature, group, hidden, sneakDc, master, charmedBy,
                frightenedBy);
    }

    public boolean playerControlled() {
        return "player".equals(control);
    }
}
