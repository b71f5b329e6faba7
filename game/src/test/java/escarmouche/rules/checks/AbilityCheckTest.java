package escarmouche.rules.checks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.rules.core.Ability;
import escarmouche.rules.core.Advantage;
import escarmouche.rules.core.Condition;
import escarmouche.rules.core.RuleSet;
import escarmouche.rules.dice.ForcedDice;
import escarmouche.rules.dice.SeededDice;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class AbilityCheckTest {
    private static ForcedDice dice(Integer... values) {
        return new ForcedDice(List.of(values), new SeededDice(7));
    }

    private static AbilityCheck.Input check(Condition... c) {
        return AbilityCheck.Input.of(Ability.WIS, 2, 12).withConditions(Set.of(c), 0);
    }

    @Test
    @DisplayName("COND-BLINDED: a check that needs sight fails without a roll")
    void COND_BLINDED_sightChecks() {
        D20Test.Result r = AbilityCheck.roll(check(Condition.BLINDED).withSense(AbilityCheck.Sense.SIGHT), dice(20));
        assertFalse(r.success());
        assertTrue(r.rolls().isEmpty());
        assertTrue(AbilityCheck.roll(check(Condition.BLINDED), dice(15)).success());
    }

    @Test
    @DisplayName("COND-DEAFENED: hearing checks fail; [HOUSE] disadvantage on checks to resist surprise")
    void COND_DEAFENED_hearingAndSurprise() {
        assertFalse(AbilityCheck.roll(check(Condition.DEAFENED).withSense(AbilityCheck.Sense.HEARING), dice(20)).success());
        AbilityCheck.Input surprise = check(Condition.DEAFENED).againstSurprise();
        D20Test.Result r = AbilityCheck.roll(surprise, dice(17, 6));
        assertEquals(Advantage.DISADVANTAGE, r.setup().advantage());
        assertEquals(8, r.total());
        assertEquals(Advantage.NONE, AbilityCheck.declare(surprise.withRules(RuleSet.DD5)).advantage());
    }

    @Test
    @DisplayName("COND-POISONED, COND-FRIGHTENED (source in sight), HP-EXHAUSTION 1: disadvantage on checks")
    void COND_POISONED_checks() {
        assertEquals(Advantage.DISADVANTAGE, AbilityCheck.declare(check(Condition.POISONED)).advantage());
        assertEquals(Advantage.NONE, AbilityCheck.declare(check(Condition.FRIGHTENED)).advantage());
        assertEquals(Advantage.DISADVANTAGE,
                AbilityCheck.declare(check(Condition.FRIGHTENED).withFearInSight(true)).advantage());
        assertEquals(Advantage.DISADVANTAGE,
                AbilityCheck.declare(AbilityCheck.Input.of(Ability.STR, 0, 10).withConditions(Set.of(), 1)).advantage());
    }

    @Test
    @DisplayName("HP-EXHAUSTION, COND-POISONED, COND-FRIGHTENED: the creature's own state, the one list every ability check takes, in the log's order")
    void HP_EXHAUSTION_conditionSources() {
        assertEquals(List.of(), AbilityCheck.conditionSources(Set.of(), true, 0));
        assertEquals(List.of(), AbilityCheck.conditionSources(Set.of(Condition.FRIGHTENED), false, 0),
                "fear without its source in sight");
        assertEquals(List.of(new Advantage.Source("exhaustion 1", false, "HP-EXHAUSTION")),
                AbilityCheck.conditionSources(Set.of(), false, 1));
        assertEquals(List.of(new Advantage.Source("poisoned", false, "COND-POISONED"),
                        new Advantage.Source("frightened, source in sight", false, "COND-FRIGHTENED"),
                        new Advantage.Source("exhaustion 3", false, "HP-EXHAUSTION")),
                AbilityCheck.conditionSources(Set.of(Condition.FRIGHTENED, Condition.POISONED), true, 3));
        // declare takes the same list, after the surprise's deafness and before help.
        AbilityCheck.Input in = check(Condition.POISONED).withConditions(Set.of(Condition.POISONED), 2);
        assertEquals(AbilityCheck.conditionSources(Set.of(Condition.POISONED), false, 2), AbilityCheck.declare(in).sources());
    }

    @Test
    @DisplayName("ACT-HELP gives advantage on a check; COND-CHARMED: the charmer has advantage socially")
    void ACT_HELP_checks() {
        D20Test.Result r = AbilityCheck.roll(check().withHelpFrom("ally"), dice(3, 11));
        assertEquals(13, r.total());
        assertTrue(r.success());
        assertEquals(Advantage.ADVANTAGE, AbilityCheck.declare(check().asCharmer()).advantage());
        assertTrue(AbilityCheck.declare(check().asCharmer()).rules().contains("COND-CHARMED"));
    }
}
