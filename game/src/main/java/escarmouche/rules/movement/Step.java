package escarmouche.rules.movement;

import escarmouche.rules.grid.Pos;
import java.util.List;

/**
 * One square entered by a planned move: one {@code move} event. Positions are the footprint's top-left
 * square.
 *
 * @param cost movement spent on this step
 * @param left movement left after it
 */
public record Step(Pos from, Pos to, int cost, int left, List<String> rules) {
    public Step {
        rules = List.copyOf(rules);
    }
}
