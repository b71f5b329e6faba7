package escarmouche.engine.battle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.content.model.Scenario;
import escarmouche.engine.Game;
import escarmouche.eventlog.EventJson;
import escarmouche.simulate.Simulation;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A simulation's thread hands one {@link CoverMemory} (cover answers, path-search arrays and terrain
 * grades) to every fight it plays. Fights played one after the other on one memory, two maps taking
 * turns and a door opened in some of them, give the very events each gives on a memory of its own.
 */
class SharedMemoryFightTest {
    /** {@link CoverCacheFightTest}'s hall with its door ({@code +} shut, {@code #} walled up) and the ground of two rows. */
    private static Scenario hall(String door, String ground) {
        return CoverCacheFightTest.hall(
                "##############",
                "#....#.......#",
                "#...." + door + "...o...#",
                "#....#" + ground + "#",
                "#....#" + ground + "#",
                "#............#",
                "##############");
    }

    @Test
    @DisplayName("ATK-COVER, MOVE-DIFFICULT: fights sharing one memory play exactly as fights on fresh ones")
    void sharingChangesNothing() {
        // Rough ground on one map where the other has floor: terrain grades kept from the wrong map would
        // price the steps there wrongly.
        List<Scenario> maps = List.of(Simulation.allAi(hall("+", ",,,,,,,")), Simulation.allAi(hall("#", "..#....")));
        CoverMemory shared = new CoverMemory();
        int events = 0;
        for (long seed = 1; seed <= 16; seed++) {
            Scenario scenario = maps.get((int) (seed % 2));
            List<String> alone = play(Game.of(scenario, seed, new CoverMemory()));
            List<String> sharing = play(Game.of(scenario, seed, shared));
            sameEvents(alone, sharing, seed);
            events += alone.size();
        }
        assertTrue(events > 500, "too few events compared: " + events);
    }

    /** The first event where the two logs part, rather than both logs whole. */
    private static void sameEvents(List<String> alone, List<String> sharing, long seed) {
        for (int i = 0; i < Math.min(alone.size(), sharing.size()); i++) {
            assertEquals(alone.get(i), sharing.get(i), "seed " + seed + ", event " + (i + 1));
        }
        assertEquals(alone.size(), sharing.size(), "seed " + seed + ": events");
    }

    private static List<String> play(Game game) {
        EventJson json = new EventJson();
        game.start();
        game.advance();
        List<String> out = new ArrayList<>();
        for (LoggedEvent e : game.battle().log().events()) out.add(json.line(e));
        return out;
    }
}
