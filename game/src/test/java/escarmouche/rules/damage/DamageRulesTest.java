package escarmouche.rules.damage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import escarmouche.rules.core.DamageType;
import escarmouche.rules.core.Resistance;
import escarmouche.rules.core.RuleSet;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class DamageRulesTest {
    @Test
    @DisplayName("DMG-HEAL: the healer's example: 14 of 20 hit points healed by 8 gives 20, not 22")
    void DMG_HEAL_seedExample() {
        assertEquals(20, Healing.apply(14, 20, 8));
    }

    @Test
    @DisplayName("DMG-HEAL: healing a creature below 0 starts from its negative total")
    void DMG_HEAL_fromNegative() {
        assertEquals(-2, Healing.apply(-5, 20, 3));
        assertEquals(3, Healing.apply(-5, 20, 8));
        assertEquals(25, Healing.apply(25, 20, 4));
    }

    @Test
    @DisplayName("DMG-TEMP: temporary hit points absorb first and do not stack: 10 then 12 gives 12, not 22")
    void DMG_TEMP_absorbAndKeepHigher() {
        assertEquals(12, TemporaryHitPoints.grant(10, 12));
        assertEquals(10, TemporaryHitPoints.grant(10, 6));
        TemporaryHitPoints.Split split = TemporaryHitPoints.absorb(5, 7);
        assertEquals(5, split.absorbed());
        assertEquals(0, split.tempLeft());
        assertEquals(2, split.toHitPoints());
    }

    @Test
    @DisplayName("DMG-TYPES: the thirteen damage types, by their ids")
    void DMG_TYPES_all() {
        assertEquals(13, DamageType.values().length);
        for (String id : List.of("acid", "bludgeoning", "cold", "fire", "force", "lightning", "necrotic", "piercing",
                "poison", "psychic", "radiant", "thunder", "slashing")) {
            assertNotNull(DamageType.byId(id), id);
        }
    }

    @Test
    @DisplayName("DMG-RESIST-FLAT: resistance beyond 45 is immunity: nothing gets through")
    void DMG_RESIST_FLAT_immunity() {
        var d = new DamagePipeline.Defence(List.of(Resistance.immunity(DamageType.FIRE)), List.of(), 5, 0, false,
                false);
        assertEquals(0, DamagePipeline.apply(new DamagePipeline.Hit(80, 4, DamageType.FIRE, -1), d, RuleSet.HOUSE)
                .finalDamage());
    }

    @Test
    @DisplayName("DMG-VULN: the full order on one hit: x2, -5 aura, halved, Zoid /6, doubled; the magic weapon's 5 weighed against the halving and left out")
    void DMG_VULN_fullOrder() {
        // The magic weapon's resistance is a flat resistance to the blow (DMG-RESIST-FLAT): it does not stack with
        // the halving, and the way that leaves less applies (80 - 5 - 5 = 70, /6 = 11, against 6 by halving).
        var d = new DamagePipeline.Defence(List.of(Resistance.halving(null)), List.of(DamageType.FIRE), 5, 1, false, true);
        DamagePipeline.Result r = DamagePipeline.apply(new DamagePipeline.Hit(40, 2, DamageType.FIRE, 0), d,
                RuleSet.HOUSE);
        // 40 x2 = 80; -5 aura = 75; half 37; /6 = 6; x2 = 12
        assertEquals(80, r.multiplied());
        assertEquals(12, r.finalDamage());
        assertEquals(List.of("DMG-AURA", "DMG-RESIST-HALF", "DMG-ZOID", "DMG-VULN"),
                r.steps().stream().map(DamagePipeline.Step::rule).toList());
    }
}
