package escarmouche.engine.magic;

import escarmouche.content.model.SpellDef;
import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.combat.DamageSystem;
import escarmouche.events.NoteEvent;
import escarmouche.rules.casting.Cantrips;
import escarmouche.rules.core.Ability;
import escarmouche.rules.core.Modifier;
import escarmouche.rules.damage.DamageBase;
import escarmouche.rules.damage.DamageLimits;
import escarmouche.rules.core.RulePart;
import escarmouche.rules.damage.DamagePipeline;
import escarmouche.rules.dice.DiceExpression;
import escarmouche.rules.dice.Roll;
import escarmouche.rules.dice.Rolls;
import java.util.ArrayList;
import java.util.List;

/**
 * A spell's damage and healing dice, rolled once and applied to each target through the damage service
 * (DMG-ROLL: one roll for all the targets of an area). Spell damage is magic but not a weapon's, so it
 * hurts intangible creatures and ignores DMG-MAGIC-WEAPON.
 */
final class SpellDamage {
    /** The dice rolled and what is added to them. */
    record Rolled(List<Roll> rolls, List<Modifier> modifiers, int total, List<Integer> subtracted) {
        Rolled {
            rolls = List.copyOf(rolls);
            modifiers = List.copyOf(modifiers);
            subtracted = List.copyOf(subtracted);
        }
    }

    private final Battle battle;
    private final DamageSystem damage;

    SpellDamage(Battle battle, DamageSystem damage) {
        this.battle = battle;
        this.damage = damage;
    }

    /**
     * The damage roll; plain 5e rolls the dice twice on a critical hit (the house rules multiply). A
     * cantrip rolls more dice as its caster rises in level (5e, under both rule sets).
     */
    Rolled roll(Creature caster, SpellDef spell, boolean critical) {
        DiceExpression dice = spell.level() == 0 ? Cantrips.scaled(spell.damage(), caster.stats.level) : spell.damage();
        // The attacks' part, not the spells': the critical and its multiplier come from the attack roll (ATK-CRIT).
        return roll(caster, spell, dice, critical && !battle.house(RulePart.ATTACKS));
    }

    Rolled heal(Creature caster, SpellDef spell) {
        return roll(caster, spell, spell.healing(), false);
    }

    private Rolled roll(Creature caster, SpellDef spell, DiceExpression dice, boolean twice) {
        DiceExpression.Rolled r = dice.roll(battle.dice());
        List<Roll> rolls = new ArrayList<>(r.rolls());
        int total = r.total();
        if (twice) {
            DiceExpression.Rolled again = dice.roll(battle.dice());
            rolls.addAll(again.rolls());
            total += again.total() - dice.flat();
        }
        List<Modifier> mods = new ArrayList<>();
        // The expression's own bonus (magic missile's 1d4+1) said beside the dice, so that the dice and the
        // modifiers of the event add up to what was rolled; counted once, even when a critical rolls twice. A
        // number alone is said under the spell's name.
        Modifier base = DamageBase.of(dice, spell.id());
        if (base != null) {
            mods.add(base);
            total -= base.value();
        }
        if (spell.addAbility()) {
            Ability a = Casters.spellAbility(caster);
            mods.add(new Modifier(a.label(), caster.mod(a)));
        }
        return new Rolled(rolls, mods, Math.max(0, total + Modifier.sum(mods)), dice.subtracted(rolls.size()));
    }

    /**
     * Applies the roll to one target; {@code halved} after a successful save against a halving spell. The
     * damage service halves after the critical multiplier (ATK-CRIT: 9 rolled, x2 = 18, half 9) and, under the
     * house rules, after the flat reductions (DMG-VULN: 33 less a resistance of 10 is 23, half 11).
     */
    int deal(Creature caster, SpellDef spell, Creature target, Rolled r, int multiplier, boolean critical,
             boolean halved, List<String> rules) {
        return damage.apply(target, new DamageSystem.Request(caster.id(), spell.damageType(), r.rolls(), r.modifiers(),
                r.total(), multiplier, DamagePipeline.Hit.NOT_A_WEAPON, false, rules, critical, halved, r.subtracted()));
    }

    int deal(Creature caster, SpellDef spell, Creature target, Rolled r, int multiplier, boolean critical,
             List<String> rules) {
        return deal(caster, spell, target, r, multiplier, critical, false, rules);
    }

    /**
     * DMG-ROLL: a successful save avoids the whole damage of a spell that deals none on a save (sacred
     * flame). Its dice were rolled before the saves, as the contract's dice order has it, and no damage event
     * shows them: a note does, with its dice, saying what would have landed before the target's defences
     * (after the critical multiplier).
     */
    void avoided(SpellDef spell, Creature target, Rolled r, int multiplier, List<String> rules) {
        String text = target.id() + "'s save avoids " + spell.id() + ": " + unlanded(spell, r, multiplier)
                + " does not land";
        // The target's, as its save's check event is: the line is about what its save did.
        battle.emit(new NoteEvent(target.id(), text, rolled(rules), r.rolls(), r.modifiers()));
    }

    /** DMG-ROLL: a burst that reaches no creature; its dice, rolled once for all, are in a note. */
    void landsNowhere(Creature caster, SpellDef spell, Rolled r, int multiplier, List<String> rules) {
        String text = caster.id() + "'s " + spell.id() + " reaches no creature: " + unlanded(spell, r, multiplier)
                + " lands on no one";
        battle.emit(new NoteEvent(caster.id(), text, rolled(rules), r.rolls(), r.modifiers()));
    }

    /** "8 radiant damage (2d8 5+3)", "16 fire damage (1d8 5 +3 Wis x2)": the amount, then how it was made. */
    private static String unlanded(SpellDef spell, Rolled r, int multiplier) {
        StringBuilder how = new StringBuilder(Rolls.said(r.rolls()));
        for (Modifier m : r.modifiers()) {
            how.append(how.isEmpty() ? "" : " ").append(m.value() < 0 ? "" : "+").append(m.value()).append(' ')
                    .append(m.source());
        }
        if (how.isEmpty()) how.append(r.total());
        if (multiplier > 1) how.append(" x").append(multiplier);
        return DamageLimits.multiplied(r.total(), multiplier) + " " + spell.damageType().id() + " damage (" + how + ")";
    }

    /** The rules the damage would have named: the spell's own (a critical chain's), then DMG-ROLL. */
    private static List<String> rolled(List<String> rules) {
        if (rules.contains("DMG-ROLL")) return List.copyOf(rules);
        List<String> all = new ArrayList<>(rules);
        all.add("DMG-ROLL");
        return List.copyOf(all);
    }

    /** DMG-TEMP: the spell's temporary hit points (plus the casting modifier with addAbility); no dice. */
    void grantTemporary(Creature caster, SpellDef spell, Creature target) {
        int amount = spell.tempHp();
        if (spell.addAbility()) amount += caster.mod(Casters.spellAbility(caster));
        damage.grantTemporary(target, Math.max(0, amount), spell.id(), caster.id());
    }

    /** DMG-HEAL, capped at the maximum by the damage service. */
    void heal(Creature caster, Creature target, Rolled r, List<String> rules) {
        damage.heal(target, r.total(), r.rolls(), caster.id(), rules);
    }
}
