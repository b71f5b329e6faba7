package escarmouche.engine.combat;

import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.component.ConditionsComponent;
import escarmouche.rules.attack.Cover;
import escarmouche.rules.checks.D20Test;
import escarmouche.rules.core.Ability;
import escarmouche.rules.saves.Concentration;
import java.util.List;

/**
 * 5e's concentration under damage ({@link Concentration}): a caster that keeps a concentration spell and takes
 * damage makes a Con save against DC 10 or half the damage, whichever is higher, rolled as the engine rolls
 * every save (its conditions, dodge and exhaustion count); failing ends the spell. One save per source: the
 * damage system asks once per hit it applies, so a fireball is one save and each of magic missile's darts its
 * own. The save comes right after the hit's damage event and what the hit did to hit points (HP-SHOCK's d100):
 * a caster that died or fell unconscious there has lost its concentration already and rolls nothing.
 *
 * <p>No catalogue ID covers concentration: the save names the rule of the condition it keeps on the target
 * (COND-PARALYZED for hold person), as the held creature's own saves do.
 */
final class ConcentrationSaves {
    private final ConditionSystem conditions;
    private final CheckService checks;

    ConcentrationSaves(Battle battle, ConditionSystem conditions) {
        this.conditions = conditions;
        this.checks = new CheckService(battle);
    }

    /** After {@code caster} took {@code damage} points (temporary hit points included) from one source. */
    void afterDamage(Creature caster, int damage) {
        if (damage <= 0 || !caster.alive() || caster.conditions.concentrating == null) return;
        ConditionsComponent.Concentrating k = conditions.concentration(caster);
        if (k == null) return;
        D20Test.Result r = checks.save(caster, Ability.CON, Concentration.dc(damage), Cover.Level.NONE,
                "keep concentration on " + k.spell(), List.of(k.condition().ruleId()));
        if (!r.success()) conditions.endConcentration(caster, caster.id() + "'s concentration broke");
    }

}
