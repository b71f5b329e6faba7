package escarmouche.engine.combat;

import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Creature;
import escarmouche.events.FumbleEvent;
import escarmouche.rules.attack.Fumble;
import escarmouche.rules.core.Weapon;
import escarmouche.rules.dice.Roll;
import java.util.ArrayList;
import java.util.List;

/**
 * ATK-FUMBLE: what a natural 1 does, after the missed attack. Dice follow the scenario order: the d6
 * (again while an unarmed or natural attack rolls 5), then the new attack, or the break chance's d100
 * (then, for a natural weapon that hurts its owner, the damage dice).
 *
 * <p>The event's {@code outcome} says what happened, its {@code face} which d6 face asked for it: a 6
 * whose weapon holds, or a 3 with no ally in the way, is outcome {@code none}.
 *
 * <p>The ally of results 3-4: in melee, an ally within the weapon's reach; at range, an ally within the
 * weapon's long range; in both cases the one nearest the target, ties in the order of the combatants.
 */
final class FumbleService {
    /** A run of 5s on an unarmed fumble cannot last for ever, even with forced dice. */
    private static final int MAX_REROLLS = 20;

    private final Battle battle;
    private final AttackService attacks;

    FumbleService(Battle battle, AttackService attacks) {
        this.battle = battle;
        this.attacks = attacks;
    }

    void resolve(Creature attacker, Creature target, AttackService.Declared d) {
        Weapon weapon = d.weapon();
        List<Roll> rolls = new ArrayList<>();
        Roll d6 = battle.dice().roll(6);
        rolls.add(d6);
        Fumble.Face face = Fumble.face(d6.value());
        for (int i = 0; face == Fumble.Face.DROP && Fumble.weaponless(weapon) && i < MAX_REROLLS; i++) {
            d6 = battle.dice().roll(6);
            rolls.add(d6);
            face = Fumble.face(d6.value());
        }
        int shown = d6.value();
        switch (face) {
            case SELF_ATTACK -> {
                emit(attacker, rolls, Fumble.Outcome.SELF, shown, weapon, attacker.id(), null, null);
                attacks.strikeOnly(attacker, attacker, d);
            }
            case ALLY_ATTACK -> {
                Creature ally = allyInTheWay(attacker, target, d);
                Fumble.Outcome outcome = Fumble.allyAttack(ally != null);
                emit(attacker, rolls, outcome, shown, weapon, ally == null ? null : ally.id(), null,
                        ally == null ? "no-ally" : null);
                if (ally != null) attacks.strikeOnly(attacker, ally, d);
            }
            case DROP -> {
                if (Fumble.weaponless(weapon)) { // only after MAX_REROLLS fives in a row: nothing to drop
                    emit(attacker, rolls, Fumble.Outcome.NONE, shown, weapon, null, null, "nothing-to-drop");
                    return;
                }
                attacker.arsenal.weapons.remove(weapon);
                attacker.arsenal.letGo(weapon.id(), d.offhand());
                battle.ground().drop(attacker.at(), weapon, attacker.id(), "ATK-FUMBLE");
                emit(attacker, rolls, Fumble.Outcome.DROP, shown, weapon, null, null, "dropped");
            }
            case BREAK_CHANCE -> breakChance(attacker, d, rolls, shown);
        }
    }

    /** Result 6: a weapon may break; a natural weapon or a fist may hurt its owner instead. */
    private void breakChance(Creature attacker, AttackService.Declared d, List<Roll> rolls, int face) {
        Weapon weapon = d.weapon();
        boolean weaponless = Fumble.weaponless(weapon);
        int chance = weaponless ? Fumble.BASE_CHANCE : Fumble.breakChance(weapon.magicLevel());
        Roll d100 = battle.dice().d100();
        rolls.add(d100);
        boolean happens = Fumble.within(d100.value(), chance);
        Fumble.Outcome outcome = Fumble.afterBreakRoll(weaponless, happens);
        if (weaponless) {
            emit(attacker, rolls, outcome, face, weapon, happens ? attacker.id() : null, chance,
                    happens ? "hurt" : "unhurt");
            if (happens) attacks.dealDamage(attacker, attacker, d, 1, false, false, true);
            return;
        }
        if (happens) {
            attacker.arsenal.weapons.remove(weapon);
            attacker.arsenal.letGo(weapon.id(), d.offhand());
        }
        emit(attacker, rolls, outcome, face, weapon, null, chance, happens ? "broken" : "holds");
    }

    private Creature allyInTheWay(Creature attacker, Creature target, AttackService.Declared d) {
        Weapon weapon = d.weapon();
        int limit = d.ranged() ? weapon.longRange() : AttackService.reachOf(attacker, weapon);
        Creature best = null;
        int bestDistance = Integer.MAX_VALUE;
        for (Creature ally : battle.alliesOf(attacker)) {
            if (ally == target || attacker.distanceTo(ally) > limit) continue;
            int distance = ally.distanceTo(target);
            if (distance < bestDistance) {
                best = ally;
                bestDistance = distance;
            }
        }
        return best;
    }

    private void emit(Creature attacker, List<Roll> rolls, Fumble.Outcome outcome, int face, Weapon weapon,
                      String victim, Integer chance, String result) {
        battle.emit(new FumbleEvent(attacker.id(), List.copyOf(rolls), outcome.id(), face, List.of("ATK-FUMBLE"),
                weapon.id(), victim, chance, result));
    }
}
