package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.engine.battle.Creature;
import escarmouche.engine.preview.MovePreview;
import escarmouche.rules.grid.Pos;
import escarmouche.testing.CanvasRows;
import escarmouche.testing.Scripts;
import escarmouche.testing.TestScenario;
import escarmouche.ui.battle.BattleWords;
import escarmouche.ui.battle.MoveInfo;
import escarmouche.ui.battle.ScreenFight;
import escarmouche.ui.term.Canvas;
import escarmouche.ui.term.Glyphs;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The opportunity-attack warning of the move planner. The engine does not produce threats yet, so the
 * preview is built by hand and the rendering component is checked on its own.
 */
class MoveWarningTest {
    @Test
    void OA_WITHIN_and_OA_LEAVE_threatsAreListedWithTheirReasonBeforeConfirming() throws Exception {
        ScreenFight fight = new ScreenFight(TestScenario.map(
                        "#######",
                        "#.....#",
                        "#.....#",
                        "#######")
                .with("kenji", "party", 1, 1, c -> c.pc("samurai"))
                .with("g1", "monsters", 3, 2, c -> c.hp(7))
                .initiative("kenji", "g1").build(), 1, null);
        fight.start();
        Creature kenji = fight.battle().find("kenji");
        List<Pos> path = List.of(new Pos(2, 1), new Pos(3, 1), new Pos(4, 1), new Pos(5, 1));
        MovePreview preview = new MovePreview(path, true, null, 4, 2, 0, null, null, List.of(
                new MovePreview.Threat("g1", 3, new Pos(3, 1), "OA-WITHIN"),
                new MovePreview.Threat("g1", 4, new Pos(4, 1), "OA-LEAVE")));

        String shown = shown(fight, kenji, preview);
        assertTrue(shown.contains("MOVE 4 squares to 5,1 Costs"), "open ground: neither careful nor risky: " + shown);
        assertTrue(shown.contains("Opportunity attacks this move would provoke:"), shown);
        assertTrue(shown.contains("! g1 strikes before step 3, on the square marked 2 (3,1): a second step this turn while staying inside its reach"
                + " [OA-WITHIN]"), shown);
        assertTrue(shown.contains("! g1 strikes before step 4, on the square marked 3 (4,1): leaving its reach [OA-LEAVE]"), shown);
    }

    @Test
    @DisplayName("OA-REACTION: a blow that falls where the mover stands now comes with its weapon and odds")
    void OA_REACTION_theOddsOfABlowWhereTheMoverStands() throws Exception {
        ScreenFight fight = new ScreenFight(TestScenario.map(
                        "#######",
                        "#.....#",
                        "#.....#",
                        "#.....#",
                        "#######")
                .with("kenji", "party", 2, 2, c -> c.pc("samurai").ac(15))
                .with("g1", "monsters", 3, 2, c -> c.hp(7).abilities(10, 14).weapons(TestScenario.SCIMITAR))
                .initiative("kenji", "g1").build(), 1, null);
        fight.start();
        Creature kenji = fight.battle().find("kenji");
        // Step 1 leaves g1's reach: the blow falls on 2,2, where kenji stands. Scimitar, finesse: d20 +2 Dex
        // +2 prof against AC 15 hits on 11 or more (50 %); a hit deals 1d6, 3.5 on average (ATK-DEXDMG: the Dex
        // that hits adds nothing to the damage).
        MovePreview away = fight.game().previews().move(kenji, List.of(new Pos(1, 2)));
        assertEquals(List.of(new MovePreview.Threat("g1", 1, new Pos(2, 2), "OA-LEAVE")), away.threats());
        String shown = shown(fight, kenji, away);
        assertTrue(shown.contains("leaving its reach [OA-LEAVE] scimitar: 50% to hit, 3.5 damage on a hit"), shown);
        // A step inside its reach first (free), then out: the blow falls on 2,1, with the same odds there.
        MovePreview round = fight.game().previews().move(kenji, List.of(new Pos(2, 1), new Pos(1, 1)));
        assertEquals(List.of(new MovePreview.Threat("g1", 2, new Pos(2, 1), "OA-LEAVE")), round.threats());
        String later = shown(fight, kenji, round);
        assertTrue(later.contains("[OA-LEAVE] scimitar: 50% to hit, 3.5 damage on a hit"), later);
    }

