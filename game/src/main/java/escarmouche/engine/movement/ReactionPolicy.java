package escarmouche.engine.movement;

import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Creature;
import escarmouche.rules.movement.OpportunityTrigger;

/**
 * Whether a creature run by the game takes an opportunity attack open to it. Player-controlled creatures
 * always strike and are never asked. A monster behaviour may decline, to keep its reaction for later.
 */
@FunctionalInterface
public interface ReactionPolicy {
    /** The default: every opportunity is taken. */
    ReactionPolicy ALWAYS = (battle, reactor, mover, trigger) -> true;

    boolean strikes(Battle battle, Creature reactor, Creature mover, OpportunityTrigger trigger);
}
