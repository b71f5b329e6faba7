package escarmouche.engine.movement;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Creature;
import escarmouche.rules.movement.Body;
import escarmouche.rules.movement.Occupant;
import escarmouche.testing.EveryEvent;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * {@link MoveContexts#occupants} lists the living once per side and keeps the list until a creature moves,
 * arrives or dies: after every event of whole fights (steps, drags and shoves, deaths, grapples, large
 * creatures), the list it gives every living creature equals one made afresh from where each stands.
 */
class OccupantsMemoryTest {
    @Test
    @DisplayName("MOVE-OCCUPIED: the creatures in a mover's way are the same remembered as listed afresh")
    void sameAsListedAfresh() {
        int[] asked = {0, 0};
        for (String encounter : List.of("ogre-and-grapplers", "wolf-pack", "zoid-rampage", "goblins-at-the-ford")) {
            EveryEvent.check(encounter, 3, (game, e) -> {
                Battle battle = game.battle();
                MoveContexts contexts = game.services().movement.contexts();
                for (Creature c : battle.living()) {
                    assertEquals(afresh(battle, c, List.of()), contexts.occupants(c, List.of()),
                            encounter + " " + c.id() + " after " + e);
                    asked[0]++;
                    List<Creature> held = contexts.dragged(c);
                    if (held.isEmpty()) continue;
                    assertEquals(afresh(battle, c, held), contexts.occupants(c, held), encounter + " " + c.id() + " dragging");
                    asked[1]++;
                }
            });
        }
        assertTrue(asked[0] > 10_000 && asked[1] > 10, asked[0] + " lists, " + asked[1] + " of a creature dragging another");
    }

    @Test
    @DisplayName("MOVE-OCCUPIED: lists asked now and then, after one mover's steps or several creatures' moves, equal lists made afresh")
    void sameWhenAskedNowAndThen() {
        // Asked after every event, the lists are mended for one step at a time; asked after a seeded few
        // events, one creature has often taken several steps since (mended), or several have moved (made
        // again). Unmoved creatures' entries must also stay the very objects the creatures hand out, which
        // the path finder's boards rely on when mended from one view to the next.
        SplittableRandom random = new SplittableRandom(15);
        // Lists asked, then how often one creature alone had moved since the last asking, and how often several.
        int[] asked = {0, 0, 0};
        // The count of moves at the last asking, in the game it was asked in.
        int[] last = {-1};
        Object[] lastGame = {null};
        for (String encounter : List.of("ogre-and-grapplers", "wolf-pack", "goblins-at-the-ford", "ambush-in-the-crypt")) {
            EveryEvent.check(encounter, 8, (game, e) -> {
                Battle battle = game.battle();
                if (random.nextInt(15) != 0) return;
                if (lastGame[0] != game) {
                    lastGame[0] = game;
                    last[0] = -1;
                }
                if (last[0] >= 0 && last[0] < battle.placements()) {
                    asked[battle.movedAloneSince(last[0]) != null ? 1 : 2]++;
                }
                last[0] = battle.placements();
                MoveContexts contexts = game.services().movement.contexts();
                for (Creature c : battle.living()) {
                    List<Occupant> listed = contexts.occupants(c, List.of());
                    assertEquals(afresh(battle, c, List.of()), listed, encounter + " " + c.id() + " after " + e);
                    int k = 0;
                    for (Creature o : battle.living()) {
                        if (o == c) continue;
                        assertSame(o.occupant(!o.side.side.equals(c.side.side)), listed.get(k++), o.id() + " seen by " + c.id());
                    }
                    asked[0]++;
                }
            });
        }
        assertTrue(asked[0] > 2_000 && asked[1] > 100 && asked[2] > 50,
                asked[0] + " lists; since the last asking one mover " + asked[1] + " times, several " + asked[2]);
    }

    /** Every other living creature with its footprint where it stands now, hostile or not to {@code mover}. */
    private static List<Occupant> afresh(Battle battle, Creature mover, List<Creature> leftOut) {
        List<Occupant> out = new ArrayList<>();
        for (Creature o : battle.living()) {
            if (o == mover || leftOut.contains(o)) continue;
            Body body = new Body(o.at(), o.body.width, o.body.height, o.body.size);
            out.add(new Occupant(o.id(), body, !o.side.side.equals(mover.side.side)));
        }
        return out;
    }
}
