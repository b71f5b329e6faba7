package escarmouche.ui.battle;

import escarmouche.engine.battle.Creature;
import escarmouche.rules.core.Condition;
import escarmouche.ui.page.Line;
import escarmouche.ui.term.Style;
import java.util.List;

/**
 * HP-DISABLED said before the choice: a hero at exactly 0 hit points who attacks, grapples, shoves or casts
 * drops to -1, unconscious and dying. The pickers of those actions warn first, as a move that provokes does.
 */
final class Strain {
    private Strain() {}

    /** The warning for {@code actor}, or nothing when the action costs it nothing more. */
    static List<Line> warning(ScreenFight fight, Creature actor, FightTerms w) {
        return said(fight, actor, w, "strain");
    }

    /**
     * The warning before a spell that heals its own caster: the strain is paid after the healing, so the hero
     * ends 1 below what it regains (cure wounds: 8 - 1 = 7), not at -1.
     */
    static List<Line> healingSelfWarning(ScreenFight fight, Creature actor, FightTerms w) {
        return said(fight, actor, w, "strain.heal.self");
    }

    /** The same before an opportunity attack, a reaction rather than an action, which strains as much. */
    static List<Line> reactionWarning(ScreenFight fight, Creature actor, FightTerms w) {
        return said(fight, actor, w, "strain.reaction");
    }

    private static List<Line> said(ScreenFight fight, Creature actor, FightTerms w, String key) {
        if (actor == null || !actor.has(Condition.DISABLED) || actor.health.hp != 0) return List.of();
        return List.of(new Line(w.tf(key, w.feminine(actor.id()), fight.name(actor.id())), Style.WARN));
    }
}
