package escarmouche.engine.combat;

import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.IllegalCommand;
import escarmouche.events.AttackEvent;
import escarmouche.rules.attack.AbilityChoice;
import escarmouche.rules.attack.AttackRoll;
import escarmouche.rules.attack.Cover;
import escarmouche.rules.attack.Unarmed;
import escarmouche.rules.conditions.Snare;
import escarmouche.rules.core.Advantage;
import escarmouche.rules.core.Condition;
import escarmouche.rules.core.Modifier;
import escarmouche.rules.damage.DamageBase;
import escarmouche.rules.damage.WeaponDamage;
import escarmouche.rules.core.RulePart;
import escarmouche.rules.core.Weapon;
import escarmouche.rules.dice.DiceExpression;
import escarmouche.rules.dice.Roll;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Resolves one weapon attack in named phases: declare (ability, modifiers, cover, advantage), roll, then
 * the fumble table or the damage through {@link DamageSystem}. Used by the Attack action, two-weapon
 * fighting and opportunity attacks alike.
 */
public final class AttackService {
    private final Battle battle;
    private final DamageSystem damage;
    private final ConditionSystem conditions;
    private final FumbleService fumbles;
    private final RangedDodge dodge;
    private final ThrownWeapons thrown;
    private final WeaponPoisons poisons;
    private final WeaponConditions snares;

    public AttackService(Battle battle, DamageSystem damage, ConditionSystem conditions) {
        this.battle = battle;
        this.damage = damage;
        this.conditions = conditions;
        this.fumbles = new FumbleService(battle, this);
        this.dodge = new RangedDodge(battle, new CheckService(battle));
        this.thrown = new ThrownWeapons(battle);
        this.poisons = new WeaponPoisons(battle, conditions);
        this.snares = new WeaponConditions(battle, conditions);
    }

    /** What the attacker chose: ability ("str"/"dex"/null), Dex to "hit"/"damage", knock-out. */
    public record Options(String ability, String dexMode, boolean knockOut, List<String> extraRules) {
        public static final Options DEFAULT = new Options(null, null, false, List.of());
    }

    /**
     * What the action adds to this one attack: penalties such as ATK-TWF's, with their rules, whether it
     * is the off-hand attack of a pair (plain 5e adds no positive ability modifier to its damage), and
     * whether the weapon is thrown even at a target within reach (ATK-TWF's off hand at another target).
     */
    public record Extras(List<Modifier> modifiers, List<String> rules, boolean offhand, boolean thrown) {
        public static final Extras NONE = new Extras(List.of(), List.of(), false, false);

        public Extras {
            modifiers = List.copyOf(modifiers);
            rules = List.copyOf(rules);
        }

        public Extras(List<Modifier> modifiers, List<String> rules, boolean offhand) {
            this(modifiers, rules, offhand, false);
        }
    }

    /** Everything decided before the d20 is rolled; the interface shows the same numbers. */
    public record Declared(Weapon weapon, boolean ranged, AbilityChoice.Result ability, AttackRoll.Setup setup,
                           List<Advantage.Source> sources, Cover.Level cover, List<Modifier> acModifiers,
                           List<String> rules, boolean offhand) {}

    public record Report(boolean hit, boolean critical, int damage) {}

    public Declared declare(Creature attacker, Creature target, Weapon weapon, Options options) {
        return declare(attacker, target, weapon, options, Extras.NONE);
    }

