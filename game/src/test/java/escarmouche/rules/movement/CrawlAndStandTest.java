package escarmouche.rules.movement;

import static escarmouche.rules.movement.CarefulMoveTest.plan;
import static escarmouche.rules.movement.CarefulMoveTest.refused;
import static escarmouche.rules.movement.RiskyMoveTest.DEX_0;
import static escarmouche.rules.movement.RiskyMoveTest.dice;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.rules.core.Condition;
import escarmouche.rules.core.RuleSet;
import escarmouche.rules.dice.ForcedDice;
import escarmouche.rules.grid.Pos;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class CrawlAndStandTest {
    static MoveContext prone(AsciiMap m, int left, boolean moved, RuleSet rules) {
        Mover mover = Mover.of("a", Body.medium(m.at('A'))).withConditions(Set.of(Condition.PRONE));
        return new MoveContext(m.grid(), List.of(), mover, left, moved, rules);
    }

    @Test
    @DisplayName("MOVE-PRONE: crawling on floor costs 2 per square")
    void MOVE_PRONE_crawlOnFloor() {
        AsciiMap m = AsciiMap.of("A.....");
        MovePlan p = plan(Movement.crawl(prone(m, 6, false, RuleSet.HOUSE), AsciiMap.east(0, 0, 3), DEX_0, dice()));
        assertEquals(6, p.spent());
        assertEquals("crawl", p.mode());
        assertTrue(p.check().isEmpty());
        refused(Movement.crawl(prone(m, 6, false, RuleSet.HOUSE), AsciiMap.east(0, 0, 4), DEX_0, dice()));
    }

    @Test
    @DisplayName("MOVE-PRONE: a prone creature crawls or stands; only a prone one crawls")
    void MOVE_PRONE_walkOrCrawlNotBoth() {
        AsciiMap m = AsciiMap.of("A..");
        assertEquals("MOVE-PRONE", refused(Movement.careful(prone(m, 6, false, RuleSet.HOUSE), AsciiMap.east(0, 0, 1))).rule());
        assertEquals("MOVE-PRONE", refused(Movement.risky(prone(m, 6, false, RuleSet.HOUSE), AsciiMap.east(0, 0, 1),
                DEX_0, false, dice())).rule());
        MoveContext standing = CarefulMoveTest.ctx(m, 6, false);
        assertEquals("MOVE-PRONE", refused(Movement.crawl(standing, AsciiMap.east(0, 0, 1), DEX_0, dice())).rule());
    }

    @Test
    @DisplayName("MOVE-PRONE: crawling into difficult terrain costs 4 and needs the check, with advantage")
    void MOVE_PRONE_crawlCheckWithAdvantage() {
        AsciiMap m = AsciiMap.of("A.,,");
        ForcedDice d = dice(4, 11);
        MovePlan p = plan(Movement.crawl(prone(m, 6, false, RuleSet.HOUSE), AsciiMap.east(0, 0, 2), DEX_0, d));
        assertEquals(2, d.used());
        TerrainCheck check = p.check().orElseThrow();
        assertEquals(11, check.roll().natural());
        assertEquals(List.of(4, 11), check.roll().rolls().stream().map(r -> r.value()).toList());
        assertTrue(check.success());
        assertEquals(List.of(2, 4), p.steps().stream().map(Step::cost).toList());
    }

    @Test
    @DisplayName("MOVE-PRONE: a failed crawl check stops before the difficult terrain and ends the movement")
    void MOVE_PRONE_failedCrawlEndsTheCrawl() {
        AsciiMap m = AsciiMap.of("A.,,");
        MovePlan p = plan(Movement.crawl(prone(m, 6, false, RuleSet.HOUSE), AsciiMap.east(0, 0, 2), DEX_0, dice(2, 3)));
        assertEquals(List.of(new Pos(1, 0)), p.squares());
        assertEquals(0, p.left());
        assertTrue(p.failed());
    }

    @Test
    @DisplayName("MOVE-PRONE: a creature may always crawl 1 square per turn (very difficult costs 8)")
    void MOVE_PRONE_oneSquarePerTurn() {
        AsciiMap m = AsciiMap.of("A;;");
        MovePlan p = plan(Movement.crawl(prone(m, 6, false, RuleSet.HOUSE), AsciiMap.east(0, 0, 1), DEX_0, dice(15, 1)));
        assertEquals(1, p.steps().size());
        assertEquals(6, p.spent());
        assertEquals(15, p.check().orElseThrow().dc());
        refused(Movement.crawl(prone(m, 6, true, RuleSet.HOUSE), AsciiMap.east(0, 0, 1), DEX_0, dice(20, 20)));
    }

    @Test
    @DisplayName("MOVE-PRONE in plain 5e (dd5): crawling costs 2, 3 in difficult terrain, no check")
    void MOVE_PRONE_dd5Crawl() {
        AsciiMap m = AsciiMap.of("A.,;");
        ForcedDice d = dice(1);
        MovePlan p = plan(Movement.crawl(prone(m, 8, false, RuleSet.DD5), AsciiMap.east(0, 0, 3), DEX_0, d));
        assertEquals(List.of(2, 3, 3), p.steps().stream().map(Step::cost).toList());
        assertEquals(0, d.used());
    }

    @Test
    @DisplayName("MOVE-PRONE: standing up costs half the speed (rounded down, at least 1); dropping prone is free")
    void MOVE_PRONE_standingCost() {
        assertEquals(3, Standing.cost(6));
        assertEquals(2, Standing.cost(5));
        assertEquals(1, Standing.cost(1));
        assertEquals(0, Standing.DROP_PRONE_COST);
        assertTrue(Standing.cannotStand(6, 3).isEmpty());
        assertEquals("MOVE-PRONE", Standing.cannotStand(6, 2).orElseThrow().rule());
        assertTrue(Standing.cannotStand(0, 6).orElseThrow().reason().contains("speed 0"));
    }

    @Test
    @DisplayName("COND-PRONE seed example: after standing up (3 of 6), careful in difficult terrain covers 1 square")
    void COND_PRONE_standThenCarefulInDifficult() {
        int left = 6 - Standing.cost(6);
        MoveContext c = CarefulMoveTest.ctx(CarefulMoveTest.DIFFICULT_ROW, left, false);
        assertEquals(1, plan(Movement.careful(c, AsciiMap.east(0, 0, 1))).steps().size());
        refused(Movement.careful(c, AsciiMap.east(0, 0, 2)));
    }

    @Test
    @DisplayName("MOVE-WOUNDED: a creature at or below 0 HP that still acts moves at half speed (house only)")
    void MOVE_WOUNDED_halfSpeed() {
        Speed.Effective w = Speed.effective(6, Set.of(), true, RuleSet.HOUSE);
        assertEquals(3, w.speed());
        assertEquals(List.of("MOVE-WOUNDED"), w.rules());
        assertEquals(2, Speed.effective(5, Set.of(), true, RuleSet.HOUSE).speed());
        assertEquals(6, Speed.effective(6, Set.of(), true, RuleSet.DD5).speed());
        assertEquals(6, Speed.effective(6, Set.of(), false, RuleSet.HOUSE).speed());
    }

    @Test
    @DisplayName("MOVE-DASH / ACT-DASH: Dash adds the current speed; a grappled creature gains nothing")
    void ACT_DASH_addsCurrentSpeed() {
        assertEquals(8, Speed.dash(2, 6));
        assertEquals(12, Speed.movementForTurn(6, 1));
        Speed.Effective grappled = Speed.effective(6, Set.of(Condition.GRAPPLED), false, RuleSet.HOUSE);
        assertEquals(0, grappled.speed());
        assertEquals(List.of("COND-GRAPPLED"), grappled.rules());
        assertEquals(0, Speed.dash(0, grappled.speed()));
        assertEquals(0, Speed.effective(6, Set.of(Condition.RESTRAINED), false, RuleSet.HOUSE).speed());
    }

    @Test
    @DisplayName("MOVE-DIFFICULT: the action stands up only a creature its own failed check threw down, short of movement")
    void MOVE_DIFFICULT_standWithActionOnlyAfterTheFallAndShortOfMovement() {
        assertEquals(java.util.Optional.empty(), Standing.cannotStandWithAction(6, 0, "MOVE-DIFFICULT"));
        assertEquals(java.util.Optional.empty(), Standing.cannotStandWithAction(6, 2, "MOVE-STAIRS"));
        assertEquals(new Refusal("MOVE-STAIRS", "standing up costs 3 movement, 3 left: enough to stand up without the"
                + " action"), Standing.cannotStandWithAction(6, 3, "MOVE-STAIRS").orElseThrow());
        assertEquals(new Refusal("MOVE-DIFFICULT", "only a creature that fell from its own failed terrain check this"
                + " turn may stand up with its action"), Standing.cannotStandWithAction(6, 0, null).orElseThrow());
        assertEquals(new Refusal("MOVE-PRONE", "speed 0"),
                Standing.cannotStandWithAction(0, 0, "MOVE-DIFFICULT").orElseThrow());
    }
}
