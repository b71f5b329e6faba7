package escarmouche.engine.magic;

import escarmouche.rules.checks.D20Test;
import escarmouche.content.model.SpellDef;
import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.combat.AttackCover;
import escarmouche.engine.combat.CheckService;
import escarmouche.engine.combat.ConditionSystem;
import escarmouche.engine.combat.Sight;
import escarmouche.engine.component.ConditionsComponent;
import escarmouche.events.NoteEvent;
import escarmouche.rules.attack.Cover;
import escarmouche.rules.attack.CriticalChain;
import escarmouche.rules.casting.SpellArea;
import escarmouche.rules.core.Ability;
import escarmouche.rules.core.Condition;
import escarmouche.rules.core.RulePart;
import escarmouche.rules.grid.Pos;
import escarmouche.rules.saves.SavingThrow;
import java.util.ArrayList;
import java.util.List;

/**
 * What a spell does once cast, in the order its dice are rolled: a spell attack as a weapon attack;
 * otherwise the critical chain (rolled with the cast), the damage or healing dice, then each target's
 * save in combatant order, and only then, target by target in the same order, the damage and what it rolls.
 *
 * <ul>
 *   <li>Magic missile's darts hit automatically; each dart rolls its own 1d4+1 and is a separate hit, so
 *       flat resistances count per dart. One chain multiplies every dart. The darts left when the target
 *       dies are lost, with a note.</li>
 *   <li>A burst rolls its damage once for everyone it reaches, the caster and its friends included; a
 *       Dex save gets the cover its target has from the centre (ATK-COVER). A burst that reaches no one
 *       still rolls its damage, and a note shows those dice.</li>
 *   <li>A successful save against a spell that deals nothing on a save (sacred flame) avoids its damage
 *       whole: a note shows the dice, rolled before the save, that no damage event shows.</li>
 *   <li>A condition (hold person) lands on a failed save and this spell's hold ends on a save at the end
 *       of each of the target's turns; the condition ends once nothing else holds it either. A concentration
 *       spell's hold also ends with its caster's concentration ({@code SpellService} starts it once the
 *       spell is cast, {@code ConditionSystem} ends it).</li>
 * </ul>
 */
final class SpellEffects {
    private final Battle battle;
    private final ConditionSystem conditions;
    private final CheckService checks;
    private final SpellDamage damage;
    private final SpellAttack attack;

    SpellEffects(Battle battle, ConditionSystem conditions, CheckService checks, SpellDamage damage,
                 SpellAttack attack) {
        this.battle = battle;
        this.conditions = conditions;
        this.checks = checks;
        this.damage = damage;
        this.attack = attack;
    }

    /**
     * CAST-CRIT: a damaging spell without attack roll rolls one d20 for the critical chain, right after the
     * cast (house rules only); null when the spell rolls none.
     */
    CriticalChain chain(SpellDef spell) {
        if (!battle.house(RulePart.CASTING) || spell.attack() || spell.damage() == null) return null;
        return CriticalChain.rollForSpell(battle.dice());
    }

    void apply(Creature caster, SpellDef spell, SpellTargeting.Aim aim, CriticalChain chain, List<String> rules) {
        int multiplier = chain == null ? 1 : chain.multiplier();
        List<String> dmgRules = new ArrayList<>(rules);
        if (multiplier > 1) {
            dmgRules.add("CAST-CRIT");
            dmgRules.add("ATK-CRIT");
        }
        if (spell.attack()) {
            attack.attack(caster, spell, aim.target(), rules);
        } else if (spell.missiles() > 0) {
            darts(caster, spell, aim.target(), multiplier, dmgRules);
        } else if (spell.area()) {
            burst(caster, spell, aim.point(), multiplier, dmgRules);
        } else if (spell.healing() != null) {
            damage.heal(caster, aim.target(), damage.heal(caster, spell), rules);
        } else if (spell.tempHp() > 0) {
            damage.grantTemporary(caster, spell, aim.target());
        } else {
            SpellDamage.Rolled r = spell.damage() == null ? null : damage.roll(caster, spell, false);
            affect(caster, spell, aim.target(), r, multiplier, Cover.Level.NONE, null, dmgRules);
        }
    }

    /**
     * Magic missile's darts, one after the other at the one target. A dart still to fly when the target
     * dies is lost, and a note says so (DMG-ROLL: each dart is its own hit): every dart is aimed when the
     * spell is cast, so none turns to another creature.
     */
    private void darts(Creature caster, SpellDef spell, Creature target, int multiplier, List<String> rules) {
        int flown = 0;
        while (flown < spell.missiles() && target.alive()) {
            damage.deal(caster, spell, target, damage.roll(caster, spell, false), multiplier, multiplier > 1, rules);
            flown++;
        }
        int lost = spell.missiles() - flown;
        if (lost == 0) return;
        String text = lost == 1
                ? target.id() + " is dead: the last dart of " + spell.id() + " is lost"
                : target.id() + " is dead: the last " + lost + " darts of " + spell.id() + " are lost";
        battle.emit(new NoteEvent(caster.id(), text, List.of("DMG-ROLL")));
    }