    public Declared declare(Creature attacker, Creature target, Weapon weapon, Options options, Extras extras) {
        boolean ranged = ranged(attacker, target, weapon);
        AbilityChoice.Result ability = AbilityChoice.choose(weapon, ranged, attacker.stats.abilities,
                options.ability(), options.dexMode(), attacker.stats.className, battle.rules());
        // Every attack declares: the lists are made at their full size (the few rules added below at most),
        // so that none grows. Each list is added by index where it is read (addAll would copy it into a new
        // array; one shared helper met every kind of list and called their methods through interface stubs).
        List<String> optionRules = options.extraRules();
        List<String> abilityRules = ability.rules();
        List<String> extraRules = extras.rules();
        List<Modifier> toHit = ability.toHit();
        List<Modifier> extraMods = extras.modifiers();
        ArrayList<String> rules = new ArrayList<>(4 + optionRules.size() + abilityRules.size() + extraRules.size());
        rules.add("ATK-ROLL");
        for (int i = 0, n = optionRules.size(); i < n; i++) rules.add(optionRules.get(i));
        for (int i = 0, n = abilityRules.size(); i < n; i++) rules.add(abilityRules.get(i));
        ArrayList<Modifier> mods = new ArrayList<>(toHit.size() + 2 + extraMods.size());
        for (int i = 0, n = toHit.size(); i < n; i++) mods.add(toHit.get(i));
        if (attacker.arsenal.proficient(weapon) && attacker.stats.proficiency != 0) {
            mods.add(new Modifier("prof", attacker.stats.proficiency));
            rules.add("ATK-PROF");
        }
        if (weapon.magic() != 0) mods.add(new Modifier("magic +" + weapon.magic(), weapon.magic()));
        for (int i = 0, n = extraMods.size(); i < n; i++) mods.add(extraMods.get(i));
        for (int i = 0, n = extraRules.size(); i < n; i++) rules.add(extraRules.get(i));
        if (Unarmed.is(weapon)) rules.add("ATK-UNARMED");
        Cover.Level cover = cover(attacker, target);
        // Most attacks have no cover to add to the AC: the shared empty list then.
        List<Modifier> acMods = cover.bonus() > 0 ? List.of(new Modifier(cover.label(), cover.bonus())) : List.of();
        if (cover != Cover.Level.NONE) rules.add("ATK-COVER");
        AttackRoll.Setup setup = new AttackRoll.Setup(mods,
                AttackSituation.sources(battle, attacker, target, weapon, ranged), target.stats.ac + Modifier.sum(acMods),
                AttackSituation.autoCritical(attacker, target) && !weapon.dealsNoDamage(), true, !weapon.dealsNoDamage());
        // The setup's immutable copy of the sources is the declaration's too: the same list, copied once.
        // The rules are handed out read-only rather than copied: nothing else holds this list.
        return new Declared(weapon, ranged, ability, setup, setup.advantageSources(), cover, acMods,
                Collections.unmodifiableList(rules), extras.offhand());
    }

    /**
     * An attack on the net that holds {@code holder} (COND-RESTRAINED, as 5e cuts a net): in melee, against the
     * net's AC 10, with the weapon's ability, proficiency and magic as any attack (ATK-ROLL, ATK-ABILITY,
     * ATK-PROF), advantage and disadvantage from the attacker's own state only ({@link AttackSituation#againstAThing}),
     * no cover, no automatic critical; a natural 20 and a natural 1 count as for any attack (ATK-CRIT, ATK-FUMBLE).
     */
    public Declared declareAgainstNet(Creature attacker, Weapon weapon) {
        AbilityChoice.Result ability = AbilityChoice.choose(weapon, false, attacker.stats.abilities, null, null,
                attacker.stats.className, battle.rules());
        List<String> rules = new ArrayList<>();
        rules.add("ATK-ROLL");
        rules.addAll(ability.rules());
        List<Modifier> mods = new ArrayList<>(ability.toHit());
        if (attacker.arsenal.proficient(weapon) && attacker.stats.proficiency != 0) {
            mods.add(new Modifier("prof", attacker.stats.proficiency));
            rules.add("ATK-PROF");
        }
        if (weapon.magic() != 0) mods.add(new Modifier("magic +" + weapon.magic(), weapon.magic()));
        AttackRoll.Setup setup = new AttackRoll.Setup(mods, AttackSituation.againstAThing(battle, attacker),
                Snare.CUT_AC, false, true, !weapon.dealsNoDamage());
        return new Declared(weapon, false, ability, setup, setup.advantageSources(), Cover.Level.NONE, List.of(),
                Collections.unmodifiableList(rules), false);
    }

