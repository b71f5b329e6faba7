package escarmouche.engine.movement;

import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.Checked;
import escarmouche.engine.battle.Outcome;
import escarmouche.rules.core.Ability;
import escarmouche.rules.core.Condition;
import escarmouche.rules.dice.Dice;
import escarmouche.rules.grid.Pos;
import escarmouche.rules.movement.CheckSpec;
import escarmouche.rules.movement.MoveContext;
import escarmouche.rules.movement.MoveOutcome;
import escarmouche.rules.movement.MovePlan;
import escarmouche.rules.movement.MoveRefused;
import escarmouche.rules.movement.Movement;
import escarmouche.rules.movement.Path;
import escarmouche.rules.movement.PathFinder;
import escarmouche.rules.movement.PathScratch;
import escarmouche.rules.movement.Refusal;
import escarmouche.rules.movement.Speed;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * Turns a move request into a {@link PlannedMove}, or a refusal (both as a {@link Checked} value) before
 * anything is rolled: the path is first tried with dice that cannot matter, the drag is checked along
 * it, and only then does the real terrain check roll. A careful move rolls nothing: its first plan is
 * the one carried out.
 *
 * <p>MOVE-SQUEEZE: when a creature larger than one square cannot take the path with its footprint, it
 * tries again allowed to squeeze into the footprint of the next size down where its own does not fit;
 * only the steps that end squeezed cost 1 more, so a path costs the same however it is split into
 * commands. It may end its move squeezed, and then stands in the squeezed footprint until a later move
 * takes it where its whole footprint fits: that move starts squeezing from the first step. Squeezing
 * while dragging someone is not supported.
 */
final class MovePlanner {
    /** One of the pure move rules, given the context and the dice to roll its check with. */
    @FunctionalInterface
    private interface Rule {
        MoveOutcome apply(MoveContext ctx, Dice dice);
    }

    private final Battle battle;
    private final MoveContexts contexts;
    private final AbilityChecks checks;

    MovePlanner(Battle battle, MoveContexts contexts, AbilityChecks checks) {
        this.battle = battle;
        this.contexts = contexts;
        this.checks = checks;
    }

    /** A careful walk along a declared path (MOVE-DIFFICULT careful). */
    Checked<PlannedMove> careful(Creature c, List<Pos> path) {
        return plan(c, path, new Careful(path, battle.pathScratch()), battle.dice(), false);
    }

    /**
     * {@link #careful}'s rule, a named class rather than a lambda: one is made for every walk of a
     * simulation, and a capturing lambda is made through a method handle that the compiler does not always
     * see through.
     */
    private static final class Careful implements Rule {
        private final List<Pos> path;
        private final PathScratch scratch;

        Careful(List<Pos> path, PathScratch scratch) {
            this.path = path;
            this.scratch = scratch;
        }

        @Override
        public MoveOutcome apply(MoveContext ctx, Dice dice) {
            return Movement.careful(ctx, path, scratch);
        }
    }

    /** A risky move along a declared path, rolling the terrain check with {@code dice}. */
    Checked<PlannedMove> risky(Creature c, List<Pos> path, Ability ability, boolean descending, Dice dice) {
        CheckSpec spec = checks.check(c, ability);
        return plan(c, path, (ctx, d) -> Movement.risky(ctx, path, spec, descending, d), dice, true);
    }

    /** A crawl (MOVE-PRONE); its terrain check uses the creature's better of Str and Dex. */
    Checked<PlannedMove> crawl(Creature c, List<Pos> path, Dice dice) {
        CheckSpec spec = checks.check(c, AbilityChecks.better(c));
        return plan(c, path, (ctx, d) -> Movement.crawl(ctx, path, spec, d), dice, true);
    }

