package escarmouche.engine.combat;

import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.content.model.Scenario;
import escarmouche.engine.Game;
import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Creature;
import escarmouche.rules.core.Size;
import escarmouche.simulate.Simulation;
import escarmouche.testing.TestScenario;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * ATK-RANGED-MELEE's enemy, read from the squares round the attacker when it has many enemies, is the one
 * a walk through every creature in scenario order finds: after every event of crowded fights with archers
 * on both sides, a large creature and moves through allies, for every living creature as the attacker.
 */
class EnemyAtElbowTest {
    private static Scenario crowd() {
        TestScenario t = TestScenario.map(
                        "##################",
                        "#................#",
                        "#................#",
                        "#................#",
                        "#................#",
                        "#................#",
                        "#................#",
                        "##################")
                .with("troll", "monsters", 14, 5, c -> c.size(Size.LARGE, 2, 2).hp(40).ac(12));
        for (int i = 0; i < 14; i++) {
            boolean archer = i % 3 == 0;
            t = t.with("hero" + i, "party", 1 + i % 3, 1 + i / 3, c -> c.pc("fighter").abilities(14, 14).hp(20).ac(14)
                    .weapons(archer ? TestScenario.SHORTBOW : TestScenario.LONGSWORD));
            t = t.with("gob" + i, "monsters", 11 + i % 3, 1 + i / 3, c -> c.hp(7).ac(13)
                    .weapons(archer ? TestScenario.SHORTBOW : TestScenario.SCIMITAR));
        }
        return t.build();
    }

    @Test
    @DisplayName("ATK-RANGED-MELEE: the enemy within 1.5 m, read from the map in a crowd, is the first a walk through every creature finds")
    void sameAsEveryCreatureWalked() {
        int[] found = {0, 0};
        for (long seed = 1; seed <= 4; seed++) {
            Game game = Game.of(Simulation.allAi(crowd()), seed);
            Battle battle = game.battle();
            battle.log().listen(e -> {
                for (Creature attacker : battle.living()) {
                    Creature expected = walked(battle, attacker);
                    assertSame(expected, AttackSituation.enemyAtElbow(battle, attacker), attacker.id() + " after " + e);
                    found[expected == null ? 0 : 1]++;
                }
            });
            game.start();
            game.advance();
        }
        assertTrue(found[0] > 1_000 && found[1] > 1_000, "none near " + found[0] + ", one near " + found[1]);
    }

    /** The first creature of the scenario alive, hostile, within 1.5 m, able to act and seeing the attacker. */
    private static Creature walked(Battle battle, Creature attacker) {
        for (Creature c : battle.creatures()) {
            if (c.alive() && c.hostileTo(attacker) && c.distanceTo(attacker) <= 1 && c.canAct()
                    && Sight.canSee(battle, c, attacker)) {
                return c;
            }
        }
        return null;
    }
}
