package escarmouche.engine.magic;

import escarmouche.content.model.SpellDef;
import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.combat.AttackCover;
import escarmouche.engine.combat.AttackSituation;
import escarmouche.engine.combat.ConditionSystem;
import escarmouche.engine.combat.RangedDodge;
import escarmouche.events.AttackEvent;
import escarmouche.rules.attack.AttackRoll;
import escarmouche.rules.attack.Cover;
import escarmouche.rules.casting.SpellNumbers;
import escarmouche.rules.core.Ability;
import escarmouche.rules.core.Advantage;
import escarmouche.rules.core.Modifier;
import escarmouche.rules.core.Weapon;
import escarmouche.rules.core.WeaponKind;
import escarmouche.rules.core.WeaponLength;
import java.util.ArrayList;
import java.util.List;

/**
 * A spell attack (fire bolt, chill touch, inflict wounds): d20 + casting ability + proficiency against
 * AC, with every advantage source of a weapon attack (ATK-ADV, ATK-UNSEEN, ATK-RANGED-MELEE ...) and
 * cover. A natural 20 crits with the chain like a weapon (ATK-CRIT, CAST-CRIT); a natural 1 simply
 * misses: the fumble table is about weapons, and the seed says a spell's natural 1 does nothing. A hit
 * from range may be dodged by a samurai or a monk.
 */
final class SpellAttack {
    private final Battle battle;
    private final ConditionSystem conditions;
    private final SpellDamage damage;
    private final RangedDodge dodge;

    SpellAttack(Battle battle, ConditionSystem conditions, SpellDamage damage, RangedDodge dodge) {
        this.battle = battle;
        this.conditions = conditions;
        this.damage = damage;
        this.dodge = dodge;
    }

    void attack(Creature caster, SpellDef spell, Creature target, List<String> extraRules) {
        boolean ranged = ranged(caster, spell, target);
        Cover.Level cover = AttackCover.between(battle, caster, target);
        List<Modifier> acMods = acModifiers(cover);
        AttackRoll.Setup setup = setup(caster, spell, target, acMods);
        List<Modifier> mods = setup.modifiers();
        List<Advantage.Source> sources = setup.advantageSources();
        AttackRoll.Outcome out = AttackRoll.roll(setup, battle.dice(), battle.rules());

        List<String> rules = new ArrayList<>(extraRules);
        rules.add("ATK-ROLL");
        if (caster.stats.proficiency != 0) rules.add("ATK-PROF");
        if (cover != Cover.Level.NONE) rules.add("ATK-COVER");
        // ATK-ADV also when one reason of each kind cancels out: the rule chose the single d20.
        if (Advantage.decides(out.advantage(), sources)) rules.add("ATK-ADV");
        for (Advantage.Source s : sources) if (!rules.contains(s.rule())) rules.add(s.rule());
        Boolean dodged = out.hit() && ranged ? dodge.attempt(target, caster, out.total()) : null;
        if (dodged != null) rules.add(RangedDodge.rule(target));
        boolean hit = out.hit() && !Boolean.TRUE.equals(dodged);
        boolean critical = hit && out.critical();
        if (critical) {
            rules.add("ATK-CRIT");
            rules.add("CAST-CRIT");
        }
        List<String> why = new ArrayList<>();
        for (Advantage.Source s : sources) why.add((s.advantage() ? "+" : "-") + s.reason());
        conditions.useHelp(caster, target);
        battle.emit(new AttackEvent(caster.id(), target.id(), spell.id(), out.rolls(), mods, out.total(), setup.ac(),
                out.advantage().id(), why, hit, critical, hit ? out.multiplier() : 1, false, List.copyOf(rules),
                acMods, dodged, AttackCover.inTheWayForTheLog(battle, caster, target, cover)));
        if (!hit || spell.damage() == null) return;
        damage.deal(caster, spell, target, damage.roll(caster, spell, critical), critical ? out.multiplier() : 1,
                critical, critical ? List.of("ATK-CRIT", "CAST-CRIT") : List.of());
    }

    /** The attack as it would be rolled now: the same modifiers, advantage, AC and cover as {@link #attack}. */
    AttackRoll.Setup setup(Creature caster, SpellDef spell, Creature target) {
        return setup(caster, spell, target, acModifiers(caster, target));
    }

    /** {@link #setup} with the cover's modifiers already worked out (the attack has them for its log line). */
    private AttackRoll.Setup setup(Creature caster, SpellDef spell, Creature target, List<Modifier> acMods) {
        boolean ranged = ranged(caster, spell, target);
        Ability ability = Casters.spellAbility(caster);
        List<Modifier> mods = SpellNumbers.attack(ability.label(), caster.mod(ability), caster.stats.proficiency);
        List<Advantage.Source> sources = AttackSituation.sources(battle, caster, target, asWeapon(spell, ranged), ranged);
        return new AttackRoll.Setup(mods, sources, target.stats.ac + Modifier.sum(acMods),
                AttackSituation.autoCritical(caster, target), true);
    }

    /** What the target's cover adds to its armour class against this caster (ATK-COVER), as the log names it. */
    List<Modifier> acModifiers(Creature caster, Creature target) {
        return acModifiers(AttackCover.between(battle, caster, target));
    }

    /** Whether the spell attack is made at range (a samurai or a monk may then dodge a hit). */
    static boolean ranged(Creature caster, SpellDef spell, Creature target) {
        return spell.range() > 1 || caster.distanceTo(target) > 1;
    }

    private static List<Modifier> acModifiers(Cover.Level cover) {
        return cover.bonus() > 0 ? List.of(new Modifier(cover.label(), cover.bonus())) : List.of();
    }

    /** The spell seen as a weapon by the advantage rules: one range, no long range (ATK-RANGE). */
    private static Weapon asWeapon(SpellDef spell, boolean ranged) {
        return new Weapon(spell.id(), spell.name(), spell.damage(), spell.damageType(),
                ranged ? WeaponKind.RANGED : WeaponKind.MELEE, ranged ? spell.range() : 0, ranged ? spell.range() : 0,
                WeaponLength.SHORT, 1, false, false, false, false, false, 0, 0);
    }
}
