package escarmouche.simulate;

import escarmouche.content.model.CombatantSpec;
import escarmouche.content.model.OneSide;
import escarmouche.content.model.Scenario;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * What many simulated fights say: who wins how often (the party's rate with its 95 % Wilson interval),
 * how long fights last (mean, median, 90th percentile and the whole distribution), and each combatant's
 * survival, damage dealt and taken, critical hits and fumbles per fight. {@code meanTurns} is the mean
 * number of creature turns a fight took.
 */
public record Report(String scenario, int runs, double partyWins, double monsterWins, double draws,
                     double meanRounds, int medianRounds, int minRounds, int maxRounds,
                     List<CombatantFigures> combatants, double partyWinsLow, double partyWinsHigh,
                     int rounds90, List<RoundsCount> roundsDistribution, double meanTurns,
                     List<FightToWatch> toWatch) {

    /** The report without the fights to watch. */
    public Report(String scenario, int runs, double partyWins, double monsterWins, double draws, double meanRounds,
                  int medianRounds, int minRounds, int maxRounds, List<CombatantFigures> combatants,
                  double partyWinsLow, double partyWinsHigh, int rounds90, List<RoundsCount> roundsDistribution,
                  double meanTurns) {
        this(scenario, runs, partyWins, monsterWins, draws, meanRounds, medianRounds, minRounds, maxRounds, combatants,
                partyWinsLow, partyWinsHigh, rounds90, roundsDistribution, meanTurns, List.of());
    }

    /** The report without the figures added later (interval, distribution, turns): all left at zero. */
    public Report(String scenario, int runs, double partyWins, double monsterWins, double draws, double meanRounds,
                  int medianRounds, int minRounds, int maxRounds, List<CombatantFigures> combatants) {
        this(scenario, runs, partyWins, monsterWins, draws, meanRounds, medianRounds, minRounds, maxRounds, combatants,
                0, 0, 0, List.of(), 0);
    }

    /**
     * One combatant's figures over all runs: survival and falls shares of the fights (falls: those in
     * which it went down to 0 hit points at some point, whether it got up again or not), the others means
     * per fight. {@code meanDealt} is all the damage the combatant did, as the JSON has always said it;
     * {@code meanFriendlyFire} the part of it done to itself and its own side (its fumbles, ATK-FUMBLE, an
     * area that caught its allies), which the texts leave out of what it dealt ({@link #meanDealtToOthers}).
     */
    public record CombatantFigures(String id, String side, double survival, double meanDealt, double meanTaken,
                                   double meanCrits, double meanFumbles, double falls, double meanFriendlyFire) {
        public CombatantFigures(String id, String side, double survival, double meanDealt, double meanTaken) {
            this(id, side, survival, meanDealt, meanTaken, 0, 0, 1 - survival);
        }

        /** Figures without the falls, which count as the deaths (every death is a fall). */
        public CombatantFigures(String id, String side, double survival, double meanDealt, double meanTaken,
                                double meanCrits, double meanFumbles) {
            this(id, side, survival, meanDealt, meanTaken, meanCrits, meanFumbles, 1 - survival);
        }

        /** Figures without friendly fire. */
        public CombatantFigures(String id, String side, double survival, double meanDealt, double meanTaken,
                                double meanCrits, double meanFumbles, double falls) {
            this(id, side, survival, meanDealt, meanTaken, meanCrits, meanFumbles, falls, 0);
        }

        /**
         * Whether it was dead before every fight began (HP-DEAD, HP-EXHAUSTION 6): it never survives, yet never
         * falls, since a death before the first turn is no fall; any other death is one.
         */
        public boolean deadFromTheStart() {
            return survival == 0 && falls == 0;
        }

        /** The damage done to the other side, per fight: what the texts call dealt. */
        public double meanDealtToOthers() {
            return meanDealt - meanFriendlyFire;
        }
    }

    /** How many fights lasted this many rounds. */
    public record RoundsCount(int rounds, int fights) {}

    /**
     * A fight of the simulation worth watching, and its seed: {@code ./play replay SCENARIO --seed N} shows
     * it. {@code why}: {@code longest} (the longest fight, the first of equals), {@code defeat} (the first the
     * party lost), {@code no-winner} (the first nobody won); {@code winner} as the log says it.
     */
    public record FightToWatch(String why, long seed, int rounds, String winner) {
        /** "longest: seed 7037, 200 rounds, no winner", "first defeat: seed 12, 9 rounds" ...; {@code others}: "monsters win" or the like */
        String text(String others) {
            String length = rounds == 1 ? "1 round" : rounds + " rounds";
            return switch (why) {
                case "longest" -> "longest: seed " + seed + ", " + length + ", " + switch (winner) {
                    case "party" -> "party wins";
                    case "monsters" -> others;
                    default -> "no winner";
                };
                case "defeat" -> "first defeat: seed " + seed + ", " + length;
                default -> "first with no winner: seed " + seed + ", " + length;
            };
        }
    }

    /** A fight of a simulation and its run index: the seed is the simulation's first seed plus the index. */
    record Played(int index, Simulation.Fight fight) {}

    static Report of(Scenario s, long seed, List<Played> fights) {
        SimulationTally tally = new SimulationTally(s.combatants().size());
        for (Played p : fights) tally.add(p.index(), p.fight());
        return of(s, seed, tally);
    }

    static Report of(Scenario s, long seed, SimulationTally t) {
        int n = t.fights;
        List<CombatantFigures> figures = new ArrayList<>();
        for (int c = 0; c < s.combatants().size(); c++) {
            CombatantSpec spec = s.combatants().get(c);
            figures.add(new CombatantFigures(spec.id(), spec.side(), ratio(t.survived[c], n),
                    ratio(t.dealt[c] + t.friendlyFire[c], n),
                    ratio(t.taken[c], n), ratio(t.crits[c], n), ratio(t.fumbles[c], n), ratio(t.fell[c], n),
                    ratio(t.friendlyFire[c], n)));
        }
        List<RoundsCount> distribution = new ArrayList<>();
        for (int r = 0; r < t.fightsByRounds.length; r++) {
            if (t.fightsByRounds[r] > 0) distribution.add(new RoundsCount(r, t.fightsByRounds[r]));
        }
        WilsonInterval party = WilsonInterval.of(t.partyWins, n);
        return new Report(s.name(), n, ratio(t.partyWins, n), ratio(t.monsterWins, n),
                ratio(n - t.partyWins - t.monsterWins, n), ratio(t.rounds, n), n == 0 ? 0 : t.roundsOfSorted(n / 2),
                n == 0 ? 0 : t.minRounds(), n == 0 ? 0 : t.maxRounds(), figures, n == 0 ? 0 : party.low(),
                n == 0 ? 0 : party.high(), n == 0 ? 0 : t.roundsOfSorted((int) Math.ceil(0.9 * n) - 1),
                List.copyOf(distribution), ratio(t.turns, n), toWatch(seed, t, hasParty(s)));
    }

    /**
     * Whether any combatant is on side party. Without one (bandits against wolves) every fight someone won
     * counts as "monsters win", and none of them is a defeat of a party: there is no first defeat to watch.
     */
    private static boolean hasParty(Scenario s) {
        for (CombatantSpec c : s.combatants()) if ("party".equals(c.side())) return true;
        return false;
    }

    private static List<FightToWatch> toWatch(long seed, SimulationTally t, boolean party) {
        List<FightToWatch> out = new ArrayList<>();
        if (t.longest >= 0) out.add(new FightToWatch("longest", seed + t.longest, t.longestRounds, t.longestWinner));
        if (party && t.firstDefeat >= 0) {
            out.add(new FightToWatch("defeat", seed + t.firstDefeat, t.firstDefeatRounds, "monsters"));
        }
        if (t.firstDraw >= 0) out.add(new FightToWatch("no-winner", seed + t.firstDraw, t.firstDrawRounds, "none"));
        return List.copyOf(out);
    }

    private static double ratio(long a, int n) {
        return n == 0 ? 0 : (double) a / n;
    }

    /**
     * Shares that add up to 1, as percentages to one decimal that add up to exactly 100.0: rounded
     * together by largest remainder (each is rounded down, then the tenths left over go to the shares
     * that lost the most), so 1/3, 1/3, 1/3 reads 33.4, 33.3, 33.3 and not 33.3 three times.
     */
    public static String[] tenthsOfPercent(double... shares) {
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

    /**
     * How many fights a share stands for when its printed percentage hides them: more than none but shown
     * as 0.0, or fewer than all but shown as 100.0 (one stalemate in 20,000 fights); else -1. A GM reading
     * "0.0 %" beside a bar of the rounds chart should not have to guess whether it happened.
     */
    public static long hiddenFights(double share, String printed, int runs) {
        long fights = Math.round(share * runs);
        boolean hides = (printed.equals("0.0") && fights > 0) || (printed.equals("100.0") && fights < runs);
        return hides ? fights : -1;
    }

    /** "(1 fight)", "(N fights)": the fights a printed share hides, in English. */
    public static String fightsInEnglish(long fights) {
        return fights == 1 ? "(1 fight)" : String.format(Locale.ROOT, "(%,d fights)", fights);
    }

    /** The fights after a share that {@link #hiddenFights} says hides them, in English; else nothing. */
    private String fightsNote(double share, String printed) {
        long fights = hiddenFights(share, printed, runs);
        return fights < 0 ? "" : "   " + fightsInEnglish(fights);
    }

    /** The side the monsters' scenario named ({@link OneSide#against}): the report says "bandits win". */
    public String monstersSide() {
        return OneSide.against(combatants.stream().map(CombatantFigures::side).toList());
    }

    /** "monsters win", or "bandits win" when {@link #monstersSide} names them. */
    private String monstersWin() {
        String side = monstersSide();
        return side == null ? "monsters win" : side + " win";
    }

    /** A human-readable summary. */
    public String text() {
        StringBuilder sb = new StringBuilder();
        // Counts grouped as English groups them ("1,000 fights"), as the command's English report says them.
        sb.append(String.format(Locale.ROOT, "%s: %,d %s%n", scenario, runs, runs == 1 ? "fight" : "fights"));
        String[] outcomes = tenthsOfPercent(partyWins, monsterWins, draws);
        String others = monstersWin();
        String label = "%-" + Math.max(14, others.length() + 2) + "s";
        // The party's fights hidden by a 0.0 or 100.0 are said as the others' are, before the interval.
        sb.append(String.format(Locale.ROOT, "  " + label + "%5s%%%s   (95%% interval %s-%s%%)%n", "party wins",
                outcomes[0], fightsNote(partyWins, outcomes[0]), EdgeDigits.percent(100 * partyWinsLow),
                EdgeDigits.percent(100 * partyWinsHigh)));
        sb.append(String.format(Locale.ROOT, "  " + label + "%5s%%%s%n", others, outcomes[1],
                fightsNote(monsterWins, outcomes[1])));
        sb.append(String.format(Locale.ROOT, "  " + label + "%5s%%%s%n", "no winner", outcomes[2], fightsNote(draws, outcomes[2])));
        sb.append(String.format(Locale.ROOT, "  " + label + "mean %.1f, median %d, 90%% within %d, min %d, max %d%n",
                "rounds", meanRounds, medianRounds, rounds90, minRounds, maxRounds));
        sb.append(RoundsChart.lines(roundsDistribution, runs));
        for (int i = 0; i < toWatch.size(); i++) {
            sb.append(String.format(Locale.ROOT, "  " + label, i == 0 ? "to watch" : "")).append(toWatch.get(i).text(others))
                    .append(System.lineSeparator());
        }
        for (String row : FiguresTable.rows(combatants, List.of("combatant", "side", "survives", "falls", "dmg dealt",
                "dmg taken", "crits", "fumbles"), side -> side, Locale.ROOT, figure -> figure + "%")) {
            sb.append(row).append(System.lineSeparator());
        }
        sb.append("  (falls: fights in which it went down to 0 hit points;").append(System.lineSeparator())
                .append("   dmg dealt: to the other side, not to itself or its allies;").append(System.lineSeparator())
                .append("   damage, crits and fumbles: means per fight)").append(System.lineSeparator());
        String dead = deadFromTheStart();
        if (dead != null) sb.append("  (" + dead + ": dead before the fight began: no turn, no fall)").append(System.lineSeparator());
        return sb.toString();
    }

    /**
     * The ids of the combatants dead before every fight began ({@link CombatantFigures#deadFromTheStart}),
     * "c, d"; null when there is none (or no fight was played).
     */
    public String deadFromTheStart() {
        if (runs == 0) return null;
        List<String> ids = new ArrayList<>();
        for (CombatantFigures c : combatants) if (c.deadFromTheStart()) ids.add(c.id());
        return ids.isEmpty() ? null : String.join(", ", ids);
    }
}
