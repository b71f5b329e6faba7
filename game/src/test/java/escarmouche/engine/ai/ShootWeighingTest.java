package escarmouche.engine.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.behaviour.Action;
import escarmouche.behaviour.Rule;
import escarmouche.content.model.Scenario;
import escarmouche.engine.battle.Creature;
import escarmouche.simulate.Simulation;
import escarmouche.testing.Scripts;
import escarmouche.testing.TestScenario;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A shot weighs the squares of its move range cheapest first and stops once the best ones kept cannot be
 * beaten, or weighs none when no square can beat where it stands (the target out of normal range from
 * all of them): the squares it keeps, and so the command, are those a weighing of the whole range keeps.
 */
class ShootWeighingTest {
    @Test
    @DisplayName("ATK-RANGE: the squares a shot keeps, weighed cheapest first with an early stop, equal those of the whole move range, after every event")
    void stoppingEarlyKeepsTheSameSquares() {
        int[] weighed = {0};
        int[] settledEarly = {0};
        int[] skipped = {0};
        List<Scenario> fights = new ArrayList<>();
        for (String id : List.of("goblins-at-the-ford", "wolf-pack", "crypt-of-the-wight")) {
            fights.add(Simulation.allAi(Scripts.encounter(id)));
        }
        fights.add(longField());
        for (Scenario fight : fights) {
            EverySituation.check(fight, 3, s -> {
                if (s.range() == 0 || !s.mayStrike()) return;
                List<Rule> rules = new ArrayList<>(ScriptedAi.behaviourOf(s.self).rules());
                rules.add(SHOOT_FROM_FOUR);
                for (Rule rule : rules) {
                    if (!(rule.action() instanceof Action.Shoot shoot)) continue;
                    for (Creature target : s.enemies()) {
                        Situation early = fresh(s);
                        Situation whole = fresh(s);
                        ShootPlan.Spot here = ShootPlan.standing(whole, target, shoot.distance());
                        List<ShootPlan.Spot> all = ShootPlan.better(whole, target, here, shoot.distance(), false);
                        List<ShootPlan.Spot> kept = ShootPlan.better(early, target,
                                ShootPlan.standing(early, target, shoot.distance()), shoot.distance(), true);
                        assertEquals(all, kept, s.self.id() + " shooting " + target.id() + ", rule " + rule.number());
                        assertEquals(ShootPlan.plan(fresh(s), rule, target, shoot.distance()),
                                ShootPlan.plan(fresh(s), rule, target, shoot.distance(), false));
                        if (!all.isEmpty()) weighed[0]++;
                        // Where no square can beat where it stands, or the list fills with squares as good
                        // as any before cost, the cheapest-first weighing is skipped or stops before the end.
                        boolean normal = ShootPlan.normalRangePossible(s, target);
                        if (ShootPlan.unbeatable(here, shoot.distance(), normal) && !ShootPlan.unbeatable(here, shoot.distance(), true)) {
                            skipped[0]++;
                        }
                        if (all.size() == ShootPlan.LOOKS && ShootPlan.unbeatable(all.get(ShootPlan.LOOKS - 1), shoot.distance(), normal)) {
                            settledEarly[0]++;
                        }
                    }
                }
            });
        }
        assertTrue(weighed[0] > 1000, "shots weighed: " + weighed[0]);
        assertTrue(settledEarly[0] > 100, "shots whose best squares were settled early: " + settledEarly[0]);
        assertTrue(skipped[0] > 100, "shots that weighed no square, the target being out of normal range from all: " + skipped[0]);
    }

    /** A shot from four squares away or more, asked of every archer whatever its script. */
    private static final Rule SHOOT_FROM_FOUR = Scripts.rules("{\"do\": \"shoot\", \"distance\": 4}").rules().get(0);

    /** Archers at one end of a long field, their enemies at the other: too far for normal range at first. */
    private static Scenario longField() {
        String wall = "#".repeat(44);
        String row = "#" + ".".repeat(42) + "#";
        return TestScenario.map(wall, row, row, row, row, wall)
                .with("hero", "party", 1, 1, c -> c.pc("fighter").abilities(16, 12).hp(30).ac(16))
                .with("squire", "party", 1, 3, c -> c.pc("fighter").abilities(14, 12).hp(20).ac(15))
                .with("gob1", "monsters", 40, 1, c -> c.hp(9).ac(13).weapons(TestScenario.SCIMITAR, TestScenario.SHORTBOW))
                .with("gob2", "monsters", 41, 2, c -> c.hp(9).ac(13).weapons(TestScenario.SCIMITAR, TestScenario.SHORTBOW))
                .with("gob3", "monsters", 40, 4, c -> c.hp(9).ac(13).weapons(TestScenario.SHORTBOW))
                .build();
    }

    private static Situation fresh(Situation s) {
        return new Situation(s.battle, s.services, s.previews, s.self, s.attackers);
    }
}
