package escarmouche.engine.movement;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.LoggedEvent;
import escarmouche.events.MoveEvent;
import escarmouche.events.OpportunityEvent;
import escarmouche.events.TurnEvent;
import escarmouche.rules.core.Condition;
import escarmouche.rules.core.RulePart;
import escarmouche.rules.grid.Pos;
import escarmouche.rules.movement.Body;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;

/**
 * Watches a game's log as it is written and checks, at each event, what must always hold: movement is
 * paid for, grappled creatures never walk, creatures never share squares between turns, and every
 * opportunity attack answers a legal trigger.
 */
final class MovementInvariants implements Consumer<LoggedEvent> {
    private static final Set<String> VOLUNTARY = Set.of("walk", "careful", "risky", "crawl", "fallback");

    private record Pending(Creature reactor, Creature mover, String rule, int reach) {}

    private record Stride(Body from, Body to) {}

    /** Voluntary steps of the active creature this turn inside each living enemy's reach (OA-WITHIN). */
    private final Map<String, Integer> inside = new HashMap<>();
    /**
     * The creatures whose last step ended squeezed (MOVE-SQUEEZE): a move may end squeezed, so the next
     * command starts from the squeezed footprint.
     */
    private final Set<String> squeezed = new HashSet<>();

    private final Battle battle;
    private final Map<String, Integer> spent = new HashMap<>();
    private final Map<String, Integer> budget = new HashMap<>();
    private final List<Pending> pending = new ArrayList<>();
    private int opportunities;

    MovementInvariants(Battle battle) {
        this.battle = battle;
    }

    /** A new command starts: a provoking step of the last one was taken, or the mover had to stop. */
    void newCommand() {
        for (Pending p : pending) {
            assertTrue(stopped(p.mover()), "the step that provoked " + p.reactor().id() + " was never taken");
        }
        pending.clear();
    }

    int opportunities() {
        return opportunities;
    }

    @Override
    public void accept(LoggedEvent logged) {
        if (logged.event() instanceof TurnEvent t) onTurn(t);
        else if (logged.event() instanceof MoveEvent m) onMove(m);
        else if (logged.event() instanceof OpportunityEvent o) onOpportunity(o);
    }

    private void onTurn(TurnEvent t) {
        noSharedSquares();
        // OA-WITHIN counts the steps of the whole turn, across its commands.
        inside.clear();
        spent.put(t.actor(), 0);
        budget.put(t.actor(), t.movement());
    }

    /** No two living creatures overlap, and none stands on a wall. */
    void noSharedSquares() {
        List<Creature> living = new ArrayList<>();
        for (Creature c : battle.creatures()) if (c.alive()) living.add(c);
        for (int i = 0; i < living.size(); i++) {
            Body a = MoveContexts.body(living.get(i));
            for (Pos p : a.squares()) {
                assertFalse(battle.grid().at(p).blocksMovement(), living.get(i).id() + " stands in a wall at " + p);
            }
            for (int j = i + 1; j < living.size(); j++) {
                assertFalse(a.overlaps(MoveContexts.body(living.get(j))),
                        living.get(i).id() + " and " + living.get(j).id() + " share a square between turns");
            }
        }
    }

