package escarmouche.simulate;

import escarmouche.content.model.CombatantSpec;
import escarmouche.content.model.Scenario;
import escarmouche.engine.Game;
import escarmouche.engine.action.Services;
import escarmouche.engine.ai.ScriptedAi;
import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.CoverMemory;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.control.Controller;
import escarmouche.events.AttackEvent;
import escarmouche.events.CastEvent;
import escarmouche.events.DamageEvent;
import escarmouche.events.DeathEvent;
import escarmouche.events.Event;
import escarmouche.events.TurnEvent;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BiFunction;
import java.util.function.BooleanSupplier;
import java.util.function.IntConsumer;

/**
 * Monte Carlo: the same scenario fought many times with every creature on AI. Run {@code i} uses seed
 * {@code seed + i} and ignores the scenario's forced dice; the report is made of sums over the runs, so
 * it is the same whatever the number of threads and whichever thread played which run.
 */
public final class Simulation {
    private Simulation() {}

    /** How often the waiting thread wakes to report progress and look for a stop. */
    private static final long POLL_MILLIS = 50;
    /**
     * Up to this many workers each keep one {@link CoverMemory} for all their fights (a few megabytes at
     * most each, on a walled map with doors); beyond, each fight keeps its own, as a game does, so that
     * {@code --threads 1024} cannot hold a thousand of them. More threads than cores gain nothing anyway.
     */
    static final int SHARING_WORKERS = 8;

    /**
     * One fight's outcome; the lists follow the scenario's combatants. {@code turns} counts the creature
     * turns played (the unit of work of a fight), {@code crits} and {@code fumbles} each combatant's
     * critical hits and natural 1s on attack rolls, {@code fell} whether it went down (0 hit points) at
     * some point, whether or not it got up again. {@code dealt} is the damage a combatant did to the other
     * side; what it did to itself or its own side (a fumble, ATK-FUMBLE, or an area that caught its allies)
     * is {@code friendlyFire}.
     */
    public record Fight(String winner, int rounds, List<Boolean> survived, List<Integer> dealt, List<Integer> taken,
                        int turns, List<Integer> crits, List<Integer> fumbles, List<Boolean> fell,
                        List<Integer> friendlyFire) {
        /** A fight told by its survivors alone: those that did not survive fell, the others did not. */
        public Fight(String winner, int rounds, List<Boolean> survived, List<Integer> dealt, List<Integer> taken) {
            this(winner, rounds, survived, dealt, taken, 0, zeros(survived.size()), zeros(survived.size()),
                    survived.stream().map(s -> !s).toList());
        }

        /** A fight without friendly fire. */
        public Fight(String winner, int rounds, List<Boolean> survived, List<Integer> dealt, List<Integer> taken,
                     int turns, List<Integer> crits, List<Integer> fumbles, List<Boolean> fell) {
            this(winner, rounds, survived, dealt, taken, turns, crits, fumbles, fell, zeros(survived.size()));
        }

        private static List<Integer> zeros(int n) {
            return java.util.Collections.nCopies(n, 0);
        }
    }

    /** Every creature driven by the AI, forced dice dropped (they would make every run identical). */
    public static Scenario allAi(Scenario s) {
        return allAi(s, false);
    }

    /** Every creature driven by the AI; {@code keepDice} keeps the scenario's forced dice. */
    public static Scenario allAi(Scenario s, boolean keepDice) {
        List<CombatantSpec> ai = new ArrayList<>();
        for (CombatantSpec c : s.combatants()) {
            ai.add(c.withControl("ai"));
        }
        return new Scenario(s.source(), s.name(), s.description(), s.difficulty(), s.rules(), s.map(), ai,
                s.initiative(), keepDice ? s.dice() : List.of(), s.seed(), s.grimoire(), s.doors(),
                keepDice ? s.planned() : List.of(), s.words());
    }

    public static Fight fight(Scenario allAi, long seed) {
        return fight(allAi, seed, new CoverMemory());
    }

    /**
     * One fight, keeping its cover answers in {@code cover}: each thread of a simulation hands its fights
     * one memory (answers depend on the map alone, so no result changes).
     */
    public static Fight fight(Scenario allAi, long seed, CoverMemory cover) {
        return fight(Game.of(allAi, seed, cover));
    }

