package escarmouche.simulate;

import java.util.Arrays;

/**
 * Whole-number sums over many fights: all a report needs, in a few arrays whatever the number of runs
 * (20,000 fights are not kept in memory); when asked, the runs the party won are marked in a
 * {@link WinBits} the workers share. Sums do not depend on the order fights are added in, so
 * threads that each tally their share and are then merged give the same report as one thread.
 */
final class SimulationTally {
    int fights;
    int partyWins;
    /** Where the runs the party won are marked (shared by the workers), or null when nobody asked. */
    private final WinBits wins;
    int monsterWins;
    long rounds;
    long turns;
    /** fightsByRounds[r]: how many fights lasted r rounds. */
    int[] fightsByRounds = new int[0];
    final int[] survived;
    final long[] dealt;
    final long[] friendlyFire;
    final long[] taken;
    final long[] crits;
    final long[] fumbles;
    /** fell[c]: fights in which combatant c went down (0 hit points) at least once. */
    final int[] fell;
    /**
     * The fights a GM may want to watch, by run index (-1: none yet): the longest (the first of equals), the
     * first the party lost, the first nobody won. "First" is the lowest index, so the answer does not depend
     * on the order the fights came in.
     */
    int longest = -1;
    int longestRounds;
    String longestWinner;
    int firstDefeat = -1;
    int firstDefeatRounds;
    int firstDraw = -1;
    int firstDrawRounds;

    SimulationTally(int combatants) {
        this(combatants, null);
    }

    /** @param wins where to mark the runs the party wins, or null */
    SimulationTally(int combatants, WinBits wins) {
        this.wins = wins;
        survived = new int[combatants];
        dealt = new long[combatants];
        friendlyFire = new long[combatants];
        taken = new long[combatants];
        crits = new long[combatants];
        fumbles = new long[combatants];
        fell = new int[combatants];
    }

    /** Adds run {@code index}'s fight (its seed is the simulation's first seed plus the index). */
    void add(int index, Simulation.Fight f) {
        notable(index, f.rounds(), f.winner());
        fights++;
        if (f.winner().equals("party")) {
            partyWins++;
            if (wins != null) wins.set(index);
        }
        else if (f.winner().equals("monsters")) monsterWins++;
        rounds += f.rounds();
        turns += f.turns();
        count(f.rounds(), 1);
        for (int c = 0; c < survived.length; c++) {
            if (f.survived().get(c)) survived[c]++;
            dealt[c] += f.dealt().get(c);
            friendlyFire[c] += f.friendlyFire().get(c);
            taken[c] += f.taken().get(c);
            crits[c] += f.crits().get(c);
            fumbles[c] += f.fumbles().get(c);
            if (f.fell().get(c)) fell[c]++;
        }
    }

    void merge(SimulationTally o) {
        if (o.longest >= 0) notable(o.longest, o.longestRounds, o.longestWinner);
        if (o.firstDefeat >= 0) notable(o.firstDefeat, o.firstDefeatRounds, "monsters");
        if (o.firstDraw >= 0) notable(o.firstDraw, o.firstDrawRounds, "none");
        fights += o.fights;
        partyWins += o.partyWins;
        monsterWins += o.monsterWins;
        rounds += o.rounds;
        turns += o.turns;
        for (int r = 0; r < o.fightsByRounds.length; r++) count(r, o.fightsByRounds[r]);
        for (int c = 0; c < survived.length; c++) {
            survived[c] += o.survived[c];
            dealt[c] += o.dealt[c];
            friendlyFire[c] += o.friendlyFire[c];
            taken[c] += o.taken[c];
            crits[c] += o.crits[c];
            fumbles[c] += o.fumbles[c];
            fell[c] += o.fell[c];
        }
    }

    /** Keeps run {@code index} when it is longer than the longest so far, or an earlier defeat or draw. */
    private void notable(int index, int rounds, String winner) {
        if (longest < 0 || rounds > longestRounds || (rounds == longestRounds && index < longest)) {
            longest = index;
            longestRounds = rounds;
            longestWinner = winner;
        }
        if (winner.equals("monsters") && (firstDefeat < 0 || index < firstDefeat)) {
            firstDefeat = index;
            firstDefeatRounds = rounds;
        }
        if (winner.equals("none") && (firstDraw < 0 || index < firstDraw)) {
            firstDraw = index;
            firstDrawRounds = rounds;
        }
    }

    private void count(int r, int n) {
        if (n == 0) return;
        if (r >= fightsByRounds.length) fightsByRounds = Arrays.copyOf(fightsByRounds, Math.max(r + 1, 2 * fightsByRounds.length));
        fightsByRounds[r] += n;
    }

    /** The rounds of the fight at {@code index} once all are sorted by rounds (0: the shortest). */
    int roundsOfSorted(int index) {
        long seen = 0;
        for (int r = 0; r < fightsByRounds.length; r++) {
            seen += fightsByRounds[r];
            if (seen > index) return r;
        }
        return 0;
    }

    int minRounds() {
        for (int r = 0; r < fightsByRounds.length; r++) if (fightsByRounds[r] > 0) return r;
        return 0;
    }

    int maxRounds() {
        for (int r = fightsByRounds.length - 1; r >= 0; r--) if (fightsByRounds[r] > 0) return r;
        return 0;
    }
}
