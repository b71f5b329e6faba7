package escarmouche.rules.movement;

import escarmouche.rules.core.Ability;
import escarmouche.rules.core.Advantage;
import escarmouche.rules.core.RulePart;
import escarmouche.rules.dice.Dice;
import escarmouche.rules.grid.Pos;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Plans a voluntary move along a declared path (top-left squares of the footprint, one step each, the
 * start excluded). A refusal rolls nothing; a plan has its terrain check, if any, already rolled.
 */
public final class Movement {
    private Movement() {}

    /** MOVE-PRONE: a prone creature does not walk, whatever the path. */
    private static final Optional<Refusal> PRONE = Optional.of(new Refusal("MOVE-PRONE", "prone: crawl, or stand up first"));
    /** MOVE-PRONE: a creature on its feet does not crawl, whatever the path. */
    private static final Optional<Refusal> STANDING = Optional.of(new Refusal("MOVE-PRONE", "only a prone creature crawls"));

    /**
     * MOVE-PRONE: why a creature may not walk (a careful or a risky move) at all, whatever the path, or empty.
     * Asked by the moves themselves and, before any path is drawn, by the interface's menu, so both say the same.
     */
    public static Optional<Refusal> cannotWalk(boolean prone) {
        return prone ? PRONE : Optional.empty();
    }

    /** MOVE-PRONE: why a creature may not crawl at all, whatever the path (only a prone one does), or empty. */
    public static Optional<Refusal> cannotCrawl(boolean prone) {
        return prone ? Optional.empty() : STANDING;
    }

    /**
     * A careful walk (MOVE-DIFFICULT careful): difficult squares cost 2, very difficult 4, and a
     * creature that has not moved yet this turn may always enter one square (house rules). A prone
     * creature must crawl or stand up first (MOVE-PRONE).
     */
    public static MoveOutcome careful(MoveContext ctx, List<Pos> path) {
        return careful(ctx, path, null);
    }

    /**
     * {@link #careful(MoveContext, List)} priced in a game's {@code scratch} (see {@link PathScratch}): its
     * terrain grades and its board of who stands where, instead of map-sized arrays of its own.
     */
    public static MoveOutcome careful(MoveContext ctx, List<Pos> path, PathScratch scratch) {
        Optional<Refusal> prone = cannotWalk(ctx.mover().crawling());
        if (prone.isPresent()) return new MoveRefused(-1, prone.get());
        return PathWalk.walk(new StepCosts(ctx, scratch), path, TerrainMode.CAREFUL, minimumStep(ctx), null);
    }

    /**
     * A risky move (MOVE-DIFFICULT risky, MOVE-STAIRS), house rules only. The whole path is checked at
     * risky prices (every terrain square 1, another creature's square still 2); then one check (d20 +
     * the chosen Str or Dex modifier) against the highest DC on the path. Success: the whole path. Failure:
     * the creature stops on the fallback square, the square reached after floor(movement left / 2)
     * squares of the path (at least 1, stepping back to a square it may stop on), falls prone and loses
     * the rest of its movement; going down stairs it also takes falling damage.
     *
     * <p>A path that enters no difficult terrain or stairs needs no check and is a plain walk.
     *
     * @param descending whether the stairs or slope on the path are taken going down
     */
    public static MoveOutcome risky(MoveContext ctx, List<Pos> path, CheckSpec check, boolean descending,
                                    Dice dice) {
        if (!ctx.rules().house(RulePart.MOVEMENT)) {
            return new MoveRefused(-1, new Refusal("MOVE-DIFFICULT",
                    "plain 5e rules have no risky movement: difficult terrain costs 2"));
        }
        Optional<Refusal> prone = cannotWalk(ctx.mover().crawling());
        if (prone.isPresent()) return new MoveRefused(-1, prone.get());
        Optional<Refusal> ability = strOrDex(check);
        if (ability.isPresent()) return new MoveRefused(-1, ability.get());
        StepCosts costs = new StepCosts(ctx);
        MoveOutcome full = PathWalk.walk(costs, path, TerrainMode.RISKY, false, "risky");
        if (!(full instanceof MovePlan plan)) return full;
        int dc = PathWalk.highestDc(costs, plan.steps(), true);
        if (dc == 0) {
            return PathWalk.walk(costs, path, TerrainMode.CAREFUL, minimumStep(ctx), null);
        }
        boolean stairs = PathWalk.entersStairs(costs, plan.steps());
        List<String> checkRules = new ArrayList<>();
        if (PathWalk.highestDc(costs, plan.steps(), false) > 0) checkRules.add("MOVE-DIFFICULT");
        if (stairs) checkRules.add("MOVE-STAIRS");
        addSourceRules(checkRules, check);
        D20Roll roll = D20Roll.roll(dice, check.advantage(), check.modifiers());
        TerrainCheck result = new TerrainCheck(check.ability(), dc, roll, roll.total() >= dc, checkRules);
        if (result.success()) {
            return new MovePlan("risky", plan.start(), plan.steps(), plan.spent(), plan.left(), Optional.of(result),
                    false, Optional.empty(), PathWalk.rulesOf(plan.steps(), checkRules));
        }
        int fallback = PathWalk.stoppable(costs, plan.steps(), fallbackSquares(ctx.movementLeft()));
        List<Step> steps = plan.steps().subList(0, fallback);
        List<String> failRules = new ArrayList<>(checkRules);
        failRules.add("COND-PRONE");
        Optional<FallDamage> fall = stairs && descending ? Optional.of(FallDamage.threeMetres()) : Optional.empty();
        return new MovePlan("fallback", plan.start(), steps, ctx.movementLeft(), 0, Optional.of(result), true, fall,
                PathWalk.rulesOf(steps, failRules));
    }

