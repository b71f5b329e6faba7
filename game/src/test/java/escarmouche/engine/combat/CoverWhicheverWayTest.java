package escarmouche.engine.combat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.events.AttackEvent;
import escarmouche.events.ErrorEvent;
import escarmouche.testing.Fight;
import escarmouche.testing.Scripts;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * ATK-COVER in a played fight does not depend on which way the map faces: an explorer's two fights, each
 * played on the map and on its mirror image (or with the creatures swapped), give the same attacks.
 */
class CoverWhicheverWayTest {
    /** An archer and a goblin on either side of a wall square's corner, the wall in the row above them or below. */
    private static Fight wall(String row1, String row2, int y) {
        return Fight.of(Scripts.scenario("""
                {"format": 1, "name": "wall", "map": {"rows": ["#######", "%s", "%s", "#######"]},
                 "combatants": [
                   {"id": "sable", "template": "archer", "at": [5, %d], "hp": 60, "control": "player"},
                   {"id": "g1", "template": "goblin", "at": [3, %d], "hp": 30, "control": "player"}],
                 "initiative": ["sable", "g1"], "dice": [15, 3, 15, 3], "seed": 3}
                """.formatted(row1, row2, y, y))).start().run("attack g1", "end", "attack sable weapon=shortbow", "end");
    }

    @Test
    @DisplayName("ATK-COVER: archer and goblin beside a wall's corner, every line along or through the wall: total"
            + " cover both ways, whether the wall stands in their row above the open row or below it")
    void ATK_COVER_wallUpOrDownIsTotalCoverBothWays() {
        for (Fight f : new Fight[] {wall("#...#.#", "#.....#", 1), wall("#.....#", "#...#.#", 2)}) {
            assertTrue(f.all(AttackEvent.class).isEmpty(), f.lines());
            List<String> refused = f.all(ErrorEvent.class).stream().map(ErrorEvent::reason).toList();
            assertEquals(List.of("g1 is behind total cover (ATK-COVER)", "sable is behind total cover (ATK-COVER)"),
                    refused, f.lines());
        }
    }

    /** A samurai and a goblin diagonal neighbours across the corner where two walls meet. */
    private static Fight crack(int samuraiX, int samuraiY, int goblinX, int goblinY) {
        return Fight.of(Scripts.scenario("""
                {"format": 1, "name": "crack",
                 "map": {"rows": ["##########", "#..#.....#", "#.#......#", "#........#", "##########"]},
                 "combatants": [
                   {"id": "sam", "template": "samurai", "at": [%d, %d], "hp": 60, "control": "player"},
                   {"id": "g1", "template": "goblin", "at": [%d, %d], "hp": 30, "control": "player"}],
                 "initiative": ["sam", "g1"], "dice": [15, 3, 15, 3], "seed": 3}
                """.formatted(samuraiX, samuraiY, goblinX, goblinY))).start().run("attack g1", "end", "attack sam", "end");
    }

    @Test
    @DisplayName("ATK-COVER: diagonal neighbours across two walls' corner: no cover either way (the lines from their"
            + " shared corner run along the other's own edges), goblin AC 15, samurai 16, and the same when they swap places")
    void ATK_COVER_diagonalCrackIsNoCoverBothWays() {
        for (Fight f : new Fight[] {crack(2, 1, 3, 2), crack(3, 2, 2, 1)}) {
            List<AttackEvent> attacks = f.all(AttackEvent.class);
            assertEquals(2, attacks.size(), f.lines());
            assertEquals("g1", attacks.get(0).target());
            assertEquals(15, attacks.get(0).ac(), f.lines());
            assertEquals(20, attacks.get(0).total());
            assertEquals("sam", attacks.get(1).target());
            assertEquals(16, attacks.get(1).ac(), f.lines());
            assertEquals(19, attacks.get(1).total());
            for (AttackEvent a : attacks) {
                assertEquals(List.of(), a.acModifiers());
                assertFalse(a.rule().contains("ATK-COVER"), f.lines());
            }
        }
    }

    /** A fighter in the one-square gap of a wall, an attacker of this template face to face with it. */
    private static Fight doorway(String template) {
        return Fight.of(Scripts.scenario("""
                {"format": 1, "name": "doorway", "map": {"rows": ["##########", "#..#.....#", "#..#.....#",
                   "#..#.....#", "#........#", "#..#.....#", "#..#.....#", "#..#.....#", "##########"]},
                 "combatants": [
                   {"id": "brute", "template": "%s", "at": [4, 4], "side": "monsters", "control": "player"},
                   {"id": "fi", "template": "fighter", "at": [3, 4], "hp": 80}],
                 "initiative": ["brute", "fi"], "dice": [10], "seed": 1}
                """.formatted(template))).start().run("attack fi", "end");
    }

    @Test
    @DisplayName("ATK-COVER: a fighter in a one-square doorway, face to face with an ogre or a goblin, has no cover from"
            + " either: AC 18, no ATK-COVER (the Large ogre gave it half cover, AC 20)")
    void ATK_COVER_doorwayNoCoverFromALargeAttacker() {
        for (String template : new String[] {"ogre", "goblin"}) {
            Fight f = doorway(template);
            AttackEvent a = f.first(AttackEvent.class);
            assertEquals(18, a.ac(), f.lines());
            assertEquals(List.of(), a.acModifiers(), f.lines());
            assertFalse(a.rule().contains("ATK-COVER"), f.lines());
        }
    }
}
