package escarmouche.events;

import java.util.List;

/**
 * Something that happened in a fight. The event log (JSON Lines) is the public record of a fight: the
 * interface's message log, the headless runs, the simulations and the tests all read these.
 *
 * <p>Field names follow the scenario contract and never change; new fields may be added.
 */
public sealed interface Event permits InitiativeEvent, TurnEvent, MoveEvent, CheckEvent, ContestEvent,
        OpportunityEvent, AttackEvent, FumbleEvent, DamageEvent, HealEvent, ConditionEvent, CastEvent,
        ShockEvent, DyingEvent, DeathEvent, ErrorEvent, EndEvent, StateEvent, NoteEvent {

    /** The event type as written in the log. */
    String type();

    /** Rule IDs of the house rules catalogue that fired; empty when none. */
    List<String> rule();
}
