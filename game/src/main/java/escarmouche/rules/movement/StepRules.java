package escarmouche.rules.movement;

import escarmouche.rules.grid.Pos;

/**
 * One step of a footprint, judged on its own: is it possible at all, and what does it cost? Positions
 * are the top-left square of the mover's footprint (squeezed or not, the same square).
 *
 * <ul>
 *   <li>MOVE-ENTER: every newly covered square is on the map and passable; a diagonal step may not cut
 *       a wall's corner (for a large footprint, the column and row it sweeps must be clear).</li>
 *   <li>MOVE-SIZE: the whole footprint moves; the step costs as much as the dearest square it newly
 *       enters.</li>
 *   <li>MOVE-DIFFICULT (house): carefully, difficult squares cost 2 and very difficult ones 4; at
 *       risky prices every terrain square costs 1. Stairs are priced as difficult (MOVE-STAIRS).
 *       Plain 5e: any difficult square costs 2.</li>
 *   <li>MOVE-OCCUPIED: a non-hostile creature's square costs like difficult terrain (2), with no check;
 *       a hostile one's is barred unless the sizes are two categories or more apart (then it costs 2).</li>
 *   <li>MOVE-PRONE: crawling costs 2, 4 in difficult and 8 in very difficult terrain (plain 5e: 2 and
 *       3).</li>
 *   <li>MOVE-SQUEEZE: a squeezing mover keeps its whole footprint where it fits and takes the next smaller
 *       one where it does not; only a step that ends squeezed costs 1 more. GRAP-DRAG: the price is
 *       doubled while dragging.</li>
 * </ul>
 * Whether movement is left to pay for the step is the plan's business ({@link Movement}).
 */
public final class StepRules {
    private final StepCosts costs;

    public StepRules(MoveContext ctx) {
        this.costs = new StepCosts(ctx);
    }

    public StepVerdict step(Pos from, Pos to, TerrainMode mode) {
        int c = costs.cost(from.x(), from.y(), to.x(), to.y(), mode);
        if (c < 0) return new StepVerdict.Forbidden(from, to, costs.refusal(c, from.x(), from.y(), to.x(), to.y()));
        return new StepVerdict.Allowed(from, to, c, costs.rulesOf(from.x(), from.y(), to.x(), to.y()));
    }

    /** Whether the mover may end its move with its footprint's top-left square here (MOVE-OCCUPIED). */
    public boolean canStop(Pos at) {
        return costs.canStop(at.x(), at.y());
    }
}
