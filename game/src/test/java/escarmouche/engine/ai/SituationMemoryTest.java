package escarmouche.engine.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.content.model.Scenario;
import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Creature;
import escarmouche.rules.attack.Footprint;
import escarmouche.rules.core.DamageType;
import escarmouche.rules.core.Size;
import escarmouche.rules.core.Weapon;
import escarmouche.rules.core.WeaponKind;
import escarmouche.testing.TestScenario;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A decision remembers what it works out (the nearest enemy from each square, the ranged weapon for each
 * distance) and looks only at the enemies that can matter for a capped distance: asked twice, after any
 * event of a fight, it answers as the plain sums over the creatures and their weapons would.
 */
class SituationMemoryTest {
    private static final Weapon JAVELIN = TestScenario.weapon("javelin", "1d6", DamageType.PIERCING,
            WeaponKind.THROWN, 6, 24);

    private static Scenario skirmish() {
        return TestScenario.map(
                        "############",
                        "#..........#",
                        "#...#......#",
                        "#..........#",
                        "#......o...#",
                        "############")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").abilities(16, 12).hp(30).ac(16))
                .with("ogre", "party", 1, 3, c -> c.size(Size.LARGE, 2, 2).hp(30).ac(11))
                .with("gob1", "monsters", 9, 1, c -> c.hp(9).ac(13).weapons(TestScenario.SCIMITAR,
                        TestScenario.SHORTBOW))
                .with("gob2", "monsters", 9, 3, c -> c.hp(9).ac(13).weapons(JAVELIN))
                .with("gob3", "monsters", 10, 4, c -> c.hp(9).ac(13).weapons(TestScenario.SCIMITAR, JAVELIN))
                .build();
    }

    @Test
    @DisplayName("ACT-ATTACK: the nearest enemy, the ranged weapon and the reach a decision remembers equal fresh answers after every event")
    void rememberedEqualsFresh() {
        int[] checked = {0};
        EverySituation.check(skirmish(), 6, s -> {
            Battle battle = s.battle;
            for (int pass = 0; pass < 2; pass++) {
                for (int y = -1; y <= battle.grid().height(); y++) {
                    for (int x = -1; x <= battle.grid().width(); x++) {
                        assertEquals(nearest(s, x, y), s.nearestEnemy(x, y), s.self.id() + " at " + x + "," + y);
                        checked[0]++;
                    }
                }
                for (int d = 0; d <= 70; d++) assertSame(ranged(s, d), s.rangedWeapon(d), s.self.id() + " at " + d);
                assertEquals(escarmouche.engine.movement.Reactors.reach(s.self), s.reach(), s.self.id() + "'s reach");
                // Capped, as a shot weighs the squares: only the enemies that could matter are looked at.
                for (int cap = pass; cap <= 7; cap += 2) {
                    for (int y = -1; y <= battle.grid().height(); y++) {
                        for (int x = -1; x <= battle.grid().width(); x++) {
                            assertEquals(Math.min(cap, nearest(s, x, y)), s.nearestEnemyUpTo(x, y, cap),
                                    s.self.id() + " at " + x + "," + y + " up to " + cap);
                        }
                    }
                }
            }
        });
        assertTrue(checked[0] > 10_000, "squares checked: " + checked[0]);
    }

    @Test
    @DisplayName("ACT-ATTACK: decisions borrowing one memo of nearest enemies, asked by turns, answer as fresh sums after every event")
    void sharedMemoEqualsFresh() {
        int[] checked = {0};
        for (long seed = 1; seed <= 6; seed++) {
            escarmouche.engine.Game game = escarmouche.engine.Game.of(escarmouche.simulate.Simulation.allAi(skirmish()), seed);
            Battle battle = game.battle();
            LastAttackers attackers = new LastAttackers(battle);
            // One memo for the whole fight, as the game's AI keeps it, lent to every decision below.
            SquareMemo memo = new SquareMemo();
            java.util.Random order = new java.util.Random(seed);
            battle.log().listen(e -> {
                java.util.List<Situation> decisions = new java.util.ArrayList<>();
                for (Creature self : battle.creatures()) {
                    if (self.alive()) {
                        decisions.add(new Situation(battle, game.services(), game.previews(), self, attackers, memo,
                                DoorMaps.kept()));
                    }
                }
                if (decisions.isEmpty()) return;
                // By turns: each question may come from another decision than the last, which claims the memo
                // from it; a square asked again of an earlier decision must not take another's answer.
                int w = battle.grid().width();
                int h = battle.grid().height();
                for (int q = 0; q < 3 * w * h; q++) {
                    Situation s = decisions.get(order.nextInt(decisions.size()));
                    int x = order.nextInt(w);
                    int y = order.nextInt(h);
                    assertEquals(nearest(s, x, y), s.nearestEnemy(x, y), s.self.id() + " at " + x + "," + y);
                    checked[0]++;
                }
            });
            game.start();
            game.advance();
        }
        assertTrue(checked[0] > 10_000, "squares checked: " + checked[0]);
    }

    /** The closest enemy still fighting, worked out afresh. */
    private static int nearest(Situation s, int x, int y) {
        int best = Integer.MAX_VALUE;
        for (Creature e : s.enemies()) {
            best = Math.min(best, new Footprint(new escarmouche.rules.grid.Pos(x, y), s.self.body.width(),
                    s.self.body.height()).distanceTo(new Footprint(e.at(), e.body.width(), e.body.height())));
        }
        return best;
    }

    /** The first weapon whose normal range covers the distance, else the first whose long range does. */
    private static Weapon ranged(Situation s, int d) {
        Weapon far = null;
        for (Weapon w : s.self.arsenal.weapons) {
            if (!w.canShoot() || d > w.longRange() || !spareFresh(s.self, w) || !inHandOrDrawable(s.self, w)) continue;
            if (d <= w.normalRange()) return w;
            if (far == null) far = w;
        }
        return far;
    }

    /**
     * TURN-OBJECT: in hand, thrown (drawn as it is thrown), or drawn with the free interaction still unspent
     * (a fumble that drops the bow leaves it to be drawn again); the hands its holds leave it (GRAP-START).
     */
    private static boolean inHandOrDrawable(Creature self, Weapon w) {
        return (!self.turn.objectUsed || !escarmouche.rules.objects.ObjectUse.draws(w, self.arsenal.weaponInHand(),
                w.kind() == WeaponKind.THROWN));
    }

    private static boolean spareFresh(Creature self, Weapon w) {
        if (w.kind() != WeaponKind.THROWN || self.arsenal.count(w) > 1) return true;
        for (Weapon other : self.arsenal.weapons) {
            if (!other.equals(w) && other.canMelee() && !escarmouche.rules.attack.Fumble.weaponless(other)) return true;
        }
        return false;
    }
}
