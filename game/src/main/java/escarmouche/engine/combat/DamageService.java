package escarmouche.engine.combat;

import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Creature;
import escarmouche.events.ConditionEvent;
import escarmouche.events.DamageEvent;
import escarmouche.events.DeathEvent;
import escarmouche.events.ShockEvent;
import escarmouche.rules.core.Condition;
import escarmouche.rules.core.DamageType;
import escarmouche.rules.core.Modifier;
import escarmouche.rules.damage.DamagePipeline;
import escarmouche.rules.dice.Roll;
import escarmouche.rules.health.Dying;
import escarmouche.rules.health.SystemShock;
import java.util.ArrayList;
import java.util.List;

/**
 * Applies damage to a creature: the damage pipeline, temporary hit points, then what falling below
 * zero means for it (HP-DISABLED, HP-DYING, HP-DEAD for PCs; HP-SHOCK for monsters and NPCs; HP-KO).
 */
public final class DamageService {
    private final Battle battle;
    private final ConditionService conditions;

    public DamageService(Battle battle, ConditionService conditions) {
        this.battle = battle;
        this.conditions = conditions;
    }

    /**
     * One hit's damage.
     *
     * @param weaponMagic the weapon's magic bonus, or -1 for damage not from a weapon
     * @param knockOut    HP-KO: a melee attacker chose to knock out rather than kill
     */
    public record Request(String source, DamageType type, List<Roll> rolls, List<Modifier> modifiers, int rolled,
                          int multiplier, int weaponMagic, boolean knockOut, List<String> rules) {}

    /** Applies the damage and returns what the target actually lost. */
    public int apply(Creature target, Request request) {
        DamagePipeline.Result result = DamagePipeline.apply(
                new DamagePipeline.Hit(request.rolled(), request.multiplier(), request.type(), request.weaponMagic()),
                target.defence.defence, battle.rules());
        int amount = result.finalDamage();
        int absorbed = Math.min(target.health.tempHp, amount);
        if (absorbed > 0) target.health.tempHp -= absorbed;
        int lost = amount - absorbed;
        int before = target.health.hp;
        target.health.hp -= lost;
        List<DamageEvent.Reduction> reductions = new ArrayList<>();
        for (DamagePipeline.Step s : result.steps()) reductions.add(new DamageEvent.Reduction(s.rule(), s.amount()));
        List<String> rules = new ArrayList<>(request.rules());
        for (String r : result.rules()) if (!rules.contains(r)) rules.add(r);
        if (absorbed > 0) rules.add("DMG-TEMP");
        battle.emit(new DamageEvent(target.id(), request.source(), request.type().id(), request.rolls(),
                request.modifiers(), request.rolled(), request.multiplier(), reductions, absorbed, amount,
                target.health.hp, List.copyOf(rules)));
        if (lost > 0 || before <= 0) afterDamage(target, request.knockOut() && lost > 0);
        return amount;
    }

    private void afterDamage(Creature target, boolean knockOut) {
        if (!target.alive()) return;
        int hp = target.health.hp;
        if (knockOut && hp <= 0) {
            if (target.isPc()) target.health.hp = Math.max(hp, Dying.DEATH_AT + 1);
            conditions.add(target, Condition.UNCONSCIOUS, "knocked out", "HP-KO");
            conditions.add(target, Condition.STABLE, "knocked out", "HP-KO");
            if (!target.isPc()) target.health.out = true;
            return;
        }
        if (!battle.house()) {
            plainFiveE(target);
            return;
        }
        if (target.isPc()) {
            switch (Dying.stateOf(hp)) {
                case HEALTHY -> { }
                case DISABLED -> conditions.add(target, Condition.DISABLED, "at 0 hit points", "HP-DISABLED");
                case DYING -> {
                    conditions.remove(target, Condition.DISABLED, "below 0 hit points", "HP-DYING");
                    conditions.remove(target, Condition.STABLE, "damaged again", "HP-DYING");
                    conditions.add(target, Condition.UNCONSCIOUS, "dying", "HP-DYING");
                }
                case DEAD -> kill(target, "HP-DEAD");
            }
            return;
        }
        if (hp < 0 && !target.health.out) {
            SystemShock.Result shock = SystemShock.roll(hp, target.stats.systemShock, battle.dice());
            String outcome;
            if (!shock.failed()) {
                target.health.shockFailures = 0;
                outcome = "survives";
            } else if (target.isNpc() && target.health.shockFailures == 0) {
                target.health.shockFailures = 1;
                outcome = "out";
            } else {
                outcome = "dies";
            }
            battle.emit(new ShockEvent(target.id(), List.of(shock.roll()), shock.below(), shock.total(),
                    shock.threshold(), outcome, List.of("HP-SHOCK")));
            if (outcome.equals("out")) {
                target.health.out = true;
                conditions.add(target, Condition.INCAPACITATED, "system shock", "HP-SHOCK");
            } else if (outcome.equals("dies")) {
                kill(target, "HP-SHOCK");
            }
        } else if (hp < 0 && target.isNpc()) {
            // Already out of the fight: a further failed shock roll kills it.
            SystemShock.Result shock = SystemShock.roll(hp, target.stats.systemShock, battle.dice());
            String outcome = shock.failed() ? "dies" : "survives";
            battle.emit(new ShockEvent(target.id(), List.of(shock.roll()), shock.below(), shock.total(),
                    shock.threshold(), outcome, List.of("HP-SHOCK")));
            if (shock.failed()) kill(target, "HP-SHOCK");
        }
    }

    /** Plain 5e for comparison: monsters die at 0; characters fall unconscious and die at -max HP. */
    private void plainFiveE(Creature target) {
        int hp = target.health.hp;
        if (target.isPc()) {
            if (hp <= -target.health.maxHp) {
                kill(target, "HP-DEAD");
            } else if (hp <= 0) {
                target.health.hp = 0;
                conditions.add(target, Condition.UNCONSCIOUS, "at 0 hit points", "HP-DYING");
            }
        } else if (hp <= 0) {
            target.health.hp = 0;
            kill(target, "HP-DEAD");
        }
    }

    public void kill(Creature target, String rule) {
        if (!target.alive()) return;
        target.health.dead = true;
        battle.emit(new DeathEvent(target.id(), List.of(rule)));
        conditions.onDeath(target);
    }

    /** Emits a condition change; used where damage handling needs to report one directly. */
    void note(Creature target, Condition c, boolean added, String reason, String rule) {
        battle.emit(new ConditionEvent(target.id(), c.id(), added, reason, List.of(rule)));
    }
}
