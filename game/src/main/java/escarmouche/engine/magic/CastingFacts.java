package escarmouche.engine.magic;

import escarmouche.content.model.Grimoire;
import escarmouche.content.model.ItemDef;
import escarmouche.content.model.SpellDef;
import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.combat.AttackCover;
import escarmouche.engine.combat.CheckService;
import escarmouche.engine.combat.Sight;
import escarmouche.engine.battle.Outcome;
import escarmouche.rules.attack.AttackRoll;
import escarmouche.rules.attack.Cover;
import escarmouche.rules.attack.Footprint;
import escarmouche.rules.casting.Cantrips;
import escarmouche.rules.casting.SpellArea;
import escarmouche.rules.checks.AbilityCheck;
import escarmouche.rules.core.Ability;
import escarmouche.rules.core.Condition;
import escarmouche.rules.core.Modifier;
import escarmouche.rules.core.RulePart;
import escarmouche.rules.dice.DiceExpression;
import escarmouche.rules.grid.Pos;
import escarmouche.rules.saves.SavingThrow;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What a spell or potion would meet if used now, read from the same code that checks and rolls it: the
 * casting roll's modifiers, the prone caster's check, why it cannot be used or aimed, who a burst would
 * catch, the spell attack's and each save's setup, the damage dice. Nothing here rolls or changes state;
 * the previews turn these into odds.
 */
public final class CastingFacts {
    /** A creature a burst would catch, with the cover it has against the burst's centre (Dex saves). */
    public record Caught(Creature creature, Cover.Level cover) {}

    private final Battle battle;
    private final Grimoire grimoire;
    private final CheckService checks;
    private final CastingCheck check;
    private final SpellTargeting targeting;
    private final SpellAttack attack;

    CastingFacts(Battle battle, Grimoire grimoire, CheckService checks, CastingCheck check, SpellTargeting targeting,
                 SpellAttack attack) {
        this.battle = battle;
        this.grimoire = grimoire;
        this.checks = checks;
        this.check = check;
        this.targeting = targeting;
        this.attack = attack;
    }

    public SpellDef spell(String id) {
        return grimoire.spell(id);
    }

    public ItemDef item(String id) {
        return grimoire.item(id);
    }

    /** Whether the house casting roll applies (plain 5e casts without it). */
    public boolean rolled() {
        return battle.house(RulePart.CASTING);
    }

    /**
     * Why the caster cannot cast this spell now whatever its aim (its level is beyond the caster's, no
     * slot of its level left), or empty. The same checks, in the same order, as {@code cast}.
     */
    public Optional<String> unavailable(Creature caster, SpellDef spell) {
        Optional<String> busy = noAction(caster);
        if (busy.isPresent()) return busy;
        if (battle.house(RulePart.CONDITIONS) && caster.has(Condition.FRIGHTENED) && spell.harmful()) {
            return Optional.of("frightened, it may only defend itself");
        }
        if (!Casters.levelReaches(caster, spell)) {
            return Optional.of("not at this level: " + Casters.reach(caster));
        }
        if (Casters.slotsLeft(caster, spell) == 0) return Optional.of("no level-" + spell.level() + " slot left");
        return Optional.empty();
    }

    /**
     * Why the creature has no action to cast, read or drink with now (it cannot act, or it already acted
     * this turn), or empty; the command's own check says the same (TURN-ECONOMY).
     */
    public Optional<String> noAction(Creature c) {
        if (!c.canAct()) return Optional.of("it cannot act");
        if (c.actionSpent()) return Optional.of("the action is already spent this turn");
        return Optional.empty();
    }

    /** Slots left of the spell's level; -1 for a cantrip, which needs none. */
    public int slotsLeft(Creature caster, SpellDef spell) {
        return Casters.slotsLeft(caster, spell);
    }

    /** CAST-ROLL segments of the spell for this caster. */
    public int segments(Creature caster, SpellDef spell) {
        return Casters.segments(caster, spell);
    }

    /** CAST-ROLL: what the casting roll would add to the d20 now (ability, segments, focus, melee). */
    public List<Modifier> castingModifiers(Creature caster, SpellDef spell) {
        return check.modifiers(caster, CastingCheck.Kind.SPELL, Casters.segments(caster, spell), null);
    }

    /**
     * CAST-ROLL's melee penalty, as a positive number, were the caster's footprint at {@code at}: the level of
     * the strongest of {@code enemies} next to it there, 0 when none is, and always 0 in plain 5e, where no
     * casting roll is made. With every living enemy and where it stands, it is the penalty of its roll now;
     * the AI weighs a step before a cast with it, counting only the enemies it knows of.
     */
    public int meleePenaltyAt(Creature caster, Pos at, List<Creature> enemies) {
        if (!battle.house(RulePart.CASTING)) return 0;
        Creature strongest = Casters.strongestAdjacent(caster, at, enemies);
        return strongest == null ? 0 : strongest.stats.level;
    }

    /** CAST-SCROLL: what reading the scroll's spell would add to the d20 now (no focus helps a scroll). */
    public List<Modifier> scrollModifiers(Creature reader, SpellDef spell) {
        return check.modifiers(reader, CastingCheck.Kind.SCROLL, Casters.segments(reader, spell), null);
    }

