package escarmouche.rules.movement;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.rules.core.RulePart;
import escarmouche.rules.core.RuleSet;
import escarmouche.rules.core.Size;
import escarmouche.rules.grid.Pos;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class PathFinderTest {
    private static MoveContext ctx(AsciiMap m, Body body, int left, List<Occupant> others) {
        return MoveContext.start(m.grid(), others, Mover.of("a", body), left);
    }

    private static MoveContext ctx(AsciiMap m, int left) {
        return ctx(m, Body.medium(m.at('A')), left, List.of());
    }

    @Test
    @DisplayName("MOVE-ENTER: the path finder walks a corridor square by square")
    void MOVE_ENTER_corridor() {
        AsciiMap m = AsciiMap.of(
                "#######",
                "#A...G#",
                "#######");
        Path p = new PathFinder(ctx(m, 6)).find(m.at('G')).orElseThrow();
        assertEquals(AsciiMap.path("2,1 3,1 4,1 5,1"), p.squares());
        assertEquals(4, p.cost());
        assertEquals(List.of(1, 1, 1, 1), p.stepCosts());
        assertTrue(p.safe());
    }

    @Test
    @DisplayName("MOVE-DIFFICULT: the cheapest careful path goes round difficult terrain when that is cheaper")
    void MOVE_DIFFICULT_detourAroundDifficult() {
        AsciiMap m = AsciiMap.of(
                "A,,G",
                "....");
        Path p = new PathFinder(ctx(m, 6)).find(m.at('G')).orElseThrow();
        assertEquals(AsciiMap.path("1,1 2,1 3,0"), p.squares());
        assertEquals(3, p.cost());
    }

    @Test
    @DisplayName("MOVE-ENTER: no corner cutting in paths either")
    void MOVE_ENTER_pathsDoNotCutCorners() {
        AsciiMap m = AsciiMap.of(
                "A#",
                ".G");
        Path p = new PathFinder(ctx(m, 6)).find(m.at('G')).orElseThrow();
        assertEquals(AsciiMap.path("0,1 1,1"), p.squares());
    }

    @Test
    @DisplayName("MOVE-OCCUPIED: no path to an occupied square; paths cross allies but not enemies")
    void MOVE_OCCUPIED_paths() {
        AsciiMap m = AsciiMap.of(
                "#####",
                "#AbG#",
                "#####");
        PathFinder withAlly = new PathFinder(ctx(m, Body.medium(m.at('A')), 6,
                List.of(Occupant.ally("b", Body.medium(m.at('b'))))));
        Path p = withAlly.find(m.at('G')).orElseThrow();
        assertEquals(3, p.cost());
        assertEquals(List.of(2, 1), p.stepCosts());
        assertTrue(withAlly.find(m.at('b')).isEmpty());
        PathFinder withEnemy = new PathFinder(ctx(m, Body.medium(m.at('A')), 6,
                List.of(Occupant.enemy("b", Body.medium(m.at('b'))))));
        assertTrue(withEnemy.find(m.at('G')).isEmpty());
    }

    @Test
    @DisplayName("MOVE-SIZE: a 2x2 creature's path keeps its whole footprint clear")
    void MOVE_SIZE_largePath() {
        AsciiMap m = AsciiMap.of(
                "......",
                "......",
                "..#...",
                "......",
                "......");
        Body ogre = Body.of(new Pos(0, 0), Size.LARGE);
        PathFinder f = new PathFinder(ctx(m, ogre, 12, List.of()));
        Path p = f.find(new Pos(3, 3)).orElseThrow();
        for (Pos at : p.squares()) assertFalse(ogre.moveTo(at).occupies(new Pos(2, 2)), "footprint on the wall at " + at);
        assertEquals(p.cost(), p.squares().size());
        assertTrue(f.find(new Pos(5, 0)).isEmpty(), "a 2x2 footprint cannot have its top-left in the last column");
    }

    @Test
    @DisplayName("MOVE-ENTER: an unreachable goal gives no path; the start itself costs nothing")
    void MOVE_ENTER_unreachable() {
        AsciiMap m = AsciiMap.of("A#G");
        PathFinder f = new PathFinder(ctx(m, 6));
        assertTrue(f.find(m.at('G')).isEmpty());
        assertEquals(0, f.find(m.at('A')).orElseThrow().cost());
    }

    @Test
    @DisplayName("MOVE-DIFFICULT: move range highlighting, with the one-square minimum of a creature that has not moved")
    void MOVE_DIFFICULT_reachable() {
        AsciiMap m = AsciiMap.of(
                ";;;;;",
                ";;A;;",
                ";;;;;");
        Map<Pos, Integer> fresh = new PathFinder(ctx(m, 3)).reachable();
        assertEquals(8, fresh.size());
        assertEquals(3, fresh.get(new Pos(1, 0)));
        Map<Pos, Integer> moved = new PathFinder(ctx(m, 3).withMoved(true)).reachable();
        assertTrue(moved.isEmpty());
        Map<Pos, Integer> open = new PathFinder(ctx(AsciiMap.of("A,..", "...."), 2)).reachable();
        assertEquals(Map.of(new Pos(1, 0), 2, new Pos(2, 0), 2, new Pos(0, 1), 1, new Pos(1, 1), 1,
                new Pos(2, 1), 2), open);
        assertEquals(List.of(new Pos(1, 0), new Pos(2, 0), new Pos(0, 1), new Pos(1, 1), new Pos(2, 1)),
                List.copyOf(open.keySet()), "reading order");
    }

    /** E stands in the middle; every square of rows 1 to 3, columns 1 to 3, is within its reach. */
    private static final AsciiMap AROUND_E = AsciiMap.of(
            ".....",
            ".....",
            "A.E.G",
            ".....",
            ".....");

    private static Threats threatE(RuleSet rules) {
        return new Threats(List.of(new Threat("e", Body.medium(AROUND_E.at('E')), 1)), rules.house(RulePart.OPPORTUNITY));
    }

    private static PathFinder aroundE() {
        return new PathFinder(ctx(AROUND_E, Body.medium(AROUND_E.at('A')), 12,
                List.of(Occupant.enemy("e", Body.medium(AROUND_E.at('E'))))));
    }

    @Test
    @DisplayName("OA-WITHIN / OA-LEAVE: the cheapest path past an enemy reports the attack it provokes")
    void OA_WITHIN_cheapestPathReportsTriggers() {
        Path p = aroundE().find(AROUND_E.at('G'), PathOptions.cheapest(threatE(RuleSet.HOUSE))).orElseThrow();
        assertEquals(4, p.cost());
        assertEquals(1, p.provokes().size());
        assertEquals("e", p.provokes().get(0).reactorId());
        assertEquals(ReachWatch.replay(threatE(RuleSet.HOUSE), p.bodies(Body.medium(AROUND_E.at('A')))), p.provokes());
    }

    @Test
    @DisplayName("OA-LEAVE: preferring safety takes the longer way round that provokes nothing")
    void OA_LEAVE_preferSafeGoesAround() {
        Path p = aroundE().find(AROUND_E.at('G'), PathOptions.preferSafe(threatE(RuleSet.HOUSE))).orElseThrow();
        assertTrue(p.safe());
        assertEquals(6, p.cost());
        Path dd5 = aroundE().find(AROUND_E.at('G'), PathOptions.preferSafe(threatE(RuleSet.DD5))).orElseThrow();
        assertTrue(dd5.safe());
        assertEquals(6, dd5.cost());
    }

    @Test
    @DisplayName("OA-WITHIN: with no safe way, SAFE_ONLY finds nothing and PREFER_SAFE falls back to the cheapest")
    void OA_WITHIN_noSafeWay() {
        AsciiMap m = AsciiMap.of(
                ".....",
                "A.E.G",
                ".....");
        Threats t = new Threats(List.of(new Threat("e", Body.medium(m.at('E')), 1)), true);
        PathFinder f = new PathFinder(ctx(m, Body.medium(m.at('A')), 12,
                List.of(Occupant.enemy("e", Body.medium(m.at('E'))))));
        assertEquals(Optional.empty(), f.find(m.at('G'), PathOptions.safeOnly(t)));
        Path fallback = f.find(m.at('G'), PathOptions.preferSafe(t)).orElseThrow();
        assertEquals(4, fallback.cost());
        assertFalse(fallback.safe());
    }

    @Test
    @DisplayName("OA-WITHIN: inside an enemy's reach a safe path may still take one step (house), any number (dd5)")
    void OA_WITHIN_oneFreeStepInsideReach() {
        AsciiMap m = AsciiMap.of(
                "...",
                "AE.",
                "...");
        Body e = Body.medium(m.at('E'));
        PathFinder f = new PathFinder(ctx(m, Body.medium(m.at('A')), 12, List.of(Occupant.enemy("e", e))));
        Threats house = new Threats(List.of(new Threat("e", e, 1)), true);
        Threats dd5 = new Threats(List.of(new Threat("e", e, 1)), false);
        assertTrue(f.find(new Pos(1, 0), PathOptions.safeOnly(house)).isPresent());
        assertTrue(f.find(new Pos(2, 0), PathOptions.safeOnly(house)).isEmpty());
        Path around = f.find(new Pos(2, 0), PathOptions.safeOnly(dd5)).orElseThrow();
        assertEquals(2, around.cost());
        assertTrue(f.find(new Pos(2, 0), PathOptions.cheapest(house)).orElseThrow().provokes().get(0).rule()
                .equals(OpportunityTrigger.WITHIN));
    }

    @Test
    @DisplayName("OA-WITHIN: after one step inside a reach earlier this turn, a safe path takes no other")
    void OA_WITHIN_safePathKnowsTheTurnsEarlierSteps() {
        AsciiMap m = AsciiMap.of(
                "...",
                "AE.",
                "...");
        Body e = Body.medium(m.at('E'));
        PathFinder f = new PathFinder(ctx(m, Body.medium(m.at('A')), 12, List.of(Occupant.enemy("e", e))));
        Threats once = new Threats(List.of(new Threat("e", e, 1)), true, new ReachSteps(Map.of("e", 1), Set.of()));
        assertTrue(f.find(new Pos(0, 0), PathOptions.safeOnly(once)).isEmpty());
        Path cheapest = f.find(new Pos(0, 0), PathOptions.cheapest(once)).orElseThrow();
        assertEquals(List.of(new OpportunityTrigger("e", 0, m.at('A'), OpportunityTrigger.WITHIN)), cheapest.provokes());
        Threats twice = new Threats(List.of(new Threat("e", e, 1)), true, new ReachSteps(Map.of("e", 2), Set.of()));
        assertTrue(f.find(new Pos(0, 0), PathOptions.safeOnly(twice)).isPresent(), "only the second step provokes");
        assertTrue(f.find(new Pos(0, 2), PathOptions.safeOnly(twice)).isPresent());
    }

    @Test
    @DisplayName("MOVE-ENTER: the same question always gets the same path")
    void MOVE_ENTER_deterministic() {
        AsciiMap m = AsciiMap.of(
                "A.......",
                "........",
                "........",
                ".......G");
        Path a = new PathFinder(ctx(m, 12)).find(m.at('G')).orElseThrow();
        PathFinder reused = new PathFinder(ctx(m, 12));
        reused.find(new Pos(3, 3));
        Path b = reused.find(m.at('G')).orElseThrow();
        assertEquals(a, b);
        assertEquals(7, a.cost());
    }
}
