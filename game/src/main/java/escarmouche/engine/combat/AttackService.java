package escarmouche.engine.combat;

import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Creature;
import escarmouche.events.AttackEvent;
import escarmouche.events.FumbleEvent;
import escarmouche.rules.attack.AbilityChoice;
import escarmouche.rules.attack.AttackRoll;
import escarmouche.rules.core.Advantage;
import escarmouche.rules.core.Condition;
import escarmouche.rules.core.Modifier;
import escarmouche.rules.core.Weapon;
import escarmouche.rules.dice.DiceExpression;
import escarmouche.rules.dice.Roll;
import java.util.ArrayList;
import java.util.List;

/**
 * Resolves one weapon attack in named phases: declare (ability, modifiers, advantage), roll, then
 * damage through {@link DamageService}. Used by the Attack action and by opportunity attacks alike.
 */
public final class AttackService {
    private final Battle battle;
    private final DamageService damage;
    private final ConditionService conditions;

    public AttackService(Battle battle, DamageService damage, ConditionService conditions) {
        this.battle = battle;
        this.damage = damage;
        this.conditions = conditions;
    }

    /** What the attacker chose: ability ("str"/"dex"/null), Dex to "hit"/"damage", knock-out. */
    public record Options(String ability, String dexMode, boolean knockOut, List<String> extraRules) {
        public static final Options DEFAULT = new Options(null, null, false, List.of());
    }

    /** Everything decided before the d20 is rolled; the interface shows the same numbers. */
    public record Declared(Weapon weapon, boolean ranged, AbilityChoice.Result ability, AttackRoll.Setup setup,
                           List<Advantage.Source> sources) {}

    public record Report(boolean hit, boolean critical, int damage) {}

    public Declared declare(Creature attacker, Creature target, Weapon weapon, Options options) {
        boolean ranged = attacker.distanceTo(target) > reachOf(attacker, weapon) || !weapon.canMelee();
        AbilityChoice.Result ability = AbilityChoice.choose(weapon, ranged, attacker.stats.abilities,
                options.ability(), options.dexMode(), attacker.stats.className, battle.rules());
        List<Modifier> mods = new ArrayList<>(ability.toHit());
        mods.add(new Modifier("prof", attacker.stats.proficiency));
        if (weapon.magic() != 0) mods.add(new Modifier("magic +" + weapon.magic(), weapon.magic()));
        List<Advantage.Source> sources = AttackSituation.sources(battle, attacker, target, weapon, ranged);
        AttackRoll.Setup setup = new AttackRoll.Setup(mods, sources, target.stats.ac,
                AttackSituation.autoCritical(attacker, target), true);
        return new Declared(weapon, ranged, ability, setup, sources);
    }

    public static int reachOf(Creature c, Weapon w) {
        return Math.max(c.stats.reach, w.reach());
    }

    public Report attack(Creature attacker, Creature target, Weapon weapon, Options options) {
        Declared d = declare(attacker, target, weapon, options);
        AttackRoll.Outcome out = AttackRoll.roll(d.setup(), battle.dice());
        List<String> rules = new ArrayList<>();
        rules.add("ATK-ROLL");
        rules.addAll(options.extraRules());
        rules.addAll(d.ability().rules());
        if (out.advantage() != Advantage.NONE) rules.add("ATK-ADV");
        for (Advantage.Source s : d.sources()) if (!rules.contains(s.rule())) rules.add(s.rule());
        if (out.critical()) rules.add("ATK-CRIT");
        if (out.fumble()) rules.add("ATK-FUMBLE");
        List<String> why = new ArrayList<>();
        for (Advantage.Source s : d.sources()) why.add((s.advantage() ? "+" : "-") + s.reason());
        battle.emit(new AttackEvent(attacker.id(), target.id(), weapon.id(), out.rolls(), d.setup().modifiers(),
                out.total(), d.setup().ac(), out.advantage().id(), why, out.hit(), out.critical(), out.multiplier(),
                out.fumble(), List.copyOf(rules)));
        if (attacker.has(Condition.HIDDEN)) {
            conditions.remove(attacker, Condition.HIDDEN, "attacked", "ATK-UNSEEN");
        }
        if (out.fumble()) {
            Roll d6 = battle.dice().roll(6);
            battle.emit(new FumbleEvent(attacker.id(), List.of(d6), "none", List.of("ATK-FUMBLE")));
        }
        if (!out.hit()) return new Report(false, false, 0);
        int dealt = dealDamage(attacker, target, weapon, d, out.multiplier(), options.knockOut() && !d.ranged());
        return new Report(true, out.critical(), dealt);
    }

    private int dealDamage(Creature attacker, Creature target, Weapon weapon, Declared d, int multiplier,
                           boolean knockOut) {
        DiceExpression.Rolled rolled = weapon.damage().roll(battle.dice());
        List<Modifier> mods = new ArrayList<>(d.ability().toDamage());
        if (weapon.magic() != 0) mods.add(new Modifier("magic +" + weapon.magic(), weapon.magic()));
        int total = Math.max(0, rolled.total() + Modifier.sum(mods));
        List<String> rules = new ArrayList<>();
        if ("unarmed".equals(weapon.id())) rules.add("ATK-UNARMED");
        return damage.apply(target, new DamageService.Request(attacker.id(), weapon.damageType(), rolled.rolls(), mods,
                total, multiplier, weapon.magic(), knockOut, rules));
    }
}
