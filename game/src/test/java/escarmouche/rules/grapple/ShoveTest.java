package escarmouche.rules.grapple;

import static escarmouche.rules.grapple.GrappleTest.dice;
import static escarmouche.rules.grapple.GrappleTest.wrestler;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.rules.core.Ability;
import escarmouche.rules.core.Size;
import escarmouche.rules.dice.ForcedDice;
import escarmouche.rules.grid.Pos;
import escarmouche.rules.movement.AsciiMap;
import escarmouche.rules.movement.Body;
import escarmouche.rules.movement.Occupant;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class ShoveTest {
    private static final Wrestler HERO = GrappleTest.HERO;
    private static final Wrestler ORC = GrappleTest.ORC;

    @Test
    @DisplayName("SHOVE: the target must be at most one size larger and within reach")
    void SHOVE_legality() {
        assertTrue(Shove.cannotShove(HERO, ORC).isEmpty());
        assertEquals("SHOVE", Shove.cannotShove(HERO, wrestler("giant", 2, 1, Size.HUGE, 6, 0)).orElseThrow().rule());
        assertTrue(Shove.cannotShove(HERO, wrestler("far", 3, 3, Size.MEDIUM, 0, 0)).isPresent());
    }

    @Test
    @DisplayName("SHOVE: the attacker's Str against the target's better of Str or Dex; a tie fails")
    void SHOVE_contest() {
        ForcedDice d = dice(9, 10);
        ContestResult tie = Shove.resolve(HERO.side(Ability.STR), ORC.bestSide(), false, d);
        assertEquals("SHOVE", tie.rule());
        assertEquals(2, d.used());
        assertFalse(tie.actorWins());
        assertTrue(Shove.resolve(HERO.side(Ability.STR), ORC.bestSide(), false, dice(10, 10)).actorWins());
        assertThrows(IllegalArgumentException.class,
                () -> Shove.resolve(HERO.side(Ability.DEX), ORC.bestSide(), false, dice(10, 10)));
        ForcedDice none = dice(1);
        assertTrue(Shove.resolve(HERO.side(Ability.STR), ORC.bestSide(), true, none).automatic());
        assertEquals(0, none.used());
    }

    private static final AsciiMap ROOM = AsciiMap.of(
            "#######",
            "#.....#",
            "#.....#",
            "#.....#",
            "#######");

    @Test
    @DisplayName("SHOVE / MOVE-FORCED: a push sends the target one square straight away from the attacker")
    void SHOVE_pushStraightAway() {
        Body hero = Body.medium(2, 2);
        Push east = Shove.push(ROOM.grid(), List.of(Occupant.ally("hero", hero)), hero, "orc", Body.medium(3, 2));
        assertTrue(east.moved());
        assertEquals(new Pos(4, 2), east.to().at());
        assertEquals(List.of("SHOVE", "MOVE-FORCED"), east.rules());
        Push diagonal = Shove.push(ROOM.grid(), List.of(), Body.medium(1, 1), "orc", Body.medium(2, 2));
        assertTrue(diagonal.moved());
        assertEquals(new Pos(3, 3), diagonal.to().at());
    }

    @Test
    @DisplayName("SHOVE: a push against a wall, a corner or another creature leaves the target where it is")
    void SHOVE_pushBlocked() {
        Body hero = Body.medium(2, 2);
        Push wall = Shove.push(ROOM.grid(), List.of(), Body.medium(4, 2), "orc", Body.medium(5, 2));
        assertFalse(wall.moved());
        assertEquals(Body.medium(5, 2), wall.to());
        assertTrue(wall.blocked().orElseThrow().reason().contains("wall"));
        Push crowd = Shove.push(ROOM.grid(), List.of(Occupant.enemy("x", Body.medium(4, 2))), hero, "orc",
                Body.medium(3, 2));
        assertFalse(crowd.moved());
        assertEquals("MOVE-OCCUPIED", crowd.blocked().orElseThrow().rule());
        AsciiMap pillar = AsciiMap.of(
                "....",
                ".T#.",
                "H...");
        Push corner = Shove.push(pillar.grid(), List.of(), Body.medium(pillar.at('H')), "t", Body.medium(pillar.at('T')));
        assertEquals(1, corner.dx());
        assertEquals(-1, corner.dy());
        assertTrue(corner.blocked().orElseThrow().reason().contains("corner"));
    }

    @Test
    @DisplayName("SHOVE: beside a large attacker's flank the push is straight sideways, at its corner diagonal")
    void SHOVE_pushFromLargeAttacker() {
        Body ogre = Body.of(new Pos(1, 1), Size.LARGE);
        Push flank = Shove.push(ROOM.grid(), List.of(), ogre, "t", Body.medium(3, 2));
        assertEquals(new Pos(4, 2), flank.to().at());
        Push cornerPush = Shove.push(ROOM.grid(), List.of(), ogre, "t", Body.medium(3, 3));
        assertEquals(1, cornerPush.dx());
        assertEquals(1, cornerPush.dy());
        assertFalse(cornerPush.moved(), "the wall below row 3 stops it");
    }

    @Test
    @DisplayName("GRAP-END after SHOVE: pushing a grappled creature out of reach ends the grapple")
    void GRAP_END_afterPush() {
        Wrestler grappler = new Wrestler("hero", Body.medium(2, 2), 1, 3, 0, false);
        Push away = Shove.push(ROOM.grid(), List.of(Occupant.ally("hero", grappler.body())), Body.medium(2, 2), "orc",
                Body.medium(3, 2));
        Wrestler moved = new Wrestler("orc", away.to(), 1, 1, 2, false);
        assertEquals("GRAP-END", Grapple.ended(grappler, moved).orElseThrow().rule());
    }
}