    @Test
    @DisplayName("OA-REACTION, ATK-FLANK: a blow farther along the path is weighed on the square where it falls (flanked"
            + " there, advantage: 75%, not the 50% of where the mover stands), and the mover is left where it was")
    void OA_REACTION_theOddsOfABlowFartherAlongThePath() throws Exception {
        ScreenFight fight = new ScreenFight(TestScenario.map(
                        "#######",
                        "#.....#",
                        "#.....#",
                        "#.....#",
                        "#######")
                .with("kenji", "party", 2, 3, c -> c.pc("samurai").ac(15))
                .with("g1", "monsters", 3, 3, c -> c.hp(7).abilities(10, 14).weapons(TestScenario.SCIMITAR))
                .with("g2", "monsters", 3, 1, c -> c.hp(7).abilities(10, 14).weapons(TestScenario.SCIMITAR))
                .initiative("kenji", "g1", "g2").build(), 1, null);
        fight.start();
        Creature kenji = fight.battle().find("kenji");
        // Step 1 to 3,2, between g2 (north) and g1 (south); step 2 to 4,1 leaves g1's reach: g1 strikes on 3,2,
        // where g2 stands on the opposite side (ATK-FLANK: advantage, 1 - 0.5 x 0.5 = 75 %).
        MovePreview past = fight.game().previews().move(kenji, List.of(new Pos(3, 2), new Pos(4, 1)));
        MovePreview.Threat g1 = past.threats().stream().filter(t -> t.reactor().equals("g1")).findFirst().orElseThrow();
        assertEquals(new MovePreview.Threat("g1", 2, new Pos(3, 2), "OA-LEAVE"), g1);
        String shown = shown(fight, kenji, past);
        assertTrue(shown.contains("leaving its reach [OA-LEAVE] scimitar: 75% to hit, 3.5 damage on a hit"), shown);
        // Where kenji stands, nobody flanks it: the same blow there would be 50 %.
        assertEquals(50, fight.game().previews().opportunity(fight.battle().find("g1"), kenji).hitChance());
        assertEquals(new Pos(2, 3), kenji.at(), "the question put the mover back");
        assertTrue(fight.battle().occupant(new Pos(3, 2)) == null, "nobody is left on the square weighed");
    }

    @Test
    void MOVE_OCCUPIED_aFoeBarringThePathIsNoDifficultGround() throws Exception {
        // An unconscious foe still bars the way (hostile, the same size): the refusal says so, and no line
        // tells the player it could be crossed at 2 a square.
        ScreenFight fight = new ScreenFight(TestScenario.map(
                        "#######",
                        "#.....#",
                        "#######")
                .with("kenji", "party", 1, 1, c -> c.pc("samurai"))
                .with("g1", "monsters", 2, 1, c -> c.hp(7).conditions(escarmouche.rules.core.Condition.UNCONSCIOUS))
                .with("g2", "monsters", 5, 1, c -> c.hp(7))
                .initiative("kenji", "g1", "g2").build(), 1, null);
        fight.start();
        Creature kenji = fight.battle().find("kenji");
        MovePreview barred = fight.game().previews().move(kenji, List.of(new Pos(2, 1), new Pos(3, 1)));
        String shown = shown(fight, kenji, barred);
        assertTrue(shown.contains("bars the way"), shown);
        assertFalse(shown.contains("Through the square of"), shown);
    }

    @Test
    void MOVE_OCCUPIED_aPathThroughAnAllySaysWhyItCostsMore() throws Exception {
        ScreenFight fight = new ScreenFight(TestScenario.map(
                        "#######",
                        "#.....#",
                        "#######")
                .with("kenji", "party", 1, 1, c -> c.pc("samurai"))
                .with("lin", "party", 2, 1, c -> c.pc("wizard"))
                .with("g1", "monsters", 5, 1, c -> c.hp(7))
                .initiative("kenji", "lin", "g1").build(), 1, null);
        fight.start();
        Creature kenji = fight.battle().find("kenji");
        MovePreview through = fight.game().previews().move(kenji, List.of(new Pos(2, 1), new Pos(3, 1)));
        String shown = shown(fight, kenji, through);
        assertTrue(shown.contains("Costs 3 of 6 movement"), shown);
        assertTrue(shown.contains("Through the square of lin: 2 a square, as difficult ground [MOVE-OCCUPIED]."), shown);
        // Ending next to the ally, not through it: no such line.
        Creature lin = fight.battle().find("lin");
        MovePreview beside = fight.game().previews().move(lin, List.of(new Pos(3, 1)));
        assertFalse(shown(fight, lin, beside).contains("MOVE-OCCUPIED"));
    }

