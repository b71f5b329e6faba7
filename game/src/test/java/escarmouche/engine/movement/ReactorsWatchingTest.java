package escarmouche.engine.movement;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.engine.Game;
import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Creature;
import escarmouche.rules.grid.Pos;
import escarmouche.rules.movement.Body;
import escarmouche.rules.movement.Threat;
import escarmouche.simulate.Simulation;
import escarmouche.testing.Property;
import escarmouche.testing.Scripts;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A move watches only the creatures whose reach one of its footprints enters; those farther than their
 * reach from the box around the whole path are left out before anything is made of them. Over random
 * paths on a shipped map, the creatures watched are exactly those the plain filter keeps.
 */
class ReactorsWatchingTest {
    @Test
    @DisplayName("OA-LEAVE: the creatures a move watches are exactly those whose reach a footprint of its path enters")
    void watchingKeepsExactlyTheReachesThePathEnters() {
        Game game = Game.of(Simulation.allAi(Scripts.encounter("ogre-and-grapplers")), 1);
        Battle battle = game.battle();
        Reactors reactors = new Reactors(battle);
        int w = battle.grid().width();
        int h = battle.grid().height();
        int[] kept = {0};
        int[] dropped = {0};
        Property.forAll(20261124L, 500, r -> r, random -> {
            List<Creature> all = battle.creatures();
            Creature mover = all.get(random.nextInt(all.size()));
            Body start = MoveContexts.body(mover);
            List<Body> path = new ArrayList<>();
            int x = random.nextInt(w);
            int y = random.nextInt(h);
            int steps = random.nextInt(8);
            for (int i = 0; i < steps; i++) {
                path.add(start.moveTo(new Pos(x, y)));
                x = Math.max(0, Math.min(w - 1, x + random.nextInt(3) - 1));
                y = Math.max(0, Math.min(h - 1, y + random.nextInt(3) - 1));
            }
            List<String> expected = new ArrayList<>();
            for (Creature c : all) {
                if (c == mover || !c.alive() || !mover.hostileTo(c)) continue;
                Threat t = new Threat(c.id(), MoveContexts.body(c), Reactors.reach(c));
                if (t.reachesAny(path)) expected.add(c.id());
                else dropped[0]++;
            }
            List<String> watched = new ArrayList<>();
            for (Threat t : reactors.watching(mover, List.of(), path)) watched.add(t.id());
            assertEquals(expected, watched, mover.id() + " along " + path);
            kept[0] += watched.size();
        });
        assertTrue(kept[0] > 50 && dropped[0] > 50, "watched " + kept[0] + ", left out " + dropped[0]);
    }
}
