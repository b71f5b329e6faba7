package escarmouche.rules.opportunity;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.rules.core.Condition;
import escarmouche.rules.core.RulePart;
import escarmouche.rules.core.RuleSet;
import escarmouche.rules.core.Size;
import escarmouche.rules.grid.Pos;
import escarmouche.rules.movement.Body;
import escarmouche.rules.movement.OpportunityTrigger;
import escarmouche.rules.movement.ReachSteps;
import escarmouche.rules.movement.ReachWatch;
import escarmouche.rules.movement.Threat;
import escarmouche.rules.movement.Threats;
import escarmouche.testing.Property;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The quick answers the AI and the move system use give what the full rules give: the threats without
 * their reasons, and a watch over only the creatures whose reach a path enters.
 */
class ThreatShortcutsPropertyTest {
    private static final Condition[] SOME = {Condition.PRONE, Condition.STUNNED, Condition.SURPRISED,
            Condition.FRIGHTENED, Condition.UNCONSCIOUS, Condition.POISONED, Condition.PARALYZED};

    private record Case(List<Body> path, List<Reactor> reactors, RuleSet rules, DisengageState disengage,
                        ReachSteps before) {}

    /** Every reactor of the case as a threat, in the case's order. */
    private static List<Threat> threats(Case c) {
        List<Threat> all = new ArrayList<>();
        for (Reactor r : c.reactors()) all.add(new Threat(r.id(), r.body(), r.reach()));
        return all;
    }

    /** The threats whose reach the case's path enters, in the same order. */
    private static List<Threat> entered(List<Threat> all, Case c) {
        List<Threat> entered = new ArrayList<>();
        for (Threat t : all) if (t.reachesAny(c.path())) entered.add(t);
        return entered;
    }

    private static Case next(Random r) {
        List<Body> path = new ArrayList<>();
        Body at = Body.of(new Pos(r.nextInt(12), r.nextInt(12)), r.nextInt(4) == 0 ? Size.LARGE : Size.MEDIUM);
        path.add(at);
        int steps = r.nextInt(8);
        for (int i = 0; i < steps; i++) {
            int[] d = Pos.DIRECTIONS[r.nextInt(8)];
            at = at.shifted(d[0], d[1]);
            path.add(at);
        }
        List<Reactor> reactors = new ArrayList<>();
        List<String> beaten = new ArrayList<>();
        Map<String, Integer> inside = new TreeMap<>();
        Set<String> met = new TreeSet<>();
        int n = r.nextInt(7);
        for (int i = 0; i < n; i++) {
            String id = "e" + i;
            Reactor e = new Reactor(id, Body.of(new Pos(r.nextInt(12), r.nextInt(12)),
                    r.nextInt(5) == 0 ? Size.LARGE : Size.MEDIUM), 1 + r.nextInt(3), conditions(r),
                    r.nextInt(6) != 0, r.nextInt(6) != 0);
            reactors.add(e);
            if (r.nextInt(5) == 0) beaten.add(id);
            if (r.nextInt(4) == 0) inside.put(id, 1 + r.nextInt(2));
            if (r.nextInt(5) == 0) met.add(id);
        }
        DisengageState disengage = new DisengageState(r.nextInt(8) == 0, beaten);
        return new Case(path, reactors, r.nextBoolean() ? RuleSet.HOUSE : RuleSet.DD5, disengage,
                new ReachSteps(inside, met));
    }

    private static Set<Condition> conditions(Random r) {
        Set<Condition> out = new TreeSet<>();
        while (r.nextInt(3) == 0) out.add(SOME[r.nextInt(SOME.length)]);
        return out;
    }

    @Test
    @DisplayName("OA-NONE / OA-DISENGAGE: canStrike and the threats without reasons agree with cannotStrike and assess")
    void OA_NONE_quickAnswersAgreeWithTheReasons() {
        Property.forAll(20261124L, 2000, ThreatShortcutsPropertyTest::next, c -> {
            for (Reactor r : c.reactors()) {
                boolean can = mayStrike(r, c);
                assertEquals(can, OpportunityRules.canStrike(r, c.disengage(), c.rules()), r.toString());
                assertEquals(can, OpportunityRules.cannotStrike(r, c.disengage(), c.rules()).isEmpty(), r.toString());
            }
            for (MoveKind kind : MoveKind.values()) {
                assertEquals(OpportunityRules.assess(c.reactors(), kind, c.disengage(), c.rules(), c.before()).threats(),
                        OpportunityRules.threats(c.reactors(), kind, c.disengage(), c.rules(), c.before()), kind.name());
            }
        });
    }

