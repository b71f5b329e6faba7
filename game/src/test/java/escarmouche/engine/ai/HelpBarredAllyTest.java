package escarmouche.engine.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.rules.core.Condition;
import escarmouche.rules.core.RuleSet;
import escarmouche.testing.TestScenario;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * ACT-HELP in a script: the ally helped is the nearest to the target that may attack it at all, so that the help
 * is not lost on one charmed by the target (COND-CHARMED) or frightened under the house rules (COND-FRIGHTENED).
 */
class HelpBarredAllyTest {
    /**
     * The goblin helps against the hero beside it; pal stands beside the hero too (the nearest), far two squares
     * off, with {@code condition} from the hero on pal.
     */
    private static AiCase helping(RuleSet rules, Condition condition) {
        AiCase c = AiCase.of(TestScenario.map(
                                "##########",
                                "#........#",
                                "#........#",
                                "#........#",
                                "##########")
                        .with("gob", "monsters", 5, 2, x -> x)
                        .with("hero", "party", 4, 2, x -> x.pc("fighter"))
                        .with("pal", "monsters", 3, 2, x -> x)
                        .with("far", "monsters", 2, 2, x -> x)
                        .initiative("gob", "hero", "pal", "far").rules(rules))
                .rules("gob", "{\"do\": \"help\"}");
        if (condition != null) {
            c.before("pal", p -> {
                p.conditions.gain(condition);
                p.conditions.setSource(condition, "hero");
            });
        }
        return c;
    }

    @Test
    @DisplayName("ACT-HELP, COND-CHARMED: the nearest ally, charmed by the target, is passed over for one that may attack it")
    void ACT_HELP_COND_CHARMED_notTheAllyCharmedByTheTarget() {
        assertEquals("help pal hero", helping(RuleSet.HOUSE, null).next(), "nothing amiss: the nearest");
        assertEquals("help far hero", helping(RuleSet.HOUSE, Condition.CHARMED).next());
        assertEquals("help far hero", helping(RuleSet.DD5, Condition.CHARMED).next(), "COND-CHARMED is 5e's own");
    }

    @Test
    @DisplayName("ACT-HELP, COND-FRIGHTENED: under the house rules a frightened ally, which may only defend itself, is"
            + " passed over; under plain 5e it may attack, and is helped")
    void ACT_HELP_COND_FRIGHTENED_notAFrightenedAllyUnderTheHouseRules() {
        assertEquals("help far hero", helping(RuleSet.HOUSE, Condition.FRIGHTENED).next());
        assertEquals("help pal hero", helping(RuleSet.DD5, Condition.FRIGHTENED).next());
    }

    @Test
    @DisplayName("ACT-HELP, COND-FRIGHTENED: with every ally barred from attacking the target, it does not help")
    void ACT_HELP_COND_FRIGHTENED_noAllyToHelp() {
        AiCase c = helping(RuleSet.HOUSE, Condition.FRIGHTENED).before("far", p -> p.conditions.gain(Condition.FRIGHTENED));
        assertEquals("end", c.next(), "the help rule gives nothing, and no rule follows");
    }
}
