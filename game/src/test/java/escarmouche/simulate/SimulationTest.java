package escarmouche.simulate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.content.model.Scenario;
import escarmouche.engine.Game;
import escarmouche.engine.battle.CoverMemory;
import escarmouche.engine.battle.Creature;
import escarmouche.events.AttackEvent;
import escarmouche.events.CastEvent;
import escarmouche.testing.RealContent;
import escarmouche.testing.TestScenario;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class SimulationTest {
    private static Scenario duel() {
        return TestScenario.map(
                        "########",
                        "#......#",
                        "#......#",
                        "########")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").abilities(16, 12).hp(20).ac(16))
                .with("gob", "monsters", 6, 2, c -> c.hp(7).ac(13).shock(50).weapons(TestScenario.SCIMITAR))
                .dice(20, 20, 20)
                .build();
    }

    @Test
    void resultsDoNotDependOnTheNumberOfThreads() {
        Report one = Simulation.run(duel(), 60, 11, 1, n -> { });
        Report two = Simulation.run(duel(), 60, 11, 2, n -> { });
        assertEquals(one, two);
        assertEquals(60, one.runs());
        assertEquals(1.0, one.partyWins() + one.monsterWins() + one.draws(), 1e-9);
    }

    @Test
    void everyFightEndsAndTheFiguresAddUp() {
        Report r = Simulation.run(duel(), 30, 1, 2, n -> { });
        assertTrue(r.minRounds() >= 1 && r.maxRounds() <= 200);
        assertTrue(r.partyWins() > 0.5, "a fighter should usually beat one goblin: " + r.partyWins());
        assertEquals(2, r.combatants().size());
        assertTrue(r.text().contains("party wins"));
    }

    @Test
    void forcedDiceAreDroppedSoRunsDiffer() {
        assertEquals(0, Simulation.allAi(duel()).dice().size());
        java.util.Set<Simulation.Fight> distinct = new java.util.HashSet<>();
        for (long seed = 1; seed <= 6; seed++) distinct.add(Simulation.fight(Simulation.allAi(duel()), seed));
        assertTrue(distinct.size() > 1, "six seeds gave the very same fight");
    }

    @Test
    @DisplayName("simulate: one, two or three threads give the very same report, new figures included")
    void threadsChangeNothingInTheWholeReport() {
        Report one = Simulation.run(duel(), 45, 3, 1, n -> { });
        assertEquals(one, Simulation.run(duel(), 45, 3, 2, n -> { }));
        assertEquals(one, Simulation.run(duel(), 45, 3, 3, n -> { }));
        assertEquals(one, Report.of(duel(), 3, java.util.stream.IntStream.range(0, 45).map(i -> 44 - i)
                .mapToObj(i -> new Report.Played(i, Simulation.fight(Simulation.allAi(duel()), 3 + i))).toList()),
                "order of the fights");
    }

    @Test
    @DisplayName("simulate: the fights the party won, kept a bit a fight, are those each seed's fight gives, on one"
            + " thread or three, beside the same report")
    void partyWonByRun() {
        Simulation.Played one = Simulation.played(duel(), 45, 3, 1, n -> { });
        Simulation.Played three = Simulation.played(duel(), 45, 3, 3, n -> { });
        assertEquals(Simulation.run(duel(), 45, 3, 1, n -> { }), one.report());
        assertEquals(one, three);
        java.util.BitSet expected = new java.util.BitSet();
        for (int i = 0; i < 45; i++) {
            if ("party".equals(Simulation.fight(Simulation.allAi(duel()), 3 + i).winner())) expected.set(i);
        }
        assertEquals(expected, one.partyWon());
        assertEquals(Math.round(one.report().partyWins() * 45), expected.cardinality());
        assertTrue(expected.cardinality() > 0 && expected.cardinality() < 45, "some won, some not: " + expected);
    }

    @Test
    @DisplayName("simulate: the rounds distribution counts every fight, the interval holds the win rate")
    void distributionAndInterval() {
        Report r = Simulation.run(duel(), 40, 5, 2, n -> { });
        assertEquals(40, r.roundsDistribution().stream().mapToInt(Report.RoundsCount::fights).sum());
        assertEquals(r.minRounds(), r.roundsDistribution().get(0).rounds());
        assertEquals(r.maxRounds(), r.roundsDistribution().get(r.roundsDistribution().size() - 1).rounds());
        assertTrue(r.medianRounds() <= r.rounds90() && r.rounds90() <= r.maxRounds());
        assertTrue(r.partyWinsLow() <= r.partyWins() && r.partyWins() <= r.partyWinsHigh(), r.toString());
        assertTrue(r.meanTurns() >= 2 * r.meanRounds() - 2, "two creatures take about two turns a round: " + r);
        assertTrue(r.text().contains("95% interval"), r.text());
    }

    @Test
    @DisplayName("simulate: crits and fumbles are each attack's critical and natural-1 flags, summed per attacker")
    void critsAndFumblesCountAttacks() {
        long crits = 0;
        long fumbles = 0;
        for (long seed = 0; seed < 40; seed++) {
            Simulation.Fight f = Simulation.fight(Simulation.allAi(duel()), seed);
            crits += f.crits().get(0) + f.crits().get(1);
            fumbles += f.fumbles().get(0) + f.fumbles().get(1);
            assertTrue(f.turns() >= f.rounds(), "at least one turn a round");
        }
        assertTrue(crits > 0 && fumbles > 0, "forty duels without a crit or a fumble: " + crits + ", " + fumbles);
    }

    @Test
    @DisplayName("CAST-CRIT: a spell's critical chain counts among its caster's crits, as a hit's does (ATK-CRIT)")
    void CAST_CRIT_aSpellsChainCountsAmongItsCastersCrits() {
        Scenario crypt = Simulation.allAi(RealContent.encounter("crypt-of-the-wight"));
        long[] spellCrits = new long[1];
        for (long seed = 1; seed <= 40; seed++) {
            assertEquals(critsInLog(crypt, seed, spellCrits), Simulation.fight(crypt, seed).crits(), "seed " + seed);
        }
        assertTrue(spellCrits[0] > 0, "forty fights of the crypt without a spell's critical chain");
    }

    /**
     * The same fight with every event kept, its criticals counted from the log by creature: an attack's, and
     * a cast whose chain doubled (added to {@code spells} as well).
     */
    private static List<Integer> critsInLog(Scenario scenario, long seed, long[] spells) {
        Game game = Game.of(scenario, seed, new CoverMemory());
        List<Creature> creatures = game.battle().creatures();
        Integer[] crits = new Integer[creatures.size()];
        java.util.Arrays.fill(crits, 0);
        game.battle().log().listen(e -> {
            String who = e.event() instanceof AttackEvent a && a.critical() ? a.attacker() : null;
            if (e.event() instanceof CastEvent c && c.multiplier() != null && c.multiplier() > 1) {
                who = c.caster();
                spells[0]++;
            }
            for (int i = 0; who != null && i < creatures.size(); i++) if (creatures.get(i).id().equals(who)) crits[i]++;
        });
        game.start();
        game.advance();
        return List.of(crits);
    }

    @Test
    @DisplayName("simulate: a stop request ends the runs early, on one thread and on two")
    void stopsWhenAsked() {
        for (int threads : new int[] {1, 2}) {
            AtomicInteger heard = new AtomicInteger();
            assertThrows(CancellationException.class, () -> Simulation.run(duel(), 100_000, 1, threads, heard::set,
                    () -> heard.get() >= 5));
            assertTrue(heard.get() < 100_000, "ran to the end");
        }
    }

    @Test
    @DisplayName("simulate: an interrupted caller stops the runs and keeps its interrupt flag")
    void stopsWhenInterrupted() {
        Thread.currentThread().interrupt();
        try {
            assertThrows(CancellationException.class, () -> Simulation.run(duel(), 1000, 1, 1, n -> { }));
            assertTrue(Thread.currentThread().isInterrupted());
        } finally {
            Thread.interrupted();
        }
    }
}
