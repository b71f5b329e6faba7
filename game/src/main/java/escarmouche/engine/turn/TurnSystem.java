package escarmouche.engine.turn;

import com.badlogic.ashley.core.EntitySystem;
import escarmouche.rules.dice.Rolls;
import escarmouche.engine.action.Services;
import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.Resolving;
import escarmouche.engine.battle.Roster;
import escarmouche.engine.battle.SystemOrder;
import escarmouche.engine.component.TurnComponent;
import escarmouche.events.DyingEvent;
import escarmouche.events.EndEvent;
import escarmouche.events.InitiativeEvent;
import escarmouche.events.NoteEvent;
import escarmouche.events.TurnEvent;
import escarmouche.rules.core.Ability;
import escarmouche.rules.core.Condition;
import escarmouche.rules.core.RulePart;
import escarmouche.rules.health.Dying;
import escarmouche.rules.movement.ReachSteps;
import escarmouche.rules.initiative.Familiars;
import escarmouche.rules.initiative.Initiative;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * TURN-ORDER: initiative, then turns in that order, round after round, until one side stands alone.
 * The Ashley system of turn bookkeeping: a command or the turn loop asks for the turn to end
 * ({@link #requestEnd}) or for the end of the fight to be checked ({@link #requestCheck}); the system does
 * it in an engine update once nothing else is pending (a move under way, reactions, queued hits), so a
 * turn never ends in the middle of what its last command set off.
 */
public final class TurnSystem extends EntitySystem implements Resolving {
    /** A fight that lasts this long is called off as a draw. */
    public static final int MAX_ROUNDS = 200;

    private final Battle battle;
    private final Services services;

    private boolean endRequested;
    private boolean checkRequested;

    public TurnSystem(Battle battle, Services services) {
        super(SystemOrder.TURNS);
        this.battle = battle;
        this.services = services;
    }

    /** Ends the active creature's turn once what its commands set off is resolved. */
    public void requestEnd() {
        endRequested = true;
    }

    /** Checks whether the fight is over once what the last command set off is resolved. */
    public void requestCheck() {
        checkRequested = true;
    }

    @Override
    public boolean hasWork() {
        return endRequested || checkRequested;
    }

    @Override
    public void update(float deltaTime) {
        if (!hasWork() || battle.hasWork(this)) return;
        boolean end = endRequested;
        endRequested = false;
        checkRequested = false;
        if (end) endTurn();
        else checkEnd();
    }

    /**
     * TURN-ORDER: the order of the turns, the scenario's ({@code fixedOrder}) or rolled (TURN-INIT). A creature
     * dead before the fight (HP-DEAD at -10 or below, HP-EXHAUSTION 6) is in neither: it rolls no initiative,
     * so it takes no forced die meant for the living, and a fixed order passes over it with a note.
     */
    public void start(List<String> fixedOrder) {
        List<Creature> order = new ArrayList<>();
        if (fixedOrder != null) {
            List<String> ids = new ArrayList<>();
            for (String id : fixedOrder) {
                Creature c = battle.find(id);
                if (!c.alive()) {
                    battle.emit(new NoteEvent(id, id + " is dead before the fight: it takes no turn",
                            List.of("TURN-ORDER")));
                    continue;
                }
                order.add(c);
                ids.add(id);
            }
            battle.emit(new InitiativeEvent(List.copyOf(ids), List.of(), List.of("TURN-ORDER")));
        } else {
            // TURN-INIT: familiars roll nothing; each acts right after its master. One whose master died before
            // the fight has no count to share: it rolls its own.
            List<Initiative.Entrant> entrants = new ArrayList<>();
            Map<String, String> familiars = new LinkedHashMap<>();
            for (Creature c : battle.creatures()) {
                if (!c.alive()) continue;
                if (c.identity.master != null && battle.find(c.identity.master).alive()) {
                    familiars.put(c.id(), c.identity.master);
                    continue;
                }
                entrants.add(new Initiative.Entrant(c.id(), c.stats.abilities.score(Ability.DEX), c.mod(Ability.DEX),
                        c.isPc(), c.identity.group));
            }
            Initiative.Result r = Initiative.roll(entrants, battle.rules(), battle.dice());
            Map<String, InitiativeEvent.Entry> rolled = new LinkedHashMap<>();
            for (Initiative.Entry e : r.entries()) {
                rolled.put(e.id(), new InitiativeEvent.Entry(e.id(), Rolls.joined(e.rolls(), e.tiebreak()), e.modifier(), e.total(), e.group(),
                        e.tiebreak()));
            }
            List<InitiativeEvent.Entry> entries = new ArrayList<>();
            for (Creature c : battle.creatures()) {
                if (!c.alive()) continue;
                String master = familiars.get(c.id());
                entries.add(master == null ? rolled.get(c.id()) : new InitiativeEvent.Entry(c.id(), List.of(), 0,
                        rolled.get(master).total(), null, List.of(), master));
            }
            List<String> ids = Familiars.place(r.order(), familiars);
            for (String id : ids) order.add(battle.find(id));
            battle.emit(new InitiativeEvent(ids, entries, List.of("TURN-ORDER", "TURN-INIT")));
        }
        battle.setOrder(order);
        battle.setRound(1);
        battle.setTurnIndex(0);
        if (!checkEnd()) beginTurn();
    }

    /**
     * Whether the active creature's turn is played for it: it can neither act nor move (stunned, knocked out...), or
     * it is surprised. One incapacitated by COND-INCAPACITATED alone plays its turn, to move in it.
     */
    public boolean automatic(Creature c) {
        return !c.canMove() || (c.has(Condition.SURPRISED) && !c.turn.firstTurnDone);
    }

    private void beginTurn() {
        Creature c = battle.active();
        while (c != null && !c.alive()) {
            advanceIndex();
            if (battle.over()) return;
            c = battle.active();
        }
        if (c == null) return;
        services.turnEffects.beforeTurn(c);
        // A turn played for it (TURN-SURPRISED: it cannot move on its first turn) has no movement to announce.
        int speed = automatic(c) ? 0 : services.movement.effectiveSpeed(c);
        freshTurn(c.turn, speed);
        battle.emit(new TurnEvent(c.id(), speed, List.of()));
        services.turnEffects.startOfTurn(c);
        if (c.has(Condition.SURPRISED) && !c.turn.firstTurnDone) {
            battle.emit(new NoteEvent(c.id(), c.id() + " is surprised and loses this turn", List.of("TURN-SURPRISED")));
        }
    }

    /** TURN-ECONOMY: a new turn gives back the movement, the action, the reaction and the object use. */
    private static void freshTurn(TurnComponent t, int speed) {
        t.movementLeft = speed;
        t.movementBudget = speed;
        t.moved = false;
        t.actionUsed = false;
        t.reactionUsed = false;
        t.dashed = false;
        t.objectUsed = false;
        t.disengagedFrom.clear();
        t.reachSteps = ReachSteps.NONE;
        t.actionUsedAtLastStep = false;
        t.fellOn = null;
        t.movementEndedBy = null;
        t.readied = null;
    }

    /** Ends the active creature's turn: end-of-turn rolls, then the next living creature's turn. */
    private void endTurn() {
        Creature c = battle.active();
        if (c == null) return;
        endOfTurnEffects(c);
        if (checkEnd()) return;
        advanceIndex();
        if (!battle.over()) beginTurn();
    }

    private void endOfTurnEffects(Creature c) {
        if (c.has(Condition.SURPRISED) && !c.turn.firstTurnDone) {
            services.conditions.remove(c, Condition.SURPRISED, "its first turn ends", "TURN-SURPRISED");
        }
        c.turn.firstTurnDone = true;
        if (battle.house(RulePart.HIT_POINTS) && c.isPc() && c.alive() && c.health.hp < 0 && !c.has(Condition.STABLE)) {
            Dying.Result r = Dying.roll(battle.dice());
            if (r.stable()) {
                battle.emit(new DyingEvent(c.id(), List.of(r.roll()), "stable", c.health.hp, List.of("HP-DYING")));
                services.conditions.add(c, Condition.STABLE, "stabilises", "HP-DYING");
            } else {
                services.damage.bleed(c, r.roll());
            }
        }
        services.spells.endOfTurn(c);
        services.turnEffects.endOfTurn(c);
    }

    private void advanceIndex() {
        int next = battle.turnIndex() + 1;
        if (next >= battle.order().size()) {
            // The fight stops at the end of the last round allowed, which stays the round it ended in.
            if (battle.round() >= MAX_ROUNDS) {
                battle.emit(new EndEvent("none", "no winner after " + MAX_ROUNDS + " rounds", List.of()));
                battle.finish("none");
                return;
            }
            next = 0;
            battle.setRound(battle.round() + 1);
        }
        battle.setTurnIndex(next);
    }

    /**
     * Ends the fight when at most one side still has creatures in the fight: a sleeping or paralysed
     * creature above 0 hit points still counts, a dying, stable or knocked-out one does not
     * ({@link Creature#inTheFight()}).
     */
    /** Why the fight ended when a side gave it up ({@code yield}), or null when none did. */
    private String yieldReason() {
        for (Creature c : battle.creatures()) {
            String by = battle.yieldedBy(c.side.side);
            if (by != null) return by + " yields for the " + c.side.side;
        }
        return null;
    }

    public boolean checkEnd() {
        if (battle.over()) return true;
        // Asked after every command: the first side still fighting is kept, and a second one is all it takes
        // to go on, so the rest need not be looked at.
        String side = null;
        boolean anyYielded = battle.anyYielded();
        Roster all = battle.living();
        for (int i = 0, n = all.size(); i < n; i++) {
            Creature c = all.get(i);
            if (!c.inTheFight() || (anyYielded && battle.yieldedBy(c.side.side) != null)) continue;
            if (side == null) side = c.side.side;
            // Side names are interned (SideComponent): the same name is the same object.
            else if (side != c.side.side) return false;
        }
        String winner;
        String reason;
        if (side == null) {
            winner = "none";
            reason = "nobody is left standing";
        } else {
            winner = "party".equals(side) ? "party" : "monsters";
            reason = yieldReason();
            if (reason == null) reason = "no enemy of the " + side + " is left standing";
        }
        battle.emit(new EndEvent(winner, reason, List.of()));
        battle.finish(winner);
        return true;
    }
}
