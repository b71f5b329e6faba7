package escarmouche.rules.movement;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.rules.core.RulePart;
import escarmouche.rules.grid.Pos;
import escarmouche.testing.Property;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** {@link PathFinder#findAny}: one search for the cheapest of several goals, against one search per goal. */
class PathFinderGoalsTest {
    record Case(RandomBoard board, List<Pos> goals, int reachSeed) {
        @Override
        public String toString() {
            return String.join("\n", board.drawing()) + "\ngoals " + goals;
        }
    }

    static Case next(Random r) {
        RandomBoard b = RandomBoard.next(r);
        int w = b.ctx().grid().width();
        int h = b.ctx().grid().height();
        List<Pos> goals = new ArrayList<>();
        int n = 1 + r.nextInt(6);
        for (int i = 0; i < n; i++) goals.add(new Pos(r.nextInt(w), r.nextInt(h)));
        return new Case(b, goals, r.nextInt(2));
    }

    /** Every hostile occupant of the case's board as a threat, with the case's reach. */
    private static List<Threat> hostileReaches(Case c) {
        List<Threat> list = new ArrayList<>();
        for (Occupant o : c.board().ctx().occupants()) {
            if (o.hostile()) list.add(new Threat(o.id(), o.body(), 1 + c.reachSeed()));
        }
        return list;
    }

    private static Optional<Integer> bestOneByOne(PathFinder f, List<Pos> goals, PathOptions options) {
        Optional<Integer> best = Optional.empty();
        for (Pos g : goals) {
            Optional<Path> p = f.find(g, options);
            if (p.isPresent() && (best.isEmpty() || p.get().cost() < best.get())) best = Optional.of(p.get().cost());
        }
        return best;
    }

    @Test
    @DisplayName("OA-LEAVE property: findAny costs what the best single-goal search costs, with and without avoiding attacks")
    void OA_LEAVE_findAnyMatchesOneSearchPerGoal() {
        Property.forAll(2024L, 500, PathFinderGoalsTest::next, c -> {
            MoveContext ctx = c.board().ctx();
            List<Threat> list = hostileReaches(c);
            Threats threats = new Threats(list, ctx.rules().house(RulePart.OPPORTUNITY));
            PathFinder f = new PathFinder(ctx);
            for (PathOptions options : List.of(PathOptions.cheapest(threats), PathOptions.safeOnly(threats))) {
                Optional<Path> any = f.findAny(c.goals(), options);
                assertEquals(bestOneByOne(f, c.goals(), options), any.map(Path::cost), options.policy().name());
                any.ifPresent(p -> assertTrue(c.goals().contains(p.end()), "ends on a goal"));
                if (options.policy() == PathOptions.Policy.SAFE_ONLY) any.ifPresent(p -> assertTrue(p.safe()));
            }
        });
    }

    /**
     * The case's threats with earlier steps this turn, as OA-WITHIN counts them: none, or each threat already
     * stepped inside once or twice, or met (left), by turns, so every kind of reach shows up.
     */
    private static Threats withEarlierSteps(Case c) {
        List<Threat> list = hostileReaches(c);
        java.util.Map<String, Integer> inside = new java.util.HashMap<>();
        java.util.Set<String> met = new java.util.HashSet<>();
        for (int i = 0; i < list.size(); i++) {
            String id = list.get(i).id();
            switch ((i + c.goals().size()) % 4) {
                case 1 -> inside.put(id, 1);
                case 2 -> inside.put(id, 2);
                case 3 -> met.add(id);
                default -> { }
            }
        }
        return new Threats(list, c.board().ctx().rules().house(RulePart.OPPORTUNITY), new ReachSteps(inside, met));
    }

    @Test
    @DisplayName("OA-LEAVE property: asking backwards whether the goals can be reached never changes a search's answer")
    void OA_LEAVE_backwardLookKeepsAnswers() {
        int[] none = {0};
        int[] found = {0};
        Property.forAll(20261124L, 1500, PathFinderGoalsTest::next, c -> {
            MoveContext ctx = c.board().ctx();
            Threats threats = withEarlierSteps(c);
            for (PathOptions options : List.of(PathOptions.cheapest(threats), PathOptions.safeOnly(threats),
                    PathOptions.preferSafe(threats))) {
                Optional<Path> plain = new PathFinder(ctx).askingBackAfter(Integer.MAX_VALUE).findAny(c.goals(), options);
                for (int after : new int[] {1, 2, 5}) {
                    Optional<Path> asked = new PathFinder(ctx).askingBackAfter(after).findAny(c.goals(), options);
                    assertEquals(plain.map(Path::squares), asked.map(Path::squares), options.policy() + " after " + after);
                    assertEquals(plain.map(Path::cost), asked.map(Path::cost));
                }
                if (plain.isPresent()) found[0]++;
                else none[0]++;
            }
        });
        assertTrue(none[0] > 100 && found[0] > 100, "both answers seen: " + none[0] + " none, " + found[0] + " found");
    }

    @Test
    @DisplayName("OA-WITHIN property: a search that leaves out the one-step states that are not goals finds the same paths")
    void OA_WITHIN_deadEndsLeftOutKeepAnswers() {
        int[] houseCases = {0};
        int[] found = {0};
        Property.forAll(20261202L, 1500, PathFinderGoalsTest::next, c -> {
            MoveContext ctx = c.board().ctx();
            Threats threats = withEarlierSteps(c);
            for (PathOptions options : List.of(PathOptions.safeOnly(threats), PathOptions.preferSafe(threats))) {
                Optional<Path> every = new PathFinder(ctx).queueingDeadEnds().findAny(c.goals(), options);
                Optional<Path> fewer = new PathFinder(ctx).findAny(c.goals(), options);
                assertEquals(every.map(Path::squares), fewer.map(Path::squares), options.policy().name());
                assertEquals(every.map(Path::stepCosts), fewer.map(Path::stepCosts));
                if (every.isPresent()) found[0]++;
            }
            if (threats.secondStepProvokes()) houseCases[0]++;
        });
        // Boards under the house rules, where the one-step states exist, and searches that find a path.
        assertTrue(houseCases[0] > 300 && found[0] > 300,
                houseCases[0] + " cases with one-step states, " + found[0] + " paths found");
    }

    @Test
    @DisplayName("OA-LEAVE property: when no goal is open to stand on, findAny finds nothing whatever its options")
    void OA_LEAVE_noOpenGoalNoPath() {
        int[] shut = {0};
        int[] open = {0};
        Property.forAll(20261201L, 800, PathFinderGoalsTest::next, c -> {
            MoveContext ctx = c.board().ctx();
            List<Threat> list = hostileReaches(c);
            Threats threats = new Threats(list, ctx.rules().house(RulePart.OPPORTUNITY));
            PathFinder f = new PathFinder(ctx);
            boolean anyOpen = f.anyGoalOpen(c.goals());
            for (PathOptions options : List.of(PathOptions.cheapest(threats), PathOptions.safeOnly(threats),
                    PathOptions.preferSafe(threats))) {
                Optional<Path> any = f.findAny(c.goals(), options);
                if (!anyOpen) assertTrue(any.isEmpty(), options.policy() + ": a path to goals none of which is open");
            }
            (anyOpen ? open : shut)[0]++;
        });
        assertTrue(shut[0] > 50 && open[0] > 50, "both answers seen: " + shut[0] + " shut, " + open[0] + " open");
    }

    @Test
    @DisplayName("OA-LEAVE property: findAnyWithin finds findAny's path when it costs at most the bound, else nothing")
    void OA_LEAVE_boundedSearchKeepsPathsWithinTheBound() {
        int[] within = {0};
        int[] beyond = {0};
        Property.forAll(20261207L, 1500, PathFinderGoalsTest::next, c -> {
            MoveContext ctx = c.board().ctx();
            Threats threats = withEarlierSteps(c);
            int most = c.goals().size() * 3 % 13;
            for (PathOptions options : List.of(PathOptions.cheapest(threats), PathOptions.safeOnly(threats),
                    PathOptions.preferSafe(threats))) {
                Optional<Path> plain = new PathFinder(ctx).findAny(c.goals(), options);
                Optional<Path> bounded = new PathFinder(ctx).findAnyWithin(c.goals(), options, most);
                // A safe path dearer than the bound is still findAny's answer when unsafe ones are second best.
                boolean kept = plain.isPresent()
                        && (plain.get().cost() <= most || options.policy() == PathOptions.Policy.PREFER_SAFE);
                Optional<Path> expected = kept ? plain : Optional.empty();
                assertEquals(expected.map(Path::squares), bounded.map(Path::squares), options.policy() + " within " + most);
                assertEquals(expected.map(Path::stepCosts), bounded.map(Path::stepCosts));
                if (plain.isPresent()) (plain.get().cost() <= most ? within : beyond)[0]++;
            }
        });
        assertTrue(within[0] > 300 && beyond[0] > 300, within[0] + " paths within the bound, " + beyond[0] + " beyond");
    }

    @Test
    @DisplayName("MOVE-DIFFICULT property: no one-step path costs more than dearestFirstStep")
    void MOVE_DIFFICULT_dearestFirstStepBoundsEveryOneStepPath() {
        int[] steps = {0};
        Property.forAll(20261208L, 800, PathFinderGoalsTest::next, c -> {
            MoveContext ctx = c.board().ctx();
            PathFinder f = new PathFinder(ctx);
            int dearest = f.dearestFirstStep();
            Pos start = ctx.mover().movingBody().at();
            for (int[] d : Pos.DIRECTIONS) {
                Pos next = start.plus(d[0], d[1]);
                if (next.x() < 0 || next.y() < 0) continue;
                // The one-step way there, priced as a move command prices it.
                Optional<Path> p = f.find(next);
                if (p.isEmpty() || p.get().squares().size() != 1) continue;
                steps[0]++;
                assertTrue(p.get().cost() <= dearest, "a step costing " + p.get().cost() + " over " + dearest);
            }
        });
        assertTrue(steps[0] > 500, steps[0] + " one-step paths");
    }
}
