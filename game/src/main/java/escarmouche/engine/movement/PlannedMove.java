package escarmouche.engine.movement;

import escarmouche.engine.battle.Creature;
import escarmouche.rules.movement.Body;
import escarmouche.rules.movement.MovePlan;
import escarmouche.rules.movement.Step;
import java.util.ArrayList;
import java.util.List;

/**
 * A move checked against every rule and ready to carry out: the rules' plan (its terrain check already
 * rolled), whether the mover squeezes through somewhere (MOVE-SQUEEZE) and where the creatures it drags go.
 */
public record PlannedMove(Creature mover, MovePlan plan, boolean squeezing, DragTracks drags) {
    /** The footprint that moves where it is squeezed: the creature's own, or the smaller one while squeezing. */
    public Body movingBody() {
        Body b = mover.ownFootprint();
        return squeezing ? b.squeezed() : b;
    }

    /**
     * The footprint at every position of the plan, the start first: the one it stands in as the move
     * begins (squeezed, if a move ended so), then its whole footprint, or the squeezed one after the steps
     * that end squeezed (the rules name those MOVE-SQUEEZE).
     */
    public List<Body> bodies() {
        Body whole = mover.ownFootprint();
        Body narrow = movingBody();
        List<Body> out = new ArrayList<>(plan.steps().size() + 1);
        out.add(MoveContexts.body(mover).moveTo(plan.start()));
        // Unless it squeezes, both footprints are its own: no need to look through each step's rules.
        for (Step s : plan.steps()) {
            out.add((squeezing && s.rules().contains("MOVE-SQUEEZE") ? narrow : whole).moveTo(s.to()));
        }
        return out;
    }
}