    /**
     * The declaration of the second attack of one action (ATK-TWF's off hand) as it will be rolled, after the
     * first: that one revealed a hidden attacker (ATK-UNSEEN), so its advantage of being unseen is gone, and
     * spent the help lent against the target (ACT-HELP). The previews ask it; the attack itself simply
     * declares anew once the first is made.
     */
    public Declared declareAfterAFirst(Creature attacker, Creature target, Weapon weapon, Options options, Extras extras) {
        Declared d = declare(attacker, target, weapon, options, extras);
        List<Advantage.Source> left = new ArrayList<>(d.sources().size());
        for (Advantage.Source s : d.sources()) if (!usedUpByAFirstAttack(s)) left.add(s);
        if (left.size() == d.sources().size()) return d;
        AttackRoll.Setup was = d.setup();
        AttackRoll.Setup setup = new AttackRoll.Setup(was.modifiers(), left, was.ac(), was.autoCritical(), was.canCritical(),
                was.damages());
        return new Declared(d.weapon(), d.ranged(), d.ability(), setup, setup.advantageSources(), d.cover(),
                d.acModifiers(), d.rules(), d.offhand());
    }

    /** An advantage that the first attack of an action uses up: being unseen (it reveals), the help. */
    private static boolean usedUpByAFirstAttack(Advantage.Source s) {
        return "ACT-HELP".equals(s.rule()) || ("ATK-UNSEEN".equals(s.rule()) && s.advantage());
    }

    /** Whether the attack is a ranged one: the target is beyond the weapon's reach, or it cannot strike in melee. */
    public static boolean ranged(Creature attacker, Creature target, Weapon weapon) {
        return attacker.distanceTo(target) > reachOf(attacker, weapon) || !weapon.canMelee();
    }

    /**
     * Whether the attacker can aim at the target at all: not behind total cover (ATK-COVER), which only the
     * map gives, so the creatures in the way are not looked at.
     */
    public boolean canAim(Creature attacker, Creature target) {
        return battle.cover(Sight.footprint(attacker), Sight.footprint(target)).targetable();
    }

    /** The cover between them (ATK-COVER), the creatures in the way included, as {@link #declare} counts it. */
    public Cover.Level cover(Creature attacker, Creature target) {
        return AttackCover.between(battle, attacker, target);
    }

    public static int reachOf(Creature c, Weapon w) {
        return Math.max(c.stats.reach, w.reach());
    }

    /** Whether {@code w} can strike a creature {@code distance} squares away: in melee reach, or within long range. */
    public static boolean reaches(Creature c, Weapon w, int distance) {
        return (w.canMelee() && distance <= reachOf(c, w)) || (w.canShoot() && distance <= w.longRange());
    }

    public Report attack(Creature attacker, Creature target, Weapon weapon, Options options) {
        return attack(attacker, target, weapon, options, Extras.NONE);
    }