    /**
     * What a careful walk along {@code path} would cost {@code c} once on its feet, whatever its movement left: a prone
     * creature that stood up first has moved this turn (no first square at any price) and walks at a walker's prices,
     * 2 a difficult square, 4 a very difficult one (MOVE-DIFFICULT). Empty when no walk takes that path at all. Asked
     * by the crawl planner, which weighs standing up against crawling; nothing is rolled or changed.
     */
    OptionalInt walkOnFoot(Creature c, List<Pos> path) {
        if (path.isEmpty()) return OptionalInt.empty();
        MoveContext ctx = contexts.context(c);
        EnumSet<Condition> standing = EnumSet.noneOf(Condition.class);
        standing.addAll(ctx.mover().conditions());
        standing.remove(Condition.PRONE);
        // The whole path's price, not what the movement left pays: the planner compares it with what is left.
        MoveContext onFoot = ctx.withMover(ctx.mover().withConditions(standing)).withMovementLeft(Integer.MAX_VALUE / 2)
                .withMoved(true);
        return Movement.careful(onFoot, path) instanceof MovePlan plan ? OptionalInt.of(plan.spent()) : OptionalInt.empty();
    }

    /** {@code moveto}: the cheapest careful path to {@code goal}, if the movement left pays for it. */
    Checked<PlannedMove> towards(Creature c, Pos goal) {
        Optional<Outcome.Refused> no = Outcome.Refused.unlessWellFormed(!c.at().equals(goal),
                () -> c.id() + " is already at " + goal).or(() -> cannotMove(c))
                .or(() -> Outcome.Refused.unless(!c.has(Condition.PRONE), "MOVE-PRONE",
                        () -> c.id() + " is prone: crawl, or stand up first"));
        if (no.isPresent()) return Checked.denied(no.get());
        // Said as what it is, as a step off the map is (StepCosts), not as a path not found among walls and creatures.
        if (!battle.grid().inBounds(goal)) {
            return Checked.denied(Outcome.Refused.by("MOVE-ENTER", goal + " is off the map"));
        }
        MoveContext ctx = contexts.pathContext(c);
        Optional<Path> found = new PathFinder(ctx).find(goal);
        if (found.isEmpty() && !ctx.mover().squeezing() && canSqueeze(c)) {
            found = new PathFinder(squeezed(ctx)).find(goal);
        }
        if (found.isEmpty()) {
            return Checked.denied(Outcome.Refused.by("MOVE-ENTER",
                    "no careful path to " + goal + " (walls, hostile creatures, or no room there)"));
        }
        Path path = found.get();
        Checked<PlannedMove> planned = careful(c, path.squares());
        if (planned instanceof Checked.Denied && path.cost() > c.turn.movementLeft) {
            return Checked.denied(Outcome.Refused.by("MOVE-ENTER",
                    goal + " needs " + path.cost() + " movement; " + c.turn.movementLeft + " left"));
        }
        return planned;
    }

