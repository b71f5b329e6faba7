package escarmouche.rules.movement;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.rules.grid.Pos;
import escarmouche.testing.Property;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The rules a step names, found in one walk over the squares it enters, are those the separate
 * questions give: the size, crawling, the highest DC without stairs, whether it enters stairs.
 */
class StepRulesWordsTest {
    /** The plain way: each question asked on its own, as the move log once did. */
    private static List<String> plain(StepCosts costs, MoveContext ctx, int fx, int fy, int tx, int ty) {
        List<String> rules = new ArrayList<>();
        Body to = costs.bodyAt(tx, ty);
        if (to.width() * to.height() > 1) rules.add("MOVE-SIZE");
        if (ctx.mover().crawling()) rules.add("MOVE-PRONE");
        if (costs.dcEntered(fx, fy, tx, ty, false) > 0) rules.add("MOVE-DIFFICULT");
        if (costs.entersStairs(fx, fy, tx, ty)) rules.add("MOVE-STAIRS");
        return rules;
    }

    @Test
    @DisplayName("MOVE-DIFFICULT / MOVE-STAIRS property: one walk names the rules the separate questions name")
    void MOVE_DIFFICULT_oneWalkNamesTheSameRules() {
        int[] named = {0};
        Property.forAll(20261124L, 1500, RandomBoard::next, b -> {
            MoveContext ctx = b.ctx();
            StepCosts costs = new StepCosts(ctx);
            Pos at = ctx.mover().movingBody().at();
            for (int[] d : Pos.DIRECTIONS) {
                int tx = at.x() + d[0];
                int ty = at.y() + d[1];
                if (costs.cost(at.x(), at.y(), tx, ty, TerrainMode.CAREFUL) < 0) continue;
                List<String> fast = costs.rulesOf(at.x(), at.y(), tx, ty);
                List<String> slow = plain(costs, ctx, at.x(), at.y(), tx, ty);
                // The first rules, in their order, are those the separate questions give.
                assertEquals(slow, fast.subList(0, Math.min(slow.size(), fast.size())), String.join("\n", b.drawing()));
                if (fast.contains("MOVE-DIFFICULT") || fast.contains("MOVE-STAIRS")) named[0]++;
            }
        });
        assertTrue(named[0] > 300, "rough steps seen: " + named[0]);
    }
}
