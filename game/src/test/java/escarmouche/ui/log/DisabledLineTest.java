package escarmouche.ui.log;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.engine.battle.LoggedEvent;
import escarmouche.events.ConditionEvent;
import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** HP-DISABLED's line says the 0 hit points once: the word's own "(0 PV)" gives way to the line's reason. */
class DisabledLineTest {
    private static String line(ConditionEvent c, Language language) {
        return new LogLines(PlayerWords.named(Map.of("c", "C")), ScreenMessages.of(language))
                .line(new LoggedEvent(1, 2, c));
    }

    @Test
    @DisplayName("HP-DISABLED: \"hors d'état (à 0 point de vie)\", not \"hors d'état (0 PV) (à 0 point de vie)\"")
    void HP_DISABLED_zeroHitPointsSaidOnce() {
        ConditionEvent now = new ConditionEvent("c", "disabled", true, "at 0 hit points", List.of("HP-DISABLED"));
        ConditionEvent healed = new ConditionEvent("c", "disabled", false, "healed above 0", List.of("HP-DISABLED"));
        assertEquals("C est désormais hors d'état (à 0 point de vie)", line(now, Language.FR));
        assertEquals("C n'est plus hors d'état (soigné au-dessus de 0)", line(healed, Language.FR));
        assertEquals("C is now disabled (at 0 hit points)", line(now, Language.EN));
    }

    @Test
    @DisplayName("HP-DISABLED: without a reason the word keeps its \"(0 PV)\"")
    void HP_DISABLED_withoutReasonKeepsItsAside() {
        ConditionEvent now = new ConditionEvent("c", "disabled", true, null, List.of("HP-DISABLED"));
        assertEquals("C est désormais hors d'état (0 PV)", line(now, Language.FR));
    }
}
