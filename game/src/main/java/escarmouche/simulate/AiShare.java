package escarmouche.simulate;

import escarmouche.content.model.Scenario;
import escarmouche.engine.battle.CoverMemory;
import escarmouche.engine.control.ReplayControl;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;
import java.util.function.ToDoubleFunction;

/**
 * How much of a simulated fight's CPU time goes to its AI. Fights are played as a simulation plays them,
 * the AI's answers recorded ({@link RecordedAi}); then the same fights are played again from those answers
 * with no AI, by the controller that plays saves again. Same answers, same seed: the same fights (each
 * replay's tallies are checked against the first), and what the replay costs is the rules, the turn loop
 * and the tallies. The rest is the AI's: its decisions, its path searches, its notes. For
 * {@code ./play bench --ai-share}: it says where work on speed can pay, and no test times it.
 */
public final class AiShare {
    /**
     * Answers a round keeps at most (about a hundred bytes each): a round ends when it holds this many,
     * however little of its CPU time it has spent, so that a long {@code --seconds} never fills the heap.
     * A 4v6 fight takes about 140: a round of it stops after some three CPU seconds (about 350 MB resident).
     */
    static final int MAX_ANSWERS = 1_500_000;

    private AiShare() {}

    /**
     * One round: fights played with the AI until {@code cpuNanos} of this thread's CPU time are spent,
     * then the same fights replayed, each timed as a whole.
     */
    public record Round(int fights, long withAiNanos, long replayedNanos) {
        public double withAiPerCpuSecond() {
            return withAiNanos == 0 ? 0 : fights * 1e9 / withAiNanos;
        }

        public double replayedPerCpuSecond() {
            return replayedNanos == 0 ? 0 : fights * 1e9 / replayedNanos;
        }

        /** The AI's share of the fights' CPU time, from 0 to 1 (less than 0 if a replay cost more). */
        public double share() {
            return withAiNanos == 0 ? 0 : 1 - (double) replayedNanos / withAiNanos;
        }
    }

    /** The medians of several rounds, each taken on its own: rates with the AI and without, and the share. */
    public record Measure(double withAi, double replayed, double share, List<Round> rounds) {}

    /**
     * Plays {@code rounds} rounds of {@code allAi} (seeds from {@code seed} on, each round's after the
     * last's) after a warm-up of {@code warmupNanos}, and gives their medians. Throws
     * {@link IllegalStateException} if a replay does not give the fight it was recorded from: the game
     * would not be deterministic, and the figure would mean nothing.
     */
    public static Measure measure(Scenario allAi, long seed, long warmupNanos, int rounds, long cpuNanos) {
        long next = seed;
        if (warmupNanos > 0) next += round(allAi, next, warmupNanos).fights();
        List<Round> played = new ArrayList<>(rounds);
        for (int i = 0; i < rounds; i++) {
            Round r = round(allAi, next, cpuNanos);
            played.add(r);
            next += r.fights();
        }
        return new Measure(median(played, Round::withAiPerCpuSecond), median(played, Round::replayedPerCpuSecond),
                median(played, Round::share), List.copyOf(played));
    }

    /** One {@link Round} from {@code seed} on. */
    public static Round round(Scenario allAi, long seed, long cpuNanos) {
        return round(allAi, seed, cpuNanos, MAX_ANSWERS);
    }

    /** {@link #round(Scenario, long, long)}, ending once {@code maxAnswers} answers are recorded. */
    static Round round(Scenario allAi, long seed, long cpuNanos, int maxAnswers) {
        ThreadMXBean bean = ManagementFactory.getThreadMXBean();
        List<RecordedAi> answers = new ArrayList<>();
        List<Simulation.Fight> played = new ArrayList<>();
        // Each pass starts with a memory of cover answers of its own, as a simulation's thread does.
        CoverMemory cover = new CoverMemory();
        CpuBudget budget = new CpuBudget(cpuNanos);
        long kept = 0;
        // The clock is read every ten milliseconds, not once a fight: the replay pass below, which this pass is
        // compared with, reads it twice in all.
        while (played.isEmpty() || (kept < maxAnswers && !budget.spent())) {
            RecordedAi recorded = new RecordedAi();
            played.add(Simulation.fight(allAi, seed + played.size(), cover, recorded::recording));
            answers.add(recorded);
            kept += recorded.size();
        }
        long used = budget.used();
        List<Simulation.Fight> again = new ArrayList<>(played.size());
        List<ReplayControl> replays = new ArrayList<>(played.size());
        for (RecordedAi recorded : answers) replays.add(recorded.replay());
        CoverMemory replayCover = new CoverMemory();
        long replayStart = bean.getCurrentThreadCpuTime();
        for (int i = 0; i < played.size(); i++) {
            ReplayControl replay = replays.get(i);
            again.add(Simulation.fight(allAi, seed + i, replayCover, (battle, services) -> replay));
        }
        long replayed = bean.getCurrentThreadCpuTime() - replayStart;
        // Checked once the clock is stopped: comparing costs nothing to either figure.
        for (int i = 0; i < played.size(); i++) {
            ReplayControl replay = replays.get(i);
            if (!again.get(i).equals(played.get(i)) || !replay.done() || replay.problem() != null) {
                throw new IllegalStateException("seed " + (seed + i) + ": the fight replayed from the AI's "
                        + answers.get(i).size() + " answers did not end as it was played"
                        + (replay.problem() == null ? "" : ": " + replay.problem()));
            }
        }
        return new Round(played.size(), used, replayed);
    }

    private static double median(List<Round> rounds, ToDoubleFunction<Round> f) {
        double[] values = new double[rounds.size()];
        for (int i = 0; i < values.length; i++) values[i] = f.applyAsDouble(rounds.get(i));
        return SimulationBench.median(values);
    }
}
