package escarmouche.engine.combat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.engine.Game;
import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Creature;
import escarmouche.rules.attack.Cover;
import escarmouche.rules.attack.CoverSurvey;
import escarmouche.rules.attack.Footprint;
import escarmouche.rules.casting.SpellArea;
import escarmouche.rules.grid.Pos;
import escarmouche.simulate.Simulation;
import escarmouche.testing.Property;
import escarmouche.testing.Scripts;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The engine's creature cover reads the creatures in the way from the battle's whereabouts and skips
 * neighbours; over shipped fights played some way in, its answer for every pair (and for bursts on random
 * squares) is the plain one: the map's cover raised by every other living creature, looked at one by one.
 */
class AttackCoverTest {
    @Test
    @DisplayName("ATK-COVER: the engine's cover with creatures in the way equals the plain answer, mid-fight, for every"
            + " pair and for bursts")
    void ATK_COVER_engineAnswerIsThePlainOne() {
        int[] half = {0};
        int[] none = {0};
        Property.forAll(20261204L, 40, r -> r, random -> {
            String[] fights = {"goblins-at-the-ford", "crypt-of-the-wight", "ogre-and-grapplers", "wolf-pack"};
            Game game = Game.of(Simulation.allAi(Scripts.encounter(fights[random.nextInt(fights.length)])),
                    random.nextInt(1000));
            game.start();
            for (int i = random.nextInt(60); i > 0 && game.step(); i--) {
                // played some way in: creatures moved, some fell
            }
            Battle battle = game.battle();
            CoverSurvey survey = new CoverSurvey(battle.grid());
            List<Creature> living = new ArrayList<>();
            for (Creature c : battle.creatures()) if (c.alive()) living.add(c);
            for (Creature a : living) {
                for (Creature t : living) {
                    if (a == t) continue;
                    Cover.Level plain = Cover.withCreatures(survey, a.space(), t.space(),
                            Cover.between(battle.grid(), a.space(), t.space()), others(living, a, t));
                    assertEquals(plain, AttackCover.between(battle, a, t), a.id() + " at " + t.id());
                    if (plain == Cover.Level.HALF) half[0]++;
                    if (plain == Cover.Level.NONE) none[0]++;
                }
                Pos centre = new Pos(random.nextInt(battle.grid().width()), random.nextInt(battle.grid().height()));
                Footprint from = Footprint.single(centre);
                Cover.Level walls = SpellArea.cover(battle.grid(), centre, a.space());
                Cover.Level plain = a.space().covers(centre) ? walls
                        : Cover.withCreatures(survey, from, a.space(), walls, others(living, null, a));
                assertEquals(plain, AttackCover.fromBurst(battle, centre, a), "burst at " + centre + " on " + a.id());
            }
        });
        assertTrue(half[0] > 50 && none[0] > 500, "half cover " + half[0] + ", none " + none[0]);
    }

    private static List<Footprint> others(List<Creature> living, Creature a, Creature t) {
        List<Footprint> out = new ArrayList<>();
        for (Creature c : living) if (c != a && c != t) out.add(c.space());
        return out;
    }
}
