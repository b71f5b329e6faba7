package escarmouche.engine.battle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.rules.grid.Pos;
import escarmouche.testing.EveryEvent;
import escarmouche.testing.NowAndThen;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * {@link Battle#whereabouts}, mended for one mover or made again, tells for every square of the map what a
 * walk through the living finds there: nobody, the one creature, or several (a mover passing through an
 * ally's square); and {@link Battle#occupant} the first of them in scenario order. Asked after every event
 * of whole fights (steps, drags and shoves, deaths, large creatures), and after a seeded few events, when
 * one creature has taken several steps since or several have moved.
 */
class WhereaboutsTest {
    private static final List<String> FIGHTS =
            List.of("ogre-and-grapplers", "wolf-pack", "zoid-rampage", "goblins-at-the-ford", "ambush-in-the-crypt");

    @Test
    @DisplayName("MOVE-OCCUPIED: who stands on each square, read from the battle's map of them, is who a walk through the living finds")
    void everySquareAfterEveryEvent() {
        int[] seen = {0, 0, 0};
        for (String encounter : FIGHTS) {
            EveryEvent.check(encounter, 3, (game, e) -> compare(game.battle(), encounter + " after " + e, seen));
        }
        assertTrue(seen[1] > 10_000 && seen[2] > 10, seen[1] + " squares of one creature, " + seen[2] + " of several");
    }

    @Test
    @DisplayName("MOVE-OCCUPIED: asked now and then, after one mover's steps or several creatures' moves, the map of who stands where is the same")
    void everySquareNowAndThen() {
        NowAndThen asking = new NowAndThen(36, 12);
        asking.check(FIGHTS, 6, (game, e) -> compare(game.battle(), game.battle().name() + " after " + e, new int[3]));
        assertTrue(asking.asked() > 500 && asking.oneMover() > 100 && asking.severalMovers() > 50, asking.asked()
                + " maps; since the last asking one mover " + asking.oneMover() + " times, several " + asking.severalMovers());
    }

    /** Every square of the map against a walk through the living; counts squares empty, of one, of several. */
    private static void compare(Battle battle, String when, int[] seen) {
        Whereabouts where = battle.whereabouts();
        assertTrue(where.exact(), when);
        for (int y = 0; y < battle.grid().height(); y++) {
            for (int x = 0; x < battle.grid().width(); x++) {
                Creature first = null;
                int there = 0;
                for (Creature c : battle.creatures()) {
                    if (!c.alive() || !c.occupies(new Pos(x, y))) continue;
                    if (first == null) first = c;
                    there++;
                }
                int cell = where.cell(x, y);
                String square = when + " at " + x + "," + y;
                if (there == 0) assertEquals(Whereabouts.EMPTY, cell, square);
                else if (there == 1) assertSame(first, where.only(cell), square);
                else assertEquals(-there, cell, square);
                assertSame(first, battle.occupant(new Pos(x, y)), square);
                seen[Math.min(there, 2)]++;
            }
        }
    }
}
