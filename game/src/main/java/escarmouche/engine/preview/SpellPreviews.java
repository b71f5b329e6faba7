package escarmouche.engine.preview;

import escarmouche.content.model.ItemDef;
import escarmouche.content.model.SpellDef;
import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.combat.AttackCover;
import escarmouche.engine.combat.DamageSystem;
import escarmouche.engine.combat.RangedDodge;
import escarmouche.engine.component.ConditionsComponent;
import escarmouche.engine.magic.CastingFacts;
import escarmouche.rules.attack.AttackRoll;
import escarmouche.rules.attack.Cover;
import escarmouche.rules.casting.CastingOdds;
import escarmouche.rules.checks.AbilityCheck;
import escarmouche.rules.checks.D20Test;
import escarmouche.rules.core.Modifier;
import escarmouche.rules.core.RulePart;
import escarmouche.rules.damage.DamagePipeline;
import escarmouche.rules.damage.ExpectedDamage;
import escarmouche.rules.dice.DiceExpression;
import escarmouche.rules.grid.Pos;
import escarmouche.rules.saves.SavingThrow;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The odds of a spell or a potion before it is used: the casting roll (CAST-ROLL, CAST-POTION), the
 * prone caster's check (COND-PRONE), then, for each target, the spell attack's hit and critical chances
 * or its save's DC and the target's chance to save, and the expected damage or healing. Everything is
 * read from {@link CastingFacts}, the same code the cast itself runs.
 */
public final class SpellPreviews {
    /**
     * One spell the caster knows, as it stands now.
     *
     * @param reason        why it cannot be cast now whatever the aim, or null
     * @param slotsLeft     of its level; -1 for a cantrip
     * @param castPercent   chance the casting roll works (100 in plain 5e), the prone check included
     * @param pronePercent  chance of the prone caster's Dex check, or -1 when none is needed
     * @param castModifiers what the casting roll adds to the d20 (empty in plain 5e)
     * @param reachable     foes it can be aimed at now (for a burst: foes it can be centred on)
     * @param scroll        the scroll that carries the spell (read, not cast: no slot, no focus), or null
     */
    public record SpellOption(SpellDef spell, String reason, int slotsLeft, int segments, int castPercent,
                              int pronePercent, List<Modifier> castModifiers, int reachable, ItemDef scroll) {
        public SpellOption {
            castModifiers = List.copyOf(castModifiers);
        }

        /** A spell the caster knows. */
        public SpellOption(SpellDef spell, String reason, int slotsLeft, int segments, int castPercent,
                           int pronePercent, List<Modifier> castModifiers, int reachable) {
            this(spell, reason, slotsLeft, segments, castPercent, pronePercent, castModifiers, reachable, null);
        }

        public boolean castable() {
            return reason == null;
        }
    }

