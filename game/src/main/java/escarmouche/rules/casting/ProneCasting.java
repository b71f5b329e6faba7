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

    /** What the spell's length takes off the check: none for a cantrip. */
    public static List<Modifier> penalty(int segments) {
        if (segments < 0) throw new IllegalArgumentException("negative segments");
        return segments == 0 ? List.of() : List.of(new Modifier(segments + (segments == 1 ? " segment" : " segments"), -segments));
    }

    /** Whether a check of this natural d20 casts: d20 + Dex - segments >= 10. */
    public static boolean passes(int natural, int dexModifier, int segments) {
        return natural + dexModifier - segments >= DC;
    }
}
