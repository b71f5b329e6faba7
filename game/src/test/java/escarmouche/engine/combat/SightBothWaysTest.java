package escarmouche.engine.combat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.engine.battle.Battle;
import escarmouche.engine.battle.Creature;
import escarmouche.events.AttackEvent;
import escarmouche.events.ErrorEvent;
import escarmouche.rules.attack.Cover;
import escarmouche.rules.attack.Footprint;
import escarmouche.testing.Fight;
import escarmouche.testing.Property;
import escarmouche.testing.Scripts;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Sight (ATK-COVER, ATK-UNSEEN) is the same both ways, though cover is the attacker's view: from a Large
 * creature's corners a small one may be behind total cover while it sees the big one from its own square.
 */
class SightBothWaysTest {
    /** The tester's room: a wall down column 3 with a one-square gap at 3,4. */
    private static final String ROOM = "\"##########\", \"#..#.....#\", \"#..#.....#\", \"#..#.....#\", \"#........#\","
            + " \"#..#.....#\", \"#..#.....#\", \"#..#.....#\", \"##########\"";

    private static Fight asymmetric() {
        return Fight.of(Scripts.scenario("""
                {"format": 1, "name": "asymmetric view", "map": {"rows": [%s]},
                 "combatants": [
                   {"id": "robin", "template": "archer", "at": [5, 7], "weapons": ["shortbow"]},
                   {"id": "ogre", "template": "ogre", "at": [1, 1], "control": "player"}],
                 "initiative": ["robin", "ogre"], "dice": [10, 3, 10, 3], "seed": 1}
                """.formatted(ROOM))).start();
    }

    @Test
    @DisplayName("ATK-COVER: the archer sees the ogre past the doorway and the ogre sees the archer, though from the"
            + " ogre's side she is behind total cover: it cannot aim at her, she shoots it with half cover")
    void ATK_COVER_sightIsTheSameBothWays() {
        Fight f = asymmetric();
        Battle battle = f.game().battle();
        Creature robin = f.creature("robin");
        Creature ogre = f.creature("ogre");
        assertEquals(Cover.Level.HALF, battle.cover(robin.space(), ogre.space()));
        assertEquals(Cover.Level.TOTAL, battle.cover(ogre.space(), robin.space()));
        assertTrue(Sight.canSee(battle, robin, ogre));
        assertTrue(Sight.canSee(battle, ogre, robin), "the ogre sees the archer who sees it");
        assertTrue(Sight.canSeeAndAim(battle, robin, ogre));
        assertEquals(false, Sight.canSeeAndAim(battle, ogre, robin), "but cannot aim at her");
        f.run("attack ogre weapon=shortbow", "end", "attack robin weapon=javelin", "end");
        AttackEvent shot = f.first(AttackEvent.class);
        assertEquals(13, shot.ac(), f.lines());
        assertEquals(List.of("robin is behind total cover (ATK-COVER)"),
                f.all(ErrorEvent.class).stream().map(ErrorEvent::reason).toList(), f.lines());
    }

    @Test
    @DisplayName("ATK-COVER property: on random walled maps, creatures of one square or Large see each other both ways,"
            + " exactly when one of them is not behind total cover from the other")
    void ATK_COVER_sightIsSymmetricOnRandomMaps() {
        int[] oneWay = {0};
        Property.forAll(20261209L, 600, SightBothWaysTest::room, f -> {
            Battle battle = f.game().battle();
            Creature a = f.creature("a");
            Creature b = f.creature("b");
            boolean either = battle.cover(a.space(), b.space()).targetable() || battle.cover(b.space(), a.space()).targetable();
            if (battle.cover(a.space(), b.space()).targetable() != battle.cover(b.space(), a.space()).targetable()) {
                oneWay[0]++;
            }
            assertEquals(either, Sight.canSee(battle, a, b), a.space() + " sees " + b.space() + "\n" + battle.grid());
            assertEquals(either, Sight.canSee(battle, b, a), b.space() + " sees " + a.space() + "\n" + battle.grid());
        });
        // The generator makes pairs that only one of the two sees past total cover, or the test proves nothing.
        assertTrue(oneWay[0] >= 3, "one-way views met: " + oneWay[0]);
    }

    /**
     * A walled room of 6 to 11 squares a side, split in two by a wall with a gap or two (where a big creature's
     * view and a small one's part most often), walls and pillars sprinkled; two creatures of one square or Large.
     */
    private static Fight room(Random r) {
        int w = 6 + r.nextInt(6);
        int h = 6 + r.nextInt(6);
        double walls = r.nextDouble() * 0.25;
        boolean across = r.nextBoolean();
        int split = 2 + r.nextInt((across ? h : w) - 4);
        int gap = 1 + r.nextInt((across ? w : h) - 2);
        int gap2 = r.nextBoolean() ? gap : 1 + r.nextInt((across ? w : h) - 2);
        char[][] map = new char[h][w];
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                boolean edge = x == 0 || y == 0 || x == w - 1 || y == h - 1;
                int along = across ? x : y;
                boolean splitting = (across ? y : x) == split && along != gap && along != gap2;
                double d = r.nextDouble();
                map[y][x] = edge || splitting || d < walls ? '#' : d < walls + 0.03 ? 'O' : '.';
            }
        }
        Footprint[] placed = new Footprint[2];
        String[] templates = new String[2];
        // Most often one of each size: the views that differ are those between a big space and a small one.
        boolean first = r.nextBoolean();
        boolean second = r.nextInt(4) == 0 ? first : !first;
        for (int i = 0; i < 2; i++) {
            boolean large = i == 0 ? first : second;
            int size = large ? 2 : 1;
            templates[i] = large ? "ogre" : "goblin";
            Footprint f;
            do {
                f = Footprint.of(1 + r.nextInt(w - 1 - size), 1 + r.nextInt(h - 1 - size), size, size);
            } while (i == 1 && f.overlaps(placed[0]));
            placed[i] = f;
            for (int y = f.at().y(); y < f.at().y() + size; y++) {
                for (int x = f.at().x(); x < f.at().x() + size; x++) map[y][x] = '.';
            }
        }
        StringBuilder rows = new StringBuilder();
        for (char[] row : map) rows.append(rows.isEmpty() ? "" : ", ").append('"').append(row).append('"');
        return Fight.of(Scripts.scenario("""
                {"format": 1, "name": "sight", "map": {"rows": [%s]},
                 "combatants": [
                   {"id": "a", "template": "%s", "at": [%d, %d], "side": "monsters"},
                   {"id": "b", "template": "%s", "at": [%d, %d], "side": "heroes"}], "seed": 1}
                """.formatted(rows, templates[0], placed[0].at().x(), placed[0].at().y(),
                templates[1], placed[1].at().x(), placed[1].at().y())));
    }
}