    /**
     * One fight whose creatures answer to {@code ai}'s controller instead of their behaviour scripts: the
     * AI's share of a fight is measured by playing fights again from their recorded answers ({@link AiShare}).
     */
    static Fight fight(Scenario allAi, long seed, CoverMemory cover, BiFunction<Battle, Services, Controller> ai) {
        return fight(Game.of(allAi, seed, ai, cover));
    }

    /** Whether the script of a creature of the game asks what the fight has seen. */
    private static boolean asksWhatHappened(Game game) {
        for (Creature c : game.battle().creatures()) if (ScriptedAi.behaviourOf(c).asksWhatHappened()) return true;
        return false;
    }

    /**
     * The kinds of event the tallies read: the others (steps, notes) may go unmade in a simulated fight
     * ({@link escarmouche.engine.battle.EventLog#wants}). Package-private for the test that plays fights both ways.
     */
    static final List<Class<? extends Event>> TALLIED =
            List.of(DamageEvent.class, AttackEvent.class, CastEvent.class, TurnEvent.class, DeathEvent.class);

    /** Plays a new game to its end, tallying what a report shows. */
    private static Fight fight(Game game) {
        // Nothing reads a simulated fight's events afterwards: the tallies below hear them as they come. The
        // rule IDs they named are kept only for a script that asks what happened (scripts are set at the start).
        if (asksWhatHappened(game)) game.battle().log().keepNoEvents();
        else game.battle().log().keepNothing();
        List<Creature> creatures = game.battle().creatures();
        int n = creatures.size();
        Map<String, Integer> index = new HashMap<>();
        for (int i = 0; i < n; i++) index.putIfAbsent(creatures.get(i).id(), i);
        int[] dealt = new int[n];
        int[] friendly = new int[n];
        int[] taken = new int[n];
        int[] crits = new int[n];
        int[] fumbles = new int[n];
        int[] turns = new int[1];
        boolean[] fell = new boolean[n];
        game.battle().log().listen(e -> {
            if (e.event() instanceof DamageEvent d) {
                Integer t = d.target() == null ? null : index.get(d.target());
                if (t != null) taken[t] += d.final_();
                if (t != null && d.hp() <= 0) fell[t] = true;
                Integer s = d.source() == null ? null : index.get(d.source());
                // Damage to itself or its own side is not what a combatant deals the fight: it is told apart.
                if (s != null && t != null && !creatures.get(s).hostileTo(creatures.get(t))) friendly[s] += d.final_();
                else if (s != null) dealt[s] += d.final_();
            } else if (e.event() instanceof AttackEvent a) {
                Integer s = a.attacker() == null ? null : index.get(a.attacker());
                if (s != null && a.critical()) crits[s]++;
                if (s != null && a.fumble()) fumbles[s]++;
            } else if (e.event() instanceof CastEvent c && CastEvent.critical(c)) {
                Integer s = c.caster() == null ? null : index.get(c.caster());
                if (s != null) crits[s]++;
            } else if (e.event() instanceof TurnEvent) {
                turns[0]++;
            } else if (e.event() instanceof DeathEvent death) {
                // A death comes after a fall but for one by other means, which counts as one. A death before
                // the first turn is no fall: the scenario started it dead (HP-DEAD, HP-EXHAUSTION 6), and counted,
                // it would read as a party member going down in every fight.
                Integer t = death.target() == null ? null : index.get(death.target());
                if (t != null && turns[0] > 0) fell[t] = true;
            }
        }, TALLIED);
        game.start();
        game.advance();
        List<Boolean> survived = new ArrayList<>(n);
        for (Creature c : creatures) survived.add(c.alive());
        String winner = game.battle().winner() == null ? "none" : game.battle().winner();
        List<Boolean> down = new ArrayList<>(n);
        for (boolean f : fell) down.add(f);
        return new Fight(winner, game.battle().round(), survived, boxed(dealt), boxed(taken), turns[0], boxed(crits),
                boxed(fumbles), down, boxed(friendly));
    }

    private static List<Integer> boxed(int[] values) {
        List<Integer> out = new ArrayList<>(values.length);
        for (int v : values) out.add(v);
        return out;
    }

    /** Runs {@code runs} fights on {@code threads} threads; {@code progress} hears each finished count. */
    public static Report run(Scenario scenario, int runs, long seed, int threads, IntConsumer progress) {
        return run(scenario, runs, seed, threads, progress, () -> false);
    }

