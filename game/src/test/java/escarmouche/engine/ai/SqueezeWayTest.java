package escarmouche.engine.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import escarmouche.engine.Game;
import escarmouche.engine.battle.LoggedEvent;
import escarmouche.events.AttackEvent;
import escarmouche.events.Event;
import escarmouche.events.MoveEvent;
import escarmouche.events.NoteEvent;
import escarmouche.testing.Scripts;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * MOVE-SQUEEZE for scripted creatures: an ogre (Large, 2x2) in a room whose way out is a doorway one square
 * wide, a fighter beyond it who only ends his turns. The ogre waited at the doorway every round ("no way to
 * one") while its own moveto squeezed through.
 */
class SqueezeWayTest {
    /** The room, column 3 a wall but for the doorways: at 3,{@code door}, and a wide gap at rows 8 and 9 when asked. */
    private static Game fight(int door, boolean wideGap, int fx, int fy) {
        List<String> rows = new ArrayList<>();
        rows.add("##########");
        int height = wideGap ? 10 : Math.max(door + 2, 8);
        for (int y = 1; y < height; y++) {
            boolean open = y == door || wideGap && (y == 8 || y == 9);
            rows.add(open ? "#........#" : "#..#.....#");
        }
        rows.add("##########");
        String map = String.join("\", \"", rows);
        Game game = Game.of(Scripts.scenario("{\"format\": 1, \"rules\": \"house\", \"map\": {\"rows\": [\"" + map + "\"]},"
                + " \"combatants\": [{\"id\": \"fi\", \"template\": \"fighter\", \"at\": [" + fx + ", " + fy + "], \"hp\": 200,"
                + " \"control\": \"player\", \"weapons\": [\"longsword\"]},"
                + " {\"id\": \"ogre\", \"template\": \"ogre\", \"at\": [1, 1], \"control\": \"ai\"}],"
                + " \"initiative\": [\"fi\", \"ogre\"], \"seed\": 1}"), 1);
        game.start();
        game.advance();
        return game;
    }

    /** The fighter ends his turn {@code turns} times; the ogre's turns play in between. */
    private static void fighterEnds(Game game, int turns) {
        for (int i = 0; i < turns && !game.over(); i++) {
            game.submitLine("end");
            game.advance();
        }
    }

    /** The ogre's steps and blows in {@code round}: "from>to cost left [rules]" and "attack target weapon". */
    private static List<String> ogre(Game game, int round) {
        List<String> out = new ArrayList<>();
        for (LoggedEvent le : game.battle().log().events()) {
            if (le.round() != round) continue;
            Event e = le.event();
            if (e instanceof MoveEvent m && m.actor().equals("ogre")) {
                out.add(m.from() + ">" + m.to() + " " + m.cost() + " " + m.left() + " " + m.rule());
            } else if (e instanceof AttackEvent a && a.attacker().equals("ogre")) {
                out.add("attack " + a.target() + " " + a.weapon() + " " + a.advantage());
            }
        }
        return out;
    }

    /** Whether the ogre ever said it waits. */
    private static boolean waited(Game game) {
        return game.battle().log().events().stream().anyMatch(le -> le.event() instanceof NoteEvent n
                && n.actor().equals("ogre") && n.intent() != null && n.intent().action().equals("wait"));
    }

    @Test
    @DisplayName("MOVE-SQUEEZE: an ogre squeezes through a doorway one square wide, stops where it stands whole, and strikes")
    void MOVE_SQUEEZE_anOgreSqueezesThroughADoorway() {
        Game game = fight(4, false, 6, 4);
        fighterEnds(game, 3);
        assertEquals(List.of(
                "1,1>1,2 1 7 [MOVE-SIZE]",
                "1,2>1,3 1 6 [MOVE-SIZE]",
                "1,3>2,4 2 4 [MOVE-SQUEEZE]",
                "2,4>3,4 2 2 [MOVE-SQUEEZE]",
                "3,4>4,4 1 1 [MOVE-SIZE]",
                // Its whole footprint at 4,4: no disadvantage on the blow (MOVE-SQUEEZE).
                "attack fi greatclub none"), ogre(game, 1));
        assertEquals(List.of("attack fi greatclub none"), ogre(game, 2));
        assertEquals(List.of("attack fi greatclub none"), ogre(game, 3));
        assertFalse(waited(game));
        assertFalse(game.battle().find("ogre").squeezed());
    }

    @Test
    @DisplayName("MOVE-SQUEEZE: an ogre that cannot get through the doorway this turn waits whole at its mouth, not squeezed in it, and goes through next turn")
    void MOVE_SQUEEZE_itDoesNotEndItsTurnSqueezed() {
        Game game = fight(7, false, 6, 7);
        fighterEnds(game, 2);
        // 1,6 then 2,7 and 3,7 squeezed would be 9 movement: it stops at the mouth and throws its javelin.
        assertEquals(List.of(
                "1,1>1,2 1 7 [MOVE-SIZE]",
                "1,2>1,3 1 6 [MOVE-SIZE]",
                "1,3>1,4 1 5 [MOVE-SIZE]",
                "1,4>1,5 1 4 [MOVE-SIZE]",
                "1,5>1,6 1 3 [MOVE-SIZE]",
                "attack fi javelin none"), ogre(game, 1));
        assertEquals(List.of(
                "1,6>2,7 2 6 [MOVE-SQUEEZE]",
                "2,7>3,7 2 4 [MOVE-SQUEEZE]",
                "3,7>4,7 1 3 [MOVE-SIZE]",
                "attack fi greatclub none"), ogre(game, 2));
        assertFalse(waited(game));
    }

    @Test
    @DisplayName("MOVE-SQUEEZE: squeezing through the doorway (7 movement) beats the wide way round (11)")
    void MOVE_SQUEEZE_cheaperThanTheWayRound() {
        Game game = fight(4, true, 6, 4);
        fighterEnds(game, 1);
        assertEquals(List.of(
                "1,1>1,2 1 7 [MOVE-SIZE]",
                "1,2>1,3 1 6 [MOVE-SIZE]",
                "1,3>2,4 2 4 [MOVE-SQUEEZE]",
                "2,4>3,4 2 2 [MOVE-SQUEEZE]",
                "3,4>4,4 1 1 [MOVE-SIZE]",
                "attack fi greatclub none"), ogre(game, 1));
    }

    @Test
    @DisplayName("MOVE-SQUEEZE: with the wide way round no dearer than squeezing, the ogre walks round whole")
    void MOVE_SQUEEZE_notWhenTheWayRoundCostsNoMore() {
        // Both ways cost 10 to a square beside the fighter at 6,9: on a tie the whole footprint's way.
        Game game = fight(4, true, 6, 9);
        fighterEnds(game, 1);
        List<String> steps = ogre(game, 1);
        assertFalse(steps.stream().anyMatch(s -> s.contains("MOVE-SQUEEZE")), steps.toString());
        assertEquals(List.of(
                "1,1>1,2 1 7 [MOVE-SIZE]",
                "1,2>1,3 1 6 [MOVE-SIZE]",
                "1,3>1,4 1 5 [MOVE-SIZE]",
                "1,4>1,5 1 4 [MOVE-SIZE]",
                "1,5>1,6 1 3 [MOVE-SIZE]",
                "1,6>1,7 1 2 [MOVE-SIZE]",
                "1,7>1,8 1 1 [MOVE-SIZE]",
                "1,8>2,8 1 0 [MOVE-SIZE]",
                "attack fi javelin none"), steps);
    }
}
