package escarmouche.engine.battle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.content.model.Scenario;
import escarmouche.engine.Game;
import escarmouche.engine.combat.Sight;
import escarmouche.events.ConditionEvent;
import escarmouche.events.DeathEvent;
import escarmouche.events.MoveEvent;
import escarmouche.rules.attack.Cover;
import escarmouche.rules.attack.Footprint;
import escarmouche.simulate.Simulation;
import escarmouche.testing.TestScenario;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Whole fights on AI, with a door monsters open, walls, a low wall and pillars: after every event (a
 * step, a death, a condition, a door) the battle's remembered cover and sight answers equal fresh ones.
 */
class CoverCacheFightTest {
    private static Scenario hall() {
        return hall("##############",
                "#....#.......#",
                "#....+...o...#",
                "#....#.......#",
                "#....#..#....#",
                "#............#",
                "##############");
    }

    /** Two heroes west, three goblins east, on a map of that size (14 by 7) drawn by the caller. */
    static Scenario hall(String... rows) {
        return TestScenario.map(rows)
                .with("hero", "party", 1, 1, c -> c.pc("fighter").abilities(16, 12).hp(30).ac(16))
                .with("archer", "party", 2, 5, c -> c.hp(12).ac(13).weapons(TestScenario.SHORTBOW, TestScenario.SCIMITAR))
                .with("gob1", "monsters", 11, 2, c -> c.hp(7).ac(13).weapons(TestScenario.SCIMITAR))
                .with("gob2", "monsters", 12, 4, c -> c.hp(7).ac(13).weapons(TestScenario.SHORTBOW, TestScenario.SCIMITAR))
                .with("gob3", "monsters", 10, 5, c -> c.hp(7).ac(13).weapons(TestScenario.SCIMITAR))
                .build();
    }

    @Test
    @DisplayName("ATK-COVER: cached cover and sight equal fresh answers after moves, deaths, conditions and doors, fight after fight")
    void cachedEqualsFreshThroughWholeFights() {
        Set<String> kinds = new HashSet<>();
        int[] checked = {0};
        // One memory for all the fights, as a simulation's thread has: answers found in one fight, on a
        // map with the door open or shut, are asked again in the next.
        CoverMemory shared = new CoverMemory();
        for (long seed = 1; seed <= 12; seed++) {
            Game game = Game.of(Simulation.allAi(hall()), seed, shared);
            Battle battle = game.battle();
            Object[] lastGrid = {battle.grid()};
            battle.log().listen(e -> {
                if (e.event() instanceof MoveEvent) kinds.add("move");
                if (e.event() instanceof DeathEvent) kinds.add("death");
                if (e.event() instanceof ConditionEvent) kinds.add("condition");
                if (battle.grid() != lastGrid[0]) {
                    kinds.add("door");
                    lastGrid[0] = battle.grid();
                }
                List<Creature> all = battle.creatures();
                for (Creature c : all) {
                    // The space a creature keeps for sight is the one it fills now.
                    assertEquals(new Footprint(c.at(), c.body.width(), c.body.height()), Sight.footprint(c), c.id());
                }
                for (Creature a : all) {
                    for (Creature b : all) {
                        Footprint fa = Sight.footprint(a);
                        Footprint fb = Sight.footprint(b);
                        assertEquals(Cover.between(battle.grid(), fa, fb), battle.cover(fa, fb), a.id() + " -> " + b.id());
                        assertEquals(freshSight(battle, a, b), Sight.canSee(battle, a, b), a.id() + " sees " + b.id());
                        checked[0]++;
                    }
                }
            });
            game.start();
            game.advance();
        }
        assertTrue(checked[0] > 1000, "too few answers compared: " + checked[0]);
        assertEquals(Set.of("move", "death", "condition", "door"), kinds, "every kind of change happened");
    }

    /** Sight worked out without the battle's memory: the same tests, cover asked of the rules directly. */
    private static boolean freshSight(Battle battle, Creature viewer, Creature seen) {
        if (!viewer.alive() || viewer.has(escarmouche.rules.core.Condition.UNCONSCIOUS)
                || viewer.has(escarmouche.rules.core.Condition.PETRIFIED)) {
            return false;
        }
        if (viewer.has(escarmouche.rules.core.Condition.BLINDED)) return false;
        if (seen.has(escarmouche.rules.core.Condition.INVISIBLE)) return false;
        if (seen.has(escarmouche.rules.core.Condition.HIDDEN) && viewer.hostileTo(seen)) return false;
        // Sight is the same both ways: a view clear from either side (ATK-COVER).
        return viewer == seen || Cover.between(battle.grid(), Sight.footprint(viewer), Sight.footprint(seen)).targetable()
                || Cover.between(battle.grid(), Sight.footprint(seen), Sight.footprint(viewer)).targetable();
    }
}
