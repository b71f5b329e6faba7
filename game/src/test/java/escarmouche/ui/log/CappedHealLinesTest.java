package escarmouche.ui.log;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.engine.battle.LoggedEvent;
import escarmouche.events.HealEvent;
import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.rules.dice.Roll;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * DMG-HEAL: healing stops at the maximum. A capped heal's line gives the breakdown's total and what the maximum
 * took, else its dice add up to more than the hit points regained; an uncapped one reads as before.
 */
class CappedHealLinesTest {
    private static final char NB = '\u00a0';
    private final Map<String, String> names = Map.of("fig", "Fig");
    private final LogLines english = new LogLines(PlayerWords.named(names));
    private final LogLines french = new LogLines(PlayerWords.named(names), ScreenMessages.of(Language.FR));

    private static String line(LogLines lines, HealEvent h) {
        return lines.line(new LoggedEvent(1, 2, h));
    }

    /** Cure wounds on Fig at 20 of 28: 1d8 8 +3 Wis offers 11, 8 fit. */
    private static final HealEvent CURE = new HealEvent("fig", List.of(new Roll(8, 8)), 8, 28, List.of("DMG-HEAL"), 11,
            "cle");

    @Test
    @DisplayName("DMG-HEAL: cure wounds capped at the maximum says its total and the 3 beyond it")
    void DMG_HEAL_cappedSpellSaysWhatTheMaximumTook() {
        assertEquals("Fig regains 8 HP (1d8 8 +3 = 11, 3 beyond the maximum): HP 20 → 28", line(english, CURE));
        assertEquals("Fig récupère 8 PV (1d8 8 +3 = 11, 3 au-delà du maximum)" + NB + ": PV 20 → 28", line(french, CURE));
    }

    @Test
    @DisplayName("DMG-HEAL, CAST-POTION: a potion drunk at full health regains 0, all 7 beyond the maximum")
    void DMG_HEAL_potionAtFullHealth() {
        HealEvent potion = new HealEvent("fig", List.of(new Roll(4, 2), new Roll(4, 3)), 0, 28,
                List.of("CAST-POTION", "DMG-HEAL"), 7, "fig");
        assertEquals("Fig regains 0 HP (2d4 2+3 +2 = 7, 7 beyond the maximum): HP 28 → 28", line(english, potion));
        assertEquals("Fig récupère 0 PV (2d4 2+3 +2 = 7, 7 au-delà du maximum)" + NB + ": PV 28 → 28",
                line(french, potion));
    }

    @Test
    @DisplayName("DMG-HEAL: a heal without dice, capped, says what it offered and what the maximum took")
    void DMG_HEAL_cappedWithoutDice() {
        HealEvent flat = new HealEvent("fig", List.of(), 1, 28, List.of("DMG-HEAL"), 3, "cle");
        assertEquals("Fig regains 1 HP (3, 2 beyond the maximum): HP 27 → 28", line(english, flat));
        assertEquals("Fig récupère 1 PV (3, 2 au-delà du maximum)" + NB + ": PV 27 → 28", line(french, flat));
    }

    @Test
    @DisplayName("DMG-HEAL: uncapped healing, or an event without what was offered, keeps its line")
    void DMG_HEAL_uncappedUnchanged() {
        HealEvent cure = new HealEvent("fig", List.of(new Roll(8, 5)), 8, 18, List.of("DMG-HEAL"), 8, "cle");
        assertEquals("Fig regains 8 HP (1d8 5 +3): HP 10 → 18", line(english, cure));
        HealEvent old = new HealEvent("fig", List.of(new Roll(8, 5)), 5, 15, List.of("DMG-HEAL"));
        assertEquals("Fig regains 5 HP (1d8 5): HP 10 → 15", line(english, old));
        HealEvent flat = new HealEvent("fig", List.of(), 1, 1, List.of("HP-DYING", "DMG-HEAL"), 1, "natural 20");
        assertEquals("Fig regains 1 HP: HP 0 → 1", line(english, flat));
    }
}
