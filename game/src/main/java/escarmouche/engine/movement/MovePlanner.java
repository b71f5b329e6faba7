package escarmouche.engine.movement;

import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.IllegalCommand;
import escarmouche.rules.core.Ability;
import escarmouche.rules.core.Condition;
import escarmouche.rules.dice.Dice;
import escarmouche.rules.grid.Pos;
import escarmouche.rules.movement.Body;
import escarmouche.rules.movement.CheckSpec;
import escarmouche.rules.movement.MoveContext;
import escarmouche.rules.movement.MoveOutcome;
import escarmouche.rules.movement.MovePlan;
import escarmouche.rules.movement.MoveRefused;
import escarmouche.rules.movement.Movement;
import escarmouche.rules.movement.Path;
import escarmouche.rules.movement.PathFinder;
import escarmouche.rules.movement.Refusal;
import escarmouche.rules.movement.Speed;
import java.util.List;
import java.util.Optional;

/**
 * Turns a move request into a {@link PlannedMove}, or refuses it with an {@link IllegalCommand} before
 * anything is rolled: the path is first tried with dice that cannot matter, the drag is checked along
 * it, and only then does the real terrain check roll.
 *
 * <p>MOVE-SQUEEZE: when a creature larger than one square cannot take the path with its footprint, it
 * tries again allowed to squeeze into the footprint of the next size down where its own does not fit;
 * only the steps that end squeezed cost 1 more, so a path costs the same however it is split into
 * commands. It must end its move where its whole footprint fits. Squeezing while dragging someone is not
 * supported.
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
    PlannedMove careful(Creature c, List<Pos> path) {
        return plan(c, path, (ctx, dice) -> Movement.careful(ctx, path), battle.dice());
    }

    /** A risky move along a declared path, rolling the terrain check with {@code dice}. */
    PlannedMove risky(Creature c, List<Pos> path, Ability ability, boolean descending, Dice dice) {
        CheckSpec spec = checks.check(c, ability);
        return plan(c, path, (ctx, d) -> Movement.risky(ctx, path, spec, descending, d), dice);
    }

    /** A crawl (MOVE-PRONE); its terrain check uses the creature's better of Str and Dex. */
    PlannedMove crawl(Creature c, List<Pos> path, Dice dice) {
        CheckSpec spec = checks.check(c, AbilityChecks.better(c));
        return plan(c, path, (ctx, d) -> Movement.crawl(ctx, path, spec, d), dice);
    }

    /** {@code moveto}: the cheapest careful path to {@code goal}, if the movement left pays for it. */
    PlannedMove towards(Creature c, Pos goal) {
        IllegalCommand.requireWellFormed(!c.at().equals(goal), c.id() + " is already at " + goal);
        requireCanMove(c);
        if (c.has(Condition.PRONE)) {
            throw new IllegalCommand(c.id() + " is prone: crawl, or stand up first", List.of("MOVE-PRONE"));
        }
        Optional<Path> found = new PathFinder(contexts.pathContext(c)).find(goal);
        if (found.isEmpty() && canSqueeze(c)) {
            MoveContext squeezed = squeezed(contexts.pathContext(c));
            found = new PathFinder(squeezed).find(goal).filter(p -> Shunt.fits(battle, c, p.end()));
        }
        if (found.isEmpty()) {
            throw new IllegalCommand("no careful path to " + goal + " (walls, hostile creatures, or no room there)",
                    List.of("MOVE-ENTER"));
        }
        Path path = found.get();
        try {
            return careful(c, path.squares());
        } catch (IllegalCommand e) {
            if (path.cost() > c.turn.movementLeft) {
                throw new IllegalCommand(goal + " needs " + path.cost() + " movement; " + c.turn.movementLeft + " left",
                        List.of("MOVE-ENTER"));
            }
            throw e;
        }
    }

    private PlannedMove plan(Creature c, List<Pos> path, Rule rule, Dice dice) {
        IllegalCommand.requireWellFormed(!path.isEmpty(), "no square given");
        requireCanMove(c);
        MoveContext ctx = contexts.context(c);
        MoveOutcome probe = rule.apply(ctx, FixedDice.HIGHEST);
        boolean squeezing = false;
        if (probe instanceof MoveRefused refused) {
            MoveContext narrow = squeezed(ctx);
            MoveOutcome retry = canSqueeze(c) ? rule.apply(narrow, FixedDice.HIGHEST) : refused;
            if (!(retry instanceof MovePlan p) || !Shunt.fits(battle, c, p.end())) throw refusal(refused, path);
            ctx = narrow;
            probe = retry;
            squeezing = true;
        }
        PlannedMove tried = new PlannedMove(c, (MovePlan) probe, squeezing, DragTracks.NONE);
        List<Creature> dragged = contexts.dragged(c);
        DragTracks.along(battle, c, dragged, tried.bodies());
        MoveOutcome rolled = rule.apply(ctx, dice);
        if (rolled instanceof MoveRefused refused) throw refusal(refused, path);
        MovePlan plan = (MovePlan) rolled;
        PlannedMove planned = new PlannedMove(c, plan, squeezing, DragTracks.NONE);
        return new PlannedMove(c, plan, squeezing, DragTracks.along(battle, c, dragged, planned.bodies()));
    }

    /** Refuses a creature that cannot move at all, with the rule that holds it. */
    private void requireCanMove(Creature c) {
        IllegalCommand.requireAble(c);
        Optional<Refusal> held = Speed.immobilized(MoveContexts.conditions(c));
        if (held.isPresent()) throw new IllegalCommand(c.id() + " is " + held.get().reason(), List.of(held.get().rule()));
        if (c.turn.movementLeft <= 0) {
            throw new IllegalCommand(c.id() + " has no movement left this turn", List.of("MOVE-ENTER"));
        }
    }

    private static IllegalCommand refusal(MoveRefused r, List<Pos> path) {
        String where = r.stepIndex() >= 0 && r.stepIndex() < path.size() && path.size() > 1
                ? " (step " + (r.stepIndex() + 1) + " of " + path.size() + ")" : "";
        return new IllegalCommand(r.reason() + where, List.of(r.rule()));
    }

    private boolean canSqueeze(Creature c) {
        Body b = MoveContexts.body(c);
        return !b.squeezed().equals(b) && contexts.dragged(c).isEmpty();
    }

    private static MoveContext squeezed(MoveContext ctx) {
        return ctx.withMover(ctx.mover().squeezing(true));
    }
}
