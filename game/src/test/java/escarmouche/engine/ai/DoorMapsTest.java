package escarmouche.engine.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.behaviour.Rule;
import escarmouche.content.model.Scenario;
import escarmouche.engine.Game;
import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.objects.Doors;
import escarmouche.events.CheckEvent;
import escarmouche.rules.grid.Grid;
import escarmouche.rules.grid.Pos;
import escarmouche.simulate.Simulation;
import escarmouche.testing.TestScenario;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The maps with the doors open that the game's AI keeps from decision to decision ({@link DoorMaps}), and the
 * searches it makes on them in the battle memory's second scratch, answer as maps made afresh and searched
 * with fresh arrays would, after every event of fights where doors are opened and locks picked.
 */
class DoorMapsTest {

    /**
     * Two halls, three closed doors between them: two locked (one easy to pick), one not. Goblins (humanoid,
     * lock pickers), a wolf (a beast, which does not pick) and heroes whose type is unsaid.
     */
    private static Scenario halls() {
        return TestScenario.map(
                        "#############",
                        "#.....+.....#",
                        "#.....#.....#",
                        "#.....+.....#",
                        "#.....#.....#",
                        "#.....+.....#",
                        "#############")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").hp(24))
                .with("archer", "party", 1, 5, c -> c.hp(14).weapons(TestScenario.SCIMITAR, TestScenario.SHORTBOW))
                .with("wolf", "party", 2, 3, c -> c.hp(11).weapons(TestScenario.SCIMITAR).type("beast"))
                .with("gob1", "monsters", 11, 1, c -> c.hp(9).weapons(TestScenario.SCIMITAR).type("humanoid"))
                .with("gob2", "monsters", 11, 3, c -> c.hp(9).weapons(TestScenario.SCIMITAR).type("humanoid"))
                .with("gob3", "monsters", 10, 5, c -> c.hp(9).weapons(TestScenario.SCIMITAR, TestScenario.SHORTBOW)
                        .type("humanoid"))
                .locked(6, 1, 5)
                .locked(6, 3, 10)
                .build();
    }

    @Test
    @DisplayName("TURN-OBJECT, ACT-LOCKPICK: the AI's kept maps with the doors open, and the way through a door found on them, equal fresh ones after every event")
    void keptEqualsFresh() {
        int[] checked = {0};
        int[] found = {0};
        int[] picks = {0};
        for (long seed = 1; seed <= 5; seed++) {
            Game game = Game.of(Simulation.allAi(halls(), false), seed);
            Battle battle = game.battle();
            Doors doors = game.services().doors;
            LastAttackers attackers = new LastAttackers(battle);
            // One memo for the whole fight, as the game's AI keeps it, lent to every decision below.
            DoorMaps kept = DoorMaps.kept();
            battle.log().listen(e -> {
                if (e.event() instanceof CheckEvent c && c.purpose().startsWith("pick the lock")) picks[0]++;
                Grid grid = battle.grid();
                for (boolean withLocked : new boolean[] {false, true}) {
                    Grid fresh = DoorWay.opened(grid, doors, withLocked);
                    Grid memo = kept.opened(grid, doors, withLocked);
                    assertTrue(fresh.sameTerrain(memo), "opened maps, locked doors too: " + withLocked);
                    assertEquals(fresh == grid, memo == grid, "the map itself when nothing opens");
                }
                for (Creature self : battle.creatures()) {
                    if (!self.alive()) continue;
                    Situation s = new Situation(battle, game.services(), game.previews(), self, attackers,
                            new SquareMemo(), kept);
                    Situation plain = new Situation(battle, game.services(), game.previews(), self, attackers,
                            new SquareMemo(), DoorMaps.plain());
                    List<Rule> rules = ScriptedAi.behaviourOf(self).rules();
                    for (Creature foe : s.enemies()) {
                        List<Pos> goals = Walks.near(s, foe, s.reach());
                        for (Rule rule : rules) {
                            Object want = DoorWay.through(plain, rule, goals);
                            assertEquals(want, DoorWay.through(s, rule, goals),
                                    self.id() + " towards " + foe.id() + " at round " + battle.round());
                            checked[0]++;
                            if (want != null) found[0]++;
                        }
                    }
                }
            });
            game.start();
            game.advance();
        }
        assertTrue(checked[0] > 5_000, "ways asked: " + checked[0]);
        assertTrue(found[0] > 500, "ways through a door found: " + found[0]);
        assertTrue(picks[0] > 0, "locks picked: " + picks[0]);
    }
}
