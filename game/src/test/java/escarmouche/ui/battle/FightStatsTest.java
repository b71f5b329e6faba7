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
    @Test
    @DisplayName("HP-DEAD: the fallen read in the order of the rounds they are shown with, a hero who fell first and died later among those who fell by then")
    void HP_DEAD_fallenListedInTheOrderOfTheRoundsShown() {
        FightStats stats = new FightStats();
        // F1 falls unconscious in round 2, a goblin dies in round 3, F1 dies of its wounds in round 7, F2 falls in round 5.
        stats.add(new escarmouche.engine.battle.LoggedEvent(1, 2,
                new escarmouche.events.ConditionEvent("f1", "unconscious", true, "0 HP", List.of("HP-DYING"))));
        stats.add(new escarmouche.engine.battle.LoggedEvent(2, 3, new escarmouche.events.DeathEvent("g31", List.of("HP-DEAD"))));
        stats.add(new escarmouche.engine.battle.LoggedEvent(3, 5,
                new escarmouche.events.ConditionEvent("f2", "unconscious", true, "0 HP", List.of("HP-DYING"))));
        stats.add(new escarmouche.engine.battle.LoggedEvent(4, 7, new escarmouche.events.DeathEvent("f1", List.of("HP-DEAD"))));
        assertEquals(List.of("g31", "f2", "f1"), stats.fallen());
        assertEquals(List.of(3, 5, 7), stats.fallen().stream().map(stats::fellInRound).toList());
        assertEquals("died", stats.fallWord("f1"));
    }
}