    public Report attack(Creature attacker, Creature target, Weapon weapon, Options options, Extras extras) {
        Declared d = declare(attacker, target, weapon, options, extras);
        // The words only when refused: every attack of a simulation passes here.
        if (!d.cover().targetable()) IllegalCommand.refuse("ATK-COVER", target.id() + " is behind total cover (ATK-COVER)");
        // The copies carried before the attack, counted only when it throws one (0 otherwise).
        int carried = ThrownWeapons.carriedToThrow(attacker, weapon, d.ranged(), extras.thrown());
        boolean throwing = carried > 0;
        AttackRoll.Outcome out = AttackRoll.roll(d.setup(), battle.dice(), battle.rules());
        List<Advantage.Source> sources = d.sources();
        // Room for what is added below, so that the list never grows: advantage, sources, dodge, critical, fumble.
        // The event gets it read-only rather than a copy: nothing else holds it, and nothing changes it after.
        List<String> declared = d.rules();
        ArrayList<String> rules = new ArrayList<>(declared.size() + sources.size() + 4);
        for (int i = 0, n = declared.size(); i < n; i++) rules.add(declared.get(i));
        // ATK-ADV also when one reason of each kind cancels out: the rule chose the single d20.
        if (Advantage.decides(out.advantage(), sources)) rules.add("ATK-ADV");
        for (int i = 0, n = sources.size(); i < n; i++) {
            Advantage.Source s = sources.get(i);
            if (!rules.contains(s.rule())) rules.add(s.rule());
        }
        Boolean dodged = out.hit() && d.ranged() ? dodge.attempt(target, attacker, out.total()) : null;
        if (dodged != null) rules.add(RangedDodge.rule(target));
        boolean hit = out.hit() && !Boolean.TRUE.equals(dodged);
        boolean critical = out.critical() && hit;
        // ATK-CRIT also names a natural 20 that hits without being a critical (a net's: no damage to multiply).
        if (critical || (hit && out.natural() == 20)) rules.add("ATK-CRIT");
        if (out.fumble()) rules.add("ATK-FUMBLE");
        // Most attacks have no advantage source: the shared empty list then.
        List<String> why = sources.isEmpty() ? List.of() : new ArrayList<>(sources.size());
        for (int i = 0, n = sources.size(); i < n; i++) {
            Advantage.Source s = sources.get(i);
            why.add((s.advantage() ? "+" : "-") + s.reason());
        }
        if (attacker.arsenal.carries(weapon)) wield(attacker, weapon, extras);
        conditions.useHelp(attacker, target);
        battle.emit(new AttackEvent(attacker.id(), target.id(), weapon.id(), out.rolls(), d.setup().modifiers(),
                out.total(), d.setup().ac(), out.advantage().id(), why, hit, critical, hit ? out.multiplier() : 1,
                out.fumble(), Collections.unmodifiableList(rules), d.acModifiers(), dodged,
                AttackCover.inTheWayForTheLog(battle, attacker, target, d.cover())));
        if (attacker.has(Condition.HIDDEN)) {
            conditions.remove(attacker, Condition.HIDDEN, "attacked", "ATK-UNSEEN");
        }
        if (out.fumble()) fumbles.resolve(attacker, target, d);
        int dealt = hit ? dealDamage(attacker, target, d, out.multiplier(), critical, options.knockOut() && !d.ranged(), false)
                : 0;
        // COND-POISONED: a poisoned weapon's save comes right after the hit's damage dice.
        if (hit && weapon.poison() != null) poisons.afterHit(attacker, target, weapon);
        // The net (COND-RESTRAINED) catches its target once the hit is dealt; then it hangs on it, not on the ground.
        boolean caught = hit && weapon.condition() != null && snares.afterHit(attacker, target, weapon, throwing);
        if (throwing) thrown.land(attacker, target, weapon, hit, carried, caught);
        return new Report(hit, critical, dealt);
    }

    /**
     * TURN-OBJECT: the weapon struck with is in hand afterwards, in the main hand or, for the off-hand blow of a
     * pair (ATK-TWF), in the other one, unless it was thrown at another target and left the hand.
     */
    private static void wield(Creature attacker, Weapon weapon, Extras extras) {
        if (!extras.offhand()) attacker.arsenal.hold(weapon);
        else if (!extras.thrown()) attacker.arsenal.offHand = weapon.id();
    }

    /**
     * An attack that only hits or misses (ATK-FUMBLE 1-4): the original modifiers against the victim's AC,
     * no advantage, no critical chain, no new fumble.
     */
    Report strikeOnly(Creature attacker, Creature victim, Declared original) {
        AttackRoll.Setup setup = new AttackRoll.Setup(original.setup().modifiers(), List.of(), victim.stats.ac,
                false, false);
        AttackRoll.Outcome out = AttackRoll.roll(setup, battle.dice(), battle.rules());
        battle.emit(new AttackEvent(attacker.id(), victim.id(), original.weapon().id(), out.rolls(), setup.modifiers(),
                out.total(), setup.ac(), Advantage.NONE.id(), List.of(), out.hit(), false, 1, false,
                List.of("ATK-FUMBLE", "ATK-ROLL"), List.of()));
        if (!out.hit()) return new Report(false, false, 0);
        return new Report(true, false, dealDamage(attacker, victim, original, 1, false, false, true));
    }