    @Test
    @DisplayName("ACT-READY: a hero's readied blade is their own in the look panel, a monster's its own")
    void ACT_READY_aHerosReadiedBladeIsTheirs() throws Exception {
        ScreenFight fight = new ScreenFight(TestScenario.map(
                        "########",
                        "#......#",
                        "#......#",
                        "########")
                .with("kenji", "party", 1, 1, c -> c.pc("samurai"))
                .with("lin", "party", 1, 2, c -> c.pc("fighter"))
                .with("g1", "monsters", 5, 1, c -> c.hp(7))
                .initiative("kenji", "lin", "g1").build(), 1, null);
        fight.start();
        fight.game().submitLine("ready g1");
        List<String> look = new BattleWords(fight).creature(fight.battle().find("kenji"));
        assertTrue(look.stream().anyMatch(l -> l.startsWith("Readied: their ")
                        && l.endsWith(", for g1: they strike as g1 steps within their reach [ACT-READY]")),
                String.join("\n", look));
        fight.game().submitLine("end");
        fight.game().submitLine("ready");
        look = new BattleWords(fight).creature(fight.battle().find("lin"));
        assertTrue(look.stream().anyMatch(l -> l.startsWith("Readied: their ")
                        && l.endsWith(", for the first foe that steps within their reach [ACT-READY]")),
                String.join("\n", look));
    }

    @Test
    @DisplayName("COND-FRIGHTENED, ACT-READY: the look panel says a blade readied before the fear is held back, as the engine holds it")
    void COND_FRIGHTENED_ACT_READY_theLookPanelSaysTheBlowIsHeld() throws Exception {
        ScreenFight fight = new ScreenFight(TestScenario.map(
                        "########",
                        "#......#",
                        "#......#",
                        "########")
                .with("kenji", "party", 1, 1, c -> c.pc("samurai"))
                .with("g1", "monsters", 5, 1, c -> c.hp(7))
                .initiative("kenji", "g1").build(), 1, null);
        fight.start();
        fight.game().submitLine("ready g1");
        Creature kenji = fight.battle().find("kenji");
        assertFalse(new BattleWords(fight).creature(kenji).stream().anyMatch(l -> l.contains("Held back")));
        kenji.conditions.gain(escarmouche.rules.core.Condition.FRIGHTENED);
        kenji.conditions.setSource(escarmouche.rules.core.Condition.FRIGHTENED, "g1");
        List<String> look = new BattleWords(fight).creature(kenji);
        assertTrue(look.contains("Held back: a frightened creature only defends, no readied blow falls [COND-FRIGHTENED]"),
                String.join("\n", look));
    }

    @Test
    @DisplayName("ACT-READY: the planner warns of a readied blade that awaits the mover, on the step entering its reach")
    void ACT_READY_aReadiedBladeIsWarnedOfBeforeConfirming() throws Exception {
        ScreenFight fight = new ScreenFight(TestScenario.map(
                        "########",
                        "#......#",
                        "#......#",
                        "########")
                .with("g1", "monsters", 5, 1, c -> c.hp(7).control("player"))
                .with("kenji", "party", 1, 1, c -> c.pc("samurai"))
                .with("lin", "party", 1, 2, c -> c.pc("wizard"))
                .initiative("g1", "kenji", "lin").build(), 1, null);
        fight.start();
        fight.game().submitLine("ready kenji");
        fight.game().submitLine("end");
        fight.game().advance();
        Creature kenji = fight.battle().find("kenji");
        List<Pos> path = List.of(new Pos(2, 1), new Pos(3, 1), new Pos(4, 1));
        MovePreview walk = fight.game().previews().move(kenji, path);
        assertEquals(List.of(new MovePreview.Threat("g1", 3, new Pos(4, 1), "ACT-READY")), walk.readied());
        assertTrue(walk.struck(), "a single step there opens the planner first");
        List<String> look = new BattleWords(fight).creature(fight.battle().find("g1"));
        assertTrue(look.contains("Readied: its longsword, for kenji: it strikes as kenji steps within its reach [ACT-READY]"),
                String.join("\n", look));
        String shown = shown(fight, kenji, walk);
        assertTrue(shown.contains("! g1's readied attack strikes at step 3, as you enter its reach on 4,1 [ACT-READY]"),
                shown);
        // Short of its reach, or for another creature than the one it awaits: nothing.
        assertTrue(fight.game().previews().move(kenji, path.subList(0, 2)).readied().isEmpty());
        Creature lin = fight.battle().find("lin");
        assertTrue(fight.game().previews().move(lin, List.of(new Pos(2, 2), new Pos(3, 2), new Pos(4, 2))).readied()
                .isEmpty(), "g1 awaits kenji only");
    }

