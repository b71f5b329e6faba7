package escarmouche.engine.grapple;

import com.badlogic.ashley.core.Engine;
import com.badlogic.ashley.core.Entity;
import com.badlogic.ashley.core.EntitySystem;
import com.badlogic.ashley.utils.ImmutableArray;
import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.SystemOrder;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.Outcome;
import escarmouche.engine.combat.ConditionSystem;
import escarmouche.engine.combat.OnlyDefends;
import escarmouche.engine.component.Mappers;
import escarmouche.engine.movement.AbilityChecks;
import escarmouche.engine.movement.GrappleBonds;
import escarmouche.events.NoteEvent;
import escarmouche.rules.attack.Hands;
import escarmouche.rules.core.Condition;
import escarmouche.rules.core.Weapon;
import escarmouche.rules.grapple.ContestResult;
import escarmouche.rules.grapple.Grapple;
import escarmouche.rules.grapple.GrappleEnd;
import escarmouche.rules.movement.Refusal;
import java.util.List;
import java.util.Optional;

/**
 * Starting, escaping and releasing grapples (GRAP-START, GRAP-ESCAPE, GRAP-RELEASE). Each action has a
 * check ({@code cannotStart}, {@code cannotEscape}, {@code cannotRelease}) that answers the refusal, if any,
 * before anything rolls or changes, and a step that carries it out once the check allowed it.
 *
 * <p>Hands: a creature has two; a shield takes one, each creature it holds takes one, and so does the weapon in
 * its hand (the first of its list when the fight starts). With no hand left the weapon is let go of (GRAP-START);
 * a hand emptied stays empty until a weapon is drawn (TURN-OBJECT) or picked up. A creature is held by one
 * grappler at a time.
 *
 * <p>An Ashley system over the creatures that have conditions ({@link Mappers#GRAPPLERS}), at priority
 * {@value #PRIORITY}: after movement (10) and opportunity attacks (20), before damage (50), conditions (60)
 * and the turn bookkeeping (90). A grapple is the grappled creature's COND-GRAPPLED with its grappler as
 * source, so the state it owns is written through the condition system. The grapple ends when its
 * grappler can no longer hold at the moment that happens, not in {@link #update}: an incapacitated or dead
 * grappler lets go inside {@code ConditionSystem} as the condition or death is logged, and a creature moved
 * out of reach is checked by {@code GrappleBonds.checkEnds} right after the move or the shove, before the
 * next step can provoke anything, which keeps the GRAP-END event where the log has always had it.
 */
public final class GrappleSystem extends EntitySystem {
    /** Where it runs in the engine's order of systems. */
    public static final int PRIORITY = SystemOrder.GRAPPLE;

    private final Battle battle;
    private final ConditionSystem conditions;
    private final GrappleBonds bonds;
    private final AbilityChecks checks;
    private ImmutableArray<Entity> wrestlers;

    public GrappleSystem(Battle battle, ConditionSystem conditions, AbilityChecks checks) {
        super(PRIORITY);
        this.battle = battle;
        this.conditions = conditions;
        this.bonds = new GrappleBonds(battle);
        this.checks = checks;
    }

    @Override
    public void addedToEngine(Engine engine) {
        wrestlers = engine.getEntitiesFor(Mappers.GRAPPLERS);
    }

    @Override
    public void removedFromEngine(Engine engine) {
        wrestlers = null;
    }

    /** The creatures that can grapple and be grappled (none until it is added to an engine). */
    public int tracked() {
        return wrestlers == null ? 0 : wrestlers.size();
    }

    /** Nothing waits for an update: grapples start, end and are escaped when asked (see the class comment). */
    @Override
    public void update(float deltaTime) {
        // Deliberately empty.
    }

    /** Checks a grapple attempt without rolling anything: why it is refused, or empty when it may go ahead. */
    public Optional<Outcome.Refused> cannotStart(Creature actor, Creature target) {
        // A grapple goes at a foe: a frightened creature may only defend itself (house COND-FRIGHTENED).
        Optional<Outcome.Refused> afraid = OnlyDefends.refusal(battle, actor);
        if (afraid.isPresent()) return afraid;
        Creature holder = bonds.holder(target);
        if (holder != null && holder != actor && holder.alive()) {
            return Optional.of(Outcome.Refused.by("GRAP-START", target.id() + " is already grappled by " + holder.id()));
        }
        Optional<Refusal> why = Grapple.cannotStart(GrappleBonds.wrestler(actor), GrappleBonds.wrestler(target),
                freeHand(actor), holder == actor);
        return why.map(w -> Outcome.Refused.by(w.rule(), w.reason()));
    }

