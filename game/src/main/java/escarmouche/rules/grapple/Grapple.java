package escarmouche.rules.grapple;

import escarmouche.rules.core.Size;
import escarmouche.rules.dice.Dice;
import escarmouche.rules.movement.Refusal;
import java.util.List;
import java.util.Optional;

/** Starting, escaping, releasing and ending a grapple; how dragging slows the grappler. */
public final class Grapple {
    private Grapple() {}

    /**
     * Why {@code attacker} cannot try to grapple {@code target} now (GRAP-START), if it cannot: the
     * target must be another creature at most one size larger, within its reach, not already held by it,
     * and the attacker needs a free hand and must not be incapacitated.
     */
    public static Optional<Refusal> cannotStart(Wrestler attacker, Wrestler target, boolean freeHand,
                                                boolean alreadyGrappling) {
        if (attacker.id().equals(target.id())) return refuse("a creature cannot grapple itself");
        if (attacker.incapacitated()) {
            return Optional.of(new Refusal("COND-INCAPACITATED", attacker.id() + " is incapacitated"));
        }
        if (target.body().size().stepsAbove(attacker.body().size()) > 1) {
            return refuse(target.id() + " is more than one size larger than " + attacker.id());
        }
        if (!attacker.body().withinReach(target.body(), attacker.reach())) {
            return refuse(target.id() + " is out of " + attacker.id() + "'s reach");
        }
        if (!freeHand) return refuse(attacker.id() + " needs a free hand");
        if (alreadyGrappling) return refuse(attacker.id() + " is already grappling " + target.id());
        return Optional.empty();
    }

    private static Optional<Refusal> refuse(String reason) {
        return Optional.of(new Refusal("GRAP-START", reason));
    }

    /**
     * The grapple contest (GRAP-START): the attacker's Str or Dex check against the target's Str or Dex
     * check, each choosing. Automatic success, no dice, against an incapacitated target under the house
     * rules ({@code automatic}: plain 5e rolls the contest even then). A win grapples the target (COND-GRAPPLED).
     */
    public static ContestResult start(ContestSide attacker, ContestSide target, boolean automatic, Dice dice) {
        requireStrOrDex(attacker, target);
        if (automatic) return Contest.automatic("GRAP-START", attacker, target);
        return Contest.resolve("GRAP-START", attacker, target, dice);
    }

    /**
     * An escape attempt (GRAP-ESCAPE), which takes the grappled creature's action: its Str or Dex check
     * against the grappler's. The escaping creature acts, so it rolls first and must beat the grappler.
     */
    public static ContestResult escape(ContestSide escapee, ContestSide grappler, Dice dice) {
        requireStrOrDex(escapee, grappler);
        return Contest.resolve("GRAP-ESCAPE", escapee, grappler, dice);
    }

    /** The grappler lets go, at any time and without an action (GRAP-RELEASE). */
    public static GrappleEnd release(String grapplerId, String targetId) {
        return new GrappleEnd(grapplerId, targetId, "GRAP-RELEASE", grapplerId + " lets go of " + targetId);
    }

    /**
     * Whether a grapple ends on its own (GRAP-END): the grappler is incapacitated, or the target is no
     * longer within its reach (moved away by an effect). Ask after anything that moves either creature or
     * changes the grappler's conditions.
     */
    public static Optional<GrappleEnd> ended(Wrestler grappler, Wrestler target) {
        if (grappler.incapacitated()) {
            return Optional.of(new GrappleEnd(grappler.id(), target.id(), "GRAP-END",
                    grappler.id() + " is incapacitated"));
        }
        if (!grappler.body().withinReach(target.body(), grappler.reach())) {
            return Optional.of(new GrappleEnd(grappler.id(), target.id(), "GRAP-END",
                    target.id() + " is out of " + grappler.id() + "'s reach"));
        }
        return Optional.empty();
    }

    /**
     * GRAP-DRAG: a grappler that moves drags its target at half speed, so every step costs twice as much
     * ({@code Mover.dragFactor}); no slowdown when the target is at least two sizes smaller.
     */
    public static int dragFactor(Size grappler, Size target) {
        return grappler.stepsAbove(target) >= 2 ? 1 : 2;
    }

    /** The drag factor for several grappled creatures moved at once: the slowest one decides. */
    public static int dragFactor(Size grappler, List<Size> targets) {
        int f = 1;
        for (Size t : targets) f = Math.max(f, dragFactor(grappler, t));
        return f;
    }

    private static void requireStrOrDex(ContestSide a, ContestSide b) {
        if (!a.strOrDex() || !b.strOrDex()) {
            throw new IllegalArgumentException("grapple checks use Str or Dex: " + a.ability() + " vs " + b.ability());
        }
    }
}
