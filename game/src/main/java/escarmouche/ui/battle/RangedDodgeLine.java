package escarmouche.ui.battle;

import escarmouche.engine.preview.RangedDodgePreview;
import escarmouche.ui.page.Line;
import java.util.List;

/**
 * CLASS-SAMURAI, CLASS-MONK in the attack and spell panels: the target may still dodge a ranged hit this
 * round, which the chance to hit above already counts. Said under it, with the dodge's own roll and the
 * chance before it, so that a player sees why the odds are lower than the armour class alone gives.
 */
final class RangedDodgeLine {
    private RangedDodgeLine() {}

    /** The line for {@code dodge}, or none when the target may not dodge. */
    static List<Line> of(ScreenFight fight, RangedDodgePreview dodge, FightTerms w) {
        if (dodge == null) return List.of();
        return List.of(Line.dim(w.t("dodge.ranged", fight.name(dodge.dodger()), dodge.rule(), w.d20(dodge.check()),
                dodge.dodgedPercent(), dodge.hitBefore(), dodge.hitPercent())));
    }
}
