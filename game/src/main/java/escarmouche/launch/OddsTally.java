package escarmouche.launch;

import escarmouche.content.model.CombatantSpec;
import escarmouche.content.model.Scenario;
import escarmouche.engine.battle.CoverMemory;
import escarmouche.lang.Language;
import escarmouche.simulate.Simulation;
import escarmouche.ui.lang.NumberedNames;
import escarmouche.ui.page.FightWins;
import escarmouche.ui.page.OddsFigures;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** Counts simulated fights of one scenario into {@link OddsFigures}, one fight at a time. */
final class OddsTally implements OddsSource.Fights {
    private final Scenario prepared;
    private final String rules;
    /**
     * Cover answers for the job's fights: a job is played by one worker at a time, handed over under the
     * pool's lock, so the memory is never used by two threads at once. Dropped when the job is shelved:
     * a walled map's tables weigh up to a few megabytes, and dozens of jobs may wait.
     */
    private CoverMemory cover = new CoverMemory();
    private final int[] deaths;
    private final int[] falls;
    private final long[] dealt;
    private final long[] taken;
    private int[] rounds = new int[64];
    private int played;
    private int partyWins;
    private int otherWins;
    /** Which fights the party won, by their number. */
    private final BitSet won = new BitSet();
    /** The first fight the party lost, or null. */
    private OddsFigures.FirstDefeat firstDefeat;

    /** @param prepared the scenario from {@link OddsFights#prepare} */
    OddsTally(Scenario prepared) {
        this.prepared = prepared;
        this.rules = prepared.rules().id();
        int n = prepared.combatants().size();
        deaths = new int[n];
        falls = new int[n];
        dealt = new long[n];
        taken = new long[n];
    }

    @Override
    public void play(int i) {
        add(i, OddsFights.fight(prepared, i, cover));
    }

    @Override
    public void shelve() {
        cover = new CoverMemory();
    }

    /** Counts fight number {@code i}; fights come in order, so the first defeat is the first one counted. */
    void add(int i, Simulation.Fight f) {
        if (firstDefeat == null && "monsters".equals(f.winner())) {
            firstDefeat = new OddsFigures.FirstDefeat(OddsFights.seed(prepared, i), f.rounds());
        }
        if (played == rounds.length) rounds = Arrays.copyOf(rounds, played * 2);
        rounds[played++] = f.rounds();
        if ("party".equals(f.winner())) {
            partyWins++;
            won.set(i);
        }
        else if (!"none".equals(f.winner())) otherWins++;
        for (int c = 0; c < deaths.length; c++) {
            if (!f.survived().get(c)) deaths[c]++;
            if (f.fell().get(c)) falls[c]++;
            dealt[c] += f.dealt().get(c);
            taken[c] += f.taken().get(c);
        }
    }

    @Override
    public OddsFigures figures() {
        int[] sorted = Arrays.copyOf(rounds, played);
        Arrays.sort(sorted);
        long total = 0;
        for (int r : sorted) total += r;
        List<OddsFigures.Combatant> combatants = new ArrayList<>();
        Map<String, String> own = new LinkedHashMap<>();
        for (CombatantSpec spec : prepared.combatants()) own.put(spec.id(), ownName(spec));
        // As the fight calls them: two heroes named after their class are "Fighter 1" and "Fighter 2".
        Map<String, String> numbered = NumberedNames.of(own);
        Map<String, Map<String, String>> translated = new TreeMap<>();
        for (Language language : Language.values()) translated.put(language.code(), NumberedNames.of(translated(language, own)));
        for (int c = 0; c < deaths.length; c++) {
            CombatantSpec spec = prepared.combatants().get(c);
            String name = numbered.get(spec.id());
            Map<String, String> names = new TreeMap<>();
            for (Map.Entry<String, Map<String, String>> l : translated.entrySet()) {
                String shown = l.getValue().get(spec.id());
                if (shown != null && !shown.equals(name)) names.put(l.getKey(), shown);
            }
            combatants.add(new OddsFigures.Combatant(spec.id(), name, spec.side(), deaths[c], mean(dealt[c]),
                    mean(taken[c]), falls[c], names));
        }
        return new OddsFigures(rules, played, partyWins, otherWins, played == 0 ? 0 : sorted[played / 2],
                mean(total), combatants, firstDefeat, new FightWins(OddsFights.seed(prepared, 0), played, won));
    }

    private static String ownName(CombatantSpec spec) {
        return spec.creature() == null || spec.creature().name() == null ? spec.id() : spec.creature().name();
    }

    /** Each combatant's name in {@code language}, as a fight would show it before numbering. */
    private Map<String, String> translated(Language language, Map<String, String> own) {
        Map<String, String> out = new LinkedHashMap<>();
        for (CombatantSpec spec : prepared.combatants()) {
            String template = spec.creature() == null ? null : spec.creature().template();
            String shown = prepared.words().creature(language.code(), spec.id(), template, own.get(spec.id()));
            out.put(spec.id(), shown == null ? own.get(spec.id()) : shown);
        }
        return out;
    }

    private double mean(long sum) {
        return played == 0 ? 0 : (double) sum / played;
    }
}