    /**
     * What a declared attack adds to its damage dice, as its log line names them ({@link WeaponDamage}: the
     * ability's modifiers and the weapon's magic; nothing for a weapon that deals no damage, the net). The
     * attack panel shows the same list before the attack is made.
     */
    public static List<Modifier> damageModifiers(Declared d, boolean house) {
        return WeaponDamage.modifiers(d.weapon(), d.ability().toDamage(), d.offhand(), house);
    }

    /**
     * The attack's damage, rolled and applied to {@code target} (the attacker itself for a fumble).
     *
     * @param fumbled the blow is what a fumble made (ATK-FUMBLE: an ally or the attacker struck, a natural weapon
     *                that hurts its owner), so its damage names that rule as its attack and fumble events do
     */
    int dealDamage(Creature attacker, Creature target, Declared d, int multiplier, boolean critical, boolean knockOut,
                   boolean fumbled) {
        Weapon weapon = d.weapon();
        // A weapon that deals no damage (the net) only lays its condition: no dice, no damage event, so the log
        // shows no "takes 0" line nor damage rules (DMG-ROLL, DMG-VULN) that did nothing.
        if (weapon.dealsNoDamage()) return 0;
        RolledDamage r = rollDamage(d, critical, fumbled);
        // HP-KO is named by the damage that knocks out (DamageSystem#apply), not by a blow that leaves it up.
        return damage.apply(target, new DamageSystem.Request(attacker.id(), weapon.damageType(), r.rolls(),
                r.modifiers(), r.total(), multiplier, weapon.magic(), knockOut, r.rules(), critical)
                .subtracting(weapon.damage().subtracted(r.rolls().size())));
    }

    /** A declared attack's damage as rolled, before any multiplier and any defence: what a hit deals. */
    record RolledDamage(List<Roll> rolls, List<Modifier> modifiers, int total, List<String> rules) {}

    /**
     * Rolls a hit's damage dice and adds its modifiers (DMG-ROLL): what {@link #dealDamage} applies to a creature,
     * and what a net being cut takes ({@link NetCuts}).
     */
    RolledDamage rollDamage(Declared d, boolean critical, boolean fumbled) {
        Weapon weapon = d.weapon();
        DiceExpression.Rolled rolled = weapon.damage().roll(battle.dice());
        // The rolled dice as they are (an immutable list) unless plain 5e's critical adds a second roll.
        List<Roll> rolls = rolled.rolls();
        int dice = rolled.total();
        List<String> rules = new ArrayList<>();
        if (fumbled) rules.add("ATK-FUMBLE");
        if (critical && !battle.house(RulePart.ATTACKS)) {
            // Plain 5e: a critical rolls the damage dice twice; the flat part counts once.
            DiceExpression.Rolled again = weapon.damage().roll(battle.dice());
            rolls = new ArrayList<>(rolls.size() + again.rolls().size());
            rolls.addAll(rolled.rolls());
            rolls.addAll(again.rolls());
            dice += again.total() - weapon.damage().flat();
            rules.add("ATK-CRIT");
        }
        List<Modifier> mods = damageModifiers(d, battle.house(RulePart.ATTACKS));
        // A weapon written 1d6+2 says its bonus beside the dice, as a spell does (SpellDamage); a blow's 1
        // (ATK-UNARMED) is said too, with or without a modifier beside it, so the event's terms add up (DamageBase).
        Modifier base = DamageBase.of(weapon.damage(), weapon.id());
        if (base != null) {
            mods = new ArrayList<>(mods);
            mods.add(0, base);
            dice -= base.value();
        }
        int total = Math.max(0, dice + Modifier.sum(mods));
        if (Unarmed.is(weapon)) rules.add("ATK-UNARMED");
        return new RolledDamage(rolls, mods, total, rules);
    }
}
