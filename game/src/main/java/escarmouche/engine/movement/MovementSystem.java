package escarmouche.engine.movement;

import com.badlogic.ashley.core.ComponentMapper;
import com.badlogic.ashley.core.Entity;
import com.badlogic.ashley.core.Family;
import com.badlogic.ashley.systems.IteratingSystem;
import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.LoggedEvent;
import escarmouche.engine.battle.Resolving;
import escarmouche.engine.battle.SystemOrder;
import escarmouche.engine.combat.CheckHelp;
import escarmouche.engine.combat.ConditionSystem;
import escarmouche.engine.combat.DamageSystem;
import escarmouche.engine.combat.ReadiedAttacks;
import escarmouche.events.MoveEvent;
import escarmouche.events.NoteEvent;
import escarmouche.rules.core.Condition;
import escarmouche.rules.damage.DamageBase;
import escarmouche.rules.dice.DiceExpression;
import escarmouche.rules.grid.Pos;
import escarmouche.rules.movement.Body;
import escarmouche.rules.movement.FallDamage;
import escarmouche.rules.movement.MovePlan;
import escarmouche.rules.movement.OpportunityTrigger;
import escarmouche.rules.movement.Speed;
import escarmouche.rules.movement.Step;
import escarmouche.rules.opportunity.MoveKind;
import escarmouche.rules.opportunity.OpportunityTracker;
import java.util.ArrayList;
import java.util.List;

/**
 * The one writer of positions: walks accepted moves square by square, and places creatures that are
 * moved by force (dragged, shoved, put back where they may stand).
 *
 * <p>A move is a {@link Moving} on the mover's entity. The terrain check, rolled when the move was
 * planned, is logged first. Before each step the opportunity tracker names the creatures the step
 * provokes (OA-LEAVE, OA-WITHIN, the latter counting the steps of the creature's earlier commands this
 * turn): the system then pauses, leaving a {@link Provoked} for the {@link OpportunitySystem}, which runs
 * next in the same engine update and strikes while the mover still stands on the step's start
 * (OA-REACTION). Once they are resolved, the move resumes if the mover still can: it takes the step, the
 * creatures it drags follow (GRAP-DRAG), and readied attacks go off (ACT-READY). A mover that dies,
 * drops, is knocked prone or held, or whose speed falls below the step's price, stops where it is (a step
 * it cannot pay is not taken, and so provokes nothing); if that square is not one it may stay on (another
 * creature's, or too narrow for its whole footprint) it is moved back along its path to the last one that
 * is (MOVE-OCCUPIED). A failed check ends the creature's movement for the turn, for good (see
 * {@code TurnComponent#movementEndedBy}), and ends with the fall (COND-PRONE, and MOVE-STAIRS damage going down)
 * wherever the move ended. Its movement budget is then brought in line with its speed once more
 * (MOVE-WOUNDED after a readied attack on the last step). The first step of a move that resumes after the
 * creature's action, when it had moved before that action, is named MOVE-SPLIT.
 */
public final class MovementSystem extends IteratingSystem implements Resolving {
    /** Creatures walking a move. Built when the class loads: Ashley's family registry is not thread-safe. */
    static final Family MOVERS = Family.all(Moving.class).get();
    /** Movers held before a step by the opportunity attacks it provokes: the opportunity system's family. */
    static final Family PROVOKED_MOVERS = Family.all(Provoked.class, Moving.class).get();
    static final ComponentMapper<Moving> MOVING = ComponentMapper.getFor(Moving.class);
    static final ComponentMapper<Provoked> PROVOKED = ComponentMapper.getFor(Provoked.class);

    private final Battle battle;
    private final ConditionSystem conditions;
    private final DamageSystem damage;
    private final Reactors reactors;
    private final GrappleBonds bonds;
    private final MovementBudget budget;
    private final ReadiedAttacks readied;
    /** The latest move that rolled nothing and dragged no one, as it began, for {@code undo}; or null. */
    private TakeBack lastMove;

