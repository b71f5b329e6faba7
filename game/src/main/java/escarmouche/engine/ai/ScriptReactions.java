package escarmouche.engine.ai;

import escarmouche.behaviour.Behaviour;
import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.movement.ReactionPolicy;
import escarmouche.rules.movement.OpportunityTrigger;

/**
 * OA-REACTION for scripted creatures: the behaviour's {@code opportunity} setting says whether they
 * strike a creature that provokes them (a guard always, a coward never, some only while healthy).
 */
final class ScriptReactions implements ReactionPolicy {
    @Override
    public boolean strikes(Battle battle, Creature reactor, Creature mover, OpportunityTrigger trigger) {
        Behaviour b = ScriptedAi.behaviourOf(reactor);
        return switch (b.opportunity()) {
            case ALWAYS -> true;
            case NEVER -> false;
            case HEALTHY -> reactor.hp() * 2 >= reactor.health.maxHp;
        };
    }
}
