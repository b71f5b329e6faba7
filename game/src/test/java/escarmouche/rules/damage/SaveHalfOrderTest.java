package escarmouche.rules.damage;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.rules.core.DamageType;
import escarmouche.rules.core.Resistance;
import escarmouche.rules.core.RuleSet;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Where a successful save's half falls in the pipeline: under the house rules it is DMG-VULN's halving
 * (ATK-CRIT names it so), after the multiplier and the flat reductions, with DMG-RESIST-HALF, before the
 * Zoids' division and vulnerability; plain 5e halves for the save first, resistances after.
 */
class SaveHalfOrderTest {
    private static DamagePipeline.Result saved(int rolled, int multiplier, DamagePipeline.Defence d, RuleSet rules) {
        return DamagePipeline.apply(new DamagePipeline.Hit(rolled, multiplier, DamageType.FIRE,
                DamagePipeline.Hit.NOT_A_WEAPON, true), d, rules);
    }

    private static DamagePipeline.Defence defence(List<Resistance> r, int aura, boolean zoid, List<DamageType> vuln) {
        return new DamagePipeline.Defence(r, vuln, aura, 0, false, zoid);
    }

    private static DamagePipeline.Step step(String rule, int amount) {
        return new DamagePipeline.Step(rule, amount);
    }

    @Test
    @DisplayName("DMG-VULN: a saved fireball's 33 fire against resistance 10 is 33 - 10 = 23, halved to 11; the save took 12")
    void DMG_VULN_saveHalvesAfterFlatResistance() {
        var d = defence(List.of(Resistance.flat(DamageType.FIRE, 10)), 0, false, List.of());
        DamagePipeline.Result r = saved(33, 1, d, RuleSet.HOUSE);
        assertEquals(33, r.multiplied());
        assertEquals(List.of(step("DMG-RESIST-FLAT", 10)), r.steps());
        assertEquals(12, r.saveHalf());
        assertEquals(11, r.finalDamage());
        assertEquals(List.of("DMG-ROLL", "DMG-TYPES", "DMG-RESIST-FLAT"), r.rules());
    }

    @Test
    @DisplayName("ATK-CRIT: the catalogue's example still holds: 9 x2 = 18, saved: 9, the save taking 9")
    void ATK_CRIT_catalogueExampleSaved() {
        DamagePipeline.Result r = saved(9, 2, DamagePipeline.Defence.NONE, RuleSet.HOUSE);
        assertEquals(18, r.multiplied());
        assertEquals(9, r.saveHalf());
        assertEquals(List.of(), r.steps());
        assertEquals(9, r.finalDamage());
    }

    @Test
    @DisplayName("ATK-CRIT, DMG-VULN: a chain x4, then a flat resistance and an aura, then the save: 9 x4 = 36 - 10 - 5 = 21, halved to 10")
    void ATK_CRIT_chainThenFlatThenSave() {
        var d = defence(List.of(Resistance.flat(DamageType.FIRE, 10)), 5, false, List.of());
        DamagePipeline.Result r = saved(9, 4, d, RuleSet.HOUSE);
        assertEquals(36, r.multiplied());
        assertEquals(List.of(step("DMG-RESIST-FLAT", 10), step("DMG-AURA", 5)), r.steps());
        assertEquals(11, r.saveHalf());
        assertEquals(10, r.finalDamage());
        assertEquals(List.of("DMG-ROLL", "ATK-CRIT", "DMG-TYPES", "DMG-RESIST-FLAT", "DMG-AURA"), r.rules());
    }

    @Test
    @DisplayName("DMG-VULN, DMG-RESIST-HALF: an aura, then the save's half, then the halving resistance: 25 - 5 = 20, saved 10, halved 5")
    void DMG_VULN_saveThenHalvingResistance() {
        var d = defence(List.of(Resistance.halving(DamageType.FIRE)), 5, false, List.of());
        DamagePipeline.Result r = saved(25, 1, d, RuleSet.HOUSE);
        assertEquals(List.of(step("DMG-AURA", 5), step("DMG-RESIST-HALF", 5)), r.steps());
        assertEquals(10, r.saveHalf());
        assertEquals(5, r.finalDamage());
    }