    MovementSystem(Battle battle, ConditionSystem conditions, DamageSystem damage, MovementBudget budget,
            ReadiedAttacks readied) {
        super(MOVERS, SystemOrder.MOVEMENT);
        this.battle = battle;
        this.conditions = conditions;
        this.damage = damage;
        this.reactors = new Reactors(battle);
        this.bonds = new GrappleBonds(battle);
        this.budget = budget;
        this.readied = readied;
    }

    /** Forces the families and mappers above to register (call once, before games run on several threads). */
    public static void register() {
        // Loading the class built them.
    }

    @Override
    public boolean hasWork() {
        return getEntities().size() > 0;
    }

    /** Starts an accepted move; {@code afterwards} runs once it has ended, wherever it stopped. */
    void start(PlannedMove move, Runnable afterwards) {
        move.mover().entity().add(new Moving(move, move.mover().has(Condition.PRONE), afterwards));
    }

    @Override
    protected void processEntity(Entity entity, float deltaTime) {
        Moving mv = MOVING.get(entity);
        if (PROVOKED.get(entity) != null) return;
        Creature m = mv.move.mover();
        MovePlan plan = mv.move.plan();
        if (!mv.started) begin(m, mv);
        while (!mv.stopped && mv.next < plan.steps().size()) {
            int i = mv.next;
            Step step = plan.steps().get(i);
            // Asked before the step's opportunity attacks, so that a step the mover can no longer pay (slowed by
            // an earlier step's attack, MOVE-WOUNDED) provokes nothing and no check of it is noted; asked again
            // when the move resumes after them, since they may have slowed it too.
            if (!plan.failed()) {
                budget.refresh(m);
                if (step.cost() > m.turn.movementLeft) break;
            }
            if (!mv.provocationsChecked) {
                mv.provocationsChecked = true;
                List<OpportunityTrigger> triggers = mv.tracker.beforeStep(mv.bodies.get(i), mv.bodies.get(i + 1));
                if (!triggers.isEmpty()) {
                    entity.add(new Provoked(triggers));
                    return;
                }
            }
            enter(m, step, plan, mv.bodies.get(i + 1));
            drag(mv.move, i);
            mv.next = i + 1;
            mv.provocationsChecked = false;
            // ACT-READY: a readied attack strikes once the mover comes within reach.
            if (readied.afterStep(m, step.from()) && cannotGoOn(m, mv.wasProne)) mv.stopped = true;
        }
        finish(entity, m, mv);
    }

    private void begin(Creature m, Moving mv) {
        MovePlan plan = mv.move.plan();
        lastMove = plan.check().isEmpty() && mv.move.drags().targets().isEmpty()
                ? new TakeBack(m, m.at(), m.body.width(), m.body.height(), m.turn.movementLeft, m.turn.moved,
                        m.turn.reachSteps,
                        m.turn.actionUsedAtLastStep, battle.log().size())
                : null;
        // Written out, not with ifPresent: its lambda, capturing the mover and the plan, was made for every move.
        if (plan.check().isPresent()) {
            battle.emit(RollEvents.check(m.id(), plan.check().get(),
                    "crawl".equals(plan.mode()) ? "crawl through rough terrain" : "risky move"));
            CheckHelp.usedByRules(m, plan.check().get().rules());
        }
        mv.leftAtStart = m.turn.movementLeft;
        if (plan.failed()) {
            // The failure ends its movement for the turn: marked, so that nothing gives it back (MovementBudget, Dash).
            m.turn.movementLeft = 0;
            m.turn.movementEndedBy = plan.check().get().rule();
        }
        mv.tracker = OpportunityTracker.watching(reactors.watching(m, mv.move.drags().targets(), mv.bodies), MoveKind.VOLUNTARY,
                battle.rules(), m.turn.reachSteps);
        mv.started = true;
    }

    private void finish(Entity entity, Creature m, Moving mv) {
        entity.remove(Moving.class);
        // OA-WITHIN counts the whole turn: the next move command goes on from this one's count.
        m.turn.reachSteps = mv.tracker.steps();
        settle(m, mv);
        fall(m, mv.move.plan());
        crawlEnded(m, mv);
        // What struck it after its last step (a readied attack, ACT-READY; its fall) may have slowed it
        // (MOVE-WOUNDED): the next command is checked, and the screen and the AI read, the movement it has now.
        budget.refresh(m);
        if (mv.afterwards != null) mv.afterwards.run();
    }

