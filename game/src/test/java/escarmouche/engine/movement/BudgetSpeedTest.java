package escarmouche.engine.movement;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.engine.battle.Creature;
import escarmouche.rules.core.Condition;
import escarmouche.rules.core.RuleSet;
import escarmouche.testing.Played;
import escarmouche.testing.Property;
import escarmouche.testing.TestScenario;
import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The budget's speed figure, worked out without listing the rules that shaped it, is the speed of the
 * full answer whatever the creature's conditions, hit points and exhaustion.
 */
class BudgetSpeedTest {
    private static final Condition[] ALL = Condition.values();

    @Test
    @DisplayName("MOVE-WOUNDED, COND-GRAPPLED, HP-EXHAUSTION: effectiveSpeed equals speed().speed() in any state, both rule sets")
    void speedAloneEqualsTheFullAnswer() {
        for (RuleSet rules : RuleSet.values()) {
            Played p = Played.of(TestScenario.map("#######", "#.....#", "#######")
                    .with("hero", "party", 1, 1, c -> c.speed(6).hp(20).control("player"))
                    .with("orc", "monsters", 5, 1, c -> c.control("player"))
                    .initiative("hero", "orc").rules(rules).build()).start();
            MovementService movement = p.game().services().movement;
            Creature hero = p.creature("hero");
            Property.forAll(91L, 400, r -> r.nextLong(), seed -> {
                Random r = new Random(seed);
                for (Condition c : ALL) {
                    if (r.nextInt(6) == 0) hero.conditions.gain(c);
                    else hero.conditions.lose(c);
                }
                hero.health.hp = r.nextInt(5) - 2;
                hero.health.exhaustion = r.nextInt(7);
                hero.stats.speed = r.nextInt(9);
                String state = rules + " " + hero.conditions.set + " hp " + hero.health.hp + " exhaustion "
                        + hero.health.exhaustion + " speed " + hero.stats.speed;
                assertEquals(movement.speed(hero).speed(), movement.effectiveSpeed(hero), state);
            });
        }
    }

    @Test
    @DisplayName("MOVE-WOUNDED, COND-GRAPPLED, HP-EXHAUSTION: the rules a step names for its speed are the full answer's, in any state, both rule sets")
    void speedRulesEqualTheFullAnswers() {
        int[] named = {0, 0};
        for (RuleSet rules : RuleSet.values()) {
            Played p = Played.of(TestScenario.map("#######", "#.....#", "#######")
                    .with("hero", "party", 1, 1, c -> c.speed(6).hp(20).control("player"))
                    .with("orc", "monsters", 5, 1, c -> c.control("player"))
                    .initiative("hero", "orc").rules(rules).build()).start();
            MovementBudget budget = new MovementBudget(p.game().battle());
            Creature hero = p.creature("hero");
            Property.forAll(92L, 400, r -> r.nextLong(), seed -> {
                Random r = new Random(seed);
                for (Condition c : ALL) {
                    if (r.nextInt(12) == 0) hero.conditions.gain(c);
                    else hero.conditions.lose(c);
                }
                hero.health.hp = r.nextInt(5) - 2;
                hero.health.exhaustion = r.nextInt(4);
                hero.stats.speed = r.nextInt(9);
                String state = rules + " " + hero.conditions.set + " hp " + hero.health.hp + " exhaustion "
                        + hero.health.exhaustion + " speed " + hero.stats.speed;
                assertEquals(budget.speed(hero).rules(), budget.speedRules(hero), state);
                named[budget.speedRules(hero).isEmpty() ? 0 : 1]++;
            });
        }
        // Both answers must come up: no rule (the short way) and some rule (the full answer's list).
        assertEquals(true, named[0] > 100 && named[1] > 100, "none " + named[0] + ", some " + named[1]);
    }
}
