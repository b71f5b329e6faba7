package escarmouche.rules.movement;

import escarmouche.rules.core.RuleSet;
import escarmouche.rules.grid.Grid;
import java.util.List;
import java.util.Objects;

/**
 * Everything a move is judged against.
 *
 * @param occupants     every other creature on the map (not the mover, nor a creature it drags); their
 *                      {@code hostile} flag is relative to the mover
 * @param movementLeft  squares of movement left this turn (speed, plus Dash, minus what was spent)
 * @param movedThisTurn whether the mover has already entered a square this turn: one that has not may
 *                      always move at least one square (MOVE-DIFFICULT careful, MOVE-PRONE crawling)
 */
public record MoveContext(Grid grid, List<Occupant> occupants, Mover mover, int movementLeft,
                          boolean movedThisTurn, RuleSet rules) {
    public MoveContext {
        Objects.requireNonNull(grid, "grid");
        Objects.requireNonNull(mover, "mover");
        Objects.requireNonNull(rules, "rules");
        // A view of the game's shared list is read-only already: copying it was most of what a context cost.
        occupants = occupants instanceof Occupants ? occupants : List.copyOf(occupants);
        if (movementLeft < 0) throw new IllegalArgumentException("movement left is negative: " + movementLeft);
    }

    /** A fresh turn: nothing spent yet, house rules. */
    public static MoveContext start(Grid grid, List<Occupant> occupants, Mover mover, int movement) {
        return new MoveContext(grid, occupants, mover, movement, false, RuleSet.HOUSE);
    }

    public MoveContext withMover(Mover m) {
        return new MoveContext(grid, occupants, m, movementLeft, movedThisTurn, rules);
    }

    public MoveContext withMovementLeft(int left) {
        return new MoveContext(grid, occupants, mover, left, movedThisTurn, rules);
    }

    public MoveContext withMoved(boolean moved) {
        return new MoveContext(grid, occupants, mover, movementLeft, moved, rules);
    }

    public MoveContext withRules(RuleSet r) {
        return new MoveContext(grid, occupants, mover, movementLeft, movedThisTurn, r);
    }

    public MoveContext withOccupants(List<Occupant> os) {
        return new MoveContext(grid, os, mover, movementLeft, movedThisTurn, rules);
    }
}