    /**
     * What the spell would do to one creature.
     *
     * @param reason          why it cannot be aimed there now, or null
     * @param hitPercent      spell attack: chance to hit (else -1)
     * @param critPercent     spell attack: chance of a critical
     * @param saveDc          a save: the DC (else 0)
     * @param savePercent     a save: the target's chance to make it
     * @param expectedTimesTen expected damage (on a hit, or on a failed save; all darts) or healing, times ten
     * @param healing         whether the number is healing rather than damage
     * @param afterDefencesTimesTen what the target takes of the expected damage once its defences have had
     *                        their say, weighed roll by roll (dart by dart), times ten; the same as
     *                        {@code expectedTimesTen} when {@code defences} is empty
     * @param defences        the rules of the target's defences that change what the spell deals (DMG-IMMUNE...)
     * @param roll            the d20 the spell asks for as its log line will give it: the caster's spell attack,
     *                        or the target's save; null when none
     * @param rollAgainst     what that d20 must reach: the target's armour class, or the save's DC
     * @param againstModifiers what {@code rollAgainst} adds to the target's own armour class (its cover,
     *                        ATK-COVER), as the log line of the attack names them; empty for a save
     * @param coverBy         the ids of the creatures that give the target that half cover, to name them;
     *                        empty when the map gives it or there is none
     * @param afterCriticalTimesTen what the target takes of a critical's damage (ATK-CRIT, CAST-CRIT: its chain
     *                        under the house rules, the dice twice in plain 5e), defences applied, times ten;
     *                        {@code afterDefencesTimesTen} for healing, and when every hit is a critical
     * @param dodge           a spell attack from range: the dodge the target may still try this round
     *                        (CLASS-SAMURAI, CLASS-MONK), which {@code hitPercent} and {@code critPercent}
     *                        already count; null when none
     * @param afterSaveTimesTen what the target takes, defences applied, when it makes its save against a spell
     *                        that deals half on a save, times ten: the save's half taken roll by roll where
     *                        the damage pipeline takes it (after the flat reductions under the house rules,
     *                        DMG-VULN), rounded down as the hit will be; 0 for any other spell
     * @param afterSaveCriticalTimesTen the same of a critical chain's damage (CAST-CRIT); {@code afterSaveTimesTen}
     *                        where no chain is rolled
     * @param saveFailedBy    the condition that makes the target fail the save whatever it rolls (paralyzed: Str
     *                        and Dex), or null
     */
    public record TargetOdds(Creature target, boolean ally, String reason, int hitPercent, int critPercent,
                             int saveDc, int savePercent, int expectedTimesTen, boolean healing,
                             int afterDefencesTimesTen, List<String> defences, D20Preview roll, int rollAgainst,
                             List<Modifier> againstModifiers, List<String> coverBy, int afterCriticalTimesTen,
                             RangedDodgePreview dodge, int afterSaveTimesTen, int afterSaveCriticalTimesTen,
                             String saveFailedBy) {
        public TargetOdds {
            defences = List.copyOf(defences);
            againstModifiers = List.copyOf(againstModifiers);
            coverBy = List.copyOf(coverBy);
        }
    }

    /**
     * A burst centred on a square.
     *
     * @param reason why it cannot be centred there, or null
     * @param area   the squares it covers
     * @param caught each creature it would catch, with its chance to save (and whether it is the caster's side)
     */
    public record AreaOdds(Pos centre, String reason, List<Pos> area, List<TargetOdds> caught) {
        public AreaOdds {
            area = List.copyOf(area);
            caught = List.copyOf(caught);
        }

        /** Whether the caster or one of its allies would be caught. */
        public boolean hitsFriends() {
            for (TargetOdds t : caught) if (t.ally()) return true;
            return false;
        }
    }

    /**
     * A potion the creature carries.
     *
     * @param percent  chance the drinking roll works (100 in plain 5e)
     * @param spillPercent chance of a natural 1, which spills it (0 in plain 5e)
     * @param modifiers what the roll adds to the d20 before the 2d4
     * @param expectedTimesTen expected healing, times ten
     * @param reason   why it cannot be drunk now (no action left), or null
     */
    public record PotionOdds(ItemDef item, int count, int percent, int spillPercent, List<Modifier> modifiers,
                             int expectedTimesTen, String reason) {
        public PotionOdds {
            modifiers = List.copyOf(modifiers);
        }
    }

    private final Battle battle;
    private final CastingFacts facts;
    private final RangedDodge rangedDodge;

    SpellPreviews(Battle battle, CastingFacts facts, RangedDodge rangedDodge) {
        this.battle = battle;
        this.facts = facts;
        this.rangedDodge = rangedDodge;
    }

    /** Every spell the caster knows, in its list's order. */
    public List<SpellOption> options(Creature caster) {
        List<SpellOption> out = new ArrayList<>();
        for (String id : caster.resources.spells) {
            SpellDef spell = facts.spell(id);
            if (spell != null) out.add(option(caster, spell));
        }
        return out;
    }

    /** Every scroll the creature carries, in the order of its items, each as the spell it casts once read. */
    public List<SpellOption> scrolls(Creature reader) {
        List<SpellOption> out = new ArrayList<>();
        for (Map.Entry<String, Integer> e : reader.resources.items.entrySet()) {
            ItemDef item = facts.item(e.getKey());
            if (item == null || e.getValue() <= 0 || !"scroll".equals(item.kind())) continue;
            SpellDef spell = facts.spell(item.spell());
            if (spell != null) out.add(option(reader, spell, item));
        }
        return out;
    }

