package escarmouche.ui.page;

import escarmouche.content.model.OneSide;
import escarmouche.lang.Language;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What many simulated fights of one encounter under one rule set say, every creature on the AI.
 *
 * @param rules        {@code house} or {@code dd5}
 * @param runs         fights simulated
 * @param partyWins    fights the party won
 * @param monsterWins  fights the monsters won (the rest had no winner)
 * @param medianRounds the middle fight's length, in rounds
 * @param meanRounds   the average length
 * @param combatants   each combatant's figures, in the scenario's order
 * @param firstDefeat  the first fight the party lost, or null when it lost none
 * @param wins         which fights the party won ({@link FightWins#NONE} when not kept)
 */
public record OddsFigures(String rules, int runs, int partyWins, int monsterWins, int medianRounds,
                          double meanRounds, List<Combatant> combatants, FirstDefeat firstDefeat, FightWins wins) {
    public OddsFigures {
        combatants = List.copyOf(combatants);
        java.util.Objects.requireNonNull(wins, "wins");
    }

    /** Figures that keep no fight's outcome of their own. */
    public OddsFigures(String rules, int runs, int partyWins, int monsterWins, int medianRounds, double meanRounds,
                       List<Combatant> combatants, FirstDefeat firstDefeat) {
        this(rules, runs, partyWins, monsterWins, medianRounds, meanRounds, combatants, firstDefeat, FightWins.NONE);
    }

    /** Figures that name no defeat to watch. */
    public OddsFigures(String rules, int runs, int partyWins, int monsterWins, int medianRounds, double meanRounds,
                       List<Combatant> combatants) {
        this(rules, runs, partyWins, monsterWins, medianRounds, meanRounds, combatants, null);
    }

    /**
     * The first of these fights the party lost, to watch: its seed (as {@code ./play simulate} numbers its
     * fights) and its length.
     */
    public record FirstDefeat(long seed, int rounds) {}

    /** The first fight the party lost, if one did. */
    public Optional<FirstDefeat> defeat() {
        return Optional.ofNullable(firstDefeat);
    }

    /**
     * @param deaths    fights it ended dead
     * @param meanDealt damage it dealt, on average over all fights
     * @param meanTaken damage it took, on average
     * @param falls     fights in which it went down to 0 hit points at some point (every death is one)
     * @param names     its name in the languages the content translates it into, by language code (figures
     *                  are shared by sessions of every language); {@link #name} otherwise
     */
    public record Combatant(String id, String name, String side, int deaths, double meanDealt, double meanTaken,
                            int falls, Map<String, String> names) {
        public Combatant {
            names = Map.copyOf(names);
        }

        /** A combatant with no translated name. */
        public Combatant(String id, String name, String side, int deaths, double meanDealt, double meanTaken, int falls) {
            this(id, name, side, deaths, meanDealt, meanTaken, falls, Map.of());
        }

        /** A combatant whose only falls are its deaths. */
        public Combatant(String id, String name, String side, int deaths, double meanDealt, double meanTaken) {
            this(id, name, side, deaths, meanDealt, meanTaken, deaths);
        }

        public boolean party() {
            return "party".equals(side);
        }

        /** Its name in {@code language}: the content's translation, else the name the scenario gives. */
        public String name(Language language) {
            return names.getOrDefault(language.code(), name);
        }
    }

    public double winRate() {
        return runs == 0 ? 0 : (double) partyWins / runs;
    }

    public double lossRate() {
        return runs == 0 ? 0 : (double) monsterWins / runs;
    }

    /** The side the monsters' scenario named ({@link OneSide#against}), as {@code simulate}'s report names it. */
    public String otherSide() {
        return OneSide.against(combatants.stream().map(Combatant::side).toList());
    }

    /** The 95 % interval on the party's win rate. */
    public OddsInterval winInterval() {
        return OddsInterval.wilson(partyWins, runs);
    }

    /**
     * The member of the party who goes down most often, then dies most often (the first listed among
     * equals), if any ever goes down.
     */
    public Optional<Combatant> fallsMost() {
        Combatant most = null;
        for (Combatant c : combatants) {
            if (!c.party() || c.falls() == 0) continue;
            if (most == null || c.falls() > most.falls() || (c.falls() == most.falls() && c.deaths() > most.deaths())) {
                most = c;
            }
        }
        return Optional.ofNullable(most);
    }

    /** The share of fights in which a combatant goes down to 0 hit points at some point. */
    public double fallRate(Combatant c) {
        return runs == 0 ? 0 : (double) c.falls() / runs;
    }

    /** The share of fights a combatant ends dead. */
    public double deathRate(Combatant c) {
        return runs == 0 ? 0 : (double) c.deaths() / runs;
    }

    /** Damage a whole side dealt per fight, on average. */
    public double dealtBy(boolean party) {
        double sum = 0;
        for (Combatant c : combatants) if (c.party() == party) sum += c.meanDealt();
        return sum;
    }

    /** Damage a whole side took per fight, on average. */
    public double takenBy(boolean party) {
        double sum = 0;
        for (Combatant c : combatants) if (c.party() == party) sum += c.meanTaken();
        return sum;
    }
}
