package escarmouche.ui.page;

import java.util.BitSet;
import java.util.Optional;

/**
 * Which of a set's fights the party won, fight {@code i} played on seed {@code firstSeed + i}: two sets of
 * the same encounter on the same seeds (the house rules and one part of them as in 5e) can then name a
 * fight they end apart, to watch under both. About 50 bytes for 400 fights.
 */
public final class FightWins {
    /** Wins known for no fight: two such sets name no fight. */
    public static final FightWins NONE = new FightWins(0, 0, new BitSet());

    private final long firstSeed;
    private final int runs;
    private final BitSet won;

    /** @param won bit {@code i} set when the party won fight {@code i} (copied) */
    public FightWins(long firstSeed, int runs, BitSet won) {
        this.firstSeed = firstSeed;
        this.runs = runs;
        this.won = (BitSet) won.clone();
    }

    /**
     * A fight one way was and the other was not a win for the party.
     *
     * @param seed    its seed, as {@code ./play simulate} numbers its fights
     * @param wonHere whether the party won it in this set (and so not in the other)
     */
    public record Apart(long seed, boolean wonHere) {}

    /** The first fight, by seed, that this set and {@code other} end apart; none when they share no seed. */
    public Optional<Apart> firstApart(FightWins other) {
        if (other.firstSeed != firstSeed) return Optional.empty();
        int n = Math.min(runs, other.runs);
        BitSet differ = (BitSet) won.clone();
        differ.xor(other.won);
        int i = differ.nextSetBit(0);
        return i < 0 || i >= n ? Optional.empty() : Optional.of(new Apart(firstSeed + i, won.get(i)));
    }

    /** The first fight, by seed, that the party wins in this set and not in {@code other} ({@code wonHere}) or the reverse. */
    public Optional<Apart> firstApart(FightWins other, boolean wonHere) {
        if (other.firstSeed != firstSeed) return Optional.empty();
        int n = Math.min(runs, other.runs);
        BitSet one = (BitSet) (wonHere ? won : other.won).clone();
        one.andNot(wonHere ? other.won : won);
        int i = one.nextSetBit(0);
        return i < 0 || i >= n ? Optional.empty() : Optional.of(new Apart(firstSeed + i, wonHere));
    }

    /**
     * The fight to show of those the two sets end apart: the first won the way the win rates lean (here
     * only when this set wins more, in {@code other} only when it does), the first either way when the
     * difference is within noise or no fight leans that way.
     */
    public Optional<Apart> firstLeaning(FightWins other, boolean withinNoise, boolean moreWinsHere) {
        if (withinNoise) return firstApart(other);
        Optional<Apart> leaning = firstApart(other, moreWinsHere);
        return leaning.isPresent() ? leaning : firstApart(other);
    }

    /** How many fights, among those both sets played, end apart. */
    public int apart(FightWins other) {
        if (other.firstSeed != firstSeed) return 0;
        BitSet differ = (BitSet) won.clone();
        differ.xor(other.won);
        int n = Math.min(runs, other.runs);
        return differ.get(0, n).cardinality();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof FightWins w && w.firstSeed == firstSeed && w.runs == runs && w.won.equals(won);
    }

    @Override
    public int hashCode() {
        return Long.hashCode(firstSeed) * 31 * 31 + runs * 31 + won.hashCode();
    }

    @Override
    public String toString() {
        return "FightWins[firstSeed=" + firstSeed + ", runs=" + runs + ", won=" + won + "]";
    }
}
