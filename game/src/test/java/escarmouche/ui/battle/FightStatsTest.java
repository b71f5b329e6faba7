package escarmouche.ui.battle;

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
}
