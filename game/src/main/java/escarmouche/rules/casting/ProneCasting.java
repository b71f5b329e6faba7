package escarmouche.rules.casting;

import escarmouche.rules.core.Modifier;
import java.util.List;

/**
 * COND-PRONE [HOUSE]: a prone caster first makes a Dex check, d20 + Dex modifier - the spell's segments,
 * against 10. The segments count against the caster, as on the casting roll: a longer spell is harder
 * to cast lying down, never easier. A cantrip (0 segments) needs only Dex.
 */
public final class ProneCasting {
    /** The number the check must reach, whatever the spell. */
    public static final int DC = 10;

    private ProneCasting() {}

    /**
     * What the spell's length takes off the check: none for a cantrip. The casting roll's own modifier, so
     * that both rolls name it alike ("segments", the log saying "-3 segments", "-1 segment"): a label that
     * carried the count read "-3 3 segments".
     */
    public static List<Modifier> penalty(int segments) {
        if (segments < 0) throw new IllegalArgumentException("negative segments");
        return CastingRoll.segments(segments);
    }

    /** Whether a check of this natural d20 casts: d20 + Dex - segments >= 10. */
    public static boolean passes(int natural, int dexModifier, int segments) {
        return natural + dexModifier - segments >= DC;
    }
}
