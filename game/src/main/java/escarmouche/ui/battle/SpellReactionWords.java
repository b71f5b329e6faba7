package escarmouche.ui.battle;

import escarmouche.engine.preview.SpellReaction;

/**
 * CAST-OA in the move planner and the reaction prompt: the spell a caster answers a mover with, and its odds
 * in the spell panel's words (to cast, then to hit or the save, the damage, all told), so that a blow that is
 * a spell is weighed as a weapon's is.
 */
final class SpellReactionWords {
    private SpellReactionWords() {}

    /** "The spell fire bolt instead of a blow [CAST-OA]: 85% to cast. Spell attack: ...", for the move planner. */
    static String named(ScreenFight fight, String mover, SpellReaction r, FightTerms w) {
        return w.t("plan.threat.spell", fight.names().spell(r.spell().id(), r.spell().name()), odds(fight, mover, r, w));
    }

    /** The odds alone, the mover's dodge of a ranged spell attack included (CLASS-SAMURAI, CLASS-MONK). */
    static String odds(ScreenFight fight, String mover, SpellReaction r, FightTerms w) {
        String odds = SpellWords.targetOdds(r.spell(), r.odds(), r.castPercent(), w, fight.words().feminine(mover),
                fight.words().person(mover))
                .text();
        StringBuilder out = new StringBuilder(odds);
        RangedDodgeLine.of(fight, r.odds().dodge(), w).forEach(l -> out.append(' ').append(l.text()));
        return out.toString();
    }
}
