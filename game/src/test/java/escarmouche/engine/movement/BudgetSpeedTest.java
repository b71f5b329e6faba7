package escarmouche.engine.movement;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
        inRandomStates(91L, 6, 7, (p, hero, state) -> {
            MovementService movement = p.game().services().movement;
            assertEquals(movement.speed(hero).speed(), movement.effectiveSpeed(hero), state);
        });
    }

    @Test
    @DisplayName("MOVE-WOUNDED, COND-GRAPPLED, HP-EXHAUSTION: the rules a step names for its speed are the full answer's, in any state, both rule sets")
    void speedRulesEqualTheFullAnswers() {
        int[] named = {0, 0};
        inRandomStates(92L, 12, 4, (p, hero, state) -> {
            MovementBudget budget = new MovementBudget(p.game().battle());
            assertEquals(budget.speed(hero).rules(), budget.speedRules(hero), state);
            named[budget.speedRules(hero).isEmpty() ? 0 : 1]++;
        });
        // Both answers must come up: no rule (the short way) and some rule (the full answer's list).
        assertTrue(named[0] > 100 && named[1] > 100, "none " + named[0] + ", some " + named[1]);
    }

    /** A check of the hero in one state, described in words for the failure message. */
    @FunctionalInterface
    private interface Check {
        void in(Played p, Creature hero, String state);
    }

    /**
     * Puts the hero in 400 random states under each rule set (each condition gained with odds 1 in
     * {@code conditionOdds}, exhaustion below {@code exhaustionLevels}) and checks each.
     */
    private static void inRandomStates(long seed, int conditionOdds, int exhaustionLevels, Check check) {
        for (RuleSet rules : RuleSet.values()) {
            Played p = Played.of(TestScenario.map("#######", "#.....#", "#######")
                    .with("hero", "party", 1, 1, c -> c.speed(6).hp(20).control("player"))
                    .with("orc", "monsters", 5, 1, c -> c.control("player"))
                    .initiative("hero", "orc").rules(rules).build()).start();
            Creature hero = p.creature("hero");
            Property.forAll(seed, 400, r -> r.nextLong(), each -> {
                Random r = new Random(each);
                for (Condition c : ALL) {
                    if (r.nextInt(conditionOdds) == 0) hero.conditions.gain(c);
                    else hero.conditions.lose(c);
                }
                hero.health.hp = r.nextInt(5) - 2;
                hero.health.exhaustion = r.nextInt(exhaustionLevels);
                hero.stats.speed = r.nextInt(9);
                check.in(p, hero, rules + " " + hero.conditions.set + " hp " + hero.health.hp + " exhaustion "
                        + hero.health.exhaustion + " speed " + hero.stats.speed);
            });
        }
    }
}
