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

    /** The exploration's map: a corridor one square wide (column 5, rows 3 to 5) between two rooms. */
    private static final List<String> CORRIDOR = List.of("##########", "#........#", "#........#", "#####.####",
            "#####.####", "#####.####", "#........#", "#........#", "##########");

    /**
     * The ogre (at 4,1, {@code weapons} its own or none for the template's) acts first and squeezes into the
     * corridor; the fighter at 5,7 below plays {@code fighter}'s commands, one a turn.
     */
    private static Game corridor(String weapons, String... fighter) {
        return squeezing(CORRIDOR, 5, 7, 4, 1, weapons, fighter);
    }

    /** The ogre at ox,oy on the map, the fighter at fx,fy playing {@code fighter}'s commands after the ogre's turns. */
    private static Game squeezing(List<String> rows, int fx, int fy, int ox, int oy, String weapons, String... fighter) {
        String map = "\"" + String.join("\", \"", rows) + "\"";
        Game game = Game.of(Scripts.scenario("{\"format\": 1, \"rules\": \"house\", \"map\": {\"rows\": [" + map + "]},"
                + " \"combatants\": [{\"id\": \"fi\", \"template\": \"fighter\", \"at\": [" + fx + ", " + fy + "], \"hp\": 200,"
                + " \"control\": \"player\", \"weapons\": [\"longsword\"]},"
                + " {\"id\": \"ogre\", \"template\": \"ogre\", \"at\": [" + ox + ", " + oy + "], \"control\": \"ai\""
                + (weapons == null ? "" : ", \"weapons\": [\"" + weapons + "\"]") + "}],"
                + " \"initiative\": [\"ogre\", \"fi\"], \"seed\": 1}"), 1);
        game.start();
        game.advance();
        for (String line : fighter) {
            if (game.over()) break;
            game.submitLine(line);
            game.advance();
        }
        return game;
    }

    @Test
    @DisplayName("MOVE-SQUEEZE: an ogre that starts its turn squeezed walks on to where its whole footprint fits, not to the"
            + " nearest square beside its foe where it would stay squeezed, and strikes from there")
    void MOVE_SQUEEZE_aSqueezedOgreWalksOutBeforeItStrikes() {
        Game game = corridor(null, "end", "end", "end");
        // Round 1: no turn is long enough for the corridor; entered from its mouth, as far as the movement goes.
        // (Its javelin is thrown from the corridor, cramped: throwing first, from the room, is not weighed.)
        assertEquals(List.of(
                "4,1>5,2 2 6 [MOVE-SQUEEZE]",
                "5,2>5,3 2 4 [MOVE-SQUEEZE]",
                "5,3>5,4 2 2 [MOVE-SQUEEZE]",
                "5,4>5,5 2 0 [MOVE-SQUEEZE]",
                "attack fi javelin disadvantage"), ogre(game, 1));
        // 5,6 is beside the fighter but too narrow for it whole: one step more, to 6,6, and it fights whole.
        // It stopped at 5,6 and fought squeezed (disadvantage) every round after.
        assertEquals(List.of(
                "5,5>5,6 2 6 [MOVE-SQUEEZE]",
                "5,6>6,6 1 5 [MOVE-SIZE]",
                "attack fi greatclub none"), ogre(game, 2));
        assertEquals(List.of("attack fi greatclub none"), ogre(game, 3));
        assertFalse(game.battle().find("ogre").squeezed());
    }

    @Test
    @DisplayName("MOVE-SQUEEZE: an ogre that starts its turn squeezed with its foe in reach steps to where it fits whole and"
            + " still reaches, then strikes, rather than strike cramped")
    void MOVE_SQUEEZE_aSqueezedOgreInReachStepsOutFirst() {
        // A glaive (reach 2): squeezed at the corridor's end, the ogre reaches the fighter, who steps to 7,7, out of
        // the ogre's way and beyond his own reach of it (no opportunity attack keeps it where it stands).
        Game game = corridor("glaive", "move 6,7 7,7", "end", "end");
        assertEquals(List.of(
                "5,5>5,6 1 7 [MOVE-SIZE]",
                "attack fi glaive none"), ogre(game, 2));
        assertEquals(List.of("attack fi glaive none"), ogre(game, 3));
        assertFalse(game.battle().find("ogre").squeezed());
    }

    @Test
    @DisplayName("MOVE-SQUEEZE: a squeezed ogre's goals are judged with the footprint it would have there: its whole one"
            + " reaches the fighter from a square its squeezed one does not")
    void MOVE_SQUEEZE_aSqueezedOgreCountsTheSquaresItsWholeFootprintReachesFrom() {
        // The fighter steps to 6,7. Whole at 4,6 the ogre stands beside him (its squares 5,6 and 5,7 touch his),
        // though the square 4,6 alone does not: judged squeezed, 4,6 was no goal, and it stayed cramped at 5,6.
        Game game = corridor(null, "move 6,7", "end");
        assertEquals(List.of(
                "5,5>5,6 2 6 [MOVE-SQUEEZE]",
                "5,6>4,6 1 5 [MOVE-SIZE]",
                "attack fi greatclub none"), ogre(game, 2));
        assertFalse(game.battle().find("ogre").squeezed());
    }

    @Test
    @DisplayName("MOVE-SQUEEZE: a squeezed ogre strikes cramped this turn rather than turn back for the long way round to"
            + " a square where it would fit whole")
    void MOVE_SQUEEZE_aSqueezedOgreStrikesCrampedRatherThanTurnBack() {
        // A corridor (column 10, rows 3 to 6) and a wide way round (columns 1 and 2). The fighter waits at the
        // corridor's foot, 10,7: every square beside him the ogre fits whole is round the long way (some 30
        // movement), while one squeezed step down the corridor brings him into reach.
        List<String> rows = List.of("##############", "#............#", "#............#", "#..#######.###",
                "#..#######.###", "#..#######.###", "#..#######.###", "#............#", "#............#",
                "##############");
        Game game = squeezing(rows, 10, 8, 9, 1, null, "move 10,7", "end");
        assertEquals(List.of(
                "9,1>10,2 2 6 [MOVE-SQUEEZE]",
                "10,2>10,3 2 4 [MOVE-SQUEEZE]",
                "10,3>10,4 2 2 [MOVE-SQUEEZE]",
                "10,4>10,5 2 0 [MOVE-SQUEEZE]",
                "attack fi javelin disadvantage"), ogre(game, 1));
        assertEquals(List.of(
                "10,5>10,6 2 6 [MOVE-SQUEEZE]",
                "attack fi greatclub disadvantage"), ogre(game, 2));
    }
}
