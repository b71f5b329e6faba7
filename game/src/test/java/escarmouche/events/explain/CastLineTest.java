package escarmouche.events.explain;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.events.CastEvent;
import escarmouche.rules.core.Modifier;
import escarmouche.rules.dice.Roll;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class CastLineTest {
    @Test
    @DisplayName("CAST-ROLL / CAST-CRIT explained: the d20, the modifiers against 7, and the chain")
    void CAST_ROLL_line() {
        CastEvent fireball = new CastEvent("mage", "fireball", List.of(new Roll(20, 9), new Roll(20, 20), new Roll(20, 9)),
                List.of(new Modifier("Int", 3), new Modifier("segments", -3)), 9, true, false, List.of("CAST-ROLL"),
                null, null, null, List.of(4, 3, 1), List.of(new Roll(20, 20), new Roll(20, 9)), 2);
        assertEquals("fireball: d20 9 +3 Int -3 segments = 9 vs 7: cast; chain 20, 9: ×2", Explain.line(fireball));
        CastEvent missile = new CastEvent("mage", "magic-missile", List.of(new Roll(20, 12)),
                List.of(new Modifier("Int", 3), new Modifier("segments", -1)), 14, true, false, List.of("CAST-ROLL"));
        assertEquals("magic-missile: d20 12 +3 Int -1 segment = 14 vs 7: cast", Explain.line(missile));
    }

    @Test
    @DisplayName("CAST-POTION explained: the 2d4 penalty dice; a natural 1 spills it")
    void CAST_POTION_line() {
        CastEvent potion = new CastEvent("hero", "potion-of-healing", List.of(new Roll(20, 1), new Roll(4, 2),
                new Roll(4, 3)), List.of(new Modifier("Wis", 1), new Modifier("potion 2d4", -5)), -3, false, true,
                List.of("CAST-POTION"), "potion-of-healing", "hero", null, null, null, null);
        assertEquals("potion-of-healing: d20 1 (penalty d4 2 + d4 3) +1 Wis -5 potion 2d4 = -3 vs 7: failed and lost",
                Explain.line(potion));
        CastEvent dd5 = new CastEvent("mage", "fire-bolt", List.of(), List.of(), 0, true, false, List.of());
        assertEquals("fire-bolt: cast, no roll needed", Explain.line(dd5));
    }
}