    /**
     * The number of path squares covered on a failed risky check (MOVE-DIFFICULT): half the movement
     * left at the start of the move, rounded down, at least 1.
     */
    public static int fallbackSquares(int movementLeft) {
        return Math.max(1, movementLeft / 2);
    }

    /**
     * A crawl (MOVE-PRONE). House rules: each square costs 2, 4 in difficult and 8 in very difficult
     * terrain, a creature may always crawl one square per turn, and a path into difficult terrain needs
     * the terrain check, with advantage; on a failure the creature stops before the first square that
     * needed it and its movement for the turn ends. Stairs need no check when crawling (never more than
     * half speed). Plain 5e: 2 per square, 3 in difficult terrain, no check.
     */
    public static MoveOutcome crawl(MoveContext ctx, List<Pos> path, CheckSpec check, Dice dice) {
        Optional<Refusal> standing = cannotCrawl(ctx.mover().crawling());
        if (standing.isPresent()) return new MoveRefused(-1, standing.get());
        StepCosts costs = new StepCosts(ctx);
        MoveOutcome full = PathWalk.walk(costs, path, TerrainMode.CAREFUL, minimumStep(ctx), "crawl");
        if (!(full instanceof MovePlan plan) || !ctx.rules().house(RulePart.MOVEMENT)) return full;
        int dc = PathWalk.highestDc(costs, plan.steps(), false);
        if (dc == 0) return plan;
        Optional<Refusal> ability = strOrDex(check);
        if (ability.isPresent()) return new MoveRefused(-1, ability.get());
        CheckSpec withAdvantage = check.with(new Advantage.Source("crawling", true, "MOVE-PRONE"));
        D20Roll roll = D20Roll.roll(dice, withAdvantage.advantage(), withAdvantage.modifiers());
        List<String> checkRules = new ArrayList<>(List.of("MOVE-PRONE", "MOVE-DIFFICULT"));
        addSourceRules(checkRules, withAdvantage);
        TerrainCheck result = new TerrainCheck(check.ability(), dc, roll, roll.total() >= dc, checkRules);
        if (result.success()) {
            return new MovePlan("crawl", plan.start(), plan.steps(), plan.spent(), plan.left(), Optional.of(result),
                    false, Optional.empty(), PathWalk.rulesOf(plan.steps(), checkRules));
        }
        int firstRough = 0;
        while (firstRough < plan.steps().size()) {
            Step s = plan.steps().get(firstRough);
            if (costs.dcEntered(s.from().x(), s.from().y(), s.to().x(), s.to().y(), false) > 0) break;
            firstRough++;
        }
        int kept = PathWalk.stoppable(costs, plan.steps(), firstRough);
        List<Step> steps = plan.steps().subList(0, kept);
        int spent = ctx.movementLeft();
        return new MovePlan("crawl", plan.start(), steps, spent, 0, Optional.of(result), false, Optional.empty(),
                PathWalk.rulesOf(steps, checkRules));
    }

    /**
     * The rules behind the check's advantage or disadvantage (COND-FRIGHTENED, COND-POISONED ...), after
     * the terrain rules, so that the check names everything that shaped it.
     */
    private static void addSourceRules(List<String> rules, CheckSpec check) {
        for (Advantage.Source s : check.sources()) if (!rules.contains(s.rule())) rules.add(s.rule());
    }

    private static boolean minimumStep(MoveContext ctx) {
        return ctx.rules().house(RulePart.MOVEMENT) && !ctx.movedThisTurn();
    }

    private static Optional<Refusal> strOrDex(CheckSpec check) {
        if (check.ability() == Ability.STR || check.ability() == Ability.DEX) return Optional.empty();
        return Optional.of(new Refusal("MOVE-DIFFICULT", "the terrain check uses Str or Dex, not "
                + check.ability().label()));
    }
}
