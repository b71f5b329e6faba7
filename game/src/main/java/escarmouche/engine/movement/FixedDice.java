package escarmouche.engine.movement;

import escarmouche.rules.dice.Dice;
import escarmouche.rules.dice.Roll;

/**
 * Dice that always show the same face, to ask the rules "what if" without touching the game's dice:
 * every die at its highest gives a move's best case, at its lowest its worst.
 */
public final class FixedDice implements Dice {
    public static final FixedDice HIGHEST = new FixedDice(true);
    public static final FixedDice LOWEST = new FixedDice(false);

    private final boolean highest;

    private FixedDice(boolean highest) {
        this.highest = highest;
    }

    @Override
    public Roll roll(int sides) {
        return new Roll(sides, highest ? sides : 1);
    }
}
