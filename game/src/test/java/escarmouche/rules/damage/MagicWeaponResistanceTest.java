package escarmouche.rules.damage;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.rules.core.DamageType;
import escarmouche.rules.core.Resistance;
import escarmouche.rules.core.RuleSet;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * DMG-MAGIC-WEAPON's resistance is a resistance like any other to the blow it meets (the seed: several resistances
 * to the same damage do not stack), so it competes with the type's and "all"'s for the best flat one
 * (DMG-RESIST-FLAT); only the aura adds to the best (DMG-AURA).
 */
class MagicWeaponResistanceTest {
    private static DamagePipeline.Result apply(int rolled, int magic, DamagePipeline.Defence d) {
        return DamagePipeline.apply(new DamagePipeline.Hit(rolled, 1, DamageType.SLASHING, magic), d, RuleSet.HOUSE);
    }

    private static DamagePipeline.Defence needs(int plus, int aura, Resistance... r) {
        return new DamagePipeline.Defence(List.of(r), List.of(), aura, plus, false, false);
    }

    @Test
    @DisplayName("DMG-MAGIC-WEAPON: needs +1 and slashing 10: 13 from a mundane longsword meets the best, 10, and deals 3")
    void DMG_MAGIC_WEAPON_doesNotStackWithTypeResistance() {
        DamagePipeline.Result r = apply(13, 0, needs(1, 0, Resistance.flat(DamageType.SLASHING, 10)));
        assertEquals(3, r.finalDamage(), "13 - 10, not 13 - 10 - 5 = 0");
        assertEquals(List.of(new DamagePipeline.Step("DMG-RESIST-FLAT", 10)), r.steps());
    }

    @Test
    @DisplayName("DMG-MAGIC-WEAPON: needs +2 and slashing 5: a mundane blow of 13 meets the weapon's 10 alone and deals 3")
    void DMG_MAGIC_WEAPON_bestWhenLarger() {
        DamagePipeline.Result r = apply(13, 0, needs(2, 0, Resistance.flat(DamageType.SLASHING, 5)));
        assertEquals(3, r.finalDamage(), "13 - 10, not 13 - 5 - 10 = 0");
        assertEquals(List.of(new DamagePipeline.Step("DMG-MAGIC-WEAPON", 10)), r.steps());
    }

    @Test
    @DisplayName("DMG-RESIST-FLAT: \"all\" 5, slashing 10 and needs +1: 13 mundane slashing meets 10 once, deals 3")
    void DMG_RESIST_FLAT_bestOfTypeAllAndMagicWeapon() {
        DamagePipeline.Result r = apply(13, 0, needs(1, 0, Resistance.flat(null, 5),
                Resistance.flat(DamageType.SLASHING, 10)));
        assertEquals(3, r.finalDamage());
        assertEquals(List.of(new DamagePipeline.Step("DMG-RESIST-FLAT", 10)), r.steps());
    }

    @Test
    @DisplayName("DMG-MAGIC-WEAPON: the seed's figures stay: needs +1, mundane meets 5; needs +2, mundane 10 and +1 weapon 5")
    void DMG_MAGIC_WEAPON_seedFigures() {
        assertEquals(List.of(new DamagePipeline.Step("DMG-MAGIC-WEAPON", 5)), apply(13, 0, needs(1, 0)).steps());
        assertEquals(8, apply(13, 0, needs(1, 0)).finalDamage());
        assertEquals(3, apply(13, 0, needs(2, 0)).finalDamage());
        assertEquals(8, apply(13, 1, needs(2, 0)).finalDamage());
        assertEquals(13, apply(13, 1, needs(1, 0)).finalDamage(), "a +1 weapon meets nothing where +1 is needed");
    }

    @Test
    @DisplayName("DMG-AURA: the aura still adds to the best: 25 bludgeoning vs 15, aura 5 -> 5; needs +2 and aura 5,"
            + " 25 mundane slashing with slashing 5 -> 25 - 10 - 5 = 10")
    void DMG_AURA_addsToTheBestFlat() {
        var seed = new DamagePipeline.Defence(List.of(Resistance.flat(DamageType.BLUDGEONING, 15)), List.of(), 5, 0,
                false, false);
        assertEquals(5, DamagePipeline.apply(new DamagePipeline.Hit(25, 1, DamageType.BLUDGEONING, 0), seed,
                RuleSet.HOUSE).finalDamage());
        DamagePipeline.Result r = apply(25, 0, needs(2, 5, Resistance.flat(DamageType.SLASHING, 5)));
        assertEquals(10, r.finalDamage());
        assertEquals(List.of(new DamagePipeline.Step("DMG-MAGIC-WEAPON", 10), new DamagePipeline.Step("DMG-AURA", 5)),
                r.steps());
    }

    @Test
    @DisplayName("DMG-RESIST-HALF: halving slashing and needs +1: 13 mundane slashing is halved once (6), the weapon's"
            + " 5 not taken off first, as the seed's fire resistance and resistance to non-magical damage halve once")
    void DMG_RESIST_HALF_doesNotStackWithMagicWeapon() {
        DamagePipeline.Result r = apply(13, 0, needs(1, 0, Resistance.halving(DamageType.SLASHING)));
        assertEquals(6, r.finalDamage(), "13 / 2 beats 13 - 5 = 8; not (13 - 5) / 2 = 4");
        assertEquals(List.of(new DamagePipeline.Step("DMG-RESIST-HALF", 7)), r.steps());
        assertEquals(2, apply(7, 0, needs(1, 0, Resistance.halving(DamageType.SLASHING))).finalDamage(),
                "7 - 5 = 2 beats 7 / 2 = 3");
    }
}
