package escarmouche.engine.movement;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Creature;
import escarmouche.rules.grid.Pos;
import escarmouche.rules.movement.Body;
import escarmouche.testing.EveryEvent;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * {@link Shunt#fits}, asked at the end of every move, reads the other creatures' squares from where they
 * stand among the living: after every event of whole fights (moves, deaths, large creatures), its answer
 * for every living creature on every square around it equals the plain test over all creatures' footprints.
 */
class ShuntFitsTest {
    @Test
    @DisplayName("MOVE-OCCUPIED: whether a footprint fits is the same read from the living as from every creature's footprint")
    void sameAsEveryFootprint() {
        int[] answers = {0, 0};
        for (String encounter : List.of("ogre-and-grapplers", "zoid-rampage", "wolf-pack")) {
            EveryEvent.check(encounter, 3, (game, e) -> {
                Battle battle = game.battle();
                for (Creature c : battle.living()) {
                    for (int dy = -2; dy <= 2; dy++) {
                        for (int dx = -2; dx <= 2; dx++) {
                            Pos p = c.at().plus(dx, dy);
                            boolean fits = plainFits(battle, c, p);
                            assertEquals(fits, Shunt.fits(battle, c, p), encounter + " " + c.id() + " at " + p);
                            answers[fits ? 1 : 0]++;
                        }
                    }
                }
            });
        }
        assertTrue(answers[0] > 1000 && answers[1] > 1000, "no fit " + answers[0] + ", fit " + answers[1]);
    }

    /**
     * The test as it was first written: the map, then every other living creature's footprint; for the
     * footprint it would stand in there, its squeezed one where a wall, the edge or a creature barring its
     * way leaves no room for its whole one (MOVE-SQUEEZE).
     */
    private static boolean plainFits(Battle battle, Creature c, Pos topLeft) {
        Body whole = c.ownFootprint().moveTo(topLeft);
        Body there = roomFor(battle, c, whole) ? whole : whole.squeezed();
        for (Pos p : there.squares()) {
            if (!battle.grid().inBounds(p) || battle.grid().at(p).blocksMovement()) return false;
        }
        for (Creature other : battle.creatures()) {
            if (other != c && other.alive() && there.overlaps(MoveContexts.body(other))) return false;
        }
        return true;
    }

    /** Whether its whole footprint has room: on the map, on no wall, on no hostile creature less than two sizes apart. */
    private static boolean roomFor(Battle battle, Creature c, Body whole) {
        for (Pos p : whole.squares()) {
            if (!battle.grid().inBounds(p) || battle.grid().at(p).blocksMovement()) return false;
        }
        for (Creature other : battle.creatures()) {
            if (other == c || !other.alive() || !other.hostileTo(c)) continue;
            boolean bars = Math.abs(c.body.size.ordinal() - other.body.size.ordinal()) < 2;
            if (bars && whole.overlaps(MoveContexts.body(other))) return false;
        }
        return true;
    }
}
