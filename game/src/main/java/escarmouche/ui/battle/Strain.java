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
        if (actor == null || !actor.has(Condition.DISABLED) || actor.health.hp != 0) return List.of();
        return List.of(new Line(w.tf("strain", w.feminine(actor.id()), fight.name(actor.id())), Style.WARN));
    }
}
