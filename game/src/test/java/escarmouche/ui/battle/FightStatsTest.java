package escarmouche.ui.battle;

import static escarmouche.ui.battle.Blows.blow;
import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.events.CastEvent;
import escarmouche.rules.dice.Roll;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The fight report's tallies, event by event. */
class FightStatsTest {
    private static CastEvent flame(String caster, Integer multiplier) {
        List<Roll> chain = multiplier == null ? null : List.of(new Roll(20, multiplier > 1 ? 20 : 7));
        return new CastEvent(caster, "sacred-flame", List.of(new Roll(20, 15)), List.of(), 18, true, false,
                List.of("CAST-ROLL", "CAST-CRIT"), null, "s1", null, List.of(4, 3, 2), chain, multiplier);
    }

    @Test
    @DisplayName("CAST-CRIT: a cast whose chain doubled counts among its caster's crits; a plain one and a healing spell do not")
    void CAST_CRIT_aSpellsChainIsACritical() {
        FightStats stats = new FightStats();
        stats.add(flame("mathis", 4));
        stats.add(flame("mathis", 1));
        stats.add(flame("mathis", null));
        stats.add(flame("ysolde", 2));
        assertEquals(1, stats.of("mathis").crits);
        assertEquals(1, stats.of("ysolde").crits);
        assertEquals(0, stats.of("mathis").hits + stats.of("mathis").misses, "a cast is neither a hit nor a miss");
    }

    @Test
    @DisplayName("CAST-POTION: a spell that took effect counts among its caster's spells; a failed one and a potion drunk do not")
    void CAST_POTION_spellsCountedApartFromPotions() {
        FightStats stats = new FightStats();
        stats.add(flame("mathis", null));
        stats.add(new CastEvent("mathis", "sacred-flame", List.of(new Roll(20, 1)), List.of(), 1, false, true,
                List.of("CAST-ROLL")));
        stats.add(new CastEvent("lin", "potion-of-healing", List.of(new Roll(20, 16)), List.of(), 12, true, false,
                List.of("CAST-POTION"), "potion-of-healing", null, null, null, null, null));
        assertEquals(1, stats.of("mathis").spells);
        assertEquals(0, stats.of("lin").spells);
    }

    @Test
    @DisplayName("ATK-FUMBLE: a blow on itself or its own side is friendly fire, not damage dealt; taken either way")
    void ATK_FUMBLE_friendlyFireIsNotDealt() {
        java.util.Map<String, String> sides = java.util.Map.of("aldric", "party", "lin", "party", "g1", "monsters");
        FightStats stats = new FightStats((a, b) -> sides.get(a).equals(sides.get(b)));
        stats.add(blow("aldric", "g1", 8));
        stats.add(blow("aldric", "aldric", 7));
        stats.add(blow("aldric", "lin", 5));
        stats.add(blow("g1", "aldric", 4));
        assertEquals(8, stats.of("aldric").dealt);
        assertEquals(12, stats.of("aldric").friendlyFire);
        assertEquals(11, stats.of("aldric").taken);
        assertEquals(5, stats.of("lin").taken);
        assertEquals(4, stats.of("g1").dealt);
        FightStats unknown = new FightStats();
        unknown.add(blow("aldric", "aldric", 7));
        unknown.add(blow("aldric", "lin", 5));
        assertEquals(7, unknown.of("aldric").friendlyFire, "without sides, only a blow on itself is told apart");
        assertEquals(5, unknown.of("aldric").dealt);
    }
}
