package escarmouche.engine.combat;

import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Creature;
import escarmouche.events.DyingEvent;
import escarmouche.rules.core.Condition;
import escarmouche.rules.health.DeathSaves;
import java.util.List;

/**
 * Plain 5e dropping to 0 and death saves, for the dd5 comparison only. Monsters and NPCs die at 0. A
 * character drops to 0 and falls unconscious, unless the damage left over reaches its maximum (dead).
 * At 0 it rolls a death save at the start of each turn (see {@link DeathSaves}); damage at 0 adds a
 * failure, two on a critical. Simplified: no other 5e detail (no instant death from a hit at 0 below
 * its maximum, stable characters do not regain 1 hit point after hours).
 */
final class FiveEDying {
    private final Battle battle;
    private final ConditionSystem conditions;
    private final DamageSystem damage;

    FiveEDying(Battle battle, ConditionSystem conditions, DamageSystem damage) {
        this.battle = battle;
        this.conditions = conditions;
        this.damage = damage;
    }

    void afterDamage(Creature target, int before, int lost, boolean critical) {
        int hp = target.health.hp;
        if (hp > 0) return;
        if (!target.isPc()) {
            target.health.hp = 0;
            damage.kill(target, "HP-DEAD");
            return;
        }
        int overflow = lost - Math.max(0, before);
        target.health.hp = 0;
        if (overflow >= target.health.maxHp) {
            damage.kill(target, "HP-DEAD");
            return;
        }
        if (before > 0) {
            target.health.deathSuccesses = 0;
            target.health.deathFailures = 0;
            conditions.addFromHitPoints(target, Condition.UNCONSCIOUS, "at 0 hit points", "HP-DYING");
            return;
        }
        conditions.remove(target, Condition.STABLE, "damaged at 0 hit points", "HP-DYING");
        target.health.deathFailures += critical ? 2 : 1;
        if (target.health.deathFailures >= DeathSaves.NEEDED) damage.kill(target, "HP-DEAD");
    }

    /** The death save at the start of the turn of a character at 0 hit points. */
    void startOfTurn(Creature c) {
        if (!c.isPc() || !c.alive() || c.health.hp != 0 || !c.has(Condition.UNCONSCIOUS) || c.has(Condition.STABLE)) {
            return;
        }
        DeathSaves.Result r = DeathSaves.roll(c.health.deathSuccesses, c.health.deathFailures, battle.dice());
        c.health.deathSuccesses = r.successes();
        c.health.deathFailures = r.failures();
        String outcome = r.revived() ? "revives" : r.dead() ? "dies" : r.stable() ? "stable"
                : r.roll().value() >= DeathSaves.SUCCESS_AT_LEAST ? "success" : "failure";
        battle.emit(new DyingEvent(c.id(), List.of(r.roll()), outcome, c.health.hp, List.of("HP-DYING"),
                r.successes(), r.failures()));
        if (r.revived()) {
            damage.heal(c, 1, List.of(), "natural 20 on a death save", List.of("HP-DYING"));
        } else if (r.dead()) {
            damage.kill(c, "HP-DEAD");
        } else if (r.stable()) {
            conditions.addFromHitPoints(c, Condition.STABLE, "three death-save successes", "HP-DYING");
        }
    }
}
