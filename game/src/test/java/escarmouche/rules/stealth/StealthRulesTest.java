package escarmouche.rules.stealth;

import escarmouche.rules.checks.D20Test;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.rules.checks.AbilityCheck;
import escarmouche.rules.core.Ability;
import escarmouche.rules.core.AbilityScores;
import escarmouche.rules.core.Advantage;
import escarmouche.rules.core.Condition;
import escarmouche.rules.core.Modifier;
import escarmouche.rules.core.RuleSet;
import escarmouche.rules.dice.ForcedDice;
import escarmouche.rules.dice.SeededDice;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class StealthRulesTest {
    private static final List<ArmorNoise.Piece> PLATE_SET = List.of(new ArmorNoise.Piece("plate", -8),
            new ArmorNoise.Piece("great shield", -2), new ArmorNoise.Piece("great helm", -2));

    private static ForcedDice dice(Integer... values) {
        return new ForcedDice(List.of(values), new SeededDice(1));
    }

    @Test
    @DisplayName("SURP-ARMOR (seed): plate + great shield + great helm = -12; no armour at all +1")
    void SURP_ARMOR_seedExample() {
        assertEquals(-12, Modifier.sum(ArmorNoise.of(PLATE_SET)));
        assertEquals(List.of(new Modifier("no armour", 1)), ArmorNoise.of(List.of()));
        assertEquals(-1, Modifier.sum(ArmorNoise.of(List.of(new ArmorNoise.Piece("small helm", -1)))),
                "a helm alone is armour: no +1");
    }

    @Test
    @DisplayName("SURP-CHECK: a Dex check with the armour modifiers; samurai, monks and infiltrators with advantage")
    void SURP_CHECK_dexWithArmour() {
        AbilityCheck.Input in = Stealth.check(Stealth.Purpose.SNEAK, 2, 10, PLATE_SET, "samurai", RuleSet.HOUSE);
        D20Test.Result r = AbilityCheck.roll(in, dice(5, 18));
        assertEquals(Advantage.ADVANTAGE, r.setup().advantage());
        assertEquals(18 + 2 - 12, r.total());
        assertTrue(r.setup().rules().contains("CLASS-SAMURAI"));
        AbilityCheck.Input fighter = Stealth.check(Stealth.Purpose.SNEAK, 2, 10, List.of(), "fighter", RuleSet.HOUSE);
        assertEquals(Advantage.NONE, AbilityCheck.declare(fighter).advantage());
    }

    @Test
    @DisplayName("ACT-HIDE: only infiltrators hide with advantage; armour counts")
    void ACT_HIDE_infiltratorAdvantage() {
        assertEquals(Advantage.NONE, AbilityCheck.declare(
                Stealth.check(Stealth.Purpose.HIDE, 3, 10, List.of(), "monk", RuleSet.HOUSE)).advantage());
        D20Test.Setup inf = AbilityCheck.declare(
                Stealth.check(Stealth.Purpose.HIDE, 3, 10, List.of(), "infiltrator", RuleSet.HOUSE));
        assertEquals(Advantage.ADVANTAGE, inf.advantage());
        assertTrue(inf.rules().contains("CLASS-INFILTRATOR"));
        assertEquals(4, Modifier.sum(inf.modifiers()), "Dex +3 and no armour +1");
        assertEquals(List.of("ACT-HIDE", "SURP-ARMOR"), Stealth.rules(Stealth.Purpose.HIDE, RuleSet.HOUSE));
    }

    @Test
    @DisplayName("ACT-HIDE, SURP-CHECK, SURP-RESIST: a class's advantage is named by its rule (CLASS-INFILTRATOR), as"
            + " OA-DISENGAGE names it, not by the class id the screens would show as an English word")
    void ACT_HIDE_classAdvantageNamedByItsRule() {
        Advantage.Source byRule = new Advantage.Source("CLASS-INFILTRATOR", true, "CLASS-INFILTRATOR");
        assertEquals(List.of(byRule), AbilityCheck.declare(
                Stealth.check(Stealth.Purpose.HIDE, 3, 10, List.of(), "infiltrator", RuleSet.HOUSE)).sources());
        assertEquals(List.of(new Advantage.Source("CLASS-MONK", true, "CLASS-MONK")), AbilityCheck.declare(
                Stealth.check(Stealth.Purpose.SNEAK, 3, 10, List.of(), "monk", RuleSet.HOUSE)).sources());
        assertEquals(List.of(byRule), AbilityCheck.declare(
                Surprise.resist(AbilityScores.AVERAGE, 15, "infiltrator")).sources());
    }

    @Test
    @DisplayName("dd5: a bare Dex check, no armour modifier and no class advantage")
    void dd5Stealth() {
        D20Test.Setup s = AbilityCheck.declare(
                Stealth.check(Stealth.Purpose.SNEAK, 3, 10, PLATE_SET, "infiltrator", RuleSet.DD5));
        assertEquals(3, Modifier.sum(s.modifiers()));
        assertEquals(Advantage.NONE, s.advantage());
    }

    @Test
    @DisplayName("SURP-RESIST: DC the best stealth total, at least 15; best of Int, Dex, Wis")
    void SURP_RESIST_dcAndAbility() {
        assertEquals(15, Surprise.resistDc(List.of(9, 12)));
        assertEquals(18, Surprise.resistDc(List.of(18, 12)));
        assertEquals(Ability.WIS, Surprise.bestAbility(new AbilityScores(10, 12, 10, 8, 16, 10)));
        assertEquals(Ability.INT, Surprise.bestAbility(AbilityScores.AVERAGE), "ties: Int first");
    }

    @Test
    @DisplayName("SURP-RESIST: monks resist with advantage; COND-DEAFENED gives disadvantage; both cancel")
    void SURP_RESIST_advantages() {
        AbilityScores s = new AbilityScores(10, 16, 10, 8, 14, 10);
        AbilityCheck.Input monk = Surprise.resist(s, 15, "monk");
        assertEquals(Ability.DEX, monk.ability());
        assertEquals(Advantage.ADVANTAGE, AbilityCheck.declare(monk).advantage());
        AbilityCheck.Input deaf = Surprise.resist(s, 15, "fighter").withConditions(Set.of(Condition.DEAFENED), 0);
        assertEquals(Advantage.DISADVANTAGE, AbilityCheck.declare(deaf).advantage());
        AbilityCheck.Input both = Surprise.resist(s, 15, "infiltrator").withConditions(Set.of(Condition.DEAFENED), 0);
        assertEquals(Advantage.NONE, AbilityCheck.declare(both).advantage());
    }

    @Test
    @DisplayName("dd5 surprise: passive Perception 10 + Wis against the stealth total")
    void dd5Passive() {
        AbilityScores wise = new AbilityScores(10, 10, 10, 10, 14, 10);
        assertEquals(12, Surprise.passivePerception(wise));
        assertTrue(Surprise.surprisedPassively(wise, 13));
        assertFalse(Surprise.surprisedPassively(wise, 12));
    }
}