    private void onMove(MoveEvent m) {
        Creature c = battle.find(m.actor());
        if (!VOLUNTARY.contains(m.mode())) {
            // Put on a square by force: in the footprint it stands in there, which the engine chose.
            if (c.squeezed()) squeezed.add(c.id());
            else squeezed.remove(c.id());
            return;
        }
        assertFalse(c.has(Condition.GRAPPLED), c.id() + " moved on its own while grappled");
        assertFalse(c.has(Condition.RESTRAINED), c.id() + " moved on its own while restrained");
        assertTrue(c.turn.movementLeft >= 0, c.id() + " has negative movement left");
        budget.merge(c.id(), c.turn.movementBudget, Math::max);
        int total = spent.merge(c.id(), m.cost(), Integer::sum);
        assertTrue(total <= budget.get(c.id()), c.id() + " spent " + total + " of a budget of " + budget.get(c.id()));
        // MOVE-SQUEEZE: the footprint is squeezed only after the steps that end squeezed.
        Body whole = c.ownFootprint();
        assertEquals(m.rule().contains("MOVE-SQUEEZE"), c.squeezed(),
                c.id() + " stands squeezed exactly after a step that ends squeezed");
        Body before = squeezed.contains(c.id()) ? whole.squeezed() : whole;
        boolean squeezedNow = m.rule().contains("MOVE-SQUEEZE");
        if (squeezedNow) squeezed.add(c.id());
        else squeezed.remove(c.id());
        Stride stride = new Stride(before.moveTo(m.from()), (squeezedNow ? whole.squeezed() : whole).moveTo(m.to()));
        for (Pending p : pending) checkTrigger(p, stride);
        pending.clear();
        for (Creature e : battle.enemiesOf(c)) {
            Body reactor = MoveContexts.body(e);
            int reach = Reactors.reach(e);
            if (reactor.withinReach(stride.from(), reach) && reactor.withinReach(stride.to(), reach)) {
                inside.merge(e.id(), 1, Integer::sum);
            }
        }
    }

    private void checkTrigger(Pending p, Stride step) {
        Body reactor = MoveContexts.body(p.reactor());
        boolean fromIn = reactor.withinReach(step.from(), p.reach());
        boolean toIn = reactor.withinReach(step.to(), p.reach());
        assertTrue(fromIn, "the step that provoked " + p.reactor().id() + " did not start in its reach");
        if (p.rule().equals("OA-LEAVE")) {
            assertFalse(toIn, "OA-LEAVE from " + p.reactor().id() + " but the step stays in its reach");
        } else {
            assertEquals("OA-WITHIN", p.rule());
            assertTrue(toIn, "OA-WITHIN from " + p.reactor().id() + " but the step leaves its reach");
            assertEquals(1, inside.getOrDefault(p.reactor().id(), 0),
                    "OA-WITHIN must come on the second step this turn inside " + p.reactor().id() + "'s reach");
        }
    }

    private void onOpportunity(OpportunityEvent o) {
        opportunities++;
        Creature r = battle.find(o.reactor());
        Creature m = battle.find(o.mover());
        assertTrue(List.of(List.of("OA-LEAVE"), List.of("OA-WITHIN")).contains(o.rule()), "rule " + o.rule());
        assertTrue(r.alive() && r.hostileTo(m), "reactor must be a living enemy");
        assertFalse(r.incapacitated(), "an incapacitated creature struck");
        assertFalse(r.has(Condition.SURPRISED), "a surprised creature struck");
        assertFalse(battle.house(RulePart.CONDITIONS) && r.has(Condition.FRIGHTENED), "a frightened creature struck (house rules)");
        assertFalse(r.turn.reactionUsed, r.id() + " struck twice in one round");
        assertFalse(m.turn.disengagedFrom.contains(r.id()), r.id() + " struck through a won Disengage");
        assertTrue(escarmouche.engine.combat.Sight.canSee(battle, r, m), r.id() + " struck a mover it cannot see");
        assertEquals(m.at(), o.at(), "the attack must come while the mover is on the step's start");
        int reach = Reactors.reach(r);
        assertTrue(r.distanceTo(m) <= reach, r.id() + " struck out of reach");
        pending.add(new Pending(r, m, o.rule().get(0), reach));
    }

    /** Why a mover may stop after an opportunity attack: out of the fight, prone, held, or slowed by wounds. */
    private static boolean stopped(Creature m) {
        return !m.alive() || !m.canAct() || m.has(Condition.PRONE) || m.has(Condition.GRAPPLED) || m.health.hp <= 0;
    }
}
