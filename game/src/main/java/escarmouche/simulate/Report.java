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

    /** A human-readable summary. */
    public String text() {
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(Locale.ROOT, "%s: %d fights%n", scenario, runs));
        sb.append(String.format(Locale.ROOT, "  party wins    %5.1f %%%n", 100 * partyWins));
        sb.append(String.format(Locale.ROOT, "  monsters win  %5.1f %%%n", 100 * monsterWins));
        sb.append(String.format(Locale.ROOT, "  no winner     %5.1f %%%n", 100 * draws));
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
