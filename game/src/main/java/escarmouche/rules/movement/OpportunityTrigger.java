package escarmouche.rules.movement;

import escarmouche.rules.grid.Pos;

/**
 * A step that provokes an opportunity attack. The attack happens just before that step, while the mover
 * is still at {@code at} (the top-left square of its footprint).
 *
 * @param stepIndex index of the triggering step in the move (0 = the first step)
 * @param rule      {@code OA-LEAVE} or {@code OA-WITHIN}
 */
public record OpportunityTrigger(String reactorId, int stepIndex, Pos at, String rule) {
    public static final String LEAVE = "OA-LEAVE";
    public static final String WITHIN = "OA-WITHIN";
}
