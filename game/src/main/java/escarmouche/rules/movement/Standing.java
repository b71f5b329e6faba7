package escarmouche.rules.movement;

import java.util.Optional;

/**
 * Getting up and lying down (MOVE-PRONE, COND-PRONE).
 *
 * <p>Standing up costs half the creature's speed. Interpretation: half rounded down, at least 1, so a
 * speed of 6 pays 3 (the seed's example) and a speed of 5 pays 2; it is impossible at speed 0 or with
 * less movement left than that. Dropping prone is free.
 *
 * <p>House detail of MOVE-DIFFICULT and MOVE-STAIRS (the seed's worked example: "s'il est loupé, 3 cases sont
 * parcourues et on tombe au sol, il est possible d'utiliser son action pour se relever"): a creature that fell
 * prone from its own failed terrain check this turn, and has too little movement left to stand up, may stand
 * up with its action instead. The catalogue's MOVE-PRONE line says standing is impossible then; the seed's
 * example, which the catalogue's MOVE-DIFFICULT line repeats without that clause, is taken as the house's word.
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
        if (speed <= 0) return Optional.of(new Refusal(RULE, "speed 0"));
        int cost = cost(speed);
        if (movementLeft < cost) {
            return Optional.of(new Refusal(RULE, "standing up costs " + cost + " movement; " + movementLeft + " left"));
        }
        return Optional.empty();
    }

    /**
     * Why the creature may not stand up with its action instead of movement (the seed's clause of MOVE-DIFFICULT,
     * MOVE-STAIRS), if it may not: {@code fellOn} is the rule of the failed terrain check that threw it down this
     * turn, or null. Whether its action is still there is the engine's question, asked after this one.
     */
    public static Optional<Refusal> cannotStandWithAction(int speed, int movementLeft, String fellOn) {
        if (speed <= 0) return Optional.of(new Refusal(RULE, "speed 0"));
        if (fellOn == null) {
            return Optional.of(new Refusal("MOVE-DIFFICULT", "only a creature that fell from its own failed terrain"
                    + " check this turn may stand up with its action"));
        }
        int cost = cost(speed);
        if (movementLeft >= cost) {
            return Optional.of(new Refusal(fellOn, "standing up costs " + cost + " movement, " + movementLeft
                    + " left: enough to stand up without the action"));
        }
        return Optional.empty();
    }
}
