package escarmouche.engine.combat;

import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.battle.GroundItems;
import escarmouche.events.NoteEvent;
import escarmouche.rules.attack.ThrowLanding;
import escarmouche.rules.core.Weapon;
import escarmouche.rules.grid.Pos;
import java.util.List;

/**
 * Thrown weapons are used up: a javelin or a dagger that is thrown leaves its thrower's hand and lies where
 * it came down ({@link ThrowLanding}) until someone picks it up. The same dagger used in melee stays in hand.
 */
final class ThrownWeapons {
    private final Battle battle;

    ThrownWeapons(Battle battle) {
        this.battle = battle;
    }

    /**
     * Whether this attack throws the weapon, as the number of copies the attacker carries before it: a
     * weapon made to be thrown, used at range or thrown on purpose at another target (ATK-TWF's off hand),
     * and carried (above 0): {@link Weapon#missile}, the net included. Not counted (0) when the attack throws nothing, as most do: counting compares
     * the weapon with every one carried.
     */
    static int carriedToThrow(Creature attacker, Weapon weapon, boolean ranged, boolean thrownOnPurpose) {
        return weapon.missile() && (ranged || thrownOnPurpose) ? attacker.arsenal.count(weapon) : 0;
    }

    /**
     * The weapon leaves the thrower's hand and lands. {@code carriedBefore} is how many copies it held before
     * the attack: a fumble may already have dropped or broken this one (ATK-FUMBLE), and then nothing flies.
     * A net that caught its target ({@code caught}) lands in its space but does not lie loose there: it hangs on
     * the creature it holds ({@code ConditionsComponent.Caught#thrown}) until it lets go.
     */
    void land(Creature thrower, Creature target, Weapon weapon, boolean hit, int carriedBefore, boolean caught) {
        if (thrower.arsenal.count(weapon) < carriedBefore) return;
        thrower.arsenal.weapons.remove(weapon);
        thrower.arsenal.thrownAway.add(weapon.id());
        if (thrower.arsenal.find(weapon.id()) == null) {
            if (weapon.id().equals(thrower.arsenal.inHand)) thrower.arsenal.inHand = null;
            if (weapon.id().equals(thrower.arsenal.offHand)) thrower.arsenal.offHand = null;
        }
        Pos at = ThrowLanding.land(battle.grid(), Sight.footprint(thrower), Sight.footprint(target), hit);
        if (!caught) battle.ground().land(at, weapon, thrower.id());
        if (!battle.log().wants(NoteEvent.class)) return;
        int left = thrower.arsenal.count(weapon);
        battle.emit(new NoteEvent(thrower.id(), "the thrown " + weapon.id() + " lands at " + at
                + (target.occupies(at) ? ", in " + target.id() + "'s space" : ", beyond " + target.id()) + "; "
                + thrower.id() + " has " + left + " left",
                List.of(GroundItems.THROWN_RULE)));
    }
}
