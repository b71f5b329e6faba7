package escarmouche.simulate;

import escarmouche.content.model.CombatantSpec;
import escarmouche.content.model.Scenario;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/** What many simulated fights say: who wins how often, how long fights last, who survives. */
public record Report(String scenario, int runs, double partyWins, double monsterWins, double draws,
                     double meanRounds, int medianRounds, int minRounds, int maxRounds,
                     List<CombatantFigures> combatants) {

    /** One combatant's figures over all runs. */
    public record CombatantFigures(String id, String side, double survival, double meanDealt, double meanTaken) {}

    static Report of(Scenario s, List<Simulation.Fight> fights) {
        int n = fights.size();
        int party = 0;
        int monsters = 0;
        int[] rounds = new int[n];
        for (int i = 0; i < n; i++) {
            Simulation.Fight f = fights.get(i);
            if (f.winner().equals("party")) party++;
            else if (f.winner().equals("monsters")) monsters++;
            rounds[i] = f.rounds();
        }
        int[] sorted = rounds.clone();
        Arrays.sort(sorted);
        List<CombatantFigures> figures = new ArrayList<>();
        for (int c = 0; c < s.combatants().size(); c++) {
            int alive = 0;
            long dealt = 0;
            long taken = 0;
            for (Simulation.Fight f : fights) {
                if (f.survived().get(c)) alive++;
                dealt += f.dealt().get(c);
                taken += f.taken().get(c);
            }
            CombatantSpec spec = s.combatants().get(c);
            figures.add(new CombatantFigures(spec.id(), spec.side(), ratio(alive, n), ratio(dealt, n), ratio(taken, n)));
        }
        return new Report(s.name(), n, ratio(party, n), ratio(monsters, n), ratio(n - party - monsters, n),
                n == 0 ? 0 : ratio(Arrays.stream(rounds).sum(), n), n == 0 ? 0 : sorted[n / 2],
                n == 0 ? 0 : sorted[0], n == 0 ? 0 : sorted[n - 1], figures);
    }

    private static double ratio(long a, int n) {
        return n == 0 ? 0 : (double) a / n;
    }

    /**
     * Shares that add up to 1, as percentages to one decimal that add up to exactly 100.0: rounded
     * together by largest remainder (each is rounded down, then the tenths left over go to the shares
     * that lost the most), so 1/3, 1/3, 1/3 reads 33.4, 33.3, 33.3 and not 33.3 three times.
     */
    static String[] tenthsOfPercent(double... shares) {
        long[] tenths = new long[shares.length];
        double[] lost = new double[shares.length];
        long given = 0;
        for (int i = 0; i < shares.length; i++) {
            // Shares come from whole counts, so a tiny epsilon absorbs floating-point noise (0.29 * 1000 = 289.999...).
            double exact = shares[i] * 1000;
            tenths[i] = (long) Math.floor(exact + 1e-9);
            lost[i] = exact - tenths[i];
            given += tenths[i];
        }
        long total = Math.round(java.util.Arrays.stream(shares).sum() * 1000);
        for (long left = total - given; left > 0; left--) {
            int best = 0;
            for (int i = 1; i < shares.length; i++) if (lost[i] > lost[best] + 1e-12) best = i;
            tenths[best]++;
            lost[best] = -1;
        }
        String[] out = new String[shares.length];
        for (int i = 0; i < shares.length; i++) out[i] = tenths[i] / 10 + "." + tenths[i] % 10;
        return out;
    }

    /** A human-readable summary. */
    public String text() {
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(Locale.ROOT, "%s: %d fights%n", scenario, runs));
        String[] outcomes = tenthsOfPercent(partyWins, monsterWins, draws);
        sb.append(String.format(Locale.ROOT, "  party wins    %5s %%%n", outcomes[0]));
        sb.append(String.format(Locale.ROOT, "  monsters win  %5s %%%n", outcomes[1]));
        sb.append(String.format(Locale.ROOT, "  no winner     %5s %%%n", outcomes[2]));
        sb.append(String.format(Locale.ROOT, "  rounds        mean %.1f, median %d, min %d, max %d%n", meanRounds,
                medianRounds, minRounds, maxRounds));
        sb.append(String.format(Locale.ROOT, "  %-14s %-10s %9s %11s %11s%n", "combatant", "side", "survives",
                "dmg dealt", "dmg taken"));
        for (CombatantFigures c : combatants) {
            sb.append(String.format(Locale.ROOT, "  %-14s %-10s %7.1f %% %11.1f %11.1f%n", c.id(), c.side(),
                    100 * c.survival(), c.meanDealt(), c.meanTaken()));
        }
        return sb.toString();
    }
}
