package escarmouche.engine.movement;

import escarmouche.engine.battle.Creature;
import escarmouche.rules.movement.Body;
import escarmouche.rules.movement.MovePlan;
import escarmouche.rules.movement.Step;
import java.util.ArrayList;
import java.util.List;

/**
 * A move checked against every rule and ready to carry out: the rules' plan (its terrain check already
 * rolled), whether the mover squeezes through (MOVE-SQUEEZE) and where the creatures it drags go.
 */
public record PlannedMove(Creature mover, MovePlan plan, boolean squeezing, DragTracks drags) {
    /** The footprint that moves: the creature's own, or the smaller one while squeezing. */
    public Body movingBody() {
        Body b = MoveContexts.body(mover);
        return squeezing ? b.squeezed() : b;
    }

    /** The moving footprint at every position of the plan, the start first. */
    public List<Body> bodies() {
        Body moving = movingBody();
        List<Body> out = new ArrayList<>(plan.steps().size() + 1);
        out.add(moving.moveTo(plan.start()));
        for (Step s : plan.steps()) out.add(moving.moveTo(s.to()));
        return out;
    }
}
