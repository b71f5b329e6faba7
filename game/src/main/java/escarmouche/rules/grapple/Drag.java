package escarmouche.rules.grapple;

import escarmouche.rules.grid.Grid;
import escarmouche.rules.movement.Body;
import escarmouche.rules.movement.Occupant;
import escarmouche.rules.movement.Refusal;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Where a dragged creature goes while its grappler moves (GRAP-DRAG). Interpretation: after each of the
 * grappler's steps the target stays put if it is still within reach; otherwise it is pulled along by the
 * same step. If it cannot be (wall, corner, another creature), the grappler cannot take that step while
 * dragging it. The target's movement is forced: it provokes nothing.
 */
public final class Drag {
    private Drag() {}

    /** A drag along a whole path: the target's footprint after each of the grappler's steps, or a refusal. */
    public record Along(List<Body> target, Optional<Refusal> refusal, int stepIndex) {
        public Along {
            target = List.copyOf(target);
        }
    }

    /**
     * The target's footprint after the grappler steps from {@code grapplerFrom} to {@code grapplerTo}, or
     * nothing when it cannot follow (a wall, a corner, another creature, or the grappler stepping onto it).
     *
     * @param others every creature but the grappler and the target
     */
    public static Optional<Body> follow(Grid grid, List<Occupant> others, Body grapplerFrom, Body grapplerTo,
                                        int reach, String targetId, Body target) {
        // The dragged creature is left out of the grappler's occupants, so nothing else stops the
        // grappler from stepping onto it: the two may never share a square.
        if (grapplerTo.overlaps(target)) return Optional.empty();
        if (grapplerTo.withinReach(target, reach)) return Optional.of(target);
        int dx = grapplerTo.left() - grapplerFrom.left();
        int dy = grapplerTo.top() - grapplerFrom.top();
        Body pulled = target.shifted(dx, dy);
        List<Occupant> around = new ArrayList<>(others);
        // An id that cannot equal the target's: the step rules skip an occupant that shares the mover's id.
        around.add(Occupant.ally(targetId + "#grappler", grapplerTo));
        if (ForcedStep.blocked(grid, around, targetId, target, pulled.at()).isPresent()) return Optional.empty();
        return Optional.of(pulled);
    }

    /**
     * Follows a whole planned move of the grappler.
     *
     * @param grapplerPath the grappler's footprint at each position, the start first
     */
    public static Along along(Grid grid, List<Occupant> others, List<Body> grapplerPath, int reach, String targetId,
                              Body target) {
        List<Body> out = new ArrayList<>();
        Body current = target;
        for (int i = 1; i < grapplerPath.size(); i++) {
            Optional<Body> next = follow(grid, others, grapplerPath.get(i - 1), grapplerPath.get(i), reach, targetId,
                    current);
            if (next.isEmpty()) {
                return new Along(out, Optional.of(new Refusal("GRAP-DRAG",
                        targetId + " cannot be dragged along to follow the step to " + grapplerPath.get(i).at())), i - 1);
            }
            current = next.get();
            out.add(current);
        }
        return new Along(out, Optional.empty(), -1);
    }
}
