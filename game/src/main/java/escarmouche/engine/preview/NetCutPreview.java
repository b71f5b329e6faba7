package escarmouche.engine.preview;

import escarmouche.engine.combat.AttackService;
import escarmouche.rules.attack.AttackRoll;
import escarmouche.rules.core.Modifier;
import escarmouche.rules.core.RulePart;
import escarmouche.rules.core.RuleSet;
import escarmouche.rules.damage.DamageOdds;

/**
 * Cutting a net (COND-RESTRAINED) before the attack is made, from the same declaration as the attack itself:
 * the chance to hit the net's AC, and the chance that a hit's damage reaches what the net still needs.
 *
 * @param weapon        the slashing weapon it would cut with
 * @param ac            the net's armour class (10)
 * @param roll          the attack's d20: its modifiers and advantage, with their reasons
 * @param hitPercent    the chance the attack hits (a natural 20 always does, a natural 1 never)
 * @param left          the damage the net still needs to be cut
 * @param damagePercent the chance one hit's damage (dice and modifiers, not counting a critical) reaches it
 */
public record NetCutPreview(String weapon, int ac, D20Preview roll, int hitPercent, int left, int damagePercent) {
    static NetCutPreview of(AttackService.Declared d, int left, RuleSet rules) {
        AttackRoll.Setup s = d.setup();
        int added = Modifier.sum(AttackService.damageModifiers(d, rules.house(RulePart.ATTACKS)));
        D20Preview roll = D20Preview.of(s.modifiers(), s.advantage(), s.advantageSources());
        return new NetCutPreview(d.weapon().id(), s.ac(), roll, AttackRoll.hitChancePercent(s), left,
                DamageOdds.reachesPercent(d.weapon().damage(), added, left));
    }

    /** The chance this one attack frees the creature, a critical's extra damage left out: hit, then enough. */
    public int freePercent() {
        return hitPercent * damagePercent / 100;
    }
}
