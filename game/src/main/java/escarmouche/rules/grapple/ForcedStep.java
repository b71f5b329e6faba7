package escarmouche.rules.grapple;

import escarmouche.rules.core.RuleSet;
import escarmouche.rules.grid.Grid;
import escarmouche.rules.grid.Pos;
import escarmouche.rules.movement.Body;
import escarmouche.rules.movement.MoveContext;
import escarmouche.rules.movement.Mover;
import escarmouche.rules.movement.Occupant;
import escarmouche.rules.movement.Refusal;
import escarmouche.rules.movement.StepRules;
import escarmouche.rules.movement.StepVerdict;
import escarmouche.rules.movement.TerrainMode;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Whether a creature can be moved one square by someone else (push, drag): the same walls, map edge and
 * corner rule as walking (MOVE-ENTER), and the square it lands on must be free of other creatures. Its own
 * conditions do not matter: it is moved, it does not move (MOVE-FORCED).
 */
final class ForcedStep {
    private ForcedStep() {}

    /** Why {@code body} cannot be moved to {@code to}, if it cannot. {@code others} excludes it. */
    static Optional<Refusal> blocked(Grid grid, List<Occupant> others, String id, Body body, Pos to) {
        List<Occupant> neutral = new ArrayList<>(others.size());
        for (Occupant o : others) neutral.add(Occupant.ally(o.id(), o.body()));
        MoveContext ctx = new MoveContext(grid, neutral, Mover.of(id, body), 0, true, RuleSet.HOUSE);
        StepRules rules = new StepRules(ctx);
        StepVerdict v = rules.step(body.at(), to, TerrainMode.CAREFUL);
        if (v instanceof StepVerdict.Forbidden f) return Optional.of(f.refusal());
        if (!rules.canStop(to)) {
            return Optional.of(new Refusal("MOVE-OCCUPIED", "another creature is in the way at " + to));
        }
        return Optional.empty();
    }
}