    public SpellOption option(Creature caster, SpellDef spell) {
        return option(caster, spell, null);
    }

    private SpellOption option(Creature caster, SpellDef spell, ItemDef scroll) {
        String reason = (scroll == null ? facts.unavailable(caster, spell) : facts.scrollUnavailable(caster, spell))
                .orElse(null);
        int slotsLeft = scroll == null ? facts.slotsLeft(caster, spell) : -1;
        int reachable = 0;
        for (Creature e : battle.enemiesOf(caster)) {
            if (!e.standing()) continue;
            boolean ok = spell.area() ? facts.whyNotThere(caster, spell, e.at()) == null
                    : facts.whyNot(caster, spell, e) == null;
            if (ok) reachable++;
        }
        if (!facts.rolled()) {
            return new SpellOption(spell, reason, slotsLeft, 0, 100, -1, List.of(), reachable, scroll);
        }
        List<Modifier> mods = scroll == null ? facts.castingModifiers(caster, spell) : facts.scrollModifiers(caster, spell);
        int pronePercent = pronePercent(caster, spell);
        return new SpellOption(spell, reason, slotsLeft, facts.segments(caster, spell), castPercent(mods, pronePercent),
                pronePercent, mods, reachable, scroll);
    }

    /**
     * The chance, in whole percent, that the caster gets the spell off now (CAST-ROLL, after the Dex check
     * of a prone caster); 100 where no roll is made. The AI weighs it ({@code odds-above}) as the panel shows it.
     */
    public int castPercent(Creature caster, String spellId) {
        SpellDef spell = facts.spell(spellId);
        if (spell == null || !facts.rolled()) return 100;
        return castPercent(facts.castingModifiers(caster, spell), pronePercent(caster, spell));
    }

    /** The chance, in whole percent, that the creature gets a potion down now (CAST-POTION); 100 without the roll. */
    public int drinkPercent(Creature drinker) {
        return facts.rolled() ? drinkPercent(facts.potionModifiers(drinker)) : 100;
    }

    private static int drinkPercent(List<Modifier> mods) {
        return CastingOdds.percent(Modifier.sum(mods), true);
    }

    private static int castPercent(List<Modifier> mods, int pronePercent) {
        int cast = CastingOdds.percent(Modifier.sum(mods), false);
        return pronePercent < 0 ? cast : cast * pronePercent / 100;
    }

    /** COND-PRONE [HOUSE]: the chance of the Dex check a prone caster makes first; -1 when none is needed. */
    private int pronePercent(Creature caster, SpellDef spell) {
        AbilityCheck.Input prone = facts.proneCheck(caster, spell);
        if (prone == null) return -1;
        D20Test.Setup s = AbilityCheck.declare(prone);
        return s.autoFail() != null ? 0 : Odds.check(s.advantage(), Modifier.sum(s.modifiers()), prone.dc());
    }

    /**
     * Whether a damaging spell aimed at this creature would leave it untouched whatever the dice: its
     * defences take every point (DMG-ZOID's sixth of each 2-to-5 dart, a resistance that takes 5 a blow)
     * and the spell lays no condition. The AI spends neither its turn nor a slot on it; a player is told
     * so by the panel ("Its defences leave 0").
     */
    public boolean harmless(Creature caster, String spellId, Creature target) {
        if (target.defence.defence.equals(DamagePipeline.Defence.NONE)) return false;
        SpellDef spell = facts.spell(spellId);
        if (spell == null || spell.damage() == null || spell.condition() != null || spell.healing() != null) return false;
        TargetOdds t = target(caster, spell, target);
        return !t.defences().isEmpty() && t.afterDefencesTimesTen() == 0;
    }

