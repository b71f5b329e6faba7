package escarmouche.content.model;

/**
 * What an encounter's {@code difficulty} means: the party's win rate when every creature is played by the AI
 * under the scenario's own rules, the figure {@code ./play simulate} and the encounter list show. The labels
 * were written by hand and drifted from the odds beside them (a fight won 99 % of the time was "hard"), so a
 * beginner could not choose by them; the bands below are what docs/scenarios.md promises.
 *
 * <ul>
 *   <li>{@code easy}: the party wins 90 % of the fights or more (it loses one in ten at most);</li>
 *   <li>{@code medium}: 70 % or more, under 90 % (it loses now and then);</li>
 *   <li>{@code hard}: 50 % or more, under 70 % (it wins, but not by much);</li>
 *   <li>{@code deadly}: under 50 % (the party loses more often than it wins).</li>
 * </ul>
 */
public final class DifficultyBand {
    /** The lowest win rate, in percent, of each band but the last: easy, medium, hard. */
    public static final int EASY_FROM = 90;
    public static final int MEDIUM_FROM = 70;
    public static final int HARD_FROM = 50;

    private DifficultyBand() {}

    /**
     * The label the odds give: {@code partyWins} won of {@code fights} (fights nobody won count as not won,
     * as the list's "wins 61%" does), compared in whole numbers: 180 of 200 is 90 % exactly, and easy. Null
     * without a fight.
     */
    public static String of(long partyWins, long fights) {
        if (fights <= 0) return null;
        long hundredTimesWins = 100 * partyWins;
        if (hundredTimesWins >= EASY_FROM * fights) return "easy";
        if (hundredTimesWins >= MEDIUM_FROM * fights) return "medium";
        if (hundredTimesWins >= HARD_FROM * fights) return "hard";
        return "deadly";
    }

    /**
     * The win rate as the screens show it, a whole percentage: rounded to the nearest, but never up across a
     * band's edge. 278 of 400 is 69.5 %, hard: rounded, the list said "wins 70%" beside "hard" and the builder
     * "medium (odds: hard)", a label the figure beside it contradicted. Such a rate (69.5 % up to 70 %) is shown
     * as 69, so the figure always falls in the band {@link #of} gives, and the table of docs/scenarios.md,
     * which is about the exact rate, reads true of the figure too. 0 without a fight.
     */
    public static long percent(long partyWins, long fights) {
        if (fights <= 0) return 0;
        long rounded = (200 * partyWins + fights) / (2 * fights);
        // Rounding moves a rate by half a point at most, so it crosses one edge at most, upwards, onto it.
        return of(rounded, 100).equals(of(partyWins, fights)) ? rounded : rounded - 1;
    }
}
