package escarmouche.rules.attack;

import escarmouche.rules.core.Weapon;

/**
 * ATK-FUMBLE: after a natural 1 the attacker rolls a d6. 1-2 it attacks itself, 3-4 an ally, 5 it drops
 * its weapon (an unarmed or natural attack rolls the d6 again), 6 the weapon may break: 30% minus 1% per
 * magic level, on a d100; an unarmed or natural attack instead has a 30% chance to deal its damage to the
 * attacker. The attack rolls of 1-4 only hit or miss: no critical chain, no new fumble.
 */
public final class Fumble {
    private Fumble() {}

    /** The base percentage of 6: a mundane weapon breaks, a natural one hurts its owner. */
    public static final int BASE_CHANCE = 30;

    /** What the d6 asks for: the table entry, before anything is checked or rolled. */
    public enum Face {
        /** 1-2: it attacks itself. */
        SELF_ATTACK,
        /** 3-4: it attacks an ally in the way, if there is one. */
        ALLY_ATTACK,
        /** 5: the weapon drops (an unarmed or natural attack rolls again). */
        DROP,
        /** 6: the weapon may break (a natural weapon or a fist may hurt its owner). */
        BREAK_CHANCE
    }

    /**
     * What the fumble did, as the {@code outcome} of the log says it: not the d6 face, which may ask for
     * something that does not happen (no ally to strike, a weapon that holds on the d100).
     */
    public enum Outcome {
        SELF("self"), ALLY("ally"), DROP("drop"), BREAK("break"), NONE("none");

        private final String id;

        Outcome(String id) {
            this.id = id;
        }

        public String id() {
            return id;
        }
    }

    public static Face face(int d6) {
        if (d6 < 1 || d6 > 6) throw new IllegalArgumentException("a d6 cannot show " + d6);
        if (d6 <= 2) return Face.SELF_ATTACK;
        if (d6 <= 4) return Face.ALLY_ATTACK;
        return d6 == 5 ? Face.DROP : Face.BREAK_CHANCE;
    }

    /** Result 3-4: an ally is struck when there is one in the way; otherwise nothing happens. */
    public static Outcome allyAttack(boolean allyInTheWay) {
        return allyInTheWay ? Outcome.ALLY : Outcome.NONE;
    }

    /**
     * Result 6 once its d100 is rolled: a weapon that fails the roll breaks; a fist or a natural weapon
     * that fails it hurts its owner (the attack's damage to itself); otherwise nothing happens.
     */
    public static Outcome afterBreakRoll(boolean weaponless, boolean happens) {
        if (!happens) return Outcome.NONE;
        return weaponless ? Outcome.SELF : Outcome.BREAK;
    }

    /** Whether the attack was made without a weapon to drop or break (fists, claws, bites). */
    public static boolean weaponless(Weapon w) {
        return w.natural() || Unarmed.is(w);
    }

    /** Break chance in percent for a weapon of this magic level (0 mundane, 12 or more magic). */
    public static int breakChance(int magicLevel) {
        return Math.max(0, BASE_CHANCE - Math.max(0, magicLevel));
    }

    /** A d100 result succeeds against a percentage when it is at most that percentage. */
    public static boolean within(int d100, int percent) {
        return d100 <= percent;
    }
}