    /**
     * The creatures still in the fight that {@code caster}'s concentration spell holds, when casting {@code spellId}
     * would end it (5e: a concentration spell ends the one the caster keeps); empty when that spell needs no
     * concentration or the caster keeps none that holds anyone in the fight. A hold on a creature that is down
     * (dying, stable, knocked out) holds no one who could act: it is not worth keeping a caster from its next
     * spell. The AI does not throw a hold away; a player is warned by the panel. Read only: it forgets nothing.
     */
    public List<Creature> holdsItWouldEnd(Creature caster, String spellId) {
        ConditionsComponent.Concentrating kept = caster.conditions.concentrating;
        if (kept == null) return List.of();
        SpellDef spell = facts.spell(spellId);
        if (spell == null || !spell.concentration()) return List.of();
        List<Creature> held = new ArrayList<>();
        for (Creature c : battle.creatures()) {
            if (!c.inTheFight()) continue;
            for (ConditionsComponent.SaveEnds save : c.conditions.saveEnds) {
                if (save.source().equals(caster.id()) && save.spell().equals(kept.spell())) {
                    held.add(c);
                    break;
                }
            }
        }
        return held;
    }

    /** What the spell would do to this creature if aimed at it now. */
    public TargetOdds target(Creature caster, SpellDef spell, Creature target) {
        boolean ally = target == caster || battle.alliesOf(caster).contains(target);
        String reason = facts.whyNot(caster, spell, target);
        return odds(caster, spell, target, ally, reason, Cover.Level.NONE);
    }

    /** What a burst centred on {@code centre} would do, creature by creature. */
    public AreaOdds area(Creature caster, SpellDef spell, Pos centre) {
        String reason = facts.whyNotThere(caster, spell, centre);
        List<TargetOdds> caught = new ArrayList<>();
        for (CastingFacts.Caught c : facts.caught(spell, centre)) {
            Creature t = c.creature();
            boolean ally = t == caster || battle.alliesOf(caster).contains(t);
            caught.add(odds(caster, spell, t, ally, null, c.cover()));
        }
        return new AreaOdds(centre, reason, facts.area(spell, centre), caught);
    }

