package escarmouche.rules.damage;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.rules.core.DamageType;
import escarmouche.rules.core.Resistance;
import escarmouche.rules.core.RuleSet;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class DamagePipelineTest {
    private static int apply(int rolled, int multiplier, DamageType type, int magic, DamagePipeline.Defence d) {
        return DamagePipeline.apply(new DamagePipeline.Hit(rolled, multiplier, type, magic), d, RuleSet.HOUSE)
                .finalDamage();
    }

    private static DamagePipeline.Defence defence(List<Resistance> r, int aura, int magic, boolean intangible,
                                                  boolean zoid, List<DamageType> vuln) {
        return new DamagePipeline.Defence(r, vuln, aura, magic, intangible, zoid);
    }

    @Test
    @DisplayName("DMG-AURA: resistance 15 and an aura of 5 against a 25-point hit leave 5")
    void DMG_AURA_seedExample() {
        var d = defence(List.of(Resistance.flat(DamageType.BLUDGEONING, 15)), 5, 0, false, false, List.of());
        assertEquals(5, apply(25, 1, DamageType.BLUDGEONING, 0, d));
    }

    @Test
    @DisplayName("DMG-RESIST-FLAT: resistances to one type do not stack, the best applies")
    void DMG_RESIST_FLAT_bestApplies() {
        var d = defence(List.of(Resistance.flat(DamageType.FIRE, 5), Resistance.flat(DamageType.FIRE, 10)), 0, 0,
                false, false, List.of());
        assertEquals(2, apply(12, 1, DamageType.FIRE, -1, d));
    }

    @Test
    @DisplayName("DMG-RESIST-FLAT, DMG-RESIST-HALF: a flat and a halving resistance to the hit's type do not stack, the one leaving less applies: 25 vs 15 and half -> 10; vs 5 and half -> 12")
    void DMG_RESIST_FLAT_doesNotStackWithHalving() {
        var strong = defence(List.of(Resistance.flat(DamageType.BLUDGEONING, 15), Resistance.halving(DamageType.BLUDGEONING)),
                0, 0, false, false, List.of());
        DamagePipeline.Result flat = DamagePipeline.apply(new DamagePipeline.Hit(25, 1, DamageType.BLUDGEONING, 0), strong,
                RuleSet.HOUSE);
        assertEquals(10, flat.finalDamage(), "25 - 15, not (25 - 15) / 2 = 5");
        assertEquals(List.of(new DamagePipeline.Step("DMG-RESIST-FLAT", 15)), flat.steps());
        assertEquals(List.of("DMG-ROLL", "DMG-TYPES", "DMG-RESIST-FLAT"), flat.rules());
        var light = defence(List.of(Resistance.halving(DamageType.BLUDGEONING), Resistance.flat(DamageType.BLUDGEONING, 5)),
                0, 0, false, false, List.of());
        DamagePipeline.Result half = DamagePipeline.apply(new DamagePipeline.Hit(25, 1, DamageType.BLUDGEONING, 0), light,
                RuleSet.HOUSE);
        assertEquals(12, half.finalDamage(), "25 / 2, not (25 - 5) / 2 = 10");
        assertEquals(List.of(new DamagePipeline.Step("DMG-RESIST-HALF", 13)), half.steps());
        assertEquals(List.of("DMG-ROLL", "DMG-TYPES", "DMG-RESIST-HALF"), half.rules());
        assertEquals(10, apply(20, 1, DamageType.BLUDGEONING, 0,
                defence(List.of(Resistance.flat(DamageType.BLUDGEONING, 10), Resistance.halving(DamageType.BLUDGEONING)),
                        0, 0, false, false, List.of())), "20 - 10 or 20 / 2: 10 either way");
        assertEquals(12, DamagePipeline.apply(new DamagePipeline.Hit(25, 1, DamageType.BLUDGEONING, 0), strong, RuleSet.DD5)
                .finalDamage(), "plain 5e: every resistance halves, once");
    }

    @Test
    @DisplayName("DMG-AURA, DMG-RESIST-HALF: the aura counts in both ways: 25 vs 15, half and aura 5 -> 25 - 15 - 5 = 5 (halving: (25 - 5) / 2 = 10); the seed's 15 and aura 5 alone -> 5")
    void DMG_AURA_countsInBothWays() {
        var d = defence(List.of(Resistance.flat(DamageType.BLUDGEONING, 15), Resistance.halving(DamageType.BLUDGEONING)),
                5, 0, false, false, List.of());
        DamagePipeline.Result r = DamagePipeline.apply(new DamagePipeline.Hit(25, 1, DamageType.BLUDGEONING, 0), d,
                RuleSet.HOUSE);
        assertEquals(5, r.finalDamage());
        assertEquals(List.of(new DamagePipeline.Step("DMG-RESIST-FLAT", 15), new DamagePipeline.Step("DMG-AURA", 5)),
                r.steps());
        var halving = defence(List.of(Resistance.flat(DamageType.BLUDGEONING, 5), Resistance.halving(DamageType.BLUDGEONING)),
                5, 0, false, false, List.of());
        DamagePipeline.Result h = DamagePipeline.apply(new DamagePipeline.Hit(25, 1, DamageType.BLUDGEONING, 0), halving,
                RuleSet.HOUSE);
        assertEquals(10, h.finalDamage(), "(25 - 5 aura) / 2 = 10 beats 25 - 5 - 5 = 15");
        assertEquals(List.of(new DamagePipeline.Step("DMG-AURA", 5), new DamagePipeline.Step("DMG-RESIST-HALF", 10)),
                h.steps());
        var seed = defence(List.of(Resistance.flat(DamageType.BLUDGEONING, 15)), 5, 0, false, false, List.of());
        assertEquals(5, apply(25, 1, DamageType.BLUDGEONING, 0, seed));
    }

    @Test
    @DisplayName("COND-PETRIFIED, DMG-RESIST-HALF: petrification's halving of every type does not stack with a flat resistance: 25 vs 10 and petrified -> 12")
    void COND_PETRIFIED_halvingDoesNotStackWithFlat() {
        // DamageSystem gives a petrified creature a halving resistance of every type (type null).
        var d = defence(List.of(Resistance.flat(DamageType.SLASHING, 10), Resistance.halving(null)), 0, 0, false, false,
                List.of());
        DamagePipeline.Result r = DamagePipeline.apply(new DamagePipeline.Hit(25, 1, DamageType.SLASHING, 0), d,
                RuleSet.HOUSE);
        assertEquals(12, r.finalDamage(), "25 / 2, not (25 - 10) / 2 = 7");
        assertEquals(List.of(new DamagePipeline.Step("DMG-RESIST-HALF", 13)), r.steps());
        assertEquals(5, apply(15, 1, DamageType.SLASHING, 0, d), "15: 15 - 10 = 5 beats 15 / 2 = 7");
        assertEquals(12, apply(25, 1, DamageType.FIRE, -1, d), "no flat resistance to fire: the halving alone");
    }

    @Test
    @DisplayName("DMG-ZOID: a Zoid divides damage by 6 rounded down: 11 -> 1")
    void DMG_ZOID_seedExample() {
        assertEquals(1, apply(11, 1, DamageType.SLASHING, 0, defence(List.of(), 0, 0, false, true, List.of())));
    }

    @Test
    @DisplayName("DMG-RESIST-HALF: a skeleton halves piercing, rounding down, after the critical multiplier")
    void DMG_RESIST_HALF_afterMultiplier() {
        var d = defence(List.of(Resistance.halving(DamageType.PIERCING)), 0, 0, false, false, List.of());
        assertEquals(7, apply(7, 2, DamageType.PIERCING, 0, d));
        assertEquals(3, apply(7, 1, DamageType.PIERCING, 0, d));
    }

    @Test
    @DisplayName("DMG-MAGIC-WEAPON: needs +2: a mundane weapon meets 10, a +1 weapon 5; intangible takes nothing")
    void DMG_MAGIC_WEAPON_thresholds() {
        var needsTwo = defence(List.of(), 0, 2, false, false, List.of());
        assertEquals(2, apply(12, 1, DamageType.SLASHING, 0, needsTwo));
        assertEquals(7, apply(12, 1, DamageType.SLASHING, 1, needsTwo));
        assertEquals(12, apply(12, 1, DamageType.SLASHING, 2, needsTwo));
        var spectre = defence(List.of(), 0, 0, true, false, List.of());
        assertEquals(0, apply(12, 1, DamageType.SLASHING, 0, spectre));
        assertEquals(12, apply(12, 1, DamageType.SLASHING, 1, spectre));
    }

    @Test
    @DisplayName("DMG-VULN: vulnerability doubles, last in the order")
    void DMG_VULN_doublesLast() {
        var d = defence(List.of(Resistance.flat(DamageType.FIRE, 5)), 0, 0, false, false, List.of(DamageType.FIRE));
        DamagePipeline.Result r = DamagePipeline.apply(new DamagePipeline.Hit(9, 1, DamageType.FIRE, -1), d,
                RuleSet.HOUSE);
        assertEquals(8, r.finalDamage());
        assertEquals(List.of(new DamagePipeline.Step("DMG-RESIST-FLAT", 5), new DamagePipeline.Step("DMG-VULN", -4)),
                r.steps());
    }

    @Test
    @DisplayName("DMG-VULN: 0 damage on a vulnerable creature (a net's hit, a blow of -1 Str) is no step and names no"
            + " DMG-VULN; nor does a resistance that meets 0")
    void DMG_VULN_nothingToDoubleIsNoStep() {
        var vulnerable = defence(List.of(), 0, 0, false, false, List.of(DamageType.BLUDGEONING));
        DamagePipeline.Result r = DamagePipeline.apply(new DamagePipeline.Hit(0, 1, DamageType.BLUDGEONING, 0),
                vulnerable, RuleSet.HOUSE);
        assertEquals(0, r.finalDamage());
        assertEquals(List.of(), r.steps());
        assertEquals(List.of("DMG-ROLL"), r.rules());
        var both = defence(List.of(Resistance.flat(DamageType.FIRE, 5)), 3, 0, false, false, List.of(DamageType.FIRE));
        DamagePipeline.Result fire = DamagePipeline.apply(new DamagePipeline.Hit(4, 1, DamageType.FIRE, -1), both,
                RuleSet.HOUSE);
        // The resistance takes the 4; the aura and the vulnerability meet 0 and are not steps.
        assertEquals(0, fire.finalDamage());
        assertEquals(List.of(new DamagePipeline.Step("DMG-RESIST-FLAT", 4)), fire.steps());
        assertEquals(List.of("DMG-ROLL", "DMG-TYPES", "DMG-RESIST-FLAT"), fire.rules());
    }

    @Test
    @DisplayName("DMG-ROLL: damage never goes below 0")
    void DMG_ROLL_neverNegative() {
        assertEquals(0, apply(-3, 1, DamageType.SLASHING, 0, DamagePipeline.Defence.NONE));
    }

    @Test
    @DisplayName("dd5: plain 5e resistance halves instead of a flat reduction")
    void dd5ResistanceHalves() {
        var d = defence(List.of(Resistance.flat(DamageType.BLUDGEONING, 15)), 5, 0, false, false, List.of());
        assertEquals(12, DamagePipeline.apply(new DamagePipeline.Hit(25, 1, DamageType.BLUDGEONING, 0), d,
                RuleSet.DD5).finalDamage());
    }

    @Test
    @DisplayName("DMG-RESIST-FLAT, DMG-MAGIC-WEAPON: the rule that stops every hit is named: an immunity, mundane steel"
            + " through an intangible creature; none for a resistance of 10")
    void DMG_RESIST_FLAT_theRuleThatStopsEveryHitIsNamed() {
        var immune = defence(List.of(Resistance.immunity(DamageType.SLASHING)), 0, 0, false, false, List.of());
        var ghost = defence(List.of(), 0, 0, true, false, List.of());
        var tough = defence(List.of(Resistance.flat(DamageType.SLASHING, 10)), 0, 0, false, false, List.of());
        assertEquals("DMG-RESIST-FLAT", DamagePipeline.stoppedBy(immune, DamageType.SLASHING, 0, RuleSet.HOUSE));
        assertEquals("DMG-RESIST-FLAT", DamagePipeline.stoppedBy(immune, DamageType.SLASHING, 0, RuleSet.DD5));
        assertEquals(null, DamagePipeline.stoppedBy(immune, DamageType.BLUDGEONING, 0, RuleSet.HOUSE));
        assertEquals("DMG-MAGIC-WEAPON", DamagePipeline.stoppedBy(ghost, DamageType.SLASHING, 0, RuleSet.HOUSE));
        assertEquals(null, DamagePipeline.stoppedBy(ghost, DamageType.SLASHING, 1, RuleSet.HOUSE));
        assertEquals(null, DamagePipeline.stoppedBy(tough, DamageType.SLASHING, 0, RuleSet.HOUSE));
    }

    @Test
    @DisplayName("DMG-TYPES: a resistance counts only against its own damage type, and the event names the rule")
    void DMG_TYPES_resistanceMatchesItsType() {
        var d = defence(List.of(Resistance.flat(DamageType.FIRE, 10)), 0, 0, false, false, List.of());
        DamagePipeline.Result fire = DamagePipeline.apply(new DamagePipeline.Hit(12, 1, DamageType.FIRE, -1), d,
                RuleSet.HOUSE);
        DamagePipeline.Result cold = DamagePipeline.apply(new DamagePipeline.Hit(12, 1, DamageType.COLD, -1), d,
                RuleSet.HOUSE);
        assertEquals(2, fire.finalDamage());
        assertEquals(12, cold.finalDamage());
        assertEquals(List.of("DMG-ROLL", "DMG-TYPES", "DMG-RESIST-FLAT"), fire.rules());
        assertEquals(List.of("DMG-ROLL"), cold.rules());
    }

    @Test
    @DisplayName("ATK-CRIT: a save's half comes after the chain multiplier and after a flat resistance: 9 x2 = 18, saved 9; fire resistance 5: 18 - 5 = 13, saved 6")
    void ATK_CRIT_saveHalfAfterMultiplier() {
        DamagePipeline.Result plain = DamagePipeline.apply(new DamagePipeline.Hit(9, 2, DamageType.FIRE, -1, true),
                DamagePipeline.Defence.NONE, RuleSet.HOUSE);
        assertEquals(18, plain.multiplied());
        assertEquals(9, plain.saveHalf());
        assertEquals(9, plain.finalDamage());
        var resists = defence(List.of(Resistance.flat(DamageType.FIRE, 5)), 0, 0, false, false, List.of());
        DamagePipeline.Result r = DamagePipeline.apply(new DamagePipeline.Hit(9, 2, DamageType.FIRE, -1, true),
                resists, RuleSet.HOUSE);
        assertEquals(6, r.finalDamage());
        assertEquals(7, r.saveHalf(), "13 halved, rounded down: the save took 7");
        assertEquals(List.of(new DamagePipeline.Step("DMG-RESIST-FLAT", 5)), r.steps());
        assertEquals(4, DamagePipeline.apply(new DamagePipeline.Hit(9, 1, DamageType.FIRE, -1, true),
                DamagePipeline.Defence.NONE, RuleSet.HOUSE).finalDamage(), "no critical: 9 halved, rounded down");
    }

    @Test
    @DisplayName("ATK-CRIT, DMG-VULN: the longest chain (x2097152) on the largest roll is held at a billion, and a"
            + " vulnerability doubles that to two billion, never wrapped past an int")
    void ATK_CRIT_longestChainIsHeldNotWrapped() {
        var none = defence(List.of(), 0, 0, false, false, List.of());
        DamagePipeline.Result held = DamagePipeline.apply(new DamagePipeline.Hit(1_099_999, 2_097_152,
                DamageType.SLASHING, 0), none, RuleSet.HOUSE);
        assertEquals(1_000_000_000, held.multiplied());
        assertEquals(1_000_000_000, held.finalDamage());
        // What the exploration found: 2147400004 x2 came to -167288 and the hit dealt nothing.
        assertEquals(1_000_000_000, apply(2_147_400_004, 2, DamageType.SLASHING, 0, none));
        var vulnerable = defence(List.of(), 0, 0, false, false, List.of(DamageType.SLASHING));
        DamagePipeline.Result doubled = DamagePipeline.apply(new DamagePipeline.Hit(1_099_999, 2_097_152,
                DamageType.SLASHING, 0), vulnerable, RuleSet.HOUSE);
        assertEquals(2_000_000_000, doubled.finalDamage());
        assertEquals(List.of(new DamagePipeline.Step("DMG-VULN", -1_000_000_000)), doubled.steps());
        // An ordinary critical stays exact.
        assertEquals(18, apply(9, 2, DamageType.SLASHING, 0, none));
    }

    @Test
    @DisplayName("DMG-RESIST-FLAT: an intangible creature immune to necrotic, struck by a mundane blow of necrotic (its own life"
            + " drain, in a fumble), takes nothing for its immunity, not for the blow being mundane")
    void DMG_RESIST_FLAT_immunityNamedBeforeIntangibility() {
        var spectre = defence(List.of(Resistance.immunity(DamageType.NECROTIC), Resistance.flat(DamageType.COLD, 5)), 0, 0,
                true, false, List.of());
        DamagePipeline.Result r = DamagePipeline.apply(new DamagePipeline.Hit(11, 1, DamageType.NECROTIC, 0), spectre,
                RuleSet.HOUSE);
        assertEquals(0, r.finalDamage());
        assertEquals(List.of(new DamagePipeline.Step("DMG-RESIST-FLAT", 11, true)), r.steps());
        assertEquals(List.of("DMG-ROLL", "DMG-TYPES", "DMG-RESIST-FLAT"), r.rules());
        // A mundane blade's slashing, which it is not immune to, still passes through it: intangibility says so.
        DamagePipeline.Result blade = DamagePipeline.apply(new DamagePipeline.Hit(11, 1, DamageType.SLASHING, 0), spectre,
                RuleSet.HOUSE);
        assertEquals(List.of(new DamagePipeline.Step("DMG-MAGIC-WEAPON", 11)), blade.steps());
        assertEquals(List.of("DMG-ROLL", "DMG-MAGIC-WEAPON"), blade.rules());
        // A mundane cold blow: its resistance of 5 is no immunity, so the blow passes through as before, unnamed.
        assertEquals(List.of("DMG-ROLL", "DMG-MAGIC-WEAPON"), DamagePipeline.apply(
                new DamagePipeline.Hit(11, 1, DamageType.COLD, 0), spectre, RuleSet.HOUSE).rules());
    }
}
