package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.engine.battle.Creature;
import escarmouche.engine.preview.MovePreview;
import escarmouche.rules.core.Condition;
import escarmouche.rules.grid.Pos;
import escarmouche.testing.TestScenario;
import escarmouche.ui.battle.MoveInfo;
import escarmouche.ui.battle.ScreenFight;
import escarmouche.ui.page.Line;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * MOVE-PRONE in the crawl planner's words: standing up first is a prone creature's other way, said to it alone. The
 * menu no longer opens the planner for a creature on its feet; its lines must not offer it a stand-up either.
 */
class CrawlPlanLinesTest {
    private static List<String> crawlLines(Condition... conditions) {
        return crawlLines("#.....#", List.of(new Pos(2, 1)), conditions);
    }

    /** The crawl planner's lines for a hero at 1,1 on {@code row} (walled above and below), crawling {@code path}. */
    private static List<String> crawlLines(String row, List<Pos> path, Condition... conditions) {
        ScreenFight fight = new ScreenFight(TestScenario.map(
                        "#######",
                        row,
                        "#######")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").conditions(conditions))
                .with("gob", "monsters", 5, 1, c -> c.hp(7))
                .initiative("hero", "gob").build(), 1, null);
        fight.start();
        Creature hero = fight.battle().find("hero");
        MovePreview crawl = fight.game().previews().crawl(hero, path);
        return MoveInfo.lines(fight, hero, crawl, null, true).stream().map(Line::text).toList();
    }

    /** The line that says what standing up first would cost, among {@code lines}. */
    private static String standing(List<String> lines) {
        return lines.stream().filter(l -> l.startsWith("Standing up first")).findFirst().orElse("none in " + lines);
    }

    @Test
    @DisplayName("MOVE-PRONE: a standing creature's crawl is refused, with no stand-up hint (it has nothing to stand up from)")
    void MOVE_PRONE_noStandUpHintForAStandingCreature() {
        assertEquals(List.of(
                "CRAWL 1 square to 2,1 (crawling)",
                "Not possible as planned: only a prone creature crawls",
                "Crawling costs 2 a square (4 in difficult ground, 8 in very difficult)."), crawlLines());
    }

    @Test
    @DisplayName("MOVE-PRONE: a prone creature's crawl still says what standing up first would cost")
    void MOVE_PRONE_standUpHintForAProneCreature() {
        assertEquals(List.of(
                "CRAWL 1 square to 2,1 (crawling)",
                "Costs 2 of 6 movement: 4 left after it.",
                "Crawling costs 2 a square (4 in difficult ground, 8 in very difficult).",
                "Standing up first (t) costs 3 of 6 movement; walking then pays 1 a square.",
                "Provokes no opportunity attack."), crawlLines(Condition.PRONE));
    }

    @Test
    @DisplayName("MOVE-PRONE, MOVE-DIFFICULT: into difficult ground, the stand-up hint gives a careful walk's price, 2 a square")
    void MOVE_PRONE_MOVE_DIFFICULT_standUpHintPricesTheWalkThroughDifficultGround() {
        assertEquals("Standing up first (t) costs 3 of 6 movement; walking this path then costs 2 of the 3 left.",
                standing(crawlLines("#.,,..#", List.of(new Pos(2, 1)), Condition.PRONE)));
        // Two difficult squares cost 4 on foot, more than standing up leaves.
        assertEquals("Standing up first (t) costs 3 of 6 movement; walking this path would then cost 4, more than the 3"
                + " left.", standing(crawlLines("#.,,..#", List.of(new Pos(2, 1), new Pos(3, 1)), Condition.PRONE)));
        // Very difficult ground costs 4 a square on foot.
        assertEquals("Standing up first (t) costs 3 of 6 movement; walking this path would then cost 4, more than the 3"
                + " left.", standing(crawlLines("#.;...#", List.of(new Pos(2, 1)), Condition.PRONE)));
        // A plain square first, then difficult ground: 1 + 2.
        assertEquals("Standing up first (t) costs 3 of 6 movement; walking this path then costs 3 of the 3 left.",
                standing(crawlLines("#..,..#", List.of(new Pos(2, 1), new Pos(3, 1)), Condition.PRONE)));
    }
}