    private TargetOdds odds(Creature caster, SpellDef spell, Creature target, boolean ally, String reason,
                            Cover.Level cover) {
        int hit = -1;
        int crit = 0;
        int dc = 0;
        int save = 0;
        String saveFailedBy = null;
        boolean autoCritical = false;
        D20Preview roll = null;
        int against = 0;
        List<Modifier> againstMods = List.of();
        List<String> coverBy = List.of();
        RangedDodgePreview dodge = null;
        if (spell.attack()) {
            AttackRoll.Setup s = facts.spellAttack(caster, spell, target);
            hit = AttackRoll.hitChancePercent(s);
            autoCritical = s.autoCritical();
            roll = D20Preview.of(s.modifiers(), s.advantage(), s.advantageSources());
            against = s.ac();
            againstMods = facts.spellAttackAcModifiers(caster, target);
            if (!againstMods.isEmpty()) coverBy = AttackCover.inTheWay(battle, caster, target);
            crit = s.autoCritical() ? hit : switch (s.advantage()) {
                case ADVANTAGE -> 10;
                case DISADVANTAGE -> 0;
                case NONE -> 5;
            };
            // CLASS-SAMURAI, CLASS-MONK: a hit from range that the target may still dodge stands only when its
            // Dex check fails, as SpellAttack rolls it.
            if (facts.spellAttackRanged(caster, spell, target)) {
                dodge = RangedDodgePreview.of(rangedDodge, caster, target, s, hit);
            }
            if (dodge != null) {
                hit = dodge.hitPercent();
                crit = dodge.critPercent();
            }
        } else if (spell.save() != null) {
            SavingThrow.Input in = facts.save(caster, spell, target, cover);
            D20Test.Setup s = SavingThrow.declare(in);
            dc = in.dc();
            save = s.autoFail() != null ? 0 : Odds.check(s.advantage(), Modifier.sum(s.modifiers()), dc);
            if (s.autoFail() != null) saveFailedBy = s.autoFail().id();
            roll = D20Preview.of(s.modifiers(), s.advantage(), s.sources());
            against = dc;
        }
        boolean healing = spell.healing() != null;
        DiceExpression dice = healing ? spell.healing() : facts.damageDice(caster, spell);
        int expected = 0;
        int after = 0;
        int afterCritical = -1;
        int afterSave = 0;
        int afterSaveCritical = 0;
        List<String> defences = List.of();
        if (dice != null && !healing) {
            // Worked out roll by roll, as a weapon's hit is: the target's defences meet each dart alone, and
            // a critical on every hit (a helpless target within 1.5 m) counts its chain.
            ExpectedDamage.Estimate e = ExpectedDamage.ofHit(dice, facts.addedToDice(caster, spell), autoCritical,
                    spell.damageType(), DamagePipeline.Hit.NOT_A_WEAPON, DamageSystem.defenceOf(target), battle.rules());
            int darts = Math.max(1, spell.missiles());
            expected = (int) Math.round(e.before() * 10 * darts);
            defences = e.rules();
            after = defences.isEmpty() ? expected : (int) Math.round(e.after() * 10 * darts);
            // A spell attack's natural 20; without an attack roll, the chain d20 the house rules roll (CAST-CRIT).
            boolean crits = spell.attack() || battle.house(RulePart.CASTING);
            afterCritical = autoCritical || !crits ? after : (int) Math.round(ExpectedDamage.ofHit(dice, facts.addedToDice(caster, spell),
                    true, spell.damageType(), DamagePipeline.Hit.NOT_A_WEAPON, DamageSystem.defenceOf(target),
                    battle.rules()).after() * 10 * darts);
            if (spell.save() != null && spell.halfOnSave()) {
                // A success still takes half, halved where the pipeline halves it and rounded as it rounds, roll
                // by roll: half of the figure above would not round the odd totals down (23 saved is 11, not 11.5).
                afterSave = (int) Math.round(ExpectedDamage.ofHit(dice, facts.addedToDice(caster, spell), autoCritical,
                        spell.damageType(), DamagePipeline.Hit.NOT_A_WEAPON, DamageSystem.defenceOf(target),
                        battle.rules(), true).after() * 10 * darts);
                afterSaveCritical = autoCritical || !crits ? afterSave : (int) Math.round(ExpectedDamage.ofHit(dice,
                        facts.addedToDice(caster, spell), true, spell.damageType(), DamagePipeline.Hit.NOT_A_WEAPON,
                        DamageSystem.defenceOf(target), battle.rules(), true).after() * 10 * darts);
            }
        } else if (dice != null) {
            expected = Math.max(0, dice.doubledAverage() * 5 + 10 * facts.addedToDice(caster, spell));
            after = expected;
        } else if (spell.tempHp() > 0) {
            expected = 10 * Math.max(0, spell.tempHp() + facts.addedToDice(caster, spell));
            after = expected;
            healing = true;
        }
        return new TargetOdds(target, ally, reason, hit, crit, dc, save, expected, healing, after, defences, roll, against,
                againstMods, coverBy, afterCritical < 0 ? after : afterCritical, dodge, afterSave, afterSaveCritical,
                saveFailedBy);
    }

    /** Every potion the creature carries, in its pack's order. */
    public List<PotionOdds> potions(Creature drinker) {
        List<PotionOdds> out = new ArrayList<>();
        for (Map.Entry<String, Integer> e : drinker.resources.items.entrySet()) {
            ItemDef item = facts.item(e.getKey());
            if (item == null || e.getValue() <= 0 || !"potion".equals(item.kind())) continue;
            int expected = item.healing() == null ? 0 : Math.max(0, item.healing().doubledAverage() * 5);
            String reason = facts.noAction(drinker).orElse(null);
            if (!facts.rolled()) {
                out.add(new PotionOdds(item, e.getValue(), 100, 0, List.of(), expected, reason));
                continue;
            }
            List<Modifier> mods = facts.potionModifiers(drinker);
            out.add(new PotionOdds(item, e.getValue(), drinkPercent(mods), CastingOdds.LOST_PERCENT, mods, expected,
                    reason));
        }
        return out;
    }
}
