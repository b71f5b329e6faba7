package escarmouche.engine.magic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.events.CastEvent;
import escarmouche.events.ErrorEvent;
import escarmouche.testing.Fight;
import escarmouche.testing.TestScenario;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** A burst aimed at a square it cannot be centred on names what stands there in words, not by the map's id. */
class BurstOnSolidSquareTest {
    @Test
    @DisplayName("Fireball on a wall, a low wall or a closed door is refused, the square said 'a wall', 'a low wall',"
            + " 'a closed door'")
    void solidSquareInWords() {
        TestScenario s = TestScenario.map(
                        "##########",
                        "#...o+...#",
                        "#........#",
                        "##########")
                .with("mage", "party", 1, 1, c -> c.caster("wizard", "fireball").scores(8, 14, 14, 16, 12, 10)
                        .slots(4, 3, 2).level(5).hp(20))
                .with("gob", "monsters", 7, 2, c -> c.hp(40).control("player"))
                .initiative("mage", "gob");
        Fight f = Fight.of(s).start().run("cast fireball 0,0", "cast fireball 4,1", "cast fireball 5,1");
        List<String> reasons = f.all(ErrorEvent.class).stream().map(ErrorEvent::reason).toList();
        assertEquals(List.of("square 0,0 is a wall: the burst needs an open square",
                "square 4,1 is a low wall: the burst needs an open square",
                "square 5,1 is a closed door: the burst needs an open square"), reasons);
        assertTrue(f.all(CastEvent.class).isEmpty());
    }
}
