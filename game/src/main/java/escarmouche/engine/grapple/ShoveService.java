package escarmouche.engine.grapple;

import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.Outcome;
import escarmouche.engine.combat.ConditionSystem;
import escarmouche.engine.combat.OnlyDefends;
import escarmouche.engine.movement.AbilityChecks;
import escarmouche.engine.movement.GrappleBonds;
import escarmouche.engine.movement.MoveContexts;
import escarmouche.engine.movement.MovementService;
import escarmouche.events.NoteEvent;
import escarmouche.rules.core.Ability;
import escarmouche.rules.core.Condition;
import escarmouche.rules.grapple.ContestResult;
import escarmouche.rules.grapple.Push;
import escarmouche.rules.grapple.Shove;
import escarmouche.rules.opportunity.MoveKind;
import escarmouche.rules.movement.Occupant;
import escarmouche.rules.movement.Refusal;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Shoving (SHOVE): a Str contest; a win knocks the target prone or pushes it one square away. The push
 * is forced movement (MOVE-FORCED): it costs the target nothing and provokes no one; a wall or a creature
 * in the way stops it, and the log says why. A push that takes a creature out of its grappler's reach, or
 * a grappler away from what it holds, ends that grapple (GRAP-END).
 */
public final class ShoveService {
    private final Battle battle;
    private final ConditionSystem conditions;
    private final GrappleBonds bonds;
    private final AbilityChecks checks;
    private final MovementService movement;

    public ShoveService(Battle battle, ConditionSystem conditions, MovementService movement) {
        this.battle = battle;
        this.conditions = conditions;
        this.bonds = new GrappleBonds(battle);
        this.checks = movement.checks();
        this.movement = movement;
    }

    /** Checks a shove without rolling anything: why it is refused, or empty when it may go ahead. */
    public Optional<Outcome.Refused> cannotShove(Creature actor, Creature target) {
        // A shove goes at a foe: a frightened creature may only defend itself (house COND-FRIGHTENED).
        Optional<Outcome.Refused> afraid = OnlyDefends.refusal(battle, actor);
        if (afraid.isPresent()) return afraid;
        return Shove.cannotShove(GrappleBonds.wrestler(actor), GrappleBonds.wrestler(target))
                .map(w -> Outcome.Refused.by(w.rule(), w.reason()));
    }

    /** The sides of a shove (SHOVE) as they would be rolled now: the actor's Str against the target's better. */
    public ContestSides sides(Creature actor, Creature target) {
        return new ContestSides(checks.side(actor, Ability.STR), checks.side(target, AbilityChecks.better(target)));
    }

    /** The shove contest, once {@link #cannotShove} allowed it (SHOVE). */
    public ContestResult shove(Creature actor, Creature target, boolean push) {
        ContestSides sides = sides(actor, target);
        ContestResult r = Shove.resolve(sides.actor(), sides.other(), WinWithoutRoll.against(battle, target),
                battle.dice());
        battle.emit(ContestEvents.of(r, push ? "shove away" : "shove prone"));
        ContestEvents.usedHelp(r, actor, target);
        if (!r.actorWins()) return r;
        if (push) push(actor, target);
        else conditions.add(target, Condition.PRONE, "shoved prone by " + actor.id(), "SHOVE");
        return r;
    }

    private void push(Creature actor, Creature target) {
        List<Occupant> others = new ArrayList<>();
        for (Creature o : battle.creatures()) {
            if (o != target && o.alive()) others.add(Occupant.ally(o.id(), MoveContexts.body(o)));
        }
        Push p = Shove.push(battle.grid(), others, MoveContexts.body(actor), target.id(), MoveContexts.body(target));
        if (!p.moved()) {
            Refusal why = p.blocked().orElseThrow();
            battle.emit(new NoteEvent(actor.id(), target.id() + " is not pushed: " + why.reason(),
                    List.of("SHOVE", why.rule())));
            return;
        }
        movement.force(target, p.to().at(), "forced", p.rules(), MoveKind.FORCED);
        bonds.checkEnds(target, conditions);
    }
}
