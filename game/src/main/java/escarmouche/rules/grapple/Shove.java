package escarmouche.rules.grapple;

import escarmouche.rules.core.Ability;
import escarmouche.rules.dice.Dice;
import escarmouche.rules.grid.Grid;
import escarmouche.rules.grid.Pos;
import escarmouche.rules.movement.Body;
import escarmouche.rules.movement.Occupant;
import escarmouche.rules.movement.Refusal;
import java.util.List;
import java.util.Optional;

/** Shoving a creature prone or one square away (SHOVE). */
public final class Shove {
    private Shove() {}

    /** What the shover does with a win. */
    public enum Effect { PRONE, PUSH }

    /**
     * Why {@code attacker} cannot shove {@code target} now, if it cannot: another creature at most one
     * size larger, within reach; the attacker must not be incapacitated.
     */
    public static Optional<Refusal> cannotShove(Wrestler attacker, Wrestler target) {
        if (attacker.id().equals(target.id())) return refuse("a creature cannot shove itself");
        if (attacker.incapacitated()) {
            return Optional.of(new Refusal("COND-INCAPACITATED", attacker.id() + " is incapacitated"));
        }
        if (target.body().size().stepsAbove(attacker.body().size()) > 1) {
            return refuse(target.id() + " is more than one size larger than " + attacker.id());
        }
        if (!attacker.body().withinReach(target.body(), attacker.reach())) {
            return refuse(target.id() + " is out of " + attacker.id() + "'s reach");
        }
        return Optional.empty();
    }

    private static Optional<Refusal> refuse(String reason) {
        return Optional.of(new Refusal("SHOVE", reason));
    }

    /**
     * The shove contest: the attacker's Str check against the target's Str or Dex check (its choice).
     * Automatic success against an incapacitated target: the house text (seed 000, the rules the game plays)
     * says so of a shove as of a grapple, though the catalogue's SHOVE line and the 2014 SRD leave it out
     * ({@code automatic}: plain 5e rolls the contest even then).
     */
    public static ContestResult resolve(ContestSide attacker, ContestSide target, boolean automatic, Dice dice) {
        if (attacker.ability() != Ability.STR) {
            throw new IllegalArgumentException("a shove uses Str, not " + attacker.ability().label());
        }
        if (!target.strOrDex()) {
            throw new IllegalArgumentException("the target resists with Str or Dex, not " + target.ability().label());
        }
        if (automatic) return Contest.automatic("SHOVE", attacker, target);
        return Contest.resolve("SHOVE", attacker, target, dice);
    }

    /**
     * Where a won shove pushes the target: one square straight away from the attacker. On each axis the
     * target moves away when it lies wholly beyond the attacker's footprint on that axis, so a creature
     * beside a large one's flank goes sideways and one at its corner goes diagonally. Walls, corners and
     * other creatures stop the push (the target stays).
     *
     * @param others every creature but the target (the attacker included)
     */
    public static Push push(Grid grid, List<Occupant> others, Body attacker, String targetId, Body target) {
        int dx = away(target.left(), target.right(), attacker.left(), attacker.right());
        int dy = away(target.top(), target.bottom(), attacker.top(), attacker.bottom());
        List<String> rules = List.of("SHOVE", "MOVE-FORCED");
        if (dx == 0 && dy == 0) {
            return new Push(target, target, 0, 0,
                    Optional.of(new Refusal("SHOVE", "no direction: the footprints overlap")), rules);
        }
        Pos to = target.at().plus(dx, dy);
        Optional<Refusal> blocked = ForcedStep.blocked(grid, others, targetId, target, to);
        return new Push(target, blocked.isEmpty() ? target.moveTo(to) : target, dx, dy, blocked, rules);
    }

    private static int away(int lo, int hi, int otherLo, int otherHi) {
        if (lo > otherHi) return 1;
        if (hi < otherLo) return -1;
        return 0;
    }
}
