package escarmouche.engine.movement;

import com.badlogic.ashley.core.Entity;
import com.badlogic.ashley.systems.IteratingSystem;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.Resolving;
import escarmouche.engine.battle.SystemOrder;
import escarmouche.rules.movement.OpportunityTrigger;
import java.util.Objects;

/**
 * OA-REACTION: resolves the opportunity attacks a step provokes, one per engine update, while the
 * {@link MovementSystem} holds the mover on the step's start. Each reactor's controller is asked
 * ({@link Reactions}); when it has no answer yet (a player asked on screen) the system waits, and the
 * engine with it, until {@link #answer} gives one. A strike that leaves the mover unable to go on
 * (dead, down, prone, held) cancels the reactions still waiting and ends the move there.
 */
public final class OpportunitySystem extends IteratingSystem implements Resolving {
    private final OpportunityAttacks attacks;
    private Reactions reactions = Reactions.ALWAYS;
    /** The question a controller has not answered yet, or null. */
    private OpportunityQuestion waitingFor;
    /** The answer the front end gave to {@link #waitingFor}, used once. */
    private ReactionChoice answer;

    OpportunitySystem(OpportunityAttacks attacks) {
        super(MovementSystem.PROVOKED_MOVERS, SystemOrder.OPPORTUNITY);
        this.attacks = attacks;
    }

    /** Who answers the reactors: the game asks each reactor's controller. */
    void useReactions(Reactions reactions) {
        this.reactions = Objects.requireNonNull(reactions, "reactions");
    }

    @Override
    public boolean hasWork() {
        return getEntities().size() > 0 && waitingFor == null;
    }

    @Override
    public boolean waiting() {
        return waitingFor != null;
    }

    @Override
    public boolean mayWait() {
        return true;
    }

    /** The question waiting for a player's answer, or null. */
    public OpportunityQuestion question() {
        return waitingFor;
    }

    /** The answer to the waiting question; the next engine update carries it out. */
    public void answer(ReactionChoice choice) {
        if (waitingFor == null || choice == ReactionChoice.ASK) return;
        answer = choice;
        waitingFor = null;
    }

    @Override
    protected void processEntity(Entity entity, float deltaTime) {
        if (waitingFor != null) return;
        Provoked provoked = MovementSystem.PROVOKED.get(entity);
        Moving mv = MovementSystem.MOVING.get(entity);
        Creature mover = mv.move.mover();
        OpportunityTrigger trigger = provoked.triggers.peek();
        OpportunityAttacks.Result r = attacks.resolve(trigger, mover, mv.tracker, this::ask);
        if (r == OpportunityAttacks.Result.WAITING) return;
        provoked.triggers.poll();
        if (r == OpportunityAttacks.Result.STRUCK && MovementSystem.cannotGoOn(mover, mv.wasProne)) {
            mv.stopped = true;
            provoked.triggers.clear();
        }
        if (provoked.triggers.isEmpty()) entity.remove(Provoked.class);
    }

    /** Asks the reactor's controller, or hands over the answer a player gave to the question it was asked. */
    private ReactionChoice ask(Creature reactor, OpportunityQuestion question) {
        if (answer != null) {
            ReactionChoice given = answer;
            answer = null;
            return given;
        }
        ReactionChoice choice = reactions.ask(reactor, question);
        if (choice == ReactionChoice.ASK) waitingFor = question;
        return choice;
    }
}