    /** The rule as the rules document lists it, written out again here. */
    private static boolean mayStrike(Reactor r, Case c) {
        boolean incapacitated = r.conditions().stream().anyMatch(Condition::incapacitates);
        boolean frightened = c.rules().house(RulePart.CONDITIONS) && r.conditions().contains(Condition.FRIGHTENED);
        return r.hasReaction() && !incapacitated && !r.conditions().contains(Condition.SURPRISED) && !frightened
                && r.seesMover() && !c.disengage().shields(r.id());
    }

    @Test
    @DisplayName("OA-LEAVE / OA-WITHIN: watching only the reaches a path enters gives the same triggers and turn count")
    void OA_LEAVE_watchingOnlyTheReachesThePathEntersChangesNothing() {
        Property.forAll(1124L, 3000, ThreatShortcutsPropertyTest::next, c -> {
            List<Threat> all = threats(c);
            List<Threat> entered = entered(all, c);
            ReachWatch full = new ReachWatch(new Threats(all, c.rules().house(RulePart.OPPORTUNITY), c.before()));
            ReachWatch near = new ReachWatch(new Threats(entered, c.rules().house(RulePart.OPPORTUNITY), c.before()));
            for (int i = 1; i < c.path().size(); i++) {
                List<OpportunityTrigger> expected = full.step(c.path().get(i - 1), c.path().get(i));
                assertEquals(expected, near.step(c.path().get(i - 1), c.path().get(i)), "step " + i);
                // A provoked creature that lets its chance go may be provoked again later in the move.
                for (OpportunityTrigger t : expected) {
                    if (t.stepIndex() % 2 == 0) {
                        full.declined(t.reactorId());
                        near.declined(t.reactorId());
                    }
                }
            }
            assertEquals(full.after(), near.after());
        });
    }

    @Test
    @DisplayName("OA-LEAVE / OA-WITHIN: a tracker with no reach to watch makes no watch, and gives what a watch over everyone gives")
    void OA_LEAVE_aTrackerWithNothingToWatchAgreesWithAFullWatch() {
        MoveKind[] kinds = MoveKind.values();
        int[] withoutWatch = new int[1];
        Property.forAll(20261201L, 3000, ThreatShortcutsPropertyTest::next, c -> {
            List<Threat> all = threats(c);
            // What the move system hands the tracker: only the reaches the path enters (often none).
            List<Threat> entered = entered(all, c);
            MoveKind kind = kinds[Math.abs(c.path().size() * 7 + all.size()) % kinds.length];
            if (entered.isEmpty() || !kind.provokes()) withoutWatch[0]++;
            ReachWatch full = new ReachWatch(new Threats(kind.provokes() ? all : List.of(), c.rules().house(RulePart.OPPORTUNITY),
                    c.before()));
            OpportunityTracker tracker = OpportunityTracker.watching(entered, kind, c.rules(), c.before());
            for (int i = 1; i < c.path().size(); i++) {
                List<OpportunityTrigger> expected = full.step(c.path().get(i - 1), c.path().get(i));
                assertEquals(expected, tracker.beforeStep(c.path().get(i - 1), c.path().get(i)), "step " + i);
                for (OpportunityTrigger t : expected) {
                    if (t.stepIndex() % 2 == 0) {
                        full.declined(t.reactorId());
                        tracker.declined(t.reactorId());
                    }
                }
            }
            assertEquals(full.after(), tracker.steps());
        });
        // The shortcut is taken often enough for the comparison to mean something.
        org.junit.jupiter.api.Assertions.assertTrue(withoutWatch[0] > 1000, "trackers without a watch: " + withoutWatch[0]);
    }
}
