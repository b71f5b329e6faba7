package escarmouche.engine.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.testing.TestScenario;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Where a script has several equally good squares, it picks the same one seen from either end of a
 * symmetric map. Picking in reading order, or in the order the neighbours are looked at, sent creatures
 * of one end north and those of the other end south, and one end of a mirror match won more often.
 */
class MirrorChoicesTest {
    private static final String[] MUD = {
        "###########",
        "#.,,,,,,,.#",
        "#.,,,,,,,.#",
        "#.,,,,,,,.#",
        "###########"};

    /** A goblin at {@code gx}, row 2, rushing across the mud at a fighter at {@code hx}, row 2. */
    private static String rush(int gx, int hx) {
        return AiCase.of(TestScenario.map(MUD)
                        .with("gob", "monsters", gx, 2, c -> c.abilities(10, 14))
                        .with("hero", "party", hx, 2, c -> c.pc("fighter"))
                        .initiative("gob", "hero"))
                .rules("gob", "{\"do\": \"attack\", \"risky\": true}")
                .next();
    }

    @Test
    @DisplayName("MOVE-DIFFICULT: a risky rush across the mud goes straight, eastwards as westwards")
    void riskyRushGoesStraight() {
        assertEquals("move 2,2 3,2 4,2 5,2 6,2 7,2 risky=dex", rush(1, 9));
        assertEquals("move 8,2 7,2 6,2 5,2 4,2 3,2 risky=dex", rush(9, 1));
    }
}
