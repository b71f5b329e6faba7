package escarmouche.engine.combat;

import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Creature;
import escarmouche.events.NoteEvent;
import escarmouche.rules.attack.Cover;
import escarmouche.rules.checks.D20Test;
import escarmouche.rules.conditions.ConditionEnd;
import escarmouche.rules.conditions.Poison;
import escarmouche.rules.core.DamageType;
import escarmouche.rules.core.Resistance;
import escarmouche.rules.core.Weapon;
import escarmouche.rules.core.WeaponPoison;
import java.util.List;

/**
 * COND-POISONED [HOUSE]: what a poisoned weapon's hit does once its damage is dealt. A creature immune to
 * poison damage is immune to the poison too (content gives no immunity to conditions: that one is the 5e
 * pairing); else it saves if the poison allows it (the save's d20 is the next die after the hit's damage
 * dice) and, failing or without a save, it is poisoned for the poison's turns ({@link ConditionSystem#poison}):
 * its damage falls at the start of each of them ({@link TurnEffects}), its paralysis lasts as long.
 */
final class WeaponPoisons {
    static final String RULE = "COND-POISONED";

    private final Battle battle;
    private final ConditionSystem conditions;
    private final CheckService checks;

    WeaponPoisons(Battle battle, ConditionSystem conditions) {
        this.battle = battle;
        this.conditions = conditions;
        this.checks = new CheckService(battle);
    }

    /** After {@code weapon} hit {@code target} and its damage was dealt. */
    void afterHit(Creature attacker, Creature target, Weapon weapon) {
        WeaponPoison p = weapon.poison();
        if (p == null || !target.alive()) return;
        if (immune(target)) {
            battle.emit(new NoteEvent(target.id(), target.id() + " is immune to poison: " + p.name()
                    + " has no effect", List.of(RULE)));
            return;
        }
        if (p.save() != null) {
            D20Test.Result r = checks.save(target, p.save(), p.dc(), Cover.Level.NONE,
                    p.name() + " from " + attacker.id(), List.of(RULE));
            if (r.success()) return;
        }
        conditions.poison(target, new Poison(p.name(), p.damage(), p.paralyzes()), attacker.id(), ConditionEnd.endOfTurns(p.rounds(), target.id()));
    }

    /** Whether poison damage does nothing to it (DMG-RESIST: immunity to poison, or to every type). */
    static boolean immune(Creature c) {
        if (c.defence == null || c.defence.defence == null) return false;
        for (Resistance r : c.defence.defence.resistances()) {
            if (r.immune() && r.appliesTo(DamageType.POISON)) return true;
        }
        return false;
    }
}
