package escarmouche.engine.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.combat.Sight;
import escarmouche.engine.movement.MoveContexts;
import escarmouche.engine.movement.Reactors;
import escarmouche.rules.core.Condition;
import escarmouche.rules.movement.Occupant;
import escarmouche.rules.movement.Threats;
import escarmouche.rules.opportunity.MoveKind;
import escarmouche.rules.opportunity.OpportunityRules;
import escarmouche.rules.opportunity.Reactor;
import escarmouche.simulate.Simulation;
import escarmouche.testing.Scripts;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A decision sorts the creatures into enemies and allies in one walk, and asks for line of sight only
 * of the enemies near it that could strike: after every event of fights with grapples, hiding, falls and
 * deaths, its answers equal those worked out the plain way. The battle's record of the conditions seen
 * so far (which lets the grapple questions skip their walk) never misses one a creature holds, and its
 * rosters (the living, and the living on each creature's side and hostile to it) are never stale.
 */
class SituationSidesTest {
    @Test
    @DisplayName("OA-LEAVE / ATK-FLANK / MOVE-OCCUPIED: enemies, allies, threats, engagement and the creatures in the way equal fresh answers after every event")
    void sidesAndThreatsEqualFreshAnswers() {
        Set<Condition> seen = new TreeSet<>();
        int[] threatened = {0};
        int[] engagedSeen = {0};
        for (String id : List.of("ogre-and-grapplers", "ambush-in-the-crypt", "crypt-of-the-wight")) {
            EverySituation.check(Simulation.allAi(Scripts.encounter(id)), 3, s -> {
                Battle battle = s.battle;
                assertEquals(enemies(s, true), s.enemies(), s.self.id());
                assertEquals(allies(s), s.allies(), s.self.id());
                assertEquals(enemies(s, false), s.downedEnemies(), s.self.id());
                Threats fresh = threats(s);
                assertEquals(fresh, s.threats(), s.self.id());
                if (!fresh.isEmpty()) threatened[0]++;
                List<Occupant> occupants = new ArrayList<>();
                for (Creature c : battle.creatures()) {
                    if (c != s.self && c.alive()) {
                        occupants.add(new Occupant(c.id(), MoveContexts.body(c), s.self.hostileTo(c)));
                    }
                }
                assertEquals(occupants, s.services.movement.contexts().occupants(s.self, List.of()), s.self.id());
                boolean engaged = !s.services.movement.engaged(s.self).isEmpty();
                assertEquals(engaged, s.engaged(), s.self.id() + " engaged");
                if (engaged) engagedSeen[0]++;
                List<Creature> living = new ArrayList<>();
                for (Creature c : battle.creatures()) if (c.alive()) living.add(c);
                assertEquals(living, battle.living().asList());
                for (Creature c : battle.creatures()) {
                    assertEquals(hostileTo(battle, c), battle.hostilesOf(c).asList(), "hostile to " + c.id());
                    assertEquals(sideOf(battle, c), battle.sideOf(c).asList(), "side of " + c.id());
                }
                for (Creature c : battle.creatures()) {
                    for (Condition held : c.conditions.set) {
                        assertTrue(battle.everHeld(held), c.id() + " holds " + held);
                        seen.add(held);
                    }
                }
            });
        }
        assertTrue(seen.contains(Condition.GRAPPLED), "a grapple was checked: " + seen);
        assertTrue(seen.contains(Condition.HIDDEN), "a hidden creature was checked: " + seen);
        assertTrue(threatened[0] > 100, "decisions with threats: " + threatened[0]);
        assertTrue(engagedSeen[0] > 100, "decisions while engaged: " + engagedSeen[0]);
    }

    /** The living hostile to {@code c}, from the battle's full list (not its rosters). */
    private static List<Creature> hostileTo(Battle battle, Creature c) {
        List<Creature> out = new ArrayList<>();
        for (Creature o : battle.creatures()) if (o.alive() && c.hostileTo(o)) out.add(o);
        return out;
    }

    /** The living on {@code c}'s side, itself included when alive, from the battle's full list. */
    private static List<Creature> sideOf(Battle battle, Creature c) {
        List<Creature> out = new ArrayList<>();
        for (Creature o : battle.creatures()) if (o.alive() && !c.hostileTo(o)) out.add(o);
        return out;
    }

    /** Living enemies in the fight ({@code fighting}) or out of it, a hidden one only when seen. */
    private static List<Creature> enemies(Situation s, boolean fighting) {
        List<Creature> out = new ArrayList<>();
        for (Creature c : hostileTo(s.battle, s.self)) {
            if (c.inTheFight() != fighting) continue;
            if (c.has(Condition.HIDDEN) && !Sight.canSee(s.battle, s.self, c)) continue;
            out.add(c);
        }
        return out;
    }

    private static List<Creature> allies(Situation s) {
        List<Creature> out = new ArrayList<>();
        for (Creature c : sideOf(s.battle, s.self)) if (c != s.self && c.standing()) out.add(c);
        return out;
    }

    /** Every enemy near enough as a full reactor, line of sight included, sorted by the rules with reasons. */
    private static Threats threats(Situation s) {
        Reactors reactors = new Reactors(s.battle);
        List<Creature> dragged = s.services.movement.contexts().dragged(s.self);
        List<Reactor> near = new ArrayList<>();
        for (Creature e : hostileTo(s.battle, s.self)) {
            if (dragged.contains(e)) continue;
            if (s.self.distanceTo(e) <= s.self.turn.movementLeft + Reactors.reach(e) + 1) near.add(reactors.reactor(e, s.self));
        }
        return OpportunityRules.assess(near, MoveKind.VOLUNTARY, Reactors.disengage(s.self), s.battle.rules(),
                s.self.turn.reachSteps).threats();
    }
}
