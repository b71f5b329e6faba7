package escarmouche.rules.opportunity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.rules.core.Condition;
import escarmouche.rules.core.RuleSet;
import escarmouche.rules.core.Size;
import escarmouche.rules.grid.Pos;
import escarmouche.rules.movement.Body;
import escarmouche.rules.movement.OpportunityTrigger;
import escarmouche.rules.movement.ReachSteps;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class OpportunityTriggerTest {
    /** Footprints of a Medium mover along "x,y x,y ..." (start first). */
    static List<Body> path(String squares) {
        List<Body> out = new ArrayList<>();
        for (String s : squares.trim().split("\\s+")) out.add(Body.medium(Pos.parse(s)));
        return out;
    }

    static Reactor enemy(String id, int x, int y) {
        return Reactor.ready(id, Body.medium(x, y), 1);
    }

    static List<OpportunityTrigger> triggers(List<Body> path, List<Reactor> reactors, RuleSet rules) {
        return OpportunityRules.triggers(path, reactors, MoveKind.VOLUNTARY, DisengageState.NONE, rules);
    }

    static OpportunityTrigger trigger(String id, int step, String at, String rule) {
        return new OpportunityTrigger(id, step, Pos.parse(at), rule);
    }

    @Test
    @DisplayName("OA-LEAVE: leaving a hostile creature's reach provokes, just before the step, at its start")
    void OA_LEAVE_leavingReachProvokes() {
        assertEquals(List.of(trigger("e", 0, "1,1", "OA-LEAVE")),
                triggers(path("1,1 0,1"), List.of(enemy("e", 2, 1)), RuleSet.HOUSE));
    }

    @Test
    @DisplayName("OA-WITHIN: entering the reach provokes nothing; the second step inside it does (house)")
    void OA_WITHIN_secondStepInsideProvokes() {
        assertEquals(List.of(), triggers(path("0,1 1,1"), List.of(enemy("e", 2, 1)), RuleSet.HOUSE));
        assertEquals(List.of(), triggers(path("0,0 1,0 1,1"), List.of(enemy("e", 2, 1)), RuleSet.HOUSE));
        assertEquals(List.of(trigger("e", 2, "1,1", "OA-WITHIN")),
                triggers(path("0,0 1,0 1,1 1,2 1,3"), List.of(enemy("e", 2, 1)), RuleSet.HOUSE));
    }

    @Test
    @DisplayName("OA-WITHIN in plain 5e (dd5): moving inside the reach is free; only leaving it provokes")
    void OA_WITHIN_dd5OnlyLeaving() {
        assertEquals(List.of(trigger("e", 3, "1,2", "OA-LEAVE")),
                triggers(path("0,0 1,0 1,1 1,2 1,3"), List.of(enemy("e", 2, 1)), RuleSet.DD5));
    }

    @Test
    @DisplayName("OA-REACTION / TURN-ECONOMY: each enemy strikes at most once per move (one reaction)")
    void OA_REACTION_oncePerMove() {
        List<OpportunityTrigger> t = triggers(path("1,1 0,1 1,1 0,1"), List.of(enemy("e", 2, 1)), RuleSet.HOUSE);
        assertEquals(List.of(trigger("e", 0, "1,1", "OA-LEAVE")), t);
    }

    @Test
    @DisplayName("OA-LEAVE: enemies provoked by the same step come in combatant order")
    void OA_LEAVE_combatantOrder() {
        List<Reactor> reactors = List.of(enemy("z", 2, 2), enemy("a", 2, 0));
        assertEquals(List.of(trigger("z", 0, "1,1", "OA-LEAVE"), trigger("a", 0, "1,1", "OA-LEAVE")),
                triggers(path("1,1 0,1"), reactors, RuleSet.HOUSE));
    }

    @Test
    @DisplayName("OA-LEAVE: reach 2 and large footprints are measured between nearest squares")
    void OA_LEAVE_reachAndFootprints() {
        Reactor pike = Reactor.ready("pike", Body.medium(4, 1), 2);
        assertEquals(List.of(), triggers(path("2,1 2,2"), List.of(pike), RuleSet.HOUSE));
        assertEquals(List.of(trigger("pike", 0, "2,1", "OA-LEAVE")),
                triggers(path("2,1 1,1"), List.of(pike), RuleSet.HOUSE));
        List<Body> ogre = List.of(Body.of(new Pos(0, 0), Size.LARGE), Body.of(new Pos(0, 1), Size.LARGE),
                Body.of(new Pos(0, 2), Size.LARGE));
        Reactor guard = enemy("guard", 2, 0);
        assertEquals(List.of(trigger("guard", 1, "0,1", "OA-LEAVE")), triggers(ogre, List.of(guard), RuleSet.HOUSE));
    }

    @Test
    @DisplayName("OA-NONE: no attack from a creature without reaction, incapacitated, surprised or frightened (house)")
    void OA_NONE_excludedReactors() {
        List<Body> leave = path("1,1 0,1");
        List<Reactor> unable = List.of(
                enemy("spent", 2, 1).withReaction(false),
                enemy("stunned", 2, 0).withConditions(Set.of(Condition.STUNNED)),
                enemy("surprised", 2, 2).withConditions(Set.of(Condition.SURPRISED)),
                enemy("afraid", 1, 2).withConditions(Set.of(Condition.FRIGHTENED)),
                enemy("blind", 1, 0).seeing(false));
        assertEquals(List.of(), triggers(leave, unable, RuleSet.HOUSE));
        OpportunityRules.Assessment a = OpportunityRules.assess(unable, MoveKind.VOLUNTARY, DisengageState.NONE,
                RuleSet.HOUSE);
        assertEquals(List.of("OA-NONE", "OA-NONE", "OA-NONE", "OA-NONE", "OA-NONE"),
                a.excluded().stream().map(e -> e.why().rule()).toList());
        assertTrue(a.excluded().get(3).why().reason().contains("frightened"));
    }

    @Test
    @DisplayName("OA-NONE in plain 5e (dd5): a frightened creature may still make an opportunity attack")
    void OA_NONE_dd5FrightenedStillStrikes() {
        Reactor afraid = enemy("afraid", 2, 1).withConditions(Set.of(Condition.FRIGHTENED));
        assertEquals(List.of(trigger("afraid", 0, "1,1", "OA-LEAVE")),
                triggers(path("1,1 0,1"), List.of(afraid), RuleSet.DD5));
    }

    @Test
    @DisplayName("MOVE-FORCED and GRAP-DRAG: forced movement, dragging and teleporting provoke nothing")
    void MOVE_FORCED_and_GRAP_DRAG_neverProvoke() {
        List<Body> leave = path("1,1 0,1");
        for (MoveKind kind : List.of(MoveKind.FORCED, MoveKind.DRAGGED, MoveKind.TELEPORT)) {
            assertEquals(List.of(), OpportunityRules.triggers(leave, List.of(enemy("e", 2, 1)), kind,
                    DisengageState.NONE, RuleSet.HOUSE), kind.name());
            OpportunityRules.Assessment a = OpportunityRules.assess(List.of(enemy("e", 2, 1)), kind,
                    DisengageState.NONE, RuleSet.HOUSE);
            assertEquals(kind.rule(), a.excluded().get(0).why().rule());
        }
        assertEquals("MOVE-FORCED", MoveKind.FORCED.rule());
        assertEquals("GRAP-DRAG", MoveKind.DRAGGED.rule());
    }

    @Test
    @DisplayName("OA-DISENGAGE: enemies beaten by the Disengage cannot strike; the others still can (house)")
    void OA_DISENGAGE_onlyBeatenEnemiesAreShielded() {
        List<Reactor> both = List.of(enemy("a", 2, 0), enemy("b", 2, 2));
        DisengageState beatA = new DisengageState(false, List.of("a"));
        assertEquals(List.of(trigger("b", 0, "1,1", "OA-LEAVE")),
                OpportunityRules.triggers(path("1,1 0,1"), both, MoveKind.VOLUNTARY, beatA, RuleSet.HOUSE));
        DisengageState all = new DisengageState(true, List.of());
        assertEquals(List.of(), OpportunityRules.triggers(path("1,1 0,1"), both, MoveKind.VOLUNTARY, all, RuleSet.DD5));
    }

    @Test
    @DisplayName("OA-REACTION: the tracker answers step by step, and a declined attack can come later in the move")
    void OA_REACTION_trackerStepByStep() {
        OpportunityTracker t = OpportunityTracker.start(List.of(enemy("e", 2, 1)), MoveKind.VOLUNTARY,
                DisengageState.NONE, RuleSet.HOUSE);
        List<Body> p = path("1,0 1,1 1,2 1,3");
        assertEquals(List.of(), t.beforeStep(p.get(0), p.get(1)));
        assertEquals(List.of(trigger("e", 1, "1,1", "OA-WITHIN")), t.beforeStep(p.get(1), p.get(2)));
        t.declined("e");
        assertEquals(List.of(trigger("e", 2, "1,2", "OA-LEAVE")), t.beforeStep(p.get(2), p.get(3)));
        assertEquals(1, t.assessment().threats().threats().size());
    }

    @Test
    @DisplayName("OA-WITHIN: the count carries over from one move command to the next of the same turn")
    void OA_WITHIN_countCarriesOverBetweenCommands() {
        List<Reactor> gob = List.of(enemy("e", 2, 1));
        OpportunityTracker first = OpportunityTracker.start(gob, MoveKind.VOLUNTARY, DisengageState.NONE,
                RuleSet.HOUSE, ReachSteps.NONE);
        List<Body> one = path("0,0 1,0 1,1");
        assertEquals(List.of(), first.beforeStep(one.get(0), one.get(1)));
        assertEquals(List.of(), first.beforeStep(one.get(1), one.get(2)));
        ReachSteps afterFirst = first.steps();
        assertEquals(1, afterFirst.inside("e"));
        OpportunityTracker second = OpportunityTracker.start(gob, MoveKind.VOLUNTARY, DisengageState.NONE,
                RuleSet.HOUSE, afterFirst);
        List<Body> two = path("1,1 1,2");
        assertEquals(List.of(trigger("e", 0, "1,1", "OA-WITHIN")), second.beforeStep(two.get(0), two.get(1)));
        assertTrue(second.steps().met("e"));
        assertEquals(List.of(trigger("e", 0, "1,1", "OA-WITHIN")),
                OpportunityRules.triggers(two, gob, MoveKind.VOLUNTARY, DisengageState.NONE, RuleSet.HOUSE, afterFirst));
    }

    @Test
    @DisplayName("OA-REACTION: a creature met earlier in the turn is not provoked again by a later command")
    void OA_REACTION_metCreaturesAreNotProvokedAgain() {
        ReachSteps met = new ReachSteps(Map.of("e", 2), Set.of("e"));
        assertEquals(List.of(), OpportunityRules.triggers(path("1,1 0,1"), List.of(enemy("e", 2, 1)),
                MoveKind.VOLUNTARY, DisengageState.NONE, RuleSet.HOUSE, met));
        ReachSteps declined = new ReachSteps(Map.of("e", 2), Set.of());
        assertEquals(List.of(trigger("e", 0, "1,1", "OA-LEAVE")), OpportunityRules.triggers(path("1,1 0,1"),
                List.of(enemy("e", 2, 1)), MoveKind.VOLUNTARY, DisengageState.NONE, RuleSet.HOUSE, declined));
    }

    @Test
    @DisplayName("MOVE-FORCED: forced movement counts no step for OA-WITHIN")
    void MOVE_FORCED_countsNoStep() {
        ReachSteps once = new ReachSteps(Map.of("e", 1), Set.of());
        for (MoveKind kind : List.of(MoveKind.FORCED, MoveKind.DRAGGED, MoveKind.TELEPORT)) {
            OpportunityTracker t = OpportunityTracker.start(List.of(enemy("e", 2, 1)), kind, DisengageState.NONE,
                    RuleSet.HOUSE, once);
            List<Body> p = path("1,0 1,1 1,2");
            assertEquals(List.of(), t.beforeStep(p.get(0), p.get(1)));
            assertEquals(List.of(), t.beforeStep(p.get(1), p.get(2)));
            assertEquals(once, t.steps(), kind.name());
        }
    }

    @Test
    @DisplayName("OA-NONE: the tracker reports the steps that provoke a creature unable to strike, for the log")
    void OA_NONE_trackerStillReportsUnableCreatures() {
        Reactor afraid = enemy("afraid", 2, 1).withConditions(Set.of(Condition.FRIGHTENED));
        OpportunityTracker t = OpportunityTracker.start(List.of(afraid), MoveKind.VOLUNTARY, DisengageState.NONE,
                RuleSet.HOUSE);
        List<Body> p = path("1,1 0,1");
        assertEquals(List.of(trigger("afraid", 0, "1,1", "OA-LEAVE")), t.beforeStep(p.get(0), p.get(1)));
        assertTrue(t.assessment().threats().isEmpty(), "yet it is no threat: previews leave it out");
    }
}