    /**
     * As {@link #run(Scenario, int, long, int, IntConsumer)}, and stops early, throwing
     * {@link CancellationException}, when {@code stop} says so or the calling thread is interrupted (its
     * interrupt flag is then set again). {@code stop} and {@code progress} are only called on the calling
     * thread: between runs with one thread, a few times a second with more.
     */
    public static Report run(Scenario scenario, int runs, long seed, int threads, IntConsumer progress,
                             BooleanSupplier stop) {
        return Report.of(scenario, seed, tally(scenario, runs, seed, threads, progress, stop, null));
    }

    /**
     * As {@link #run(Scenario, int, long, int, IntConsumer)}, and when {@code enough} says so (a GM pressed Ctrl-C),
     * stops taking new fights and reports those over: the first ones, whatever the threads, since every fight
     * a worker took is played to its end. The report is then the one {@code --runs} of that number gives.
     */
    public static Report runUntil(Scenario scenario, int runs, long seed, int threads, IntConsumer progress,
                                  BooleanSupplier enough) {
        return Report.of(scenario, seed, tallies(List.of(scenario), runs, seed, threads, progress, () -> false, null,
                enough)[0]);
    }

    /**
     * The report of {@link #run(Scenario, int, long, int, IntConsumer)} and which runs the party won.
     *
     * @param partyWon bit {@code i} set when the party won run {@code i} (seed {@code seed + i})
     */
    public record Played(Report report, BitSet partyWon) {
        public Played {
            partyWon = (BitSet) partyWon.clone();
        }

        @Override
        public BitSet partyWon() {
            return (BitSet) partyWon.clone();
        }
    }

    /** {@link #run(Scenario, int, long, int, IntConsumer)}, keeping which runs the party won. */
    public static Played played(Scenario scenario, int runs, long seed, int threads, IntConsumer progress) {
        return playedSide(List.of(scenario), runs, seed, threads, progress, () -> false).get(0);
    }

    /**
     * Several versions of one fight (the rule sets that {@code --compare} and {@code --parts} set side by side)
     * on the same seeds, run by run: run {@code i} is fought under every version before a worker takes the
     * next, so that when {@code enough} says so (Ctrl-C) every version has the same first runs, and each
     * report is the one {@link #played} gives that version alone with {@code --runs} of that number.
     *
     * @param progress hears how many fights are over, every version counted
     */
    public static List<Played> playedSide(List<Scenario> versions, int runs, long seed, int threads, IntConsumer progress,
                                          BooleanSupplier enough) {
        WinBits[] wins = new WinBits[versions.size()];
        for (int v = 0; v < wins.length; v++) wins[v] = new WinBits(runs);
        SimulationTally[] totals = tallies(versions, runs, seed, threads, progress, () -> false, wins, enough);
        List<Played> out = new ArrayList<>(versions.size());
        for (int v = 0; v < totals.length; v++) {
            out.add(new Played(Report.of(versions.get(v), seed, totals[v]), wins[v].toBitSet()));
        }
        return out;
    }

    /** @param wins where the workers mark the runs the party won, or null */
    private static SimulationTally tally(Scenario scenario, int runs, long seed, int threads, IntConsumer progress,
                                         BooleanSupplier stop, WinBits wins) {
        return tallies(List.of(scenario), runs, seed, threads, progress, stop, wins == null ? null : new WinBits[] {wins},
                () -> false)[0];
    }

    /**
     * The tallies of each version's runs, in the versions' order.
     *
     * @param wins   for each version, where the workers mark the runs the party won; or null
     * @param stop   gives up the whole simulation ({@link CancellationException})
     * @param enough ends it early with the runs over so far, under every version
     */
    private static SimulationTally[] tallies(List<Scenario> versions, int runs, long seed, int threads,
                                             IntConsumer progress, BooleanSupplier stop, WinBits[] wins,
                                             BooleanSupplier enough) {
        Scenario[] ai = new Scenario[versions.size()];
        for (int v = 0; v < ai.length; v++) ai[v] = allAi(versions.get(v));
        int workers = Math.max(1, Math.min(threads, runs));
        return workers == 1 ? alone(ai, runs, seed, progress, stop, wins, enough)
                : together(ai, runs, seed, workers, progress, stop, wins, enough);
    }

