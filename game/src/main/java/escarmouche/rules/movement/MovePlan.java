package escarmouche.rules.movement;

import escarmouche.rules.grid.Pos;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A legal move, with any terrain check already rolled: the squares to enter in order, what each costs,
 * and how the move ends. The engine carries it out step by step, asking the opportunity tracker before
 * each step, and stops early if an opportunity attack leaves the mover unable to go on.
 *
 * @param mode       {@code walk}, {@code careful}, {@code risky}, {@code fallback} or {@code crawl}, as
 *                   in the {@code move} event
 * @param start      top-left square of the footprint before the move
 * @param spent      movement spent by the whole plan
 * @param left       movement left after it (0 after a failed terrain check: the failure ends the
 *                   creature's movement for the turn)
 * @param check      the terrain check, when the path needed one
 * @param endsProne  whether the creature falls prone on the last square (failed risky check)
 * @param fallDamage damage to roll at the end (failed risky check going down stairs)
 * @param rules      every rule that shaped the move
 */
public record MovePlan(String mode, Pos start, List<Step> steps, int spent, int left, Optional<TerrainCheck> check,
                       boolean endsProne, Optional<FallDamage> fallDamage, List<String> rules)
        implements MoveOutcome {
    public MovePlan {
        steps = List.copyOf(steps);
        rules = List.copyOf(rules);
    }

    /** Top-left square of the footprint at the end of the move. */
    public Pos end() {
        return steps.isEmpty() ? start : steps.get(steps.size() - 1).to();
    }

    /** The squares entered, in order. */
    public List<Pos> squares() {
        List<Pos> out = new ArrayList<>(steps.size());
        for (Step s : steps) out.add(s.to());
        return out;
    }

    /** Whether the check, if any, failed. */
    public boolean failed() {
        return check.isPresent() && !check.get().success();
    }
}
