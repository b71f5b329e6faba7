package escarmouche.ui.battle;

import escarmouche.engine.battle.Creature;
import escarmouche.rules.conditions.Snare;
import escarmouche.rules.core.Condition;
import escarmouche.rules.core.Weapon;
import escarmouche.ui.page.Line;
import escarmouche.ui.term.Style;

/**
 * What the hit of a weapon that deals no damage and only lays a condition (the net, COND-RESTRAINED) does, said
 * in the attack panel in place of an expected damage of 0, which told nothing: the condition it leaves, or why
 * it would add nothing (the target already has it, or is too big to catch).
 */
final class SnareWords {
    private SnareWords() {}

    /** Whether {@code w} is such a weapon: its panel says {@link #line} rather than a damage figure. */
    static boolean only(Weapon w) {
        return w.condition() != null && w.damage().maximum() <= 0;
    }

    static Line line(ScreenFight fight, Creature target, Weapon w, FightTerms words) {
        Condition c = w.condition();
        boolean feminine = words.feminine(target.id());
        String who = fight.name(target.id());
        String condition = words.condition(c.id(), feminine);
        if (!Snare.catches(target.body.size)) return new Line(words.t("target.snare.huge", who, c.ruleId()), Style.BAD);
        if (target.has(c)) return new Line(words.t("target.snare.held", who, condition, c.ruleId()), Style.BAD);
        return Line.of(words.t("target.snare", who, condition, c.ruleId()));
    }
}
