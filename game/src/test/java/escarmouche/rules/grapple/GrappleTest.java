package escarmouche.rules.grapple;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.rules.core.Ability;
import escarmouche.rules.core.Advantage;
import escarmouche.rules.core.Size;
import escarmouche.rules.dice.ForcedDice;
import escarmouche.rules.dice.SeededDice;
import escarmouche.rules.grid.Pos;
import escarmouche.rules.movement.AsciiMap;
import escarmouche.rules.movement.Body;
import escarmouche.rules.movement.MoveContext;
import escarmouche.rules.movement.MovePlan;
import escarmouche.rules.movement.Movement;
import escarmouche.rules.movement.Mover;
import escarmouche.rules.movement.Occupant;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class GrappleTest {
    static ForcedDice dice(Integer... values) {
        return new ForcedDice(List.of(values), new SeededDice(1));
    }

    static Wrestler wrestler(String id, int x, int y, Size size, int str, int dex) {
        return new Wrestler(id, Body.of(new Pos(x, y), size), 1, str, dex, false);
    }

    static final Wrestler HERO = wrestler("hero", 1, 1, Size.MEDIUM, 3, 0);
    static final Wrestler ORC = wrestler("orc", 2, 1, Size.MEDIUM, 1, 2);

    @Test
    @DisplayName("GRAP-START: the target must be at most one size larger, within reach, and the grappler needs a free hand")
    void GRAP_START_legality() {
        assertTrue(Grapple.cannotStart(HERO, ORC, true, false).isEmpty());
        assertTrue(Grapple.cannotStart(HERO, wrestler("ogre", 2, 1, Size.LARGE, 4, 0), true, false).isEmpty());
        assertEquals("GRAP-START", Grapple.cannotStart(HERO, wrestler("giant", 2, 1, Size.HUGE, 6, 0), true, false)
                .orElseThrow().rule());
        assertTrue(Grapple.cannotStart(HERO, wrestler("far", 3, 1, Size.MEDIUM, 0, 0), true, false).orElseThrow()
                .reason().contains("out of"));
        assertTrue(Grapple.cannotStart(HERO, ORC, false, false).orElseThrow().reason().contains("free hand"));
        assertTrue(Grapple.cannotStart(HERO, ORC, true, true).orElseThrow().reason().contains("already"));
        assertTrue(Grapple.cannotStart(HERO, HERO, true, false).isPresent());
        Wrestler dazed = new Wrestler("hero", HERO.body(), 1, 3, 0, true);
        assertEquals("COND-INCAPACITATED", Grapple.cannotStart(dazed, ORC, true, false).orElseThrow().rule());
    }

    @Test
    @DisplayName("GRAP-START: the grappler's d20 then the target's; the target picks its better ability; a tie fails")
    void GRAP_START_contestOrderAndTie() {
        assertEquals(Ability.DEX, ORC.better());
        ForcedDice d = dice(10, 11);
        ContestResult tie = Grapple.start(HERO.side(Ability.STR), ORC.bestSide(), false, d);
        assertEquals(2, d.used());
        assertEquals(13, tie.actorRoll().orElseThrow().total());
        assertEquals(13, tie.otherRoll().orElseThrow().total());
        assertFalse(tie.actorWins());
        assertEquals("orc", tie.winnerId());
        assertEquals("GRAP-START", tie.rule());
        ContestResult win = Grapple.start(HERO.side(Ability.STR), ORC.bestSide(), false, dice(11, 11));
        assertTrue(win.actorWins());
        assertEquals(Ability.DEX, win.other().ability());
    }

    @Test
    @DisplayName("GRAP-START: automatic success against an incapacitated target, no dice")
    void GRAP_START_automaticAgainstIncapacitated() {
        ForcedDice d = dice(1, 20);
        ContestResult r = Grapple.start(HERO.side(Ability.STR), ORC.bestSide(), true, d);
        assertEquals(0, d.used());
        assertTrue(r.automatic());
        assertTrue(r.actorWins());
    }

    @Test
    @DisplayName("GRAP-START: disadvantage on one side rolls its two d20 in turn")
    void GRAP_START_disadvantage() {
        ContestSide poisoned = HERO.side(Ability.STR).with(new Advantage.Source("poisoned", false, "COND-POISONED"));
        ForcedDice d = dice(18, 4, 5);
        ContestResult r = Grapple.start(poisoned, ORC.side(Ability.STR), false, d);
        assertEquals(3, d.used());
        assertEquals(7, r.actorRoll().orElseThrow().total());
        assertEquals(6, r.otherRoll().orElseThrow().total());
        assertTrue(r.actorWins());
    }

    @Test
    @DisplayName("GRAP-ESCAPE: the grappled creature rolls first and must beat the grappler; a tie keeps it held")
    void GRAP_ESCAPE_contest() {
        ContestResult tie = Grapple.escape(ORC.side(Ability.DEX), HERO.side(Ability.STR), dice(15, 14));
        assertEquals("GRAP-ESCAPE", tie.rule());
        assertEquals("orc", tie.actor().id());
        assertFalse(tie.actorWins());
        assertTrue(Grapple.escape(ORC.side(Ability.DEX), HERO.side(Ability.STR), dice(16, 14)).actorWins());
        assertThrows(IllegalArgumentException.class,
                () -> Grapple.escape(ORC.side(Ability.WIS), HERO.side(Ability.STR), dice(16, 14)));
    }

    @Test
    @DisplayName("GRAP-RELEASE: the grappler lets go at any time")
    void GRAP_RELEASE_anyTime() {
        GrappleEnd end = Grapple.release("hero", "orc");
        assertEquals("GRAP-RELEASE", end.rule());
        assertEquals("orc", end.targetId());
    }

    @Test
    @DisplayName("GRAP-END: the grapple ends when the grappler is incapacitated or the target is out of its reach")
    void GRAP_END_conditions() {
        assertTrue(Grapple.ended(HERO, ORC).isEmpty());
        Wrestler dazed = new Wrestler("hero", HERO.body(), 1, 3, 0, true);
        assertEquals("GRAP-END", Grapple.ended(dazed, ORC).orElseThrow().rule());
        Wrestler pushedAway = wrestler("orc", 3, 1, Size.MEDIUM, 1, 2);
        assertTrue(Grapple.ended(HERO, pushedAway).orElseThrow().reason().contains("out of"));
    }

    @Test
    @DisplayName("GRAP-DRAG: dragging halves speed unless the target is two sizes smaller or more")
    void GRAP_DRAG_factor() {
        assertEquals(2, Grapple.dragFactor(Size.MEDIUM, Size.MEDIUM));
        assertEquals(2, Grapple.dragFactor(Size.MEDIUM, Size.LARGE));
        assertEquals(2, Grapple.dragFactor(Size.LARGE, Size.MEDIUM));
        assertEquals(1, Grapple.dragFactor(Size.LARGE, Size.SMALL));
        assertEquals(1, Grapple.dragFactor(Size.MEDIUM, Size.TINY));
        assertEquals(2, Grapple.dragFactor(Size.LARGE, List.of(Size.SMALL, Size.MEDIUM)));
        AsciiMap m = AsciiMap.of("A......");
        Mover dragging = Mover.of("hero", Body.medium(0, 0)).dragging(Grapple.dragFactor(Size.MEDIUM, Size.MEDIUM));
        MovePlan p = (MovePlan) Movement.careful(MoveContext.start(m.grid(), List.of(), dragging, 6), AsciiMap.east(0, 0, 3));
        assertEquals(6, p.spent());
        assertTrue(p.rules().contains("GRAP-DRAG"));
    }

    @Test
    @DisplayName("GRAP-DRAG: the dragged creature follows when the grappler moves away, stays when still in reach")
    void GRAP_DRAG_targetFollows() {
        AsciiMap m = AsciiMap.of(
                ".....",
                ".THx.",
                ".....");
        Body hero = Body.medium(m.at('H'));
        Body target = Body.medium(m.at('T'));
        List<Occupant> none = List.of();
        Drag.Along away = Drag.along(m.grid(), none, List.of(hero, hero.shifted(1, 0), hero.shifted(1, 1)), 1, "t", target);
        assertTrue(away.refusal().isEmpty());
        assertEquals(List.of(target.shifted(1, 0), target.shifted(1, 0)), away.target());
        Drag.Along blocked = Drag.along(m.grid(), List.of(Occupant.enemy("x", Body.medium(m.at('x')))),
                List.of(hero, hero.shifted(0, 1), hero.shifted(1, 1), hero.shifted(2, 1)), 1, "t", target);
        assertEquals(2, blocked.stepIndex());
        assertEquals("GRAP-DRAG", blocked.refusal().orElseThrow().rule());
        assertEquals(2, blocked.target().size());
    }

    @Test
    @DisplayName("GRAP-DRAG: the grappler cannot step onto the creature it drags")
    void GRAP_DRAG_grapplerCannotStepOntoItsTarget() {
        AsciiMap m = AsciiMap.of(
                ".....",
                ".HT..",
                ".....");
        Body hero = Body.medium(m.at('H'));
        Body target = Body.medium(m.at('T'));
        assertTrue(Drag.follow(m.grid(), List.of(), hero, hero.shifted(1, 0), 1, "t", target).isEmpty());
        Drag.Along along = Drag.along(m.grid(), List.of(), List.of(hero, hero.shifted(1, 0)), 1, "t", target);
        assertEquals(0, along.stepIndex());
        assertEquals("GRAP-DRAG", along.refusal().orElseThrow().rule());
    }
}
