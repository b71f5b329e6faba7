package escarmouche.engine.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.behaviour.Rule;
import escarmouche.behaviour.Target;
import escarmouche.engine.battle.Creature;
import escarmouche.rules.core.Condition;
import escarmouche.simulate.Simulation;
import escarmouche.testing.Scripts;
import escarmouche.testing.TestScenario;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A decision ranks a pool once per selector and lets the later rules of the script reuse it: going down
 * a behaviour's rules in one decision picks, rule after rule, the target a fresh decision would pick.
 */
class TargetRankingTest {
    @Test
    @DisplayName("ACT-ATTACK: targets picked with the decision's remembered rankings equal those of fresh decisions, after every event")
    void sharedRankingsPickAsFreshOnes() {
        int[] reused = {0};
        for (String id : List.of("goblins-at-the-ford", "wolf-pack", "ogre-and-grapplers")) {
            EverySituation.check(Simulation.allAi(Scripts.encounter(id)), 3, s -> {
                List<Rule> rules = ScriptedAi.behaviourOf(s.self).rules();
                for (Rule rule : rules) {
                    boolean known = s.ranking(rule.target()) != null;
                    Creature shared = Targets.pick(rule, s);
                    Situation fresh = new Situation(s.battle, s.services, s.previews, s.self, s.attackers);
                    assertSame(Targets.pick(rule, fresh), shared, s.self.id() + ", rule " + rule.number());
                    if (known && shared != null) reused[0]++;
                }
            });
        }
        assertTrue(reused[0] > 1000, "picks from a remembered ranking: " + reused[0]);
    }

    @Test
    @DisplayName("ACT-ATTACK: when the best candidate fails quick conditions, one walk through the pool picks the target testing in order picks")
    void oneWalkPicksAsTheOrderedTests() {
        int[] walked = {0};
        for (String id : List.of("goblins-at-the-ford", "wolf-pack", "ogre-and-grapplers")) {
            EverySituation.check(Simulation.allAi(Scripts.encounter(id)), 3, s -> {
                for (Rule rule : ScriptedAi.behaviourOf(s.self).rules()) {
                    Situation ordered = new Situation(s.battle, s.services, s.previews, s.self, s.attackers);
                    Creature inOrder = Targets.pick(rule, ordered, false);
                    Creature walk = Targets.pick(rule, s, true);
                    assertSame(inOrder, walk, s.self.id() + ", rule " + rule.number());
                    // Counted only where the walk did the work: the best failed, and another was found.
                    List<Creature> pool = Targets.pool(rule, s);
                    if (walk != null && Targets.allQuick(rule.when()) && pool.size() > 1
                            && walk != pool.get(Targets.ranking(rule.target(), s, pool).best)) {
                        walked[0]++;
                    }
                }
            });
        }
        assertTrue(walked[0] > 1000, "targets found past a failed best by the walk: " + walked[0]);
    }

    @Test
    @DisplayName("ACT-ATTACK: the candidates after the best come in the order of a plain sort of their keys")
    void candidatesComeInKeyOrder() {
        int[] checked = {0};
        EverySituation.check(Simulation.allAi(Scripts.encounter("wolf-pack")), 3, s -> {
            List<Creature> pool = s.enemies();
            if (pool.size() < 2) return;
            for (Target t : Target.values()) {
                if (t == Target.SELF || t == Target.WOUNDED_ALLY) continue;
                Targets.Ranking r = Targets.ranking(t, s, pool);
                List<Integer> expected = new ArrayList<>();
                for (int i = 0; i < pool.size(); i++) expected.add(i);
                expected.sort(Comparator.comparingLong(i -> Targets.rank(t, s, pool.get(i))));
                assertEquals(expected.get(0), r.best, t.name());
                // Asked out of order too: the first few, then one again, then the rest.
                assertEquals(expected.get(1), r.after(0), t.name());
                for (int k = 0; k < pool.size() - 1; k++) assertEquals(expected.get(k + 1), r.after(k), t + " " + k);
                assertEquals(-1, r.after(pool.size() - 1), t.name());
                checked[0]++;
            }
        });
        assertTrue(checked[0] > 100, "rankings checked: " + checked[0]);
    }

    @Test
    @DisplayName("ACT-ATTACK: a ranking key's distance field reads back the candidate's distance, whatever the sign of the measure above it")
    void keysHoldTheDistance() {
        int[] negative = {0};
        int[] checked = {0};
        for (String id : List.of("goblins-at-the-ford", "wolf-pack")) {
            EverySituation.check(Simulation.allAi(Scripts.encounter(id)), 2, s -> {
                List<Creature> all = new ArrayList<>(s.enemies());
                all.addAll(s.downedEnemies());
                for (Creature c : all) {
                    for (Target t : Target.values()) {
                        long key = Targets.rank(t, s, c);
                        assertEquals(s.self.distanceTo(c), Targets.distanceField(key), t + " " + c.id());
                        if (key < 0) negative[0]++;
                        checked[0]++;
                    }
                }
            });
        }
        assertTrue(checked[0] > 1000, "keys checked: " + checked[0]);
        assertTrue(negative[0] > 10, "keys of creatures below 0 hit points: " + negative[0]);
    }

    @Test
    @DisplayName("ACT-ATTACK: a ranking of the downed enemies too is not reused for a rule that ranks only those still fighting")
    void aRankingServesOnlyItsOwnPool() {
        // The first rule ranks the downed "near" with the others and finds no candidate; the second, by the
        // same selector, must rank the enemies still fighting afresh: only "far".
        AiCase c = AiCase.of(TestScenario.map("##########", "#........#", "#........#", "#........#", "##########")
                        .with("gob", "monsters", 1, 2, x -> x)
                        .with("near", "party", 3, 2, x -> x.pc("fighter").hp(20))
                        .with("far", "party", 6, 2, x -> x.pc("fighter").hp(20))
                        .initiative("gob", "near", "far"))
                .rules("gob", "{\"when\": [{\"target\": \"unconscious\"}, {\"target\": \"grappled\"}],"
                        + " \"target\": \"nearest\", \"do\": \"hold\"}, {\"target\": \"nearest\", \"do\": \"hold\"}")
                .before("near", x -> { // dying: unconscious below 0 hit points, out of the fight
                    x.conditions.gain(Condition.UNCONSCIOUS);
                    x.health.hp = -1;
                });
        assertEquals("far", c.start().decideTarget());
    }
}
