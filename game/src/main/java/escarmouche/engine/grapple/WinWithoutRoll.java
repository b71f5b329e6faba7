package escarmouche.engine.grapple;

import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Creature;
import escarmouche.rules.core.RulePart;

/**
 * Whether a grapple (GRAP-START) or a shove (SHOVE) at a creature wins without a roll. The house rules
 * give the win against an incapacitated target; plain 5e has no such rule (an incapacitated, stunned,
 * paralysed or unconscious creature fails Str and Dex saves, not checks or contests), so there it rolls.
 * The contest and the odds shown before it both ask here, so they cannot disagree.
 */
public final class WinWithoutRoll {
    private WinWithoutRoll() {}

    public static boolean against(Battle battle, Creature target) {
        return battle.house(RulePart.GRAPPLING) && target.incapacitated();
    }
}