    /**
     * Why {@code m}'s last move cannot be taken back, or null when it can: it must be this creature's, and
     * every event since it began one of its own steps (a die rolled, an attack, a creature noticed, a turn
     * begun, any other command: each leaves an event of another kind).
     */
    String whyNoTakeBack(Creature m) {
        if (lastMove == null || lastMove.mover() != m) return "there is no move of " + m.id() + " to take back";
        // A simulation's log keeps no events, and no player plays in one.
        if (!battle.log().keepsEvents()) return "no move is taken back in a simulation";
        for (LoggedEvent e : battle.log().since(lastMove.logSize())) {
            if (!(e.event() instanceof MoveEvent step) || !step.actor().equals(m.id())
                    || step.mode().equals("forced") || step.mode().equals("drag")) {
                return "a die was rolled or something happened since " + m.id() + " moved";
            }
        }
        if (m.at().equals(lastMove.from())) return "there is no move of " + m.id() + " to take back";
        return null;
    }

    /** Puts the mover back where its last move began, with the movement it had then. */
    void takeBack(Creature m) {
        TakeBack back = lastMove;
        lastMove = null;
        Pos from = m.at();
        m.body.place(back.from(), back.width(), back.height());
        m.turn.movementLeft = back.movementLeft();
        m.turn.moved = back.moved();
        m.turn.reachSteps = back.reachSteps();
        m.turn.actionUsedAtLastStep = back.actionUsedAtLastStep();
        battle.emit(new MoveEvent(m.id(), from, back.from(), 0, m.turn.movementLeft, "undo", List.of()));
    }

    /** After an opportunity or readied attack: whether the mover is still able to walk on. */
    static boolean cannotGoOn(Creature m, boolean wasProne) {
        return !m.alive() || !m.canMove() || (m.has(Condition.PRONE) && !wasProne)
                || Speed.immobilized(MoveContexts.conditionsRead(m)).isPresent();
    }

    private void enter(Creature m, Step step, MovePlan plan, Body body) {
        Pos from = m.at();
        // MOVE-SPLIT: the first step taken after the action, by a creature that had moved before it.
        boolean resumed = m.turn.moved && m.turn.actionUsed && !m.turn.actionUsedAtLastStep;
        // MOVE-SQUEEZE: the footprint the step ends in, squeezed or whole; it stands so until it moves again.
        m.body.place(step.to(), body.width(), body.height());
        m.turn.moved = true;
        m.turn.actionUsedAtLastStep = m.turn.actionUsed;
        if (!plan.failed()) m.turn.movementLeft -= step.cost();
        // A step's event only tells the story: unmade when no one reads steps (a simulated fight).
        if (!battle.log().wants(MoveEvent.class)) return;
        battle.emit(new MoveEvent(m.id(), from, step.to(), step.cost(), m.turn.movementLeft, plan.mode(),
                stepRules(step, budget.speedRules(m), resumed)));
    }

    private static final List<String> ENTER = List.of("MOVE-ENTER");

    /**
     * The rules a step's event names: the step's own (MOVE-ENTER when none), then its speed rules not named
     * yet, then MOVE-SPLIT when it resumes the move. Most steps add nothing to the step's list, which is
     * read-only already and is then named as it is, not copied twice.
     */
    private static List<String> stepRules(Step step, List<String> speedRules, boolean resumed) {
        List<String> own = step.rules().isEmpty() ? ENTER : step.rules();
        if (speedRules.isEmpty() && !resumed) return own;
        List<String> rules = new ArrayList<>(own);
        for (String r : speedRules) if (!rules.contains(r)) rules.add(r);
        if (resumed) rules.add("MOVE-SPLIT");
        return List.copyOf(rules);
    }

    /** The creatures still held follow the grappler's step (GRAP-DRAG, forced: they provoke nothing). */
    private void drag(PlannedMove move, int stepIndex) {
        List<Creature> targets = move.drags().targets();
        for (int k = 0; k < targets.size(); k++) {
            Creature t = targets.get(k);
            if (!t.alive() || bonds.holder(t) != move.mover()) continue;
            Pos to = move.drags().afterStep().get(stepIndex).get(k).at();
            if (to.equals(t.at())) continue;
            force(t, to, "drag", List.of("GRAP-DRAG", "MOVE-FORCED"), MoveKind.DRAGGED);
        }
    }