    @Test
    @DisplayName("DMG-RESIST-FLAT, DMG-RESIST-HALF: with a save, the flat and the halving resistance are weighed each with the save where it falls: 25 vs 15, half and an aura of 5: 25 - 15 - 5 = 5, saved 2; 40 vs 10 and half: halving's 20 saved, 10")
    void DMG_RESIST_FLAT_weighedWithTheSave() {
        var both = defence(List.of(Resistance.flat(DamageType.FIRE, 15), Resistance.halving(DamageType.FIRE)), 5, false,
                List.of());
        DamagePipeline.Result flat = saved(25, 1, both, RuleSet.HOUSE);
        assertEquals(List.of(step("DMG-RESIST-FLAT", 15), step("DMG-AURA", 5)), flat.steps());
        assertEquals(3, flat.saveHalf());
        assertEquals(2, flat.finalDamage(), "the halving way leaves 25 - 5 = 20, saved 10, halved 5");

        var ten = defence(List.of(Resistance.flat(DamageType.FIRE, 10), Resistance.halving(DamageType.FIRE)), 0, false,
                List.of());
        DamagePipeline.Result half = saved(40, 1, ten, RuleSet.HOUSE);
        assertEquals(List.of(step("DMG-RESIST-HALF", 10)), half.steps(), "the flat way leaves 40 - 10 = 30, saved 15");
        assertEquals(20, half.saveHalf());
        assertEquals(10, half.finalDamage());
    }

    @Test
    @DisplayName("DMG-ZOID: a Zoid divides what the resistance and the save left: 70 - 10 = 60, saved 30, /6 = 5")
    void DMG_ZOID_afterTheSave() {
        var d = defence(List.of(Resistance.flat(DamageType.FIRE, 10)), 0, true, List.of());
        DamagePipeline.Result r = saved(70, 1, d, RuleSet.HOUSE);
        assertEquals(List.of(step("DMG-RESIST-FLAT", 10), step("DMG-ZOID", 25)), r.steps());
        assertEquals(30, r.saveHalf());
        assertEquals(5, r.finalDamage());
    }

    @Test
    @DisplayName("DMG-VULN: vulnerability doubles last: 33 - 10 = 23, saved 11, doubled 22")
    void DMG_VULN_doublesAfterTheSave() {
        var d = defence(List.of(Resistance.flat(DamageType.FIRE, 10)), 0, false, List.of(DamageType.FIRE));
        DamagePipeline.Result r = saved(33, 1, d, RuleSet.HOUSE);
        assertEquals(List.of(step("DMG-RESIST-FLAT", 10), step("DMG-VULN", -11)), r.steps());
        assertEquals(12, r.saveHalf());
        assertEquals(22, r.finalDamage());
    }

    @Test
    @DisplayName("DMG-RESIST-FLAT: an immune creature takes nothing, and the save has nothing left to halve, under either rules")
    void DMG_RESIST_FLAT_immunityBeforeTheSave() {
        var d = defence(List.of(Resistance.immunity(DamageType.FIRE)), 0, false, List.of());
        for (RuleSet rules : List.of(RuleSet.HOUSE, RuleSet.DD5)) {
            DamagePipeline.Result r = saved(33, 1, d, rules);
            assertEquals(List.of(new DamagePipeline.Step("DMG-RESIST-FLAT", 33, true)), r.steps(), rules.toString());
            assertEquals(0, r.saveHalf(), rules.toString());
            assertEquals(0, r.finalDamage(), rules.toString());
        }
    }

    @Test
    @DisplayName("DMG-RESIST-HALF: plain 5e halves for the save first, then for a resistance: 33 saved 16, halved 8")
    void DMG_RESIST_HALF_plainFiveSaveFirst() {
        var d = defence(List.of(Resistance.flat(DamageType.FIRE, 10)), 0, false, List.of());
        DamagePipeline.Result r = saved(33, 1, d, RuleSet.DD5);
        assertEquals(17, r.saveHalf());
        assertEquals(List.of(step("DMG-RESIST-HALF", 8)), r.steps());
        assertEquals(8, r.finalDamage());
        DamagePipeline.Result vulnerable = saved(33, 1, defence(List.of(), 0, false, List.of(DamageType.FIRE)),
                RuleSet.DD5);
        assertEquals(17, vulnerable.saveHalf());
        assertEquals(32, vulnerable.finalDamage(), "33 saved 16, doubled");
    }
}
