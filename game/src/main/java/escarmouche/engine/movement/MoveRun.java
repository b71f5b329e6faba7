package escarmouche.engine.movement;

import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.combat.ConditionSystem;
import escarmouche.engine.combat.DamageService;
import escarmouche.engine.combat.ReadiedAttacks;
import escarmouche.events.MoveEvent;
import escarmouche.rules.core.Condition;
import escarmouche.rules.dice.DiceExpression;
import escarmouche.rules.grid.Pos;
import escarmouche.rules.movement.Body;
import escarmouche.rules.movement.FallDamage;
import escarmouche.rules.movement.MovePlan;
import escarmouche.rules.movement.OpportunityTrigger;
import escarmouche.rules.movement.Speed;
import escarmouche.rules.movement.Step;
import escarmouche.rules.movement.TerrainCheck;
import escarmouche.rules.opportunity.MoveKind;
import escarmouche.rules.opportunity.OpportunityTracker;
import java.util.ArrayList;
import java.util.List;

/**
 * Carries out a planned move one square at a time.
 *
 * <p>The terrain check, rolled when the move was planned, is logged first. Before each step the
 * opportunity tracker names the creatures the step provokes (OA-LEAVE, OA-WITHIN, the latter counting the
 * steps of the creature's earlier commands this turn); each strikes in combatant order while the mover
 * still stands on the step's start (OA-REACTION), or the log says why it cannot (OA-NONE). If the mover can go
 * on it takes the step, then the creatures it drags follow (GRAP-DRAG). A mover that dies, drops, is
 * knocked prone or held, or whose speed falls below the step's price, stops where it is; if that square
 * is not one it may stay on (another creature's, or too narrow for its whole footprint) it is moved back
 * along its path to the last one that is (MOVE-OCCUPIED). A failed check ends with the fall (COND-PRONE,
 * and MOVE-STAIRS damage going down) wherever the move ended. The first step of a move that resumes after
 * the creature's action, when it had moved before that action, is named MOVE-SPLIT.
 */
final class MoveRun {
    private final Battle battle;
    private final ConditionSystem conditions;
    private final DamageService damage;
    private final OpportunityAttacks opportunities;
    private final Reactors reactors;
    private final GrappleBonds bonds;
    private final MovementBudget budget;
    private final ReadiedAttacks readied;

    MoveRun(Battle battle, ConditionSystem conditions, DamageService damage, OpportunityAttacks opportunities,
            MovementBudget budget, ReadiedAttacks readied) {
        this.battle = battle;
        this.conditions = conditions;
        this.damage = damage;
        this.opportunities = opportunities;
        this.reactors = new Reactors(battle);
        this.bonds = new GrappleBonds(battle);
        this.budget = budget;
        this.readied = readied;
    }

    void carryOut(PlannedMove move, ReactionPolicy policy) {
        Creature m = move.mover();
        MovePlan plan = move.plan();
        plan.check().ifPresent(check -> battle.emit(RollEvents.check(m.id(), check,
                "crawl".equals(plan.mode()) ? "crawl through rough terrain" : "risky move")));
        if (plan.failed()) m.turn.movementLeft = 0;
        OpportunityTracker tracker = OpportunityTracker.start(reactors.against(m, move.drags().targets()),
                MoveKind.VOLUNTARY, Reactors.disengage(m), battle.rules(), m.turn.reachSteps);
        List<Body> bodies = move.bodies();
        boolean wasProne = m.has(Condition.PRONE);
        List<Pos> visited = new ArrayList<>();
        visited.add(plan.start());
        boolean stopped = false;
        for (int i = 0; i < plan.steps().size(); i++) {
            Step step = plan.steps().get(i);
            for (OpportunityTrigger t : tracker.beforeStep(bodies.get(i), bodies.get(i + 1))) {
                if (opportunities.resolve(t, m, tracker, policy) && cannotGoOn(m, wasProne)) {
                    stopped = true;
                    break;
                }
            }
            if (stopped) break;
            if (!plan.failed()) {
                budget.refresh(m);
                if (step.cost() > m.turn.movementLeft) break;
            }
            enter(m, step, plan);
            visited.add(step.to());
            drag(move, i);
            // ACT-READY: a readied attack strikes once the mover comes within reach.
            if (readied.afterStep(m, step.from()) && cannotGoOn(m, wasProne)) break;
        }
        // OA-WITHIN counts the whole turn: the next move command goes on from this one's count.
        m.turn.reachSteps = tracker.steps();
        settle(m, visited);
        fall(m, plan);
    }

