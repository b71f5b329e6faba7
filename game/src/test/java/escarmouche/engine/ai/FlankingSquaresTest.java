package escarmouche.engine.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.content.model.Scenario;
import escarmouche.engine.battle.Creature;
import escarmouche.engine.combat.Sight;
import escarmouche.rules.attack.Flanking;
import escarmouche.rules.attack.Footprint;
import escarmouche.rules.core.Size;
import escarmouche.rules.grid.Pos;
import escarmouche.testing.TestScenario;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The flank plan's squares found from the partners' mirror images, where every creature takes one square
 * and the mover reaches one, equal those found by trying every square in reach against every partner: in
 * real fights, with large creatures and a longer reach among them (which take the long way).
 */
class FlankingSquaresTest {
    private static Scenario fight() {
        TestScenario t = TestScenario.map(
                        "##############",
                        "#............#",
                        "#............#",
                        "#............#",
                        "#............#",
                        "#............#",
                        "##############")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").abilities(16, 12).hp(40).ac(16))
                .with("ally", "party", 1, 4, c -> c.pc("fighter").abilities(16, 12).hp(40).ac(16))
                .with("ogre", "party", 2, 2, c -> c.size(Size.LARGE, 2, 2).hp(40).ac(11))
                .with("pike", "monsters", 12, 5, c -> {
                    c.reach = 2;
                    return c.hp(12).ac(12).weapons(TestScenario.SCIMITAR);
                })
                .with("troll", "monsters", 11, 1, c -> c.size(Size.LARGE, 2, 2).hp(30).ac(12));
        for (int i = 0; i < 8; i++) {
            t = t.with("gob" + i, "monsters", 9 + i % 2, 1 + i / 2, c -> c.hp(7).ac(13).weapons(TestScenario.SCIMITAR));
        }
        return t.build();
    }

    /** More goblins than the side size from which the partners beside a target are read from the map, and a troll. */
    private static Scenario crowd() {
        return GoblinCrowd.of(60, 9).with("troll", "monsters", 13, 1, c -> c.size(Size.LARGE, 2, 2).hp(30).ac(12)).build();
    }

    @Test
    @DisplayName("ATK-FLANK: the squares across a target from its partners, with the partners read from the map in a crowd, equal every square in reach tried against every ally")
    void crowdAsEverySquareTried() {
        int[] found = {0};
        EverySituation.check(crowd(), 3, s -> {
            for (Creature target : s.battle.creatures()) {
                if (!target.alive() || !target.hostileTo(s.self)) continue;
                List<Pos> expected = tried(s, target);
                assertEquals(expected, StrikePlans.flankingSquares(s, target), s.self.id() + " against " + target.id());
                if (!expected.isEmpty()) found[0]++;
            }
        });
        assertTrue(found[0] > 200, found[0] + " targets with flanking squares");
    }

    /** Every square in reach of the target against every ally that can act next to it, from the whole list of creatures. */
    private static List<Pos> tried(Situation s, Creature target) {
        List<Pos> out = new ArrayList<>();
        Footprint theirs = Sight.footprint(target);
        for (Pos p : Walks.near(s, target, s.reach())) {
            Footprint mine = new Footprint(p, s.self.body.width(), s.self.body.height());
            for (Creature a : s.battle.creatures()) {
                if (a == s.self || !a.alive() || a.hostileTo(s.self) || !a.canAct() || a.distanceTo(target) > 1) continue;
                if (Flanking.opposite(mine, Sight.footprint(a), theirs)) {
                    out.add(p);
                    break;
                }
            }
        }
        return out;
    }

    @Test
    @DisplayName("ATK-FLANK: the squares across one-square targets from their partners, found by mirror, equal the squares tried one by one")
    void mirrorsAsTheSquaresTried() {
        int[] mirrored = {0};
        int[] longWay = {0};
        EverySituation.check(fight(), 4, s -> {
            for (Creature target : s.battle.creatures()) {
                if (!target.alive() || !target.hostileTo(s.self)) continue;
                List<Pos> tried = StrikePlans.flankingSquares(s, target, false);
                assertEquals(tried, StrikePlans.flankingSquares(s, target, true), s.self.id() + " against " + target.id());
                if (tried.isEmpty()) continue;
                boolean small = s.self.body.width() == 1 && target.body.width() == 1 && s.reach() == 1;
                if (small) mirrored[0]++;
                else longWay[0]++;
            }
        });
        // Both ways must have found squares (the ogre, the troll and the pike take the long one).
        assertTrue(mirrored[0] > 100 && longWay[0] > 20, "by mirror " + mirrored[0] + ", the long way " + longWay[0]);
    }
}
