package escarmouche.engine.movement;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Creature;
import escarmouche.rules.movement.Body;
import escarmouche.rules.movement.Occupant;
import escarmouche.testing.EveryEvent;
import escarmouche.testing.NowAndThen;
import java.util.ArrayList;
import java.util.List;
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
        NowAndThen asking = new NowAndThen(15, 15);
        int[] lists = {0};
        asking.check(List.of("ogre-and-grapplers", "wolf-pack", "goblins-at-the-ford", "ambush-in-the-crypt"), 8, (game, e) -> {
            Battle battle = game.battle();
            MoveContexts contexts = game.services().movement.contexts();
            for (Creature c : battle.living()) {
                List<Occupant> listed = contexts.occupants(c, List.of());
                assertEquals(afresh(battle, c, List.of()), listed, battle.name() + " " + c.id() + " after " + e);
                int k = 0;
                for (Creature o : battle.living()) {
                    if (o == c) continue;
                    assertSame(o.occupant(!o.side.side.equals(c.side.side)), listed.get(k++), o.id() + " seen by " + c.id());
                }
                lists[0]++;
            }
        });
        assertTrue(lists[0] > 2_000 && asking.oneMover() > 100 && asking.severalMovers() > 50,
                lists[0] + " lists; since the last asking one mover " + asking.oneMover() + " times, several "
                        + asking.severalMovers());
    }

    /** Every other living creature with its footprint where it stands now, hostile or not to {@code mover}. */
    private static List<Occupant> afresh(Battle battle, Creature mover, List<Creature> leftOut) {
        List<Occupant> out = new ArrayList<>();
        for (Creature o : battle.living()) {
            if (o == mover || leftOut.contains(o)) continue;
            Body body = new Body(o.at(), o.body.width(), o.body.height(), o.body.size);
            out.add(new Occupant(o.id(), body, !o.side.side.equals(mover.side.side)));
        }
        return out;
    }
}
