package escarmouche.rules.grapple;

import escarmouche.rules.core.Ability;
import escarmouche.rules.movement.Body;
import java.util.Objects;

/**
 * A creature taking part in a grapple or a shove.
 *
 * @param reach          its reach in squares
 * @param incapacitated  whether it is incapacitated (COND-INCAPACITATED or a condition that implies it)
 */
public record Wrestler(String id, Body body, int reach, int strModifier, int dexModifier, boolean incapacitated) {
    public Wrestler {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(body, "body");
    }

    public int modifier(Ability a) {
        return switch (a) {
            case STR -> strModifier;
            case DEX -> dexModifier;
            default -> throw new IllegalArgumentException("grapple and shove checks use Str or Dex, not " + a.label());
        };
    }

    /** The ability a defender picks when it may choose: the better modifier, Str on a tie. */
    public Ability better() {
        return Contest.better(strModifier, dexModifier);
    }

    /** Its side in a contest with the given ability and nothing else. */
    public ContestSide side(Ability a) {
        return ContestSide.of(id, a, modifier(a));
    }

    /** Its side in a contest with its better ability. */
    public ContestSide bestSide() {
        return side(better());
    }
}