    /** A tally for each version, marking its wins in its own bits (none when {@code wins} is null). */
    private static SimulationTally[] fresh(Scenario[] ai, WinBits[] wins) {
        SimulationTally[] out = new SimulationTally[ai.length];
        for (int v = 0; v < ai.length; v++) out[v] = new SimulationTally(ai[v].combatants().size(), wins == null ? null : wins[v]);
        return out;
    }

    private static SimulationTally[] alone(Scenario[] ai, int runs, long seed, IntConsumer progress, BooleanSupplier stop,
                                           WinBits[] wins, BooleanSupplier enough) {
        SimulationTally[] tallies = fresh(ai, wins);
        // One memory per version, as each would keep fighting alone.
        CoverMemory[] cover = new CoverMemory[ai.length];
        for (int v = 0; v < ai.length; v++) cover[v] = new CoverMemory();
        for (int i = 0; i < runs; i++) {
            if (Thread.interrupted()) {
                Thread.currentThread().interrupt();
                throw new CancellationException("simulation interrupted after " + i + " fights");
            }
            if (stop.getAsBoolean()) throw new CancellationException("simulation stopped after " + i + " fights");
            if (enough.getAsBoolean()) break;
            for (int v = 0; v < ai.length; v++) tallies[v].add(i, fight(ai[v], seed + i, cover[v]));
            progress.accept((i + 1) * ai.length);
        }
        return tallies;
    }

    /**
     * Each worker takes the next run index until none is left, plays it under every version and keeps its own
     * tallies; the tallies are merged at the end. Which worker plays which run changes nothing: each run's
     * seed is its index's.
     */
    private static SimulationTally[] together(Scenario[] ai, int runs, long seed, int workers, IntConsumer progress,
                                              BooleanSupplier stop, WinBits[] wins, BooleanSupplier enough) {
        AtomicInteger next = new AtomicInteger();
        AtomicInteger finished = new AtomicInteger();
        AtomicReference<Throwable> failure = new AtomicReference<>();
        CountDownLatch over = new CountDownLatch(workers);
        SimulationTally[][] tallies = new SimulationTally[workers][];
        List<Thread> pool = new ArrayList<>(workers);
        for (int w = 0; w < workers; w++) {
            SimulationTally[] mine = fresh(ai, wins);
            tallies[w] = mine;
            boolean sharing = workers <= SHARING_WORKERS;
            Thread t = new Thread(() -> {
                CoverMemory[] cover = new CoverMemory[ai.length];
                for (int v = 0; v < ai.length; v++) cover[v] = new CoverMemory();
                try {
                    for (int i = next.getAndIncrement(); i < runs; i = next.getAndIncrement()) {
                        if (failure.get() != null) return;
                        for (int v = 0; v < ai.length; v++) {
                            mine[v].add(i, fight(ai[v], seed + i, sharing ? cover[v] : new CoverMemory()));
                        }
                        finished.incrementAndGet();
                    }
                } catch (Throwable e) {
                    failure.compareAndSet(null, e);
                    next.set(runs);
                } finally {
                    over.countDown();
                }
            }, "escarmouche-simulate-" + w);
            t.setDaemon(true);
            pool.add(t);
        }
        pool.forEach(Thread::start);
        int told = 0;
        try {
            while (!over.await(POLL_MILLIS, TimeUnit.MILLISECONDS)) {
                if (stop.getAsBoolean()) {
                    failure.compareAndSet(null, new CancellationException("simulation stopped"));
                    next.set(runs);
                }
                // No new run is taken; those taken are played out, so the runs over are the first ones.
                if (enough.getAsBoolean()) next.set(runs);
                int done = finished.get();
                if (done > told) progress.accept((told = done) * ai.length);
            }
        } catch (InterruptedException e) {
            failure.compareAndSet(null, new CancellationException("simulation interrupted"));
            next.set(runs);
            Thread.currentThread().interrupt();
        }
        Throwable failed = failure.get();
        if (failed instanceof CancellationException c) {
            CancellationException out = new CancellationException(c.getMessage() + " after " + finished.get() + " fights");
            throw out;
        }
        if (failed != null) throw new IllegalStateException("a simulated fight failed: " + failed, failed);
        if (finished.get() > told) progress.accept(finished.get() * ai.length);
        SimulationTally[] totals = new SimulationTally[ai.length];
        for (int v = 0; v < ai.length; v++) {
            totals[v] = new SimulationTally(ai[v].combatants().size());
            for (SimulationTally[] t : tallies) totals[v].merge(t[v]);
        }
        return totals;
    }
}
