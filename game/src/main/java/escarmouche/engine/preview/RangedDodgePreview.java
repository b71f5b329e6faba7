package escarmouche.engine.preview;

import escarmouche.engine.battle.Creature;
import escarmouche.engine.combat.RangedDodge;
import escarmouche.rules.attack.AttackRoll;
import escarmouche.rules.attack.RangedDodgeOdds;
import escarmouche.rules.checks.D20Test;

/**
 * CLASS-SAMURAI, CLASS-MONK, weighed before a ranged attack (a shot, a throw, a spell attack from range): the
 * target may still dodge a hit this round, so the attack's odds are those left once its Dex check has had its
 * say. The panel gives the odds before the dodge too, and why they fell.
 *
 * @param dodger        the target's id
 * @param rule          its class's rule, CLASS-SAMURAI or CLASS-MONK, as the attack's log line will name it
 * @param check         its Dex check as the log line of the dodge will give it (the attack's total is the DC)
 * @param hitBefore     the attack's chance to hit before the dodge, in percent
 * @param dodgedPercent of those hits, the share the dodge turns into misses, in percent
 * @param hitPercent    the chance the attack hits and the hit stands, in percent
 * @param critPercent   the chance of a critical that stands, in percent
 */
public record RangedDodgePreview(String dodger, String rule, D20Preview check, int hitBefore, int dodgedPercent,
                                 int hitPercent, int critPercent) {
    /**
     * The dodge {@code target} may try against a ranged hit of {@code attacker}'s declared as {@code attack},
     * as {@link RangedDodge#attempt} would roll it now; null when it may not (not a samurai or a monk, not
     * under the house rules, its dodge of the round spent, unable to act or to see the attacker, surprised).
     */
    static RangedDodgePreview of(RangedDodge dodge, Creature attacker, Creature target, AttackRoll.Setup attack,
                                 int hitBefore) {
        D20Test.Setup check = dodge.check(target, attacker);
        if (check == null) return null;
        RangedDodgeOdds.Chances c = RangedDodgeOdds.of(attack, check);
        return new RangedDodgePreview(target.id(), RangedDodge.rule(target),
                D20Preview.of(check.modifiers(), check.advantage(), check.sources()), hitBefore, c.dodgedPercent(),
                c.hitPercent(), c.critPercent());
    }
}
