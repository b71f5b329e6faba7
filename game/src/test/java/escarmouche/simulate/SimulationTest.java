package escarmouche.simulate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.content.model.Scenario;
import escarmouche.testing.TestScenario;
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
}