    /** After an opportunity attack: whether the mover is still able to walk on. */
    private static boolean cannotGoOn(Creature m, boolean wasProne) {
        return !m.alive() || !m.canAct() || (m.has(Condition.PRONE) && !wasProne)
                || Speed.immobilized(MoveContexts.conditions(m)).isPresent();
    }

    private void enter(Creature m, Step step, MovePlan plan) {
        Pos from = m.at();
        // MOVE-SPLIT: the first step taken after the action, by a creature that had moved before it.
        boolean resumed = m.turn.moved && m.turn.actionUsed && !m.turn.actionUsedAtLastStep;
        m.body.at = step.to();
        m.turn.moved = true;
        m.turn.actionUsedAtLastStep = m.turn.actionUsed;
        if (!plan.failed()) m.turn.movementLeft -= step.cost();
        List<String> rules = new ArrayList<>(step.rules().isEmpty() ? List.of("MOVE-ENTER") : step.rules());
        for (String r : budget.speed(m).rules()) if (!rules.contains(r)) rules.add(r);
        if (resumed) rules.add("MOVE-SPLIT");
        battle.emit(new MoveEvent(m.id(), from, step.to(), step.cost(), m.turn.movementLeft, plan.mode(),
                List.copyOf(rules)));
    }

    /** The creatures still held follow the grappler's step (GRAP-DRAG, forced: they provoke nothing). */
    private void drag(PlannedMove move, int stepIndex) {
        List<Creature> targets = move.drags().targets();
        for (int k = 0; k < targets.size(); k++) {
            Creature t = targets.get(k);
            if (!t.alive() || bonds.holder(t) != move.mover()) continue;
            Pos to = move.drags().afterStep().get(stepIndex).get(k).at();
            if (to.equals(t.at())) continue;
            Pos from = t.at();
            Body before = MoveContexts.body(t);
            t.body.at = to;
            battle.emit(new MoveEvent(t.id(), from, to, 0, t.turn.movementLeft, "drag",
                    List.of("GRAP-DRAG", "MOVE-FORCED")));
            ForcedSteps.noteUnprovoked(battle, t, before, MoveContexts.body(t), MoveKind.DRAGGED);
        }
    }

    /** A mover stopped where it may not stay goes back along its path (MOVE-OCCUPIED, MOVE-FORCED). */
    private void settle(Creature m, List<Pos> visited) {
        if (!m.alive() || Shunt.fits(battle, m, m.at())) return;
        Shunt.back(battle, m, visited);
        bonds.checkEnds(m, conditions);
    }

    private void fall(Creature m, MovePlan plan) {
        if (!plan.endsProne() || !m.alive()) return;
        TerrainCheck check = plan.check().orElseThrow();
        String rule = check.rules().isEmpty() ? "MOVE-DIFFICULT" : check.rules().get(0);
        conditions.add(m, Condition.PRONE, "fails the terrain check and falls", rule);
        if (plan.fallDamage().isPresent()) {
            FallDamage f = plan.fallDamage().get();
            DiceExpression.Rolled r = f.dice().roll(battle.dice());
            damage.apply(m, new DamageService.Request("fall", f.type(), r.rolls(), List.of(), r.total(), 1, -1, false,
                    List.of(f.rule())));
        }
    }
}