    private void burst(Creature caster, SpellDef spell, Pos centre, int multiplier,
                       List<String> rules) {
        SpellDamage.Rolled r = spell.damage() == null ? null : damage.roll(caster, spell, false);
        List<String> areaRules = new ArrayList<>(rules);
        areaRules.add("DMG-ROLL");
        List<Creature> reached = new ArrayList<>();
        for (Creature c : battle.creatures()) {
            if (c.alive() && SpellArea.reaches(battle.grid(), centre, spell.radius(), Sight.footprint(c))) reached.add(c);
        }
        if (reached.isEmpty() && r != null) damage.landsNowhere(caster, spell, r, multiplier, areaRules);
        // The shared dice order: every target's save d20 (combatants order) before any damage is dealt, so that
        // what the damage rolls in turn (a system shock's d100, a concentration save) never lands between
        // two saves; then the damage and what follows from it, target by target in the same order.
        boolean[] saved = new boolean[reached.size()];
        for (int i = 0; i < saved.length; i++) {
            Creature c = reached.get(i);
            Cover.Level cover = AttackCover.fromBurst(battle, centre, c);
            saved[i] = save(caster, spell, c, r, cover, AttackCover.inTheWayOfBurstForTheLog(battle, centre, c, cover));
        }
        for (int i = 0; i < saved.length; i++) {
            outcome(caster, spell, reached.get(i), r, multiplier, saved[i], areaRules);
        }
    }

    /** One target: its save if the spell allows one, then the damage and the condition. */
    private void affect(Creature caster, SpellDef spell, Creature target, SpellDamage.Rolled r, int multiplier,
                        Cover.Level cover, List<String> coverBy, List<String> rules) {
        outcome(caster, spell, target, r, multiplier, save(caster, spell, target, r, cover, coverBy), rules);
    }

    /** Whether {@code target} succeeds on the spell's save; false when the spell allows none. */
    private boolean save(Creature caster, SpellDef spell, Creature target, SpellDamage.Rolled r, Cover.Level cover,
                         List<String> coverBy) {
        if (spell.save() == null) return false;
        return checks.save(target, Ability.byId(spell.save()), Casters.saveDc(caster), cover,
                spell.name() + " from " + caster.id(), savedAgainst(spell, r), coverBy).success();
    }

    /** What the spell does to one target once its save is known: the damage (or its avoidance), the condition. */
    private void outcome(Creature caster, SpellDef spell, Creature target, SpellDamage.Rolled r, int multiplier,
                         boolean saved, List<String> rules) {
        if (r != null && (!saved || spell.halfOnSave())) {
            damage.deal(caster, spell, target, r, multiplier, multiplier > 1, saved, rules);
        } else if (r != null) {
            damage.avoided(spell, target, r, multiplier, rules);
        }
        if (spell.condition() != null && !saved && target.alive()) inflict(caster, spell, target);
    }

    /**
     * The rules a spell's save decides, for its event: the damage it halves or avoids (DMG-ROLL) and the
     * condition it keeps off (that condition's rule), as the saves at the end of a held creature's turns name it.
     */
    private static List<String> savedAgainst(SpellDef spell, SpellDamage.Rolled r) {
        if (spell.condition() == null) return r == null ? List.of() : List.of("DMG-ROLL");
        String held = Condition.byId(spell.condition()).ruleId();
        return r == null ? List.of(held) : List.of("DMG-ROLL", held);
    }

    private void inflict(Creature caster, SpellDef spell, Creature target) {
        Condition c = Condition.byId(spell.condition());
        String reason = spell.name() + " from " + caster.id();
        if (spell.save() == null) {
            // Nothing ends it: held until removed, even on a target a poison or another spell holds already.
            conditions.add(target, c, reason, c.ruleId(), caster.id());
            return;
        }
        // Even on a target that already has the condition: this spell holds it until its own save succeeds.
        conditions.holdUntilSave(target, reason, new ConditionsComponent.SaveEnds(c, spell.save(),
                Casters.saveDc(caster), caster.id(), spell.id()));
    }

    /** At the end of a creature's turn: a save against each condition that a save can end. */
    void endOfTurnSaves(Creature c) {
        // Nearly always none: then no copy of the list is made, every creature at the end of every turn.
        if (c.conditions.saveEnds.isEmpty()) return;
        for (ConditionsComponent.SaveEnds s : List.copyOf(c.conditions.saveEnds)) {
            if (!c.has(s.condition()) || !c.alive()) {
                conditions.dropSave(c, s);
                continue;
            }
            D20Test.Result r = checks.save(c, Ability.byId(s.ability()), s.dc(), Cover.Level.NONE,
                    "shake off " + s.spell() + " at the end of its turn", List.of(s.condition().ruleId()));
            if (r.success()) conditions.savedAgainst(c, s);
        }
    }
}
