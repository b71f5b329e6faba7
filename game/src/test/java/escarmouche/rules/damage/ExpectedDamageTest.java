package escarmouche.rules.damage;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.rules.core.DamageType;
import escarmouche.rules.core.Resistance;
import escarmouche.rules.core.RuleSet;
import escarmouche.rules.dice.DiceExpression;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The average of a hit after the target's defences, worked out by hand over every roll: each expected value
 * below is a sum of the pipeline's answers divided by the number of rolls.
 */
class ExpectedDamageTest {
    private static final double EXACT = 1e-9;

    private static DamagePipeline.Defence defence(List<Resistance> r, int aura, int magic, boolean intangible,
                                                  boolean zoid, List<DamageType> vulnerable) {
        return new DamagePipeline.Defence(r, vulnerable, aura, magic, intangible, zoid);
    }

    /** The estimate's average as rolled, what the target takes of it, and the defences' rules named, in order. */
    private static void expect(ExpectedDamage.Estimate e, double before, double after, String... rules) {
        assertEquals(before, e.before(), EXACT);
        assertEquals(after, e.after(), EXACT);
        assertEquals(List.of(rules), e.rules());
    }

    private static ExpectedDamage.Estimate hit(String dice, int mods, DamageType type, int magic,
                                               DamagePipeline.Defence d) {
        return ExpectedDamage.ofHit(DiceExpression.parse(dice), mods, false, type, magic, d, RuleSet.HOUSE);
    }

    @Test
    @DisplayName("DMG-RESIST-HALF: 1d8+3 slashing on a skeleton deals 2, 2, 3, 3, 4, 4, 5, 5: 3.5 on average, not half of 7.5")
    void DMG_RESIST_HALF_roundsDownRollByRoll() {
        var d = defence(List.of(Resistance.halving(DamageType.SLASHING)), 0, 0, false, false, List.of());
        ExpectedDamage.Estimate e = hit("1d8", 3, DamageType.SLASHING, 0, d);
        expect(e, 7.5, 3.5, "DMG-RESIST-HALF");
        // Another type passes untouched, and then no defence is named.
        ExpectedDamage.Estimate blunt = hit("1d8", 3, DamageType.BLUDGEONING, 0, d);
        assertEquals(7.5, blunt.after(), EXACT);
        assertEquals(List.of(), blunt.rules());
    }

    @Test
    @DisplayName("DMG-RESIST-FLAT: a resistance of 5 leaves 1d8 at 0, 0, 0, 0, 0, 1, 2, 3: 0.75 on average")
    void DMG_RESIST_FLAT_takesAllOfASmallRoll() {
        var d = defence(List.of(Resistance.flat(DamageType.COLD, 5)), 0, 0, false, false, List.of());
        ExpectedDamage.Estimate e = hit("1d8", 0, DamageType.COLD, -1, d);
        expect(e, 4.5, 0.75, "DMG-RESIST-FLAT");
    }

    @Test
    @DisplayName("DMG-AURA: the seed's resistance 15 and aura 5 against a steady 25 leave 5, both rules named in order")
    void DMG_AURA_seedExample() {
        var d = defence(List.of(Resistance.flat(DamageType.BLUDGEONING, 15)), 5, 0, false, false, List.of());
        ExpectedDamage.Estimate e = hit("25", 0, DamageType.BLUDGEONING, 0, d);
        expect(e, 25.0, 5.0, "DMG-RESIST-FLAT", "DMG-AURA");
    }

    @Test
    @DisplayName("DMG-MAGIC-WEAPON: a mundane 1d8+3 on a creature hit only by +1 weapons loses 5: 21/8; a spectre takes nothing")
    void DMG_MAGIC_WEAPON_mundaneWeapons() {
        var magicOnly = defence(List.of(), 0, 1, false, false, List.of());
        ExpectedDamage.Estimate e = hit("1d8", 3, DamageType.SLASHING, 0, magicOnly);
        assertEquals(21.0 / 8, e.after(), EXACT);
        assertEquals(List.of("DMG-MAGIC-WEAPON"), e.rules());
        assertEquals(8.5, hit("1d8", 4, DamageType.SLASHING, 1, magicOnly).after(), EXACT, "a +1 weapon meets no resistance");
        var spectre = defence(List.of(), 0, 0, true, false, List.of());
        assertEquals(0.0, hit("1d8", 3, DamageType.SLASHING, 0, spectre).after(), EXACT);
        assertEquals(8.5, hit("1d8", 4, DamageType.SLASHING, 1, spectre).after(), EXACT);
    }