    private Checked<PlannedMove> plan(Creature c, List<Pos> path, Rule rule, Dice dice, boolean rolls) {
        if (path.isEmpty()) return Checked.denied(Outcome.Refused.malformed("no square given"));
        Optional<Outcome.Refused> no = cannotMove(c);
        if (no.isPresent()) return Checked.denied(no.get());
        MoveContext ctx = contexts.context(c);
        MoveOutcome probe = rule.apply(ctx, FixedDice.HIGHEST);
        boolean squeezing = false;
        if (ctx.mover().squeezing()) {
            // It stands squeezed already: the move goes on squeezing where the whole footprint does not fit.
            if (probe instanceof MoveRefused refused) return Checked.denied(refusal(refused, path));
            squeezing = true;
        } else if (probe instanceof MoveRefused refused) {
            MoveContext narrow = squeezed(ctx);
            MoveOutcome retry = canSqueeze(c) ? rule.apply(narrow, FixedDice.HIGHEST) : refused;
            if (!(retry instanceof MovePlan)) {
                // The reason of the try that got farther along the path: squeezing past the first wall, the
                // next obstacle is what stops it.
                MoveRefused why = retry instanceof MoveRefused later && later.stepIndex() > refused.stepIndex()
                        ? later : refused;
                return Checked.denied(refusal(why, path));
            }
            ctx = narrow;
            probe = retry;
            squeezing = true;
        }
        List<Creature> dragged = contexts.dragged(c);
        Checked<DragTracks> tracks = along(c, dragged, (MovePlan) probe, squeezing);
        if (tracks instanceof Checked.Denied<DragTracks> stuck) return Checked.denied(stuck.refusal());
        MovePlan plan;
        if (rolls) {
            MoveOutcome rolled = rule.apply(ctx, dice);
            if (rolled instanceof MoveRefused refused) return Checked.denied(refusal(refused, path));
            plan = (MovePlan) rolled;
            tracks = along(c, dragged, plan, squeezing);
            if (tracks instanceof Checked.Denied<DragTracks> stuck) return Checked.denied(stuck.refusal());
        } else {
            // A rule that rolls nothing gives the same plan with any dice: the probe is the plan.
            plan = (MovePlan) probe;
        }
        return Checked.allowed(new PlannedMove(c, plan, squeezing, ((Checked.Allowed<DragTracks>) tracks).plan()));
    }

    /** The tracks of the creatures it drags along the plan's footprints; none to work out when it drags no one. */
    private Checked<DragTracks> along(Creature c, List<Creature> dragged, MovePlan plan, boolean squeezing) {
        if (dragged.isEmpty()) return Checked.allowed(DragTracks.NONE);
        return DragTracks.along(battle, c, dragged, new PlannedMove(c, plan, squeezing, DragTracks.NONE).bodies());
    }

    /**
     * Why {@code c} may not walk now, whatever the path (a {@code move}'s refusals that hang on the creature alone:
     * what holds it, no movement left, prone), in the order a move checks them, or empty.
     */
    Optional<Outcome.Refused> cannotWalk(Creature c) {
        return cannotMove(c).or(() -> refusal(Movement.cannotWalk(c.has(Condition.PRONE))));
    }

    /** The same for a {@code crawl} (MOVE-PRONE: only a prone creature crawls). */
    Optional<Outcome.Refused> cannotCrawl(Creature c) {
        return cannotMove(c).or(() -> refusal(Movement.cannotCrawl(c.has(Condition.PRONE))));
    }

    private static Optional<Outcome.Refused> refusal(Optional<Refusal> r) {
        return r.map(why -> Outcome.Refused.by(why.rule(), why.reason()));
    }

    /** Why a creature cannot move at all, with the rule that holds it; empty when it can. */
    private static Optional<Outcome.Refused> cannotMove(Creature c) {
        // Not Refused.unable: COND-INCAPACITATED alone takes the actions, not the movement.
        if (!c.canMove()) return Outcome.Refused.unable(c);
        Optional<Refusal> held = Speed.immobilized(MoveContexts.conditionsRead(c));
        if (held.isPresent()) return Optional.of(Outcome.Refused.by(held.get().rule(), c.id() + " is " + held.get().reason()));
        // Written out, not with a reason made on demand: every move passes here, and the lambda would be made each time.
        if (c.turn.movementLeft > 0) return Optional.empty();
        return Optional.of(Outcome.Refused.by("MOVE-ENTER", c.id() + " has no movement left this turn"));
    }

    private static Outcome.Refused refusal(MoveRefused r, List<Pos> path) {
        String where = r.stepIndex() >= 0 && r.stepIndex() < path.size() && path.size() > 1
                ? " (step " + (r.stepIndex() + 1) + " of " + path.size() + ")" : "";
        return Outcome.Refused.by(r.rule(), r.reason() + where);
    }

    private boolean canSqueeze(Creature c) {
        return contexts.maySqueeze(c);
    }

    private static MoveContext squeezed(MoveContext ctx) {
        return ctx.withMover(ctx.mover().squeezing(true));
    }
}
