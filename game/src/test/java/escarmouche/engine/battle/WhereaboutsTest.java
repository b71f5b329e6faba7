package escarmouche.engine.battle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.rules.grid.Pos;
import escarmouche.testing.EveryEvent;
import java.util.List;
import java.util.SplittableRandom;
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
        SplittableRandom random = new SplittableRandom(36);
        // Maps compared, then how often one creature alone had moved since the last asking, and how often several.
        int[] asked = {0, 0, 0};
        int[] last = {-1};
        Object[] lastGame = {null};
        for (String encounter : FIGHTS) {
            EveryEvent.check(encounter, 6, (game, e) -> {
                Battle battle = game.battle();
                if (random.nextInt(12) != 0) return;
                if (lastGame[0] != game) {
                    lastGame[0] = game;
                    last[0] = -1;
                }
                if (last[0] >= 0 && last[0] < battle.placements()) {
                    asked[battle.movedAloneSince(last[0]) != null ? 1 : 2]++;
                }
                last[0] = battle.placements();
                compare(battle, encounter + " after " + e, new int[3]);
                asked[0]++;
            });
        }
        assertTrue(asked[0] > 500 && asked[1] > 100 && asked[2] > 50,
                asked[0] + " maps; since the last asking one mover " + asked[1] + " times, several " + asked[2]);
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
