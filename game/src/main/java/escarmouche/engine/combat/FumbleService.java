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
        Fumble.Outcome outcome = Fumble.of(d6.value());
        for (int i = 0; outcome == Fumble.Outcome.DROP && Fumble.weaponless(weapon) && i < MAX_REROLLS; i++) {
            d6 = battle.dice().roll(6);
            rolls.add(d6);
            outcome = Fumble.of(d6.value());
        }
        switch (outcome) {
            case SELF -> {
                emit(attacker, rolls, outcome, weapon, attacker.id(), null, null);
                attacks.strikeOnly(attacker, attacker, d);
            }
            case ALLY -> {
                Creature ally = allyInTheWay(attacker, target, d);
                if (ally == null) {
                    emit(attacker, rolls, Fumble.Outcome.NONE, weapon, null, null, "no-ally");
                } else {
                    emit(attacker, rolls, outcome, weapon, ally.id(), null, null);
                    attacks.strikeOnly(attacker, ally, d);
                }
            }
            case DROP -> {
                attacker.arsenal.weapons.remove(weapon);
                if (weapon.id().equals(attacker.arsenal.inHand)) attacker.arsenal.inHand = null;
                battle.ground().drop(attacker.at(), weapon, attacker.id(), "ATK-FUMBLE");
                emit(attacker, rolls, outcome, weapon, null, null, "dropped");
            }
            default -> breakChance(attacker, d, rolls);
        }
    }

    /** Result 6: a weapon may break; a natural weapon or a fist may hurt its owner instead. */
    private void breakChance(Creature attacker, AttackService.Declared d, List<Roll> rolls) {
        Weapon weapon = d.weapon();
        boolean weaponless = Fumble.weaponless(weapon);
        int chance = weaponless ? Fumble.BASE_CHANCE : Fumble.breakChance(weapon.magicLevel());
        Roll d100 = battle.dice().d100();
        rolls.add(d100);
        boolean happens = Fumble.within(d100.value(), chance);
        if (weaponless) {
            emit(attacker, rolls, Fumble.Outcome.BREAK, weapon, happens ? attacker.id() : null, chance,
                    happens ? "hurt" : "unhurt");
            if (happens) attacks.dealDamage(attacker, attacker, d, 1, false, false);
            return;
        }
        if (happens) {
            attacker.arsenal.weapons.remove(weapon);
            if (weapon.id().equals(attacker.arsenal.inHand)) attacker.arsenal.inHand = null;
        }
        emit(attacker, rolls, Fumble.Outcome.BREAK, weapon, null, chance, happens ? "broken" : "holds");
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

    private void emit(Creature attacker, List<Roll> rolls, Fumble.Outcome outcome, Weapon weapon, String victim,
                      Integer chance, String result) {
        battle.emit(new FumbleEvent(attacker.id(), List.copyOf(rolls), outcome.id(), List.of("ATK-FUMBLE"),
                weapon.id(), victim, chance, result));
    }
}
