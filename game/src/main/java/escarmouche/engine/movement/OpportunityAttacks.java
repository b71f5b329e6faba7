package escarmouche.engine.movement;

import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Creature;
import escarmouche.content.model.SpellDef;
import escarmouche.engine.combat.AttackService;
import escarmouche.engine.combat.DamageSystem;
import escarmouche.engine.magic.SpellService;
import escarmouche.events.NoteEvent;
import escarmouche.events.OpportunityEvent;
import escarmouche.rules.core.Weapon;
import escarmouche.rules.movement.OpportunityTrigger;
import escarmouche.rules.movement.Refusal;
import escarmouche.rules.opportunity.OpportunityRules;
import escarmouche.rules.opportunity.OpportunityTracker;
import java.util.List;
import java.util.Optional;

/**
 * Resolves one provoked opportunity attack while the mover still stands where the trigger caught it
 * (OA-REACTION): the {@code opportunity} event, then one melee attack through the ordinary attack
 * service, its event carrying OA-REACTION and the trigger's rule. A character at exactly 0 hit points
 * strains as it would attacking on its turn (HP-DISABLED).
 */
final class OpportunityAttacks {
    private final Battle battle;
    private final AttackService attacks;
    private final Reactors reactors;
    private final SpellService spells;
    private final DamageSystem damage;

    OpportunityAttacks(Battle battle, AttackService attacks, SpellService spells, DamageSystem damage) {
        this.battle = battle;
        this.attacks = attacks;
        this.reactors = new Reactors(battle);
        this.spells = spells;
        this.damage = damage;
    }

    /** What the mover does that would have provoked, in words. */
    private static String provocation(OpportunityTrigger t) {
        return OpportunityTrigger.WITHIN.equals(t.rule()) ? "takes a second step inside its reach" : "leaves its reach";
    }

    /** What became of one provoked opportunity attack. */
    enum Result {
        /** The reactor struck (or cast, CAST-OA). */
        STRUCK,
        /** It could not strike, or chose not to. */
        PASSED,
        /** Its controller has not answered yet: ask again once it has. */
        WAITING
    }

    /**
     * Resolves {@code trigger}. A reactor that cannot strike (OA-NONE: no reaction left, incapacitated,
     * surprised, frightened, cannot see the mover; OA-DISENGAGE) leaves a note saying why, and is not
     * provoked again this turn. Otherwise its controller is asked ({@code reactions}): one that lets the
     * mover go keeps its reaction, and the tracker is told so that a later step may still provoke it; one
     * that has no answer yet leaves the trigger to be resolved again.
     */
    Result resolve(OpportunityTrigger trigger, Creature mover, OpportunityTracker tracker, Reactions reactions) {
        Creature reactor = battle.find(trigger.reactorId());
        if (reactor == null || !reactor.alive()) {
            tracker.declined(trigger.reactorId());
            return Result.PASSED;
        }
        Optional<Refusal> why = OpportunityRules.cannotStrike(reactors.reactor(reactor, mover),
                Reactors.disengage(mover), battle.rules());
        // The first melee weapon in reach that can hurt the mover (DMG-MAGIC-WEAPON), for every controller alike.
        Weapon weapon = reactors.strikeWith(reactor, mover);
        // OA-REACTION [HOUSE], CAST-OA: a caster may answer with a one-segment spell instead of the blow.
        SpellDef spell = why.isPresent() ? null : spells.reactionSpell(reactor, mover);
        if (why.isEmpty() && weapon == null && spell == null) {
            why = Optional.of(new Refusal("OA-NONE", reactor.id() + " has no melee weapon that reaches " + mover.id()));
        }
        if (why.isPresent()) {
            // A creature that is down (dying, knocked out, asleep) threatens no one: nothing to explain.
            if (!reactor.standing() || !battle.log().wants(NoteEvent.class)) return Result.PASSED;
            battle.emit(new NoteEvent(reactor.id(), reactor.id() + " makes no opportunity attack as " + mover.id() + " "
                    + provocation(trigger) + ": " + why.get().reason(), List.of(why.get().rule(), trigger.rule())));
            return Result.PASSED;
        }
        // Both are offered; a plain strike (the AI's, a script's) takes the one SpellService.castsAtMover picks.
        boolean castsByDefault = spell != null && spells.castsAtMover(reactor, weapon != null);
        OpportunityQuestion question = new OpportunityQuestion(reactor.id(), mover.id(), trigger.rule(), trigger.at(),
                weapon == null ? null : weapon.id(), spell == null ? null : spell.id(), castsByDefault);
        ReactionChoice choice = reactions.ask(reactor, question);
        if (choice == ReactionChoice.ASK) return Result.WAITING;
        // The game's own inputs are checked before they come here (Game.answer, the replays): a controller's answer
        // naming a blow the question does not offer is a plain strike.
        if (!question.takes(choice)) choice = ReactionChoice.STRIKE;
        if (choice == ReactionChoice.LET_GO) {
            tracker.declined(reactor.id());
            if (battle.log().wants(NoteEvent.class)) {
                battle.emit(new NoteEvent(reactor.id(), reactor.id() + " lets " + mover.id() + " go without striking",
                        List.of("OA-REACTION")));
            }
            return Result.PASSED;
        }
        battle.emit(new OpportunityEvent(reactor.id(), mover.id(), List.of(trigger.rule()), trigger.at()));
        reactor.turn.reactionUsed = true;
        boolean casts = question.casts(choice);
        strike(reactor, mover, trigger, casts ? null : weapon, casts ? spell : null);
        // HP-DISABLED names attacking and casting strenuous, whenever they happen: a reaction strains as
        // the turn's action does, once it is made.
        damage.strain(reactor);
        return Result.STRUCK;
    }

    /** The opportunity attack itself: the spell chosen in its place (CAST-OA), else the melee attack. */
    private void strike(Creature reactor, Creature mover, OpportunityTrigger trigger, Weapon weapon, SpellDef spell) {
        if (spell != null) {
            spells.castAsReaction(reactor, mover, spell, List.of("OA-REACTION", trigger.rule()));
            return;
        }
        attacks.attack(reactor, mover, weapon, new AttackService.Options(null, null, false,
                List.of("OA-REACTION", trigger.rule())));
    }
}