    /**
     * Why the creature cannot read a scroll of this spell now whatever its aim, or empty: a scroll needs no
     * slot and no level, only the action (and, frightened under house rules, a spell that does no harm).
     */
    public Optional<String> scrollUnavailable(Creature reader, SpellDef spell) {
        Optional<String> busy = noAction(reader);
        if (busy.isPresent()) return busy;
        if (battle.house(RulePart.CONDITIONS) && reader.has(Condition.FRIGHTENED) && spell.harmful()) {
            return Optional.of("frightened, it may only defend itself");
        }
        return Optional.empty();
    }

    /** CAST-POTION: what the drinking roll would add to the d20 now, before the 2d4. */
    public List<Modifier> potionModifiers(Creature drinker) {
        return check.modifiers(drinker, CastingCheck.Kind.POTION, 0, null);
    }

    /** COND-PRONE [HOUSE]: the Dex check a prone caster makes first, or null when none is needed. */
    public AbilityCheck.Input proneCheck(Creature caster, SpellDef spell) {
        // The spells' part: the check comes before the casting roll, which plain 5e does not make.
        if (!battle.house(RulePart.CASTING) || !caster.has(Condition.PRONE)) return null;
        return check.proneInput(caster, Casters.segments(caster, spell));
    }

    /** Why the spell cannot be aimed at this creature now (range, sight, cover, kind), or null. */
    public String whyNot(Creature caster, SpellDef spell, Creature target) {
        return targeting.whyNot(caster, spell, target).map(Outcome.Refused::reason).orElse(null);
    }

    /** Whether the spell works on this creature's kind (hold person: humanoids), wherever it stands. */
    public boolean affects(SpellDef spell, Creature target) {
        return SpellTargeting.worksOn(spell, target);
    }

    /** Why a burst cannot be centred on this square now (off the map, a wall, range, sight), or null. */
    public String whyNotThere(Creature caster, SpellDef spell, Pos centre) {
        return targeting.pointProblem(caster, spell, centre).map(Outcome.Refused::reason).orElse(null);
    }

    /**
     * The open squares a burst centred there fills, in reading order: within its radius and not shut off
     * from the centre by total cover, as a creature standing there would be caught.
     */
    public List<Pos> area(SpellDef spell, Pos centre) {
        List<Pos> out = new ArrayList<>();
        for (int y = centre.y() - spell.radius(); y <= centre.y() + spell.radius(); y++) {
            for (int x = centre.x() - spell.radius(); x <= centre.x() + spell.radius(); x++) {
                Pos p = new Pos(x, y);
                if (!battle.grid().inBounds(p) || battle.grid().at(p).blocksMovement()) continue;
                if (SpellArea.reaches(battle.grid(), centre, spell.radius(), Footprint.single(p))) out.add(p);
            }
        }
        return out;
    }

    /** Every living creature the burst would catch, in combatant order, as {@code cast} finds them. */
    public List<Caught> caught(SpellDef spell, Pos centre) {
        List<Caught> out = new ArrayList<>();
        for (Creature c : battle.creatures()) {
            if (!catches(spell, centre, c)) continue;
            out.add(new Caught(c, AttackCover.fromBurst(battle, centre, c)));
        }
        return out;
    }

    /**
     * Whether the burst centred there catches this creature, as {@link #caught} and the cast find it, without the
     * cover it would add to its save: what a scripted caster weighs square after square.
     */
    public boolean catches(SpellDef spell, Pos centre, Creature c) {
        return c.alive() && SpellArea.reaches(battle.grid(), centre, spell.radius(), Sight.footprint(c));
    }

    /** The spell's save DC for this caster. */
    public int saveDc(Creature caster) {
        return Casters.saveDc(caster);
    }

    /** The save a target would roll against the caster's spell, with the cover it has. */
    public SavingThrow.Input save(Creature caster, SpellDef spell, Creature target, Cover.Level cover) {
        return checks.saveInput(target, Ability.byId(spell.save()), Casters.saveDc(caster), cover);
    }

    /** The spell attack as it would be rolled at this target now. */
    public AttackRoll.Setup spellAttack(Creature caster, SpellDef spell, Creature target) {
        return attack.setup(caster, spell, target);
    }

    /** Whether the spell attack at this target is made at range: a hit may then be dodged (CLASS-SAMURAI, CLASS-MONK). */
    public boolean spellAttackRanged(Creature caster, SpellDef spell, Creature target) {
        return SpellAttack.ranged(caster, spell, target);
    }

    /** What the target's cover adds to its armour class against a spell attack from this caster (ATK-COVER). */
    public List<Modifier> spellAttackAcModifiers(Creature caster, Creature target) {
        return attack.acModifiers(caster, target);
    }

    /** The damage dice of one hit (one dart), a cantrip's grown with its caster (null: no damage). */
    public DiceExpression damageDice(Creature caster, SpellDef spell) {
        if (spell.damage() == null) return null;
        return spell.level() == 0 ? Cantrips.scaled(spell.damage(), caster.stats.level) : spell.damage();
    }

    /** What is added to the damage or healing dice: the casting ability modifier for some spells. */
    public int addedToDice(Creature caster, SpellDef spell) {
        return spell.addAbility() ? caster.mod(Casters.spellAbility(caster)) : 0;
    }
}