    @Test
    @DisplayName("CAST-OA: a caster that would answer with a spell is shown with that spell and its odds, as a weapon is")
    void CAST_OA_theSpellAndItsOdds() throws Exception {
        ScreenFight fight = new ScreenFight(Scripts.scenario("""
                {"format": 1, "map": {"rows": ["............", "............", "............", "............",
                  "............", "............", "............", "............"]},
                 "combatants": [
                   {"id": "fig", "template": "fighter", "at": [6, 5]},
                   {"id": "wM", "template": "wizard", "side": "monsters", "at": [5, 5]}
                 ],
                 "initiative": ["fig", "wM"], "seed": 1}
                """), 1, null);
        fight.start();
        Creature fig = fight.battle().find("fig");
        MovePreview away = fight.game().previews().move(fig, List.of(new Pos(7, 5)));
        assertEquals(List.of(new MovePreview.Threat("wM", 1, new Pos(6, 5), "OA-LEAVE")), away.threats());
        Canvas canvas = new Canvas(200, 12, new Glyphs(true));
        MoveInfo.draw(canvas, MoveInfo.lines(fight, fig, away, null, false));
        String shown = CanvasRows.flat(canvas);
        // The wizard's Int +3 beats its Str and Dex: it answers with fire bolt. Casting it: 70%. At a foe beside it,
        // with disadvantage (ATK-RANGED-MELEE): +5 against AC 18 needs 13 or more, twice, 16%; 1d10, 5.5 a hit.
        assertTrue(shown.contains("! WM strikes before step 1, while Fig still stands on 6,5: leaving its reach [OA-LEAVE]"
                + " The spell Fire bolt instead of a blow [CAST-OA]: 70% to cast. Spell attack: d20 +5 (+3 Int +2 prof)"
                + " vs AC 18 with disadvantage (against: enemy within 1.5 m (Fig)): 16% to hit, <1% critical (×2, ×4 on"
                + " another 20...); 5.5 damage expected on a hit. All told, 0.6 damage expected from this cast."), shown);
    }

    @Test
    @DisplayName("OA-LEAVE: a path the movement cannot pay for is refused, and not also said to provoke nothing")
    void OA_LEAVE_aRefusedPathClaimsNoSafety() throws Exception {
        ScreenFight fight = new ScreenFight(TestScenario.map(
                        "##########",
                        "#........#",
                        "#........#",
                        "##########")
                .with("kenji", "party", 1, 1, c -> c.pc("samurai"))
                .with("g1", "monsters", 2, 2, c -> c.hp(7))
                .initiative("kenji", "g1").build(), 1, null);
        fight.start();
        Creature kenji = fight.battle().find("kenji");
        kenji.turn.movementLeft = 3;
        // Four squares past the goblin with three to spend: the move is refused as a whole.
        MovePreview far = fight.game().previews().move(kenji,
                List.of(new Pos(2, 1), new Pos(3, 1), new Pos(4, 1), new Pos(5, 1)));
        String shown = shown(fight, kenji, far);
        assertTrue(shown.contains("Not possible as planned"), shown);
        assertFalse(shown.contains("Provokes no opportunity attack"), shown);
    }

    private static String shown(ScreenFight fight, Creature mover, MovePreview preview) {
        Canvas canvas = new Canvas(80, 10, new Glyphs(true));
        MoveInfo.draw(canvas, MoveInfo.lines(fight, mover, preview, null, false));
        return CanvasRows.flat(canvas);
    }

}
