package escarmouche.rules.dice;

/**
 * The only source of randomness for game rules. Each game owns exactly one, injected wherever a rule
 * needs to roll, so that a scenario's forced dice and seed fully determine what happens.
 */
public interface Dice {
    /** Rolls one die with {@code sides} faces (1..sides). */
    Roll roll(int sides);

    default Roll d20() {
        return roll(20);
    }

    default Roll d100() {
        return roll(100);
    }
}
