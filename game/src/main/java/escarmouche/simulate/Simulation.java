package escarmouche.simulate;

import escarmouche.content.model.CombatantSpec;
import escarmouche.content.model.Scenario;
import escarmouche.engine.Game;
import escarmouche.engine.battle.Creature;
import escarmouche.events.DamageEvent;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.IntConsumer;

/**
 * Monte Carlo: the same scenario fought many times with every creature on AI. Run {@code i} uses seed
 * {@code seed + i} and ignores the scenario's forced dice, so results are the same whatever the number
 * of threads.
 */
public final class Simulation {
    private Simulation() {}

    /** One fight's outcome. */
    public record Fight(String winner, int rounds, List<Boolean> survived, List<Integer> dealt, List<Integer> taken) {}

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
                keepDice ? s.planned() : List.of());
    }

    public static Fight fight(Scenario allAi, long seed) {
        Game game = Game.of(allAi, seed);
        List<Creature> creatures = game.battle().creatures();
        int[] dealt = new int[creatures.size()];
        int[] taken = new int[creatures.size()];
        game.battle().log().listen(e -> {
            if (e.event() instanceof DamageEvent d) {
                for (int i = 0; i < creatures.size(); i++) {
                    if (creatures.get(i).id().equals(d.target())) taken[i] += d.final_();
                    if (creatures.get(i).id().equals(d.source())) dealt[i] += d.final_();
                }
            }
        });
        game.start();
        game.advance();
        List<Boolean> survived = new ArrayList<>();
        List<Integer> dealtList = new ArrayList<>();
        List<Integer> takenList = new ArrayList<>();
        for (int i = 0; i < creatures.size(); i++) {
            survived.add(creatures.get(i).alive());
            dealtList.add(dealt[i]);
            takenList.add(taken[i]);
        }
        String winner = game.battle().winner() == null ? "none" : game.battle().winner();
        return new Fight(winner, game.battle().round(), survived, dealtList, takenList);
    }

    /** Runs {@code runs} fights on {@code threads} threads; {@code progress} hears each finished count. */
    public static Report run(Scenario scenario, int runs, long seed, int threads, IntConsumer progress) {
        Scenario ai = allAi(scenario);
        ExecutorService pool = Executors.newFixedThreadPool(Math.max(1, threads));
        try {
            List<Future<Fight>> futures = new ArrayList<>();
            for (int i = 0; i < runs; i++) {
                long s = seed + i;
                futures.add(pool.submit(() -> fight(ai, s)));
            }
            List<Fight> fights = new ArrayList<>();
            for (int i = 0; i < futures.size(); i++) {
                fights.add(futures.get(i).get());
                progress.accept(i + 1);
            }
            return Report.of(scenario, fights);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("simulation interrupted", e);
        } catch (java.util.concurrent.ExecutionException e) {
            throw new IllegalStateException("a simulated fight failed: " + e.getCause(), e.getCause());
        } finally {
            pool.shutdownNow();
        }
    }
}
