package escarmouche.ui.battle;

import escarmouche.engine.battle.Creature;
import escarmouche.engine.component.ConditionsComponent;
import escarmouche.ui.page.Line;
import escarmouche.ui.term.Style;
import java.util.ArrayList;
import java.util.List;

/**
 * Concentration (5e) said before the cast: a concentration spell ends the one the caster keeps, and with it
 * the hold it has on its creatures (hold person cast again, even on the creature it holds, first frees it).
 * The odds the aim panel gives are those of the new cast; this says what the cast throws away.
 */
final class HoldEnds {
    private HoldEnds() {}

    /** The warning for {@code caster} aiming {@code spellId}, or nothing when it ends no hold. */
    static List<Line> warning(ScreenFight fight, Creature caster, String spellId, FightTerms w) {
        List<Creature> held = fight.game().previews().spells().holdsItWouldEnd(caster, spellId);
        if (held.isEmpty()) return List.of();
        ConditionsComponent.Concentrating kept = caster.conditions.concentrating;
        List<String> names = new ArrayList<>();
        for (Creature c : held) names.add(fight.name(c.id()));
        return List.of(new Line(w.t("spell.ends.hold", fight.names().spell(kept.spell(), kept.name()),
                String.join(", ", names)), Style.WARN));
    }
}