    /**
     * A question answered with {@code c} standing on {@code at} (its footprint's top-left square) and put
     * back before this returns, whatever the answer: a preview of what would happen farther along a path.
     * No event is logged and no rule runs; the battle's memos see two placements more, nothing else.
     */
    public <T> T asIfAt(Creature c, Pos at, java.util.function.Supplier<T> question) {
        Pos from = c.at();
        if (from.equals(at)) return question.get();
        int w = c.body.width();
        int h = c.body.height();
        // Squeezed there where its whole footprint has no room (MOVE-SQUEEZE), as its move would be.
        Body there = Shunt.footprintAt(battle, c, at);
        c.body.place(at, there.width(), there.height());
        try {
            return question.get();
        } finally {
            c.body.place(from, w, h);
        }
    }

    /**
     * MOVE-FORCED: puts a creature on {@code to} against its will (dragged, shoved, put back), logs the
     * move with {@code mode} and {@code rules}, and notes the opportunity attacks it does not provoke.
     */
    public void force(Creature c, Pos to, String mode, List<String> rules, MoveKind kind) {
        Pos from = c.at();
        Body before = MoveContexts.body(c);
        // Its whole footprint where that has room, else the squeezed one (MOVE-SQUEEZE).
        Body after = Shunt.footprintAt(battle, c, to);
        c.body.place(to, after.width(), after.height());
        battle.emit(new MoveEvent(c.id(), from, to, 0, c.turn.movementLeft, mode, rules));
        ForcedSteps.noteUnprovoked(battle, c, before, MoveContexts.body(c), kind);
    }

    /** A mover stopped where it may not stay goes back along its path (MOVE-OCCUPIED, MOVE-FORCED). */
    private void settle(Creature m, Moving mv) {
        if (!m.alive() || Shunt.fits(battle, m, m.at())) return;
        for (Pos p : Shunt.pathBack(battle, m, mv.visited())) {
            force(m, p, "forced", List.of("MOVE-OCCUPIED", "MOVE-FORCED"), MoveKind.FORCED);
        }
        bonds.checkEnds(m, conditions);
    }

    /**
     * MOVE-PRONE: a failed crawl check ends the creature's movement for the turn, and says so: the squares before
     * the rough one (often none) are its only steps, and nothing else in the log would tell that the movement it
     * had left is gone (a failed risky move's line says it, "the fall ends the move").
     */
    private void crawlEnded(Creature m, Moving mv) {
        MovePlan plan = mv.move.plan();
        if (!plan.failed() || plan.endsProne() || !m.alive()) return;
        int spent = 0;
        for (int i = 0; i < mv.next; i++) spent += plan.steps().get(i).cost();
        int lost = Math.max(0, mv.leftAtStart - spent);
        battle.emit(new NoteEvent(m.id(), m.id() + (mv.next == 0 ? " stays at " : " stops at ") + m.at()
                + ": the failed check ends its movement this turn (" + lost + " movement lost)",
                List.of("MOVE-PRONE", "MOVE-DIFFICULT")));
    }

    private void fall(Creature m, MovePlan plan) {
        if (!plan.endsProne() || !m.alive()) return;
        String rule = plan.check().orElseThrow().rule();
        conditions.add(m, Condition.PRONE, "fails the terrain check and falls", rule);
        // The seed's clause: it may stand up with its action this turn, its movement being spent (Standing).
        if (m.has(Condition.PRONE)) m.turn.fellOn = rule;
        if (plan.fallDamage().isPresent()) {
            FallDamage f = plan.fallDamage().get();
            DiceExpression.Rolled r = f.dice().roll(battle.dice());
            damage.apply(m, new DamageSystem.Request("fall", f.type(), r.rolls(), DamageBase.alone(f.dice()), r.total(),
                    1, -1, false, List.of(f.rule())).subtracting(f.dice().subtracted(r.rolls().size())));
        }
    }
}