    @Test
    @DisplayName("DMG-VULN: a skeleton takes a 1d6+2 club double: 11.0")
    void DMG_VULN_doubles() {
        var d = defence(List.of(), 0, 0, false, false, List.of(DamageType.BLUDGEONING));
        ExpectedDamage.Estimate e = hit("1d6", 2, DamageType.BLUDGEONING, 0, d);
        expect(e, 5.5, 11.0, "DMG-VULN");
    }

    @Test
    @DisplayName("DMG-ZOID: 2d6 divided by 6 rounded down is 0 below 6, 1 from 6 to 11, 2 on a 12: 27/36")
    void DMG_ZOID_dividesRollByRoll() {
        var d = defence(List.of(), 0, 0, false, true, List.of());
        ExpectedDamage.Estimate e = hit("2d6", 0, DamageType.BLUDGEONING, 0, d);
        expect(e, 7.0, 27.0 / 36, "DMG-ZOID");
    }

    @Test
    @DisplayName("DMG-ROLL: a subtracted die and a total never below 0: 1d6-1d4 averages 34/24")
    void DMG_ROLL_neverBelowZero() {
        ExpectedDamage.Estimate e = hit("1d6-1d4", 0, DamageType.PIERCING, 0, DamagePipeline.Defence.NONE);
        // d4 = 1: 0+1+2+3+4+5; 2: 1+2+3+4; 3: 1+2+3; 4: 1+2. Out of 24 rolls.
        expect(e, 34.0 / 24, e.before());
    }

    @Test
    @DisplayName("ATK-CRIT: every hit a critical, house rules: x2 and the chain, 19/9 of 7.5; halving after it leaves 19/18")
    void ATK_CRIT_theChainBeforeTheDefences() {
        DiceExpression d8 = DiceExpression.parse("1d8");
        ExpectedDamage.Estimate plain = ExpectedDamage.ofHit(d8, 3, true, DamageType.SLASHING, 0,
                DamagePipeline.Defence.NONE, RuleSet.HOUSE);
        assertEquals(7.5 * 19 / 9, plain.before(), 1e-6);
        assertEquals(plain.before(), plain.after(), EXACT);
        var halves = defence(List.of(Resistance.halving(DamageType.SLASHING)), 0, 0, false, false, List.of());
        // Every multiplier is even, so halving loses nothing to rounding: half of the chain's average.
        ExpectedDamage.Estimate halved = ExpectedDamage.ofHit(d8, 3, true, DamageType.SLASHING, 0, halves, RuleSet.HOUSE);
        assertEquals(7.5 * 19 / 18, halved.after(), 1e-6);
    }

    @Test
    @DisplayName("ATK-CRIT: plain 5e rolls the dice twice and adds the flat part once: 1d8+1 with +2 becomes 2d8+3, 12.0")
    void ATK_CRIT_plainRulesRollTheDiceTwice() {
        ExpectedDamage.Estimate e = ExpectedDamage.ofHit(DiceExpression.parse("1d8+1"), 2, true, DamageType.SLASHING,
                0, DamagePipeline.Defence.NONE, RuleSet.DD5);
        assertEquals(12.0, e.before(), EXACT);
    }

    @Test
    @DisplayName("DMG-ROLL: a hundred dice of a thousand faces are weighed at their average roll, not one by one")
    void DMG_ROLL_hugeDiceAtTheirAverage() {
        ExpectedDamage.Estimate e = hit("100d1000", 0, DamageType.FIRE, -1, DamagePipeline.Defence.NONE);
        assertEquals(50_050.0, e.before(), EXACT);
    }
}
