package escarmouche.engine.combat;

import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.component.ConditionsComponent;
import escarmouche.events.NoteEvent;
import escarmouche.rules.conditions.Snare;
import escarmouche.rules.core.Condition;
import escarmouche.rules.core.Weapon;
import java.util.List;

/**
 * What the hit of a weapon carrying a condition does once its damage is dealt ({@link Snare}: the net
 * restrains, COND-RESTRAINED): the target is caught and held until a Strength check frees it
 * ({@link NetEscapes}). A Huge or larger target, or one already caught, is left as it was, which a note says.
 */
final class WeaponConditions {
    private final Battle battle;
    private final ConditionSystem conditions;

    WeaponConditions(Battle battle, ConditionSystem conditions) {
        this.battle = battle;
        this.conditions = conditions;
    }

    /**
     * After {@code weapon} hit {@code target} and its damage (and poison) were dealt; {@code thrown}: the weapon
     * left the attacker's hand, and then hangs on the creature it caught. Whether it caught it.
     */
    boolean afterHit(Creature attacker, Creature target, Weapon weapon, boolean thrown) {
        Condition c = weapon.condition();
        if (c == null || !target.alive()) return false;
        List<String> rule = List.of(c.ruleId());
        if (!Snare.catches(target.body.size)) {
            battle.emit(new NoteEvent(target.id(), target.id() + " is Huge or larger: the " + weapon.id()
                    + " has no effect on it", rule));
            return false;
        }
        if (target.conditions.caught != null) {
            battle.emit(new NoteEvent(target.id(), target.id() + " is already caught in the "
                    + target.conditions.caught.weapon() + ": the " + weapon.id() + " adds nothing", rule));
            return false;
        }
        conditions.catchIn(target, new ConditionsComponent.Caught(c, weapon.id(), attacker.id(),
                thrown ? weapon : null), "caught in the " + weapon.id() + " from " + attacker.id());
        return true;
    }
}
