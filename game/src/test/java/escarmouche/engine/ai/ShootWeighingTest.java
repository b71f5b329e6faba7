package escarmouche.engine.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.behaviour.Action;
import escarmouche.behaviour.Rule;
import escarmouche.engine.battle.Creature;
import escarmouche.simulate.Simulation;
import escarmouche.testing.Scripts;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A shot weighs the squares of its move range cheapest first and stops once the best ones kept cannot be
 * beaten: the squares it keeps, and so the command, are those a weighing of the whole range keeps.
 */
class ShootWeighingTest {
    @Test
    @DisplayName("ATK-RANGE: the squares a shot keeps, weighed cheapest first with an early stop, equal those of the whole move range, after every event")
    void stoppingEarlyKeepsTheSameSquares() {
        int[] weighed = {0};
        int[] settledEarly = {0};
        for (String id : List.of("goblins-at-the-ford", "wolf-pack", "crypt-of-the-wight")) {
            EverySituation.check(Simulation.allAi(Scripts.encounter(id)), 3, s -> {
                if (s.range() == 0 || !s.mayStrike()) return;
                for (Rule rule : ScriptedAi.behaviourOf(s.self).rules()) {
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
                        // Where the whole range holds more than the list keeps, all of them as good as any
                        // square can be, the cheapest-first weighing could stop before the end.
                        if (all.size() == ShootPlan.LOOKS && ShootPlan.unbeatable(all.get(ShootPlan.LOOKS - 1), shoot.distance())) {
                            settledEarly[0]++;
                        }
                    }
                }
            });
        }
        assertTrue(weighed[0] > 1000, "shots weighed: " + weighed[0]);
        assertTrue(settledEarly[0] > 100, "shots whose best squares were settled early: " + settledEarly[0]);
    }

    private static Situation fresh(Situation s) {
        return new Situation(s.battle, s.services, s.previews, s.self, s.attackers);
    }
}
