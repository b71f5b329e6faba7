package escarmouche.engine.movement;

import escarmouche.engine.battle.Creature;

/**
 * Who answers a provoked creature's question: the game asks the reactor's controller (a script takes
 * every opportunity, a behaviour decides, a player is asked or has chosen to strike every time).
 */
@FunctionalInterface
public interface Reactions {
    /** The default, as a command script plays: every opportunity is taken. */
    Reactions ALWAYS = (reactor, question) -> ReactionChoice.STRIKE;

    ReactionChoice ask(Creature reactor, OpportunityQuestion question);
}
