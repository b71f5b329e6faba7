package escarmouche.engine.ai;

import escarmouche.behaviour.Action;
import escarmouche.behaviour.Rule;
import escarmouche.content.model.SpellDef;
import escarmouche.engine.battle.Creature;
import escarmouche.rules.core.Condition;

/**
 * Which creatures a {@code cast} rule's spell is worth aiming at, before its selector picks among them: one of
 * the kind it works on (hold person: humanoids; cure wounds: no undead or construct), and, for a spell whose only effect is a condition, one that
 * has not got that condition already (a second hold person on a foe another caster holds paralysed would only
 * spend a slot and a turn). With no such candidate the rule does not apply and the next one decides.
 */
final class SpellAims {
    private SpellAims() {}

    /**
     * The spell of a {@code cast} rule when it passes some candidates over ({@link #worth}), else null: most
     * spells pass over none, and then no candidate is asked.
     */
    static SpellDef limited(Rule rule, Situation s) {
        if (!(rule.action() instanceof Action.Cast cast)) return null;
        SpellDef spell = s.services.spells.facts().spell(cast.spell().id());
        if (spell == null) return null;
        return spell.kindLimited() || conditionOnly(spell) ? spell : null;
    }

    /**
     * Whether the spell is worth aiming at {@code c}: it works on its kind, as the cast itself judges it
     * ({@code CastingFacts#affects}), and a spell that only lays a condition does not find it there already
     * (paralysed by any hold, or by anything else: kept simple, a hold that would outlast another is not weighed).
     */
    static boolean worth(Situation s, SpellDef spell, Creature c) {
        if (!s.services.spells.facts().affects(spell, c)) return false;
        if (!conditionOnly(spell)) return true;
        Condition laid = Condition.byId(spell.condition());
        return laid == null || !c.has(laid);
    }

    /** A spell that deals nothing, heals nothing and gives nothing but its condition (hold person). */
    static boolean conditionOnly(SpellDef spell) {
        return spell.condition() != null && spell.damage() == null && spell.healing() == null && spell.tempHp() == 0;
    }
}
