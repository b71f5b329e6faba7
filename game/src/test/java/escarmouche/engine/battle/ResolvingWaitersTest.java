package escarmouche.engine.battle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.engine.Game;
import escarmouche.simulate.Simulation;
import escarmouche.testing.Scripts;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The battle asks only the systems that may wait whether they wait: every one that can must say so. */
class ResolvingWaitersTest {
    @Test
    @DisplayName("OA-REACTION: every resolving system that can wait for an answer says it may wait")
    void everySystemThatCanWaitSaysSo() throws Exception {
        Game game = Game.of(Simulation.allAi(Scripts.encounter("goblins-at-the-ford")), 1);
        var systems = game.battle().ecs().getSystems();
        List<String> resolving = new ArrayList<>();
        List<String> mayWait = new ArrayList<>();
        for (int i = 0; i < systems.size(); i++) {
            if (!(systems.get(i) instanceof Resolving r)) continue;
            String name = r.getClass().getSimpleName();
            resolving.add(name);
            boolean overridesWaiting = r.getClass().getMethod("waiting").getDeclaringClass() != Resolving.class;
            if (overridesWaiting) assertTrue(r.mayWait(), name + " can wait but does not say it may");
            if (r.mayWait()) mayWait.add(name);
        }
        assertTrue(resolving.size() >= 4, "the movement, opportunity, damage and turn systems at least: " + resolving);
        assertEquals(List.of("OpportunitySystem"), mayWait);
    }
}