    /** The grapple contest, once {@link #cannotStart} allowed it; a win grapples the target (COND-GRAPPLED, speed 0). */
    public ContestResult start(Creature actor, Creature target, String ability) {
        if (grip(actor) == Hands.Grip.DROP_WEAPON) letGoOfTheWeapon(actor);
        ContestSides sides = sides(actor, target, ability);
        ContestResult r = Grapple.start(sides.actor(), sides.other(), WinWithoutRoll.against(battle, target),
                battle.dice());
        battle.emit(ContestEvents.of(r, "grapple"));
        ContestEvents.usedHelp(r, actor, target);
        if (r.actorWins()) {
            conditions.add(target, Condition.GRAPPLED, "grappled by " + actor.id(), "GRAP-START", actor.id());
        }
        return r;
    }

    /**
     * The sides of a grapple (GRAP-START) or an escape (GRAP-ESCAPE) as they would be rolled now: the actor's
     * Str or Dex check, the one named or its better, against the other's better one.
     */
    public ContestSides sides(Creature actor, Creature other, String ability) {
        return new ContestSides(checks.side(actor, AbilityChecks.chosen(actor, ability)),
                checks.side(other, AbilityChecks.better(other)));
    }

    /**
     * Checks an escape attempt without rolling anything: why it is refused, or empty. Asked only of a creature
     * that is not caught in a net (a net's escape is its own), so a refusal names both ways out it lacks.
     */
    public Optional<Outcome.Refused> cannotEscape(Creature actor) {
        return Outcome.Refused.unless(actor.has(Condition.GRAPPLED), "GRAP-ESCAPE",
                () -> actor.id() + " is not grappled or netted");
    }

    /** Who holds {@code c} in a grapple, or null: the other side of an escape's contest. */
    public Creature holderOf(Creature c) {
        return bonds.holder(c);
    }

    /**
     * The escape contest (GRAP-ESCAPE), once {@link #cannotEscape} allowed it. A creature held by no known grappler (a scenario can start it
     * grappled) slips free without a roll.
     */
    public void escape(Creature actor, String ability) {
        Creature holder = bonds.holder(actor);
        if (holder == null || !holder.alive()) {
            conditions.remove(actor, Condition.GRAPPLED, "no one holds it any more", "GRAP-ESCAPE");
            return;
        }
        ContestSides sides = sides(actor, holder, ability);
        ContestResult r = Grapple.escape(sides.actor(), sides.other(), battle.dice());
        battle.emit(ContestEvents.of(r, "escape"));
        ContestEvents.usedHelp(r, actor, holder);
        if (r.actorWins()) conditions.remove(actor, Condition.GRAPPLED, "escapes " + holder.id(), "GRAP-ESCAPE");
    }

    /** Checks a release: refused when the creature holds no one. */
    public Optional<Outcome.Refused> cannotRelease(Creature actor) {
        return Outcome.Refused.unless(!bonds.heldBy(actor).isEmpty(), "GRAP-RELEASE",
                () -> actor.id() + " holds no one");
    }

    /** Lets go of everyone it holds (GRAP-RELEASE), free. */
    public void release(Creature actor) {
        for (Creature t : bonds.heldBy(actor)) {
            GrappleEnd end = Grapple.release(actor.id(), t.id());
            conditions.remove(t, Condition.GRAPPLED, end.reason(), end.rule());
        }
    }

    private boolean freeHand(Creature c) {
        return grip(c) != Hands.Grip.NONE;
    }

    /** How {@code c} frees a hand to grapple (GRAP-START): it has one, lets go of its weapon, or cannot. */
    private Hands.Grip grip(Creature c) {
        return Hands.toGrapple(c.stats.bearsShield(), c.arsenal.weaponInHand(), c.arsenal.weaponInOffHand(),
                battle.holding(c));
    }

    /**
     * The weapon {@code c} would let go of to grapple now, its hands being full (GRAP-START), or null: the one
     * in its other hand when it holds two (ATK-TWF), keeping its main weapon, else the one in hand.
     */
    public Weapon wouldLetGo(Creature c) {
        if (grip(c) != Hands.Grip.DROP_WEAPON) return null;
        Weapon off = c.arsenal.weaponInOffHand();
        return off != null ? off : c.arsenal.weaponInHand();
    }

    /** How many creatures {@code c} holds in a grapple: each keeps one of its hands busy (GRAP-START). */
    public int holding(Creature c) {
        return battle.holding(c);
    }

    /**
     * GRAP-START: a grappler whose hands are full lets go of the weapon in its hand, which falls in its
     * square (free, as 5e's dropping an item; picking it up again is an object interaction, TURN-OBJECT, as
     * the engine's PickupCost says: the fumble's dearer price is for the fumble alone).
     */
    private void letGoOfTheWeapon(Creature actor) {
        Weapon w = actor.arsenal.weaponInOffHand() != null ? conditions.dropWeaponInOffHand(actor, "GRAP-START")
                : conditions.dropWeaponInHand(actor, "GRAP-START");
        if (w == null) return;
        battle.emit(new NoteEvent(actor.id(), actor.id() + " lets go of its " + w.id() + " at " + actor.at()
                + " to grapple with a free hand", List.of("GRAP-START")));
    }
}
