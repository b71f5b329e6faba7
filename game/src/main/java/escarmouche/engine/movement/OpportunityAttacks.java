package escarmouche.engine.movement;

import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Creature;
import escarmouche.content.model.SpellDef;
import escarmouche.engine.combat.AttackService;
import escarmouche.engine.magic.SpellService;
import escarmouche.events.NoteEvent;
import escarmouche.events.OpportunityEvent;
import escarmouche.rules.core.Weapon;
import escarmouche.rules.movement.OpportunityTrigger;
import escarmouche.rules.opportunity.OpportunityRules;
import escarmouche.rules.opportunity.OpportunityTracker;
import java.util.List;

/**
 * Resolves one provoked opportunity attack while the mover still stands where the trigger caught it
 * (OA-REACTION): the {@code opportunity} event, then one melee attack through the ordinary attack
 * service, its event carrying OA-REACTION and the trigger's rule.
 */
final class OpportunityAttacks {
    private final Battle battle;
    private final AttackService attacks;
    private final Reactors reactors;
    private final SpellService spells;

    OpportunityAttacks(Battle battle, AttackService attacks, SpellService spells) {
        this.battle = battle;
        this.attacks = attacks;
        this.reactors = new Reactors(battle);
        this.spells = spells;
    }

    /**
     * Resolves {@code trigger}; returns whether the reactor struck. A reactor that can no longer strike
     * (something happened to it earlier in the move) or that declines keeps its reaction, and the tracker
     * is told so that a later step may still provoke it.
     */
    boolean resolve(OpportunityTrigger trigger, Creature mover, OpportunityTracker tracker, ReactionPolicy policy) {
        Creature reactor = battle.find(trigger.reactorId());
        Weapon weapon = reactor == null ? null : Reactors.weaponFor(reactor, reactor.distanceTo(mover));
        // CAST-OA: a caster may answer with a one-segment spell instead (SpellService.reactionChoice).
        SpellDef spell = reactor == null ? null : spells.reactionChoice(reactor, mover, weapon != null);
        boolean able = reactor != null && reactor.alive() && (weapon != null || spell != null)
                && OpportunityRules.cannotStrike(reactors.reactor(reactor, mover), Reactors.disengage(mover),
                        battle.rules()).isEmpty();
        if (!able) {
            tracker.declined(trigger.reactorId());
            return false;
        }
        if (!reactor.side.playerControlled && !policy.strikes(battle, reactor, mover, trigger)) {
            tracker.declined(reactor.id());
            battle.emit(new NoteEvent(reactor.id(), reactor.id() + " lets " + mover.id() + " go without striking",
                    List.of("OA-REACTION")));
            return false;
        }
        battle.emit(new OpportunityEvent(reactor.id(), mover.id(), List.of(trigger.rule()), trigger.at()));
        reactor.turn.reactionUsed = true;
        if (spell != null) {
            spells.castAsReaction(reactor, mover, spell, List.of("OA-REACTION", trigger.rule()));
            return true;
        }
        attacks.attack(reactor, mover, weapon, new AttackService.Options(null, null, false,
                List.of("OA-REACTION", trigger.rule())));
        return true;
    }
}
