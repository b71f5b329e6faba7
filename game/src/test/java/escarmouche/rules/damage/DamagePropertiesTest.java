package escarmouche.rules.damage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.rules.core.DamageType;
import escarmouche.rules.core.Resistance;
import escarmouche.rules.core.RuleSet;
import escarmouche.testing.Seeded;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Properties of the damage rules over random inputs (seeded, reproducible). */
class DamagePropertiesTest {
    private static final List<DamageType> TYPES = Arrays.asList(DamageType.values());

    private static DamagePipeline.Defence randomDefence(Seeded.Gen g) {
        List<Resistance> r = new ArrayList<>();
        int count = g.between(0, 3);
        for (int i = 0; i < count; i++) {
            DamageType type = g.chance(20) ? null : g.pick(TYPES);
            int kind = g.between(0, 9);
            if (kind == 0) r.add(Resistance.immunity(type));
            else if (kind <= 3) r.add(Resistance.halving(type));
            else r.add(Resistance.flat(type, 5 * g.between(1, 9)));
        }
        List<DamageType> vuln = g.chance(30) ? List.of(g.pick(TYPES)) : List.of();
        return new DamagePipeline.Defence(r, vuln, g.chance(30) ? 5 * g.between(1, 3) : 0,
                g.chance(20) ? g.between(1, 3) : 0, g.chance(10), g.chance(10));
    }

    private static DamagePipeline.Hit randomHit(Seeded.Gen g) {
        return new DamagePipeline.Hit(g.between(-5, 60), g.pick(List.of(1, 1, 1, 2, 4, 8)), g.pick(TYPES),
                g.between(-1, 3), g.chance(25));
    }

    @Test
    @DisplayName("DMG-ROLL property: damage is never below 0, and never above the multiplied roll (x2 if vulnerable)")
    void DMG_ROLL_neverBelowZero() {
        Seeded.forAll("damage bounds", 20240601L, 2000, g -> {
            DamagePipeline.Hit hit = randomHit(g);
            DamagePipeline.Defence d = randomDefence(g);
            for (RuleSet rules : RuleSet.values()) {
                DamagePipeline.Result r = DamagePipeline.apply(hit, d, rules);
                assertTrue(r.finalDamage() >= 0, "negative damage " + r);
                int cap = Math.max(0, hit.rolled()) * hit.multiplier() * (d.vulnerabilities().contains(hit.type()) ? 2 : 1);
                assertTrue(r.finalDamage() <= cap, "more than rolled " + r);
            }
        });
    }

    @Test
    @DisplayName("DMG-VULN property: pipeline steps always come in the catalogue's order and add up to the result")
    void DMG_VULN_orderHolds() {
        List<String> order = List.of("DMG-MAGIC-WEAPON", "DMG-RESIST-FLAT", "DMG-AURA", "DMG-RESIST-HALF", "DMG-ZOID",
                "DMG-VULN");
        Seeded.forAll("pipeline order", 77L, 2000, g -> {
            DamagePipeline.Hit hit = randomHit(g);
            DamagePipeline.Result r = DamagePipeline.apply(hit, randomDefence(g), RuleSet.HOUSE);
            int lastOther = -1;
            int amount = r.multiplied() - r.saveHalf();
            for (DamagePipeline.Step s : r.steps()) {
                int at = order.indexOf(s.rule());
                assertTrue(at >= 0, s.rule());
                boolean flat = at <= 2;
                if (flat) {
                    assertTrue(lastOther < 0, "flat reduction after halving/Zoid/vulnerability: " + r.steps());
                } else {
                    assertTrue(at > lastOther, "out of order: " + r.steps());
                    lastOther = at;
                }
                amount -= s.amount();
            }
            assertEquals(Math.max(0, amount), r.finalDamage(), "steps do not add up: " + r);
            assertEquals(Math.max(0, hit.rolled()) * hit.multiplier(), r.multiplied(), "multiplier first");
        });
    }

    @Test
    @DisplayName("DMG-HEAL property: healing never raises hit points above the maximum, nor lowers them")
    void DMG_HEAL_neverAboveMax() {
        Seeded.forAll("healing cap", 5L, 2000, g -> {
            int max = g.between(1, 120);
            int hp = g.between(-9, max);
            int amount = g.between(0, 200);
            int after = Healing.apply(hp, max, amount);
            assertTrue(after <= max, "above max");
            assertTrue(after >= hp, "healing hurt");
            assertEquals(Math.min(max, hp + amount), after);
        });
    }

    @Test
    @DisplayName("DMG-TEMP property: temporary and real hit points together lose exactly the damage")
    void DMG_TEMP_conservesDamage() {
        Seeded.forAll("temporary split", 9L, 2000, g -> {
            int temp = g.between(0, 30);
            int dmg = g.between(0, 60);
            TemporaryHitPoints.Split s = TemporaryHitPoints.absorb(temp, dmg);
            assertEquals(dmg, s.absorbed() + s.toHitPoints());
            assertEquals(temp - s.absorbed(), s.tempLeft());
            assertTrue(s.tempLeft() == 0 || s.toHitPoints() == 0);
        });
    }
}
