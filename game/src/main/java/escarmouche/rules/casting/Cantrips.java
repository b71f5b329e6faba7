package escarmouche.rules.casting;

import escarmouche.rules.dice.DiceExpression;
import java.util.ArrayList;
import java.util.List;

/**
 * A damaging cantrip grows with its caster, as in 5e: its dice are doubled at character level 5,
 * tripled at 11 and quadrupled at 17 (fire bolt: 1d10, 2d10, 3d10, 4d10). A flat bonus stays as it is.
 */
public final class Cantrips {
    private Cantrips() {}

    /** How many times the cantrip's dice are rolled at this caster level: 1, 2 at 5, 3 at 11, 4 at 17. */
    public static int tier(int casterLevel) {
        if (casterLevel >= 17) return 4;
        if (casterLevel >= 11) return 3;
        return casterLevel >= 5 ? 2 : 1;
    }

    /** The cantrip's dice at this caster level. */
    public static DiceExpression scaled(DiceExpression dice, int casterLevel) {
        int tier = tier(casterLevel);
        if (tier == 1) return dice;
        List<DiceExpression.Term> terms = new ArrayList<>();
        for (DiceExpression.Term t : dice.dice()) terms.add(new DiceExpression.Term(t.count() * tier, t.sides(), t.negative()));
        return new DiceExpression(terms, dice.flat());
    }
}
