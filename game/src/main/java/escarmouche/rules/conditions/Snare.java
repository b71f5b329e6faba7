package escarmouche.rules.conditions;

import escarmouche.rules.core.Ability;
import escarmouche.rules.core.Size;

/**
 * A weapon whose hit gives a condition (content's {@code "condition"}: the net, COND-RESTRAINED), as 5e has
 * the net, since the house rules say nothing of it: the hit holds the target until it, or a creature next to
 * it, uses its action for a Strength check against DC 10. A Huge or larger creature shrugs it off. Cutting
 * the net (5e: 5 slashing damage against AC 10) is left out: the check is the one way out.
 */
public final class Snare {
    /** The rule a net's hold is told under (its condition's own). */
    public static final String RULE = "COND-RESTRAINED";
    public static final int ESCAPE_DC = 10;
    public static final Ability ESCAPE_ABILITY = Ability.STR;

    private Snare() {}

    /** Whether a creature of this size can be caught at all: 5e's net has no effect on Huge or larger ones. */
    public static boolean catches(Size size) {
        return size == null || size.stepsAbove(Size.HUGE) < 0;
    }
}
