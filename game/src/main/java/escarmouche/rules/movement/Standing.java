package escarmouche.rules.movement;

import java.util.Optional;

/**
 * Getting up and lying down (MOVE-PRONE, COND-PRONE).
 *
 * <p>Standing up costs half the creature's speed. Interpretation: half rounded down, at least 1, so a
 * speed of 6 pays 3 (the seed's example) and a speed of 5 pays 2; it is impossible at speed 0 or with
 * less movement left than that. Dropping prone is free.
 */
public final class Standing {
    private Standing() {}

    public static final String RULE = "MOVE-PRONE";

    /** Dropping prone costs no movement. */
    public static final int DROP_PRONE_COST = 0;

    /** Movement spent to stand up, for a creature whose current speed is {@code speed}. */
    public static int cost(int speed) {
        return Math.max(1, speed / 2);
    }

    /** Why the creature cannot stand up now, if it cannot. */
    public static Optional<Refusal> cannotStand(int speed, int movementLeft) {
        if (speed <= 0) return Optional.of(new Refusal(RULE, "speed 0: cannot stand up"));
        int cost = cost(speed);
        if (movementLeft < cost) {
            return Optional.of(new Refusal(RULE, "standing up costs " + cost + " movement; " + movementLeft + " left"));
        }
        return Optional.empty();
    }
}
