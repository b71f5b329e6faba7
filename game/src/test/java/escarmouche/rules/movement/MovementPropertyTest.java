package escarmouche.rules.movement;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.rules.core.Ability;
import escarmouche.rules.core.RulePart;
import escarmouche.rules.dice.SeededDice;
import escarmouche.rules.grid.Pos;
import escarmouche.testing.Property;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class MovementPropertyTest {
    private record WalkCase(RandomBoard board, List<Pos> path, long diceSeed) {}

    private static WalkCase walkCase(Random r) {
        RandomBoard b = RandomBoard.next(r);
        return new WalkCase(b, b.randomWalk(r, 1 + r.nextInt(8)), r.nextLong());
    }

    /** Checks what every plan must satisfy, whatever kind of move made it. */
    private static void checkPlan(MoveContext ctx, MoveOutcome outcome) {
        if (!(outcome instanceof MovePlan p)) return;
        StepRules rules = new StepRules(ctx);
        assertTrue(p.spent() <= ctx.movementLeft(), "spent " + p.spent() + " of " + ctx.movementLeft());
        assertEquals(ctx.movementLeft() - p.spent(), p.left());
        assertTrue(p.left() >= 0);
        assertTrue(rules.canStop(p.end()), "ends in an occupied square: " + p.end());
        Pos at = p.start();
        int sum = 0;
        for (int i = 0; i < p.steps().size(); i++) {
            Step s = p.steps().get(i);
            assertEquals(at, s.from());
            sum += s.cost();
            at = s.to();
        }
        assertTrue(sum <= p.spent(), "steps cost more than the plan spent");
    }

    @Test
    @DisplayName("MOVE-ENTER property: a move never spends more than the movement left nor ends in an occupied square")
    void MOVE_ENTER_plansStayWithinBudget() {
        Property.forAll(20240601L, 600, MovementPropertyTest::walkCase, c -> {
            MoveContext ctx = c.board().ctx();
            CheckSpec spec = CheckSpec.of(Ability.DEX, 1);
            if (ctx.mover().crawling()) {
                checkPlan(ctx, Movement.crawl(ctx, c.path(), spec, new SeededDice(c.diceSeed())));
            } else {
                MoveOutcome careful = Movement.careful(ctx, c.path());
                checkPlan(ctx, careful);
                checkCarefulPrices(ctx, careful);
                checkPlan(ctx, Movement.risky(ctx, c.path(), spec, true, new SeededDice(c.diceSeed())));
            }
        });
    }

    /** A careful plan's steps cost exactly what StepRules says, except the one-square minimum. */
    private static void checkCarefulPrices(MoveContext ctx, MoveOutcome outcome) {
        if (!(outcome instanceof MovePlan p)) return;
        StepRules rules = new StepRules(ctx);
        for (int i = 0; i < p.steps().size(); i++) {
            Step s = p.steps().get(i);
            int price = ((StepVerdict.Allowed) rules.step(s.from(), s.to(), TerrainMode.CAREFUL)).cost();
            if (price != s.cost()) {
                assertTrue(i == 0 && !ctx.movedThisTurn() && ctx.rules().house(RulePart.MOVEMENT) && s.cost() == ctx.movementLeft()
                        && price > ctx.movementLeft(), "step " + i + " cost " + s.cost() + ", price " + price);
            }
        }
    }

    private record GoalCase(RandomBoard board, Pos goal) {}

    private static GoalCase goalCase(Random r) {
        RandomBoard b = RandomBoard.next(r);
        List<Pos> all = b.positions();
        return new GoalCase(b, all.get(r.nextInt(all.size())));
    }

    @Test
    @DisplayName("MOVE-ENTER property: path costs equal the sum of step costs and match a naive cheapest-cost search")
    void MOVE_ENTER_pathCostsAreSumsOfStepsAndOptimal() {
        Property.forAll(777L, 400, MovementPropertyTest::goalCase, c -> {
            MoveContext ctx = c.board().ctx();
            StepRules rules = new StepRules(ctx);
            Map<Pos, Integer> reference = ReferencePaths.costsFrom(c.board());
            var found = new PathFinder(ctx).find(c.goal());
            Pos start = ctx.mover().movingBody().at();
            boolean reachable = reference.containsKey(c.goal()) && (rules.canStop(c.goal()) || c.goal().equals(start));
            assertEquals(reachable, found.isPresent(), "found a path iff the reference reaches a stoppable goal");
            if (found.isEmpty()) return;
            Path p = found.get();
            Pos at = start;
            int sum = 0;
            for (int i = 0; i < p.squares().size(); i++) {
                StepVerdict v = rules.step(at, p.squares().get(i), TerrainMode.CAREFUL);
                assertTrue(v instanceof StepVerdict.Allowed, "illegal step " + i + ": " + v);
                assertEquals(((StepVerdict.Allowed) v).cost(), p.stepCosts().get(i));
                sum += p.stepCosts().get(i);
                at = p.squares().get(i);
            }
            assertEquals(sum, p.cost());
            assertEquals(reference.get(c.goal()), p.cost(), "not the cheapest");
            assertTrue(rules.canStop(p.end()) || p.squares().isEmpty());
        });
    }

    @Test
    @DisplayName("MOVE-DIFFICULT property: move range = squares the naive search reaches within budget (+ one-square minimum)")
    void MOVE_DIFFICULT_reachableMatchesReference() {
        Property.forAll(4242L, 300, RandomBoard::next, b -> {
            MoveContext ctx = b.ctx();
            StepRules rules = new StepRules(ctx);
            Map<Pos, Integer> reference = ReferencePaths.costsFrom(b);
            Map<Pos, Integer> range = new PathFinder(ctx).reachable();
            Pos start = ctx.mover().movingBody().at();
            for (Pos p : b.positions()) {
                if (p.equals(start) || !rules.canStop(p)) {
                    assertTrue(!range.containsKey(p), "range holds " + p);
                    continue;
                }
                Integer d = reference.get(p);
                if (d != null && d <= ctx.movementLeft()) {
                    assertEquals(d, range.get(p), "at " + p);
                } else if (range.containsKey(p)) {
                    boolean minimum = ctx.rules().house(RulePart.MOVEMENT) && !ctx.movedThisTurn() && ctx.movementLeft() >= 1
                            && p.distance(start) == 1;
                    assertTrue(minimum, "out of budget but in range: " + p);
                    assertEquals(ctx.movementLeft(), range.get(p));
                }
            }
        });
    }

    @Test
    @DisplayName("OA-LEAVE property: a path found as safe provokes nothing, and PREFER_SAFE is unsafe only when no safe path exists")
    void OA_LEAVE_safePathsProvokeNothing() {
        Property.forAll(99L, 400, MovementPropertyTest::goalCase, c -> {
            MoveContext ctx = c.board().ctx();
            List<Threat> list = new java.util.ArrayList<>();
            for (Occupant o : ctx.occupants()) {
                if (o.hostile()) list.add(new Threat(o.id(), o.body(), 1 + Math.abs(o.id().hashCode()) % 2));
            }
            Threats threats = new Threats(list, ctx.rules().house(RulePart.OPPORTUNITY));
            PathFinder f = new PathFinder(ctx);
            var safe = f.find(c.goal(), PathOptions.safeOnly(threats));
            safe.ifPresent(p -> assertTrue(p.provokes().isEmpty(), "safe path provokes " + p.provokes()));
            var reference = ReferencePaths.safeCost(c.board(), threats, c.goal());
            boolean stoppable = new StepRules(ctx).canStop(c.goal()) || c.goal().equals(ctx.mover().movingBody().at());
            assertEquals(stoppable && reference.isPresent(), safe.isPresent(), "safe path exists iff brute force finds one");
            safe.ifPresent(p -> assertEquals(reference.getAsInt(), p.cost(), "not the cheapest safe path"));
            var cheapest = f.find(c.goal(), PathOptions.cheapest(threats));
            var preferred = f.find(c.goal(), PathOptions.preferSafe(threats));
            assertEquals(cheapest.isPresent(), preferred.isPresent());
            if (preferred.isPresent() && !preferred.get().safe()) assertTrue(safe.isEmpty());
            if (safe.isPresent()) assertTrue(safe.get().cost() >= cheapest.orElseThrow().cost());
            if (cheapest.isPresent() && cheapest.get().safe()) assertEquals(cheapest.get().cost(), safe.orElseThrow().cost());
        });
    }
}
