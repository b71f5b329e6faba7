package escarmouche.ui.log;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.events.CastEvent;
import escarmouche.events.Event;
import escarmouche.events.HealEvent;
import escarmouche.engine.battle.LoggedEvent;
import escarmouche.rules.core.Modifier;
import escarmouche.rules.dice.Roll;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class PotionLogLinesTest {
    private final LogLines lines = new LogLines(id -> Map.of("kenji", "Kenji").getOrDefault(id, id));

    private String line(Event e) {
        return lines.line(new LoggedEvent(1, 2, e));
    }

    @Test
    @DisplayName("CAST-POTION: a potion's healing adds up in the log, 2d4 2+3 and its +2 for 7")
    void CAST_POTION_healingShowsWhatIsAddedToTheDice() {
        HealEvent h = new HealEvent("kenji", List.of(new Roll(4, 2), new Roll(4, 3)), 7, 8, List.of("CAST-POTION",
                "DMG-HEAL"), 7, "kenji");
        assertEquals("Kenji regains 7 HP (2d4 2+3 +2): HP 1 → 8", line(h));
    }

    @Test
    @DisplayName("CAST-POTION: a potion is drunk, not cast, and a natural 1 spills it")
    void CAST_POTION_drunkAndSpilt() {
        List<Roll> rolls = List.of(new Roll(20, 1), new Roll(4, 2), new Roll(4, 1));
        CastEvent spilt = new CastEvent("kenji", "potion-of-healing", rolls, List.of(new Modifier("Wis", 1),
                new Modifier("potion 2d4", -3)), -1, false, true, List.of("CAST-POTION", "ACT-USE"), "potion-of-healing",
                null, null, null, null, null);
        assertEquals("Kenji drinks potion of healing: d20 1 +1 Wis -3 potion 2d4 (2+1) = -1 vs 7: it fails,"
                + " and it is spilt", line(spilt));
    }
}
