package escarmouche.rules.dice;

/** One die rolled: its size and the face that came up. Shown in every event that used it. */
public record Roll(int die, int value) {
    public Roll {
        if (die < 1) throw new IllegalArgumentException("die size must be positive: " + die);
        if (value < 1 || value > die) throw new IllegalArgumentException("d" + die + " cannot show " + value);
    }
}
