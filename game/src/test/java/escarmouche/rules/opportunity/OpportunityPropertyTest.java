package escarmouche.rules.opportunity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.rules.core.Condition;
import escarmouche.rules.core.RulePart;
import escarmouche.rules.core.RuleSet;
import escarmouche.rules.core.Size;
import escarmouche.rules.grid.Pos;
import escarmouche.rules.movement.Body;
import escarmouche.rules.movement.OpportunityTrigger;
import escarmouche.testing.Property;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class OpportunityPropertyTest {
    private record Case(List<Body> path, List<Reactor> reactors, RuleSet rules) {}

    private static Case next(Random r) {
        Size size = r.nextInt(4) == 0 ? Size.LARGE : Size.MEDIUM;
        List<Body> path = new ArrayList<>();
        Body at = Body.of(new Pos(r.nextInt(8), r.nextInt(8)), size);
        path.add(at);
        int steps = 1 + r.nextInt(10);
        for (int i = 0; i < steps; i++) {
            int[] d = Pos.DIRECTIONS[r.nextInt(8)];
            at = at.shifted(d[0], d[1]);
            path.add(at);
        }
        List<Reactor> reactors = new ArrayList<>();
        int n = 1 + r.nextInt(4);
        for (int i = 0; i < n; i++) {
            Reactor e = Reactor.ready("e" + i, Body.of(new Pos(r.nextInt(8), r.nextInt(8)),
                    r.nextInt(5) == 0 ? Size.LARGE : Size.MEDIUM), 1 + r.nextInt(2));
            if (r.nextInt(6) == 0) e = e.withConditions(Set.of(Condition.FRIGHTENED));
            if (r.nextInt(8) == 0) e = e.withReaction(false);
            reactors.add(e);
        }
        return new Case(path, reactors, r.nextBoolean() ? RuleSet.HOUSE : RuleSet.DD5);
    }

    @Test
    @DisplayName("OA-LEAVE / OA-WITHIN property: every trigger is legal, and none is missing")
    void OA_LEAVE_and_OA_WITHIN_triggersAreExactlyTheRule() {
        Property.forAll(31337L, 1000, OpportunityPropertyTest::next, c -> {
            List<OpportunityTrigger> got = OpportunityRules.triggers(c.path(), c.reactors(), MoveKind.VOLUNTARY,
                    DisengageState.NONE, c.rules());
            Map<String, Reactor> byId = new HashMap<>();
            for (Reactor r : c.reactors()) byId.put(r.id(), r);
            Set<String> seen = new HashSet<>();
            for (OpportunityTrigger t : got) {
                Reactor r = byId.get(t.reactorId());
                assertTrue(OpportunityRules.cannotStrike(r, DisengageState.NONE, c.rules()).isEmpty(),
                        t + " from a creature that cannot strike");
                assertTrue(seen.add(t.reactorId()), "twice in one move: " + t.reactorId());
                Body from = c.path().get(t.stepIndex());
                Body to = c.path().get(t.stepIndex() + 1);
                assertEquals(from.at(), t.at());
                assertTrue(r.body().withinReach(from, r.reach()), "starts outside reach: " + t);
                if (t.rule().equals(OpportunityTrigger.LEAVE)) {
                    assertFalse(r.body().withinReach(to, r.reach()), "LEAVE but ends inside: " + t);
                } else {
                    assertTrue(c.rules().house(RulePart.OPPORTUNITY), "OA-WITHIN under 5e rules");
                    assertTrue(r.body().withinReach(to, r.reach()), "WITHIN but ends outside: " + t);
                    assertEquals(2, insideSteps(c.path(), r, t.stepIndex()), "WITHIN on the wrong step: " + t);
                }
            }
            assertEquals(expected(c), got);
        });
    }

    /** Steps up to and including {@code last} that start and end inside {@code r}'s reach. */
    private static int insideSteps(List<Body> path, Reactor r, int last) {
        int n = 0;
        for (int i = 0; i <= last; i++) {
            if (r.body().withinReach(path.get(i), r.reach()) && r.body().withinReach(path.get(i + 1), r.reach())) n++;
        }
        return n;
    }

    /** The rule as written: per creature, its first provoking step; then sorted by step, then combatant order. */
    private static List<OpportunityTrigger> expected(Case c) {
        List<OpportunityTrigger> out = new ArrayList<>();
        for (int step = 0; step + 1 < c.path().size(); step++) {
            for (Reactor r : c.reactors()) {
                if (OpportunityRules.cannotStrike(r, DisengageState.NONE, c.rules()).isPresent()) continue;
                if (out.stream().anyMatch(t -> t.reactorId().equals(r.id()))) continue;
                boolean in = r.body().withinReach(c.path().get(step), r.reach());
                boolean stays = r.body().withinReach(c.path().get(step + 1), r.reach());
                if (in && !stays) {
                    out.add(new OpportunityTrigger(r.id(), step, c.path().get(step).at(), OpportunityTrigger.LEAVE));
                } else if (in && c.rules().house(RulePart.OPPORTUNITY) && insideSteps(c.path(), r, step) == 2) {
                    out.add(new OpportunityTrigger(r.id(), step, c.path().get(step).at(), OpportunityTrigger.WITHIN));
                }
            }
        }
        return out;
    }
}
