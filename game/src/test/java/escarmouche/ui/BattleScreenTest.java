package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.googlecode.lanterna.input.KeyType;
import escarmouche.rules.core.DamageType;
import escarmouche.rules.core.Resistance;
import escarmouche.rules.core.Weapon;
import escarmouche.rules.core.WeaponKind;
import escarmouche.rules.core.Condition;
import escarmouche.testing.TestScenario;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class BattleScreenTest extends ScreenTest {
    private static final Weapon DAGGER = TestScenario.weapon("dagger", "1d4", DamageType.PIERCING, WeaponKind.THROWN, 4, 12);

    static TestScenario duel() {
        return TestScenario.map(
                        "##########",
                        "#........#",
                        "#...,,...#",
                        "##########")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").abilities(16, 12).hp(20).ac(16))
                .with("gob", "monsters", 4, 1, c -> c.hp(7).ac(13).shock(50).weapons(TestScenario.SCIMITAR))
                .initiative("hero", "gob");
    }

    private Harness fight(TestScenario s) {
        h = Harness.inFight(s, data);
        return h;
    }

    @Test
    void startAFight() {
        TestCatalog catalog = new TestCatalog().add("duel", "The duel", "One hero, one goblin.", "easy", duel()::build);
        h = new Harness(catalog, data);
        assertTrue(h.shows("E S C A R M O U C H E"), h.screen());
        h.keys("n");
        assertTrue(h.shows("The duel"), h.screen());
        assertTrue(h.shows("[easy]"));
        assertTrue(h.shows("One hero, one goblin."));
        h.enter();
        assertTrue(h.shows("Your party"), h.screen());
        h.enter();
        assertTrue(h.shows("He"), h.screen());
        assertTrue(h.shows("▶ hero · move 6/6"), h.screen());
    }

    @Test
    void moveWithAPathPreviewThenConfirm() {
        fight(duel());
        h.keys("ml");
        // Open ground: no careful or risky to choose (MOVE-DIFFICULT), so the heading says neither.
        assertTrue(h.shows("MOVE 1 square to 2,1"), h.screen());
        assertFalse(h.shows("(careful)"), h.screen());
        assertTrue(h.shows("Costs 1 of 6 movement: 5 left after it."), h.screen());
        h.keys("l");
        assertTrue(h.shows("MOVE 2 squares to 3,1"), h.screen());
        h.press(KeyType.Backspace);
        assertTrue(h.shows("MOVE 1 square to 2,1"), h.screen());
        h.enter();
        assertTrue(h.shows("hero moves 1,1 → 2,1 (1 square, 1 movement, 5 left)"), h.screen());
        assertTrue(h.shows("▶ hero · move 5/6"), h.screen());
    }

    @Test
    void aPlainStepIsTakenAtOnceAndAStepIntoDifficultGroundAsksFirst() {
        fight(duel().dice(6));
        h.keys("ln");
        assertTrue(h.shows("hero moves 1,1 → 3,2 (2 squares, 2 movement, 4 left)"), h.screen());
        h.keys("l");
        assertTrue(h.shows("MOVE 1 square to 4,2 (careful)"), h.screen());
        assertTrue(h.shows("Difficult ground on the path (DC 10)"), h.screen());
        assertTrue(h.shows("Costs 2 of 4 movement"), h.screen());
        h.keys("r");
        assertTrue(h.shows("(risky, Str check)"), h.screen());
        h.enter();
        assertTrue(h.shows("hero Str check (risky move): d20 6 +3 Str = 9 vs DC 10: failure"), h.screen());
        assertTrue(h.shows("hero is now prone"), h.screen());
        assertTrue(h.shows("▶ hero · move 0/6"), h.screen());
    }

    @Test
    @DisplayName("MOVE-DIFFICULT: a planned risky move taken back off the difficult ground is shown as the plain move it is")
    void MOVE_DIFFICULT_riskyOnlyWhereTheGroundIsDifficult() {
        fight(duel());
        h.keys("mnll");
        assertTrue(h.shows("MOVE 3 squares to 4,2 (careful)"), h.screen());
        h.keys("r");
        assertTrue(h.shows("MOVE 3 squares to 4,2 (risky, Str check)"), h.screen());
        assertTrue(h.shows("if the check succeeds"), h.screen());
        h.press(KeyType.Backspace);
        assertTrue(h.shows("MOVE 2 squares to 3,2"), h.screen());
        assertFalse(h.shows("(careful)"), h.screen());
        assertFalse(h.shows("(risky"), h.screen());
        assertTrue(h.shows("Costs 2 of 6 movement: 4 left after it."), h.screen());
        h.keys("l");
        assertTrue(h.shows("MOVE 3 squares to 4,2 (risky, Str check)"), "r's choice holds for the next difficult square: "
                + h.screen());
    }

    @Test
    @DisplayName("MOVE-DIFFICULT: the planner's key bar offers r (careful/risky) once the path meets difficult ground, not"
            + " on open ground where it changes nothing")
    void MOVE_DIFFICULT_riskyKeyOnlyWhereItMatters() {
        fight(duel());
        h.keys("mn");
        assertTrue(h.shows("MOVE 1 square to 2,2"), h.screen());
        assertFalse(h.shows("careful/risky"), "open ground: " + h.screen());
        h.keys("ll");
        assertTrue(h.shows("MOVE 3 squares to 4,2 (careful)"), h.screen());
        assertTrue(h.shows("careful/risky"), "difficult ground: " + h.screen());
    }

    @Test
    @DisplayName("MOVE-DIFFICULT: a careful path too dear names its step and says that a risky one pays 1 a square, unless even that is too far")
    void MOVE_DIFFICULT_tooDearCarefulPointsToRisky() {
        fight(TestScenario.map(
                        "###########",
                        "#.;;;;....#",
                        "#.........#",
                        "###########")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").hp(20).ac(16))
                .with("gob", "monsters", 9, 2, c -> c.hp(7).ac(13).weapons(TestScenario.SCIMITAR))
                .initiative("hero", "gob"));
        h.keys("mll");
        assertTrue(h.shows("Not possible as planned: entering 3,1 costs 4 movement; 2 left (step 2 of 2)"
                + " (a risky move pays 1 a square: press r)"), h.screen());
        h.keys("r");
        assertTrue(h.shows("Costs 2 of 6 movement if the check succeeds"), h.screen());
        h.keys("rr").keys("lllll");
        assertTrue(h.shows("MOVE 7 squares to 8,1 (careful)"), h.screen());
        assertTrue(h.shows("(step 2 of 7)"), h.screen());
        assertFalse(h.shows("a risky move pays"), "7 squares are too far at any price: " + h.screen());
    }

    @Test
    @DisplayName("ATK-ADV: when advantage and disadvantage cancel out, the attack panel says so with each reason")
    void ATK_ADV_cancellingReasonsShown() {
        fight(TestScenario.map(
                        "##########",
                        "#........#",
                        "##########")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").abilities(16, 12).hp(20).ac(16).conditions(Condition.PRONE))
                .with("gob", "monsters", 2, 1, c -> c.hp(7).ac(13).conditions(Condition.PRONE).weapons(TestScenario.SCIMITAR))
                .initiative("hero", "gob"));
        h.keys("a");
        assertTrue(h.shows("To hit: d20 +5 (+3 Str +2 prof) vs AC 13 (advantage and disadvantage cancel out: against:"
                + " attacker prone; for: target prone, within 1.5 m): 65% to hit"), h.screen());
    }

    @Test
    @DisplayName("MOVE-DIFFICULT: the risky line gives the check's d20 with its parts against the DC")
    void MOVE_DIFFICULT_riskyCheckShowsItsRoll() {
        fight(duel());
        h.keys("mnll").keys("r");
        assertTrue(h.shows("(risky, Str check)"), h.screen());
        assertTrue(h.shows("Risky Str check, d20 +3 (+3 Str), against DC 10: 70% to get through; on a failure hero stops at"),
                h.screen());
        h.keys("r");
        assertTrue(h.shows("Risky Dex check, d20 +1 (+1 Dex), against DC 10: 60% to get through"), h.screen());
        h.keys("r");
        assertTrue(h.shows("MOVE 3 squares to 4,2 (careful)"), h.screen());
    }

    @Test
    @DisplayName("MOVE-DIFFICULT: r offers the risky check with the mover's better ability first, Dex for a nimble one")
    void MOVE_DIFFICULT_theBetterAbilityIsOfferedFirst() {
        fight(TestScenario.map(
                        "##########",
                        "#........#",
                        "#...,,...#",
                        "##########")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").abilities(10, 16).hp(20).ac(16))
                .with("gob", "monsters", 8, 1, c -> c.hp(7).ac(13).weapons(TestScenario.SCIMITAR))
                .initiative("hero", "gob"));
        h.keys("mnll").keys("r");
        assertTrue(h.shows("(risky, Dex check)"), h.screen());
        assertTrue(h.shows("Risky Dex check, d20 +3 (+3 Dex), against DC 10: 70% to get through"), h.screen());
        h.keys("r");
        assertTrue(h.shows("Risky Str check, d20 +0, against DC 10: 55% to get through"), h.screen());
        h.keys("r");
        assertTrue(h.shows("(careful)"), h.screen());
    }

    @Test
    @DisplayName("MOVE-PRONE: a crawl through difficult ground gives its terrain check, with the crawl's advantage, before it is made")
    void MOVE_PRONE_aCrawlThroughRoughGroundShowsItsCheck() {
        fight(TestScenario.map(
                        "##########",
                        "#........#",
                        "#...,,...#",
                        "##########")
                .with("hero", "party", 3, 1, c -> c.pc("fighter").abilities(16, 12).hp(20).ac(16)
                        .conditions(Condition.PRONE))
                .with("gob", "monsters", 8, 1, c -> c.hp(7).ac(13).weapons(TestScenario.SCIMITAR))
                .initiative("hero", "gob")
                .dice(20));
        h.keys(" ").keys("C").keys("n");
        assertTrue(h.shows("CRAWL 1 square to 4,2 (crawling)"), h.screen());
        assertTrue(h.shows("Costs 4 of 6 movement if the check succeeds: 2 left after it."), h.screen());
        assertTrue(h.shows("Difficult ground on the path (DC 10): crawling through it takes a terrain check [MOVE-PRONE]."),
                h.screen());
        assertTrue(h.shows("Str check, d20 +3 (+3 Str) with advantage (for: crawling), against DC 10: 91% to get through; on a"
                + " failure the crawl stops at 3,1 (F on the map) and the rest of the movement is lost."), h.screen());
        assertFalse(h.shows("Press r to switch"), "a crawl has no careful or risky choice: " + h.screen());
        assertFalse(h.shows("careful/risky"), "nor a key for it: " + h.screen());
        h.enter();
        assertTrue(h.shows("vs DC 10: success"), h.screen());
    }

    @Test
    @DisplayName("OA-WITHIN: an arrow step that would be the turn's second step inside a reach asks first")
    void OA_WITHIN_arrowStepsCountTheWholeTurn() {
        fight(duel().dice(5));
        h.keys("llj");
        assertTrue(h.shows("▶ hero · move 3/6"), h.screen());
        h.keys("k");
        assertTrue(h.shows("MOVE 1 square to 3,1"), h.screen());
        assertFalse(h.shows("(careful)"), h.screen());
        assertTrue(h.words().contains("Opportunity attacks this move would provoke:"), h.screen());
        assertTrue(h.words().contains("gob strikes before step 1, while hero still stands on 3,2: a second step"
                + " this turn while staying inside its reach [OA-WITHIN]"), h.screen());
        h.esc();
        assertTrue(h.shows("▶ hero · move 3/6"), h.screen());
        h.keys("k").enter();
        assertTrue(h.words().contains("gob makes an opportunity attack on hero at 3,2 (moving on inside its reach)"),
                h.screen());
        assertTrue(h.shows("▶ hero · move 2/6"), h.screen());
    }

    @Test
    void attackShowsOddsThenTheLogLineThenTheSummary() {
        fight(duel().dice(14, 6, 50));
        h.keys("ll");
        h.keys("a");
        assertTrue(h.shows("ATTACK gob"), h.screen());
        assertTrue(h.shows("To hit: d20 +5 (+3 Str +2 prof) vs AC 13: 65% to hit, 5% critical"), h.screen());
        assertTrue(h.shows("Expected damage on a hit of 1d8 +3 Str: 7.5"), h.screen());
        h.enter();
        assertTrue(h.shows("hero attacks gob with longsword: d20 14 +3 Str +2 prof = 19 vs AC 13: hit"), h.screen());
        assertTrue(h.shows("gob takes 9: d8 6 +3 Str: 9 slashing; HP -2"), h.screen());
        assertTrue(h.shows("The fight is over: victory"), h.screen());
        h.enter();
        assertTrue(h.shows("Victory: the party holds the field."), h.screen());
        assertTrue(h.shows("gob: died"), h.screen());
        h.enter();
        assertTrue(h.shows("E S C A R M O U C H E"), h.screen());
    }

    /** A fighter with two longswords (Str 16) two squares from a goblin of AC 13. */
    private static TestScenario twoSwords() {
        return TestScenario.map("##########", "#........#", "#...,,...#", "##########")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").abilities(16, 12).hp(20).ac(16)
                        .weapons(TestScenario.LONGSWORD, TestScenario.LONGSWORD))
                .with("gob", "monsters", 4, 1, c -> c.hp(7).ac(13).shock(50).weapons(TestScenario.SCIMITAR));
    }

    @Test
    @DisplayName("ATK-TWF: in the attack picker, f takes the second of two identical swords for the off hand")
    void ATK_TWF_offHandChosenWithF() {
        fight(twoSwords().initiative("hero", "gob").dice(14, 1, 12));
        h.keys("ll").keys("a");
        assertTrue(h.shows("f: strike with a second weapon in the off hand too (ATK-TWF)"), h.screen());
        h.keys("f");
        assertTrue(h.shows("Off hand: longsword 1d8; both attacks at -5 (ATK-TWF, f: next)"),
                h.screen());
        h.enter();
        assertTrue(h.shows("hero attacks gob with longsword: d20 14"), h.screen());
        assertTrue(h.shows("hero attacks gob with longsword: d20 12"), h.screen());
    }

    @Test
    @DisplayName("ATK-TWF: with an off-hand weapon chosen, the odds are the pair's, set against the main weapon alone")
    void ATK_TWF_oddsOfThePair() {
        fight(twoSwords().with("tin", "monsters", 4, 2, c -> c.hp(7).ac(20).shock(50).weapons(TestScenario.SCIMITAR))
                .initiative("hero", "gob", "tin").dice(14, 12));
        h.keys("ll").keys("a");
        assertTrue(h.shows("To hit: d20 +5 (+3 Str +2 prof) vs AC 13: 65% to hit"), h.screen());
        h.keys("f");
        // -5 for two medium weapons: 40% each instead of 65%, twice 7.5 on a hit against once; a natural 20
        // (5%) is a critical worth 15.8 with its chain (ATK-CRIT), counted in both.
        assertTrue(h.shows("Each attack: d20 +0 (+3 Str +2 prof -5 two weapons (medium + medium)) vs AC 13: 40% to hit, 5%"
                + " critical"), h.screen());
        assertTrue(h.shows("On a hit 7.5 and 7.5: both attacks deal 6.8 a turn on average, against 5.3 with the longsword"
                + " alone."), h.screen());
        assertFalse(h.shows("not counted in the odds"), h.screen());
        // Against armour the penalty puts out of reach but for a 20, the pair is worth less than one blow.
        h.press(KeyType.Tab);
        assertTrue(h.shows("ATTACK tin"), h.screen());
        assertTrue(h.shows("vs AC 20: 5% to hit, 5% critical"), h.screen());
        // Only a natural 20 hits, and it is a critical: 5% of 15.8, twice, against 25% of 7.5 and 5% of 15.8.
        assertTrue(h.shows("On a hit 7.5 and 7.5: both attacks deal 1.6 a turn on average, less than 2.7 with the longsword"
                + " alone: the penalty costs more than the second blow brings."), h.screen());
        h.enter();
        assertTrue(h.shows("hero attacks tin with longsword: d20 14 +3 Str +2 prof -5 two weapons (medium + medium) = 14"),
                h.screen());
        assertTrue(h.shows("hero attacks tin with longsword: d20 12"), h.screen());
    }

    @Test
    @DisplayName("ATK-UNSEEN: a hidden hero's pair: the first blow's advantage, the second's plain odds, and why")
    void ATK_UNSEEN_pairOddsPerBlow() {
        fight(TestScenario.map("##########", "#........#", "#...,,...#", "##########")
                .with("hero", "party", 3, 1, c -> c.pc("fighter").abilities(16, 12).hp(20).ac(16).hidden(25)
                        .weapons(TestScenario.LONGSWORD, TestScenario.LONGSWORD))
                .with("gob", "monsters", 4, 1, c -> c.hp(30).ac(13).shock(50).weapons(TestScenario.SCIMITAR))
                .initiative("hero", "gob").dice(2, 14, 1, 5, 12, 5));
        h.keys("a").keys("f");
        // The goblin fails its SURP-RESIST roll (2). The first blow rolls two d20s (1 - 0.6 x 0.6 = 64%) and reveals
        // the hero: the second rolls one (40%).
        assertTrue(h.shows("vs AC 13 with advantage (for: attacker unseen): 64% to hit, 10% critical"), h.screen());
        assertTrue(h.shows("13: 40% to hit, 5% critical"), h.screen());
        assertTrue(h.shows("Second blow (longsword): the first attack uses up attacker unseen [ATK-UNSEEN]."), h.screen());
        // 64% of 7.5 with 10% criticals, then 40% of 7.5 with 5%: 9 a turn, against one blow at 7.4.
        assertTrue(h.shows("On a hit 7.5 and 7.5: both attacks deal 9 a turn on average, against 7.4 with"), h.screen());
        h.enter();
        assertTrue(h.shows("hero attacks gob with longsword: d20 14"), h.screen());
        assertTrue(h.shows("hero attacks gob with longsword: d20 12"), h.screen());
    }

    @Test
    @DisplayName("ACT-DODGE: the action menu gives the Dodge's odds, the foe that can strike and its chance with and without")
    void ACT_DODGE_oddsInTheMenu() {
        fight(twoSwords().initiative("hero", "gob").dice(14, 12));
        h.keys(" ");
        assertTrue(h.shows("o Dodge"), h.screen());
        assertFalse(h.shows("o Dodge ("), "the goblin three squares away must move first: " + h.screen());
        h.esc();
        h.keys("l").keys(" ");
        assertFalse(h.shows("o Dodge ("), "still two squares away: " + h.screen());
        h.esc();
        h.keys("l").keys(" ");
        // The goblin's scimitar against AC 16: the dodge squares its chance (two d20s, the lower kept).
        int[] at = h.find("o Dodge (gob: ");
        assertTrue(at != null, h.screen());
        String row = h.row(at[1]);
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("gob: (\\d+)% to hit you, (\\d+)% while you dodge")
                .matcher(row);
        assertTrue(m.find(), row);
        int now = Integer.parseInt(m.group(1));
        assertEquals(Math.round(now * now / 100.0), Integer.parseInt(m.group(2)), row);
        h.keys("d");
        h.keys(" ");
        assertTrue(h.shows("o Dodge · action used"), "the action spent (a Dash), the Dodge is greyed without odds: " + h.screen());
    }

    @Test
    void whyOnTheLatestLineAndOnAnyLine() {
        fight(duel().dice(2));
        h.keys("ll").keys("a").enter();
        assertTrue(h.shows("hero attacks gob with longsword: d20 2 +3 Str +2 prof = 7 vs AC 13: miss"), h.screen());
        h.keys("w");
        assertTrue(h.shows("Why?"), h.screen());
        assertTrue(h.shows("ATK-ROLL"), h.screen());
        h.esc();
        h.keys("L");
        assertTrue(h.shows("▶ hero attacks gob"), h.screen());
        h.press(KeyType.ArrowUp);
        assertTrue(h.shows("▶ hero moves 1,1 → 3,1 (2 squares"), h.screen());
        h.enter();
        assertTrue(h.shows("MOVE-ENTER"), h.screen());
    }

    @Test
    void lookModeDescribesACreatureAndASquare() {
        fight(duel());
        h.keys("v");
        assertTrue(h.shows("hero (He): hero fighter"), h.screen());
        h.press(KeyType.Tab);
        assertTrue(h.shows("gob (go): monster, an enemy of hero, at 4,1"), h.screen());
        assertTrue(h.shows("AC 13"), h.screen());
        h.keys("jh");
        assertTrue(h.shows("Square 3,2: open ground"), h.screen());
        h.keys("l");
        assertTrue(h.shows("Square 4,2: difficult ground, DC 10"), h.screen());
    }

    @Test
    @DisplayName("MOVE-PRONE, COND-PRONE: the action list says what dropping prone costs and does, whole at 80 columns")
    void dropProneSaysWhatItDoes() {
        fight(duel());
        h.keys(" ").press(KeyType.End);
        assertTrue(h.shows("z Drop prone (free; shots at you: disadvantage, blows: advantage)"), h.screen());
        assertFalse(h.screen().contains("…"), h.screen());
    }

    @Test
    @DisplayName("MOVE-PRONE: a prone hero is told what standing up costs, in the action list and beside a crawl")
    void MOVE_PRONE_standingUpSaysItsCost() {
        fight(TestScenario.map(
                        "##########",
                        "#........#",
                        "#........#",
                        "##########")
                .with("hero", "party", 1, 2, c -> c.pc("fighter").abilities(16, 12).hp(20).ac(16).conditions(Condition.PRONE))
                .with("gob", "monsters", 8, 1, c -> c.hp(7).ac(13).weapons(TestScenario.SCIMITAR))
                .initiative("hero", "gob"));
        h.keys(" ").press(KeyType.End);
        assertTrue(h.shows("t Stand up (costs 3 of the 6 movement left)"), h.screen());
        h.press(KeyType.Escape).keys("l");
        assertTrue(h.shows("CRAWL 1 square to 2,2 (crawling)"), h.screen());
        assertTrue(h.shows("Standing up first (t) costs 3 of 6 movement; walking then pays 1 a square."), h.screen());
        h.enter().keys("l");
        assertTrue(h.shows("Standing up first (t) costs 3 of 4 movement"), h.screen());
        h.enter().keys("l");
        assertTrue(h.shows("Too little movement left to stand up this turn (3 needed, 2 left)."), h.screen());
        h.press(KeyType.Escape).keys(" ").press(KeyType.End);
        assertTrue(h.shows("t Stand up · standing up costs 3 movement; 2 left"), h.screen());
    }

    @Test
    @DisplayName("A hero named at length is cut on the status line, whose movement, action and reaction stay whole")
    void aLongNameLeavesTheStatusWhole() {
        String id = "brunhild_the_unyielding_shieldmaiden_of";
        fight(TestScenario.map(
                        "##########",
                        "#........#",
                        "##########")
                .with(id, "party", 1, 1, c -> c.pc("fighter").hp(20).ac(16))
                .with("gob", "monsters", 8, 1, c -> c.hp(7).ac(13).weapons(TestScenario.SCIMITAR))
                .initiative(id, "gob"));
        assertTrue(h.row(0).contains("▶ brunhild_the_unyielding_shi… · move 6/6 · action ready · reaction ready"), h.screen());
    }

    @Test
    void actionsTheEngineRefusesAreShownNotHidden() {
        fight(duel().dice(6, 20));
        h.keys("ll").keys("g");
        assertTrue(h.shows("GRAPPLE gob"), h.screen());
        h.enter();
        assertTrue(h.shows("Grapple: hero Str d20 6 +3 Str = 9 vs gob Str d20 20 = 20: gob wins"), h.screen());
        h.press(KeyType.Enter);
        assertTrue(h.shows("Actions of hero"), h.screen());
        h.keys("d");
        assertTrue(h.shows("Not possible now: hero has already used their action this turn"), h.screen());
    }

    @Test
    @DisplayName("ACT-ATTACK: the look mode counts a creature's javelins and shows the one it threw lying in a square")
    void lookCountsJavelinsAndShowsThrownOnes() {
        var javelin = TestScenario.weapon("javelin", "1d6", escarmouche.rules.core.DamageType.PIERCING,
                escarmouche.rules.core.WeaponKind.THROWN, 6, 24);
        TestScenario thrower = TestScenario.map("##########", "#........#", "#...,,...#", "##########")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").abilities(16, 12).hp(20).ac(16)
                        .weapons(TestScenario.LONGSWORD, javelin, javelin))
                .with("gob", "monsters", 4, 1, c -> c.hp(20).ac(13).shock(50).weapons(TestScenario.SCIMITAR))
                .initiative("hero", "gob").dice(15, 3);
        fight(thrower);
        h.keys("v");
        assertTrue(h.shows("javelin 1d6 piercing, range 6/24 (×2)"), h.screen());
        h.esc().keys("a").enter();
        assertTrue(h.shows("hero attacks gob with javelin: d20 15"), h.screen());
        h.keys("v").press(KeyType.Tab);
        assertTrue(h.shows("Lying here: javelin (pickup)"), h.screen());
        // Under gob it cannot be seen; once gob has walked up to the hero, the map marks its square.
        assertEquals("go", h.row(3).substring(11, 13), h.screen());
        h.esc().keys("e");
        assertEquals(".*", h.row(3).substring(11, 13), h.screen());
    }

    @Test
    void describeSurroundingsInWords() {
        fight(duel());
        // From afar, the goblin is further off, with which way and how far (for a player reading by ear).
        h.keys("S");
        assertTrue(h.shows("Further off, nearest first:"), h.screen());
        assertTrue(h.shows("  gob (go), enemy, unhurt, HP 7/7: 3 squares east, at 4,1."), h.screen());
        h.esc();
        h.keys("ll").keys("S");
        assertTrue(h.shows("No one else further off."), h.screen());
        assertTrue(h.shows("Around hero"), h.screen());
        assertTrue(h.shows("East (4,1): gob (go), enemy, unhurt, HP 7/7."), h.screen());
        assertTrue(h.shows("North (3,0): wall: blocks movement."), h.screen());
        assertTrue(h.shows("Within the reach of: gob (go) at 4,1, reach 1."), h.screen());
    }

    @Test
    void helpAndRulesReference() {
        fight(duel());
        h.keys("?");
        assertTrue(h.shows("Keys"), h.screen());
        assertTrue(h.shows("plan a move: steer the path square by square"), h.screen());
        h.esc().keys("R");
        assertTrue(h.shows("Rules reference"), h.screen());
        assertTrue(h.shows("by topic"), h.screen());
        assertTrue(h.shows("Turns"), h.screen());
        h.keys("OO");
        assertTrue(h.shows("▶ *OA-WITHIN"), h.screen());
        assertTrue(h.shows("Versus plain 5e:"), h.screen());
        h.press(KeyType.Tab);
        assertTrue(h.shows("by ID"), h.screen());
        h.esc();
        assertTrue(h.shows("▶ hero · move 6/6"), h.screen());
    }

    @Test
    @DisplayName("/ in the rules reference searches the rules' words: the list narrows, the rule they name is selected, q is typed, Esc shows them all")
    void referenceSearch() {
        fight(duel());
        h.keys("R/");
        assertTrue(h.row(23).contains("type words"), h.row(23));
        h.keys("prone");
        assertTrue(h.shows("Search: prone_  6 rules of 96"), h.screen());
        // The rule titled Prone is named, before the one whose title starts with it (ACT-ATTACK's way, RuleSearch).
        assertTrue(h.shows("▶ *COND-PRONE Prone"), h.screen());
        assertTrue(h.shows("MOVE-PRONE Prone, standing"), h.screen());
        assertFalse(h.shows("MOVE-SPLIT"), h.screen());
        h.keys(" q");
        assertTrue(h.shows("Search: prone q_"), h.screen());
        h.keys("zz");
        assertTrue(h.shows("No rule says \"prone qzz\"."), h.screen());
        h.press(KeyType.Backspace).press(KeyType.Backspace).press(KeyType.Backspace).press(KeyType.Backspace);
        h.enter();
        assertTrue(h.shows("A prone creature can only crawl or stand up"), h.screen());
        h.esc();
        assertTrue(h.shows("Search: prone_"), h.screen());
        h.esc();
        assertFalse(h.shows("Search:"), h.screen());
        // Every rule again, the one selected kept: HP-DYING, above it, says nothing of lying prone.
        assertTrue(h.shows("HP-DYING"), h.screen());
        assertTrue(h.shows("▶ *COND-PRONE"), h.screen());
        assertTrue(h.row(23).contains("/ search"), h.row(23));
        h.esc();
        assertTrue(h.shows("▶ hero · move 6/6"), h.screen());
    }

    @Test
    void monsterTurnsArePlayedUntilThePlayerIsBack() {
        fight(duel());
        h.keys("e");
        assertTrue(h.shows("Round 1: gob's turn"), h.screen());
        assertTrue(h.shows("gob moves 4,1 → 2,1 (2 squares, 2 movement, 4 left)"), h.screen());
        assertTrue(h.shows("gob attacks hero with scimitar"), h.screen());
        assertTrue(h.shows("Round 2: hero's turn"), h.screen());
        assertTrue(h.shows("▶ hero · move 6/6"), h.screen());
    }

    @Test
    void disengageShowsTheOddsAgainstEachEngagedEnemyFirst() {
        fight(duel().dice(15, 3));
        h.keys("ll");
        h.press(KeyType.Enter).keys("D");
        assertTrue(h.shows("against gob, your d20 +1 (+1 Dex) against its d20 +0: 52% to win"), h.screen());
        assertTrue(h.shows("% to win"), h.screen());
        h.keys("y");
        assertTrue(h.shows("[OA-DISENGAGE]"), h.screen());
        assertTrue(h.shows("action used"), h.screen());
    }

    @Test
    @DisplayName("OA-DISENGAGE: an infiltrator's roll-off shows its advantage and the class rule that gives it")
    void OA_DISENGAGE_theClassAdvantageIsNamed() {
        fight(TestScenario.map(
                        "##########",
                        "#........#",
                        "##########")
                .with("hero", "party", 1, 1, c -> c.pc("infiltrator").abilities(10, 16).hp(20).ac(14))
                .with("gob", "monsters", 2, 1, c -> c.hp(7).ac(13).shock(50).weapons(TestScenario.SCIMITAR))
                .initiative("hero", "gob"));
        h.keys("D");
        // d20 +3 with advantage against d20 +0, ties to the goblin: 6,215 in 8,000 (77%); without it 247 in 400 (62%).
        assertTrue(h.shows("against gob, your d20 +3 (+3 Dex) with advantage (for:"), h.screen());
        assertTrue(h.shows("CLASS-INFILTRATOR) against its d20 +0: 77% to win"), h.screen());
    }

    @Test
    void grapplePickerShowsTheOddsAndLookModeTheBehaviour() {
        fight(duel());
        h.keys("ll").keys("g");
        assertTrue(h.shows("Your Str check, d20 +3 (+3 Str), against its Str check, d20 +0: 61% to win"), h.screen());
        assertTrue(h.shows("% to win"), h.screen());
        h.esc();
        h.keys("v");
        h.press(KeyType.Tab);
        assertTrue(h.shows("Behaviour: "), h.screen());
    }

    /**
     * A hero carrying a dagger listed before a shortbow and a longsword, and a goblin on square x, y: the
     * attack panel opens on the weapon that deals the most on its odds, among those that may strike.
     */
    private static TestScenario armed(int x, int y) {
        return TestScenario.map(
                        "############",
                        "#..........#",
                        "#..........#",
                        "############")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").abilities(12, 14).hp(20).ac(16)
                        .weapons(DAGGER, TestScenario.SHORTBOW, TestScenario.LONGSWORD))
                .with("gob", "monsters", x, y, c -> c.hp(7).ac(13).weapons(TestScenario.SCIMITAR))
                .initiative("hero", "gob");
    }

    @Test
    @DisplayName("ATK-RANGE: at 7 squares the panel offers the bow, not the dagger thrown beyond its normal range")
    void ATK_RANGE_theBowBeforeAThrownDaggerWithDisadvantage() {
        fight(armed(8, 1));
        h.keys("a");
        assertTrue(h.shows("ATTACK gob"), h.screen());
        assertTrue(h.shows("With shortbow 1d6 piercing"), h.screen());
        assertFalse(h.shows("disadvantage"), h.screen());
        h.keys("w");
        assertTrue(h.shows("With longsword"), "the longsword cannot reach, and says so: " + h.screen());
        h.keys("w");
        assertTrue(h.shows("With dagger 1d4 piercing"), h.screen());
        assertTrue(h.shows("with disadvantage (against: beyond normal range (7 > 4 squares))"), h.screen());
        // Two natural 20s are 1 in 400: not "0% critical", which reads as impossible.
        assertTrue(h.shows("<1% critical"), h.screen());
        assertFalse(h.shows(" 0% critical"), h.screen());
    }

    @Test
    @DisplayName("ATK-TWF: next to a goblin the longsword comes first, and the two-weapon hint shows with it but not with the bow")
    void ATK_TWF_theHeavierBladeInMeleeAndNoPairingHintForABow() {
        fight(armed(2, 2));
        h.keys("a");
        assertTrue(h.shows("ATTACK gob"), h.screen());
        assertTrue(h.shows("With longsword 1d8 slashing"), "d8 over the dagger's d4: " + h.screen());
        assertTrue(h.shows("f: strike with a second weapon in the off hand too (ATK-TWF)"), h.screen());
        h.keys("w");
        assertTrue(h.shows("With dagger"), h.screen());
        h.keys("w");
        assertTrue(h.shows("With shortbow"), h.screen());
        assertFalse(h.shows("f: strike with a second weapon"), "a bow is no half of a pair: " + h.screen());
    }

    @Test
    @DisplayName("DMG-RESIST-HALF: against a creature that halves slashing, the panel opens on the club and says what the sword loses")
    void DMG_RESIST_HALF_thePanelWeighsTheTargetsDefences() {
        Weapon club = TestScenario.weapon("club", "1d4", DamageType.BLUDGEONING, WeaponKind.MELEE, 0, 0);
        fight(TestScenario.map(
                        "#######",
                        "#.....#",
                        "#######")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").abilities(14, 10).hp(20).ac(16)
                        .weapons(TestScenario.LONGSWORD, club))
                .with("bones", "monsters", 2, 1, c -> c.hp(13).ac(13).weapons(TestScenario.SCIMITAR)
                        .resists(Resistance.halving(DamageType.SLASHING)))
                .initiative("hero", "bones"));
        h.keys("a");
        // 1d4+2 whole (4.5) beats 1d8+2 halved, rounded down (3): the same chance to hit with either.
        assertTrue(h.shows("With club 1d4 bludgeoning"), h.screen());
        assertTrue(h.shows("Expected damage on a hit of 1d4 +2 Str: 4.5; its defences change nothing."), h.screen());
        h.keys("w");
        assertTrue(h.shows("With longsword 1d8 slashing"), h.screen());
        assertTrue(h.shows("Expected damage on a hit of 1d8 +2 Str: 6.5 rolled, 3 taken after its defences"), h.screen());
        assertTrue(h.shows("(DMG-RESIST-HALF)."), h.screen());
    }

    @Test
    @DisplayName("A box over the battle (the leave menu, a why? box) puts its own keys in the bar at the bottom, not the"
            + " play keys, which do nothing while it is open; closed, the play keys come back")
    void boxKeysInTheBar() {
        fight(duel());
        assertTrue(bar().contains("m plan a move"), bar());
        h.keys("Q");
        assertTrue(h.shows("Leave this fight?"), h.screen());
        assertTrue(bar().contains("Enter choose"), bar());
        assertTrue(bar().contains("Esc back"), bar());
        assertFalse(bar().contains("plan a move"), bar());
        h.esc();
        assertTrue(bar().contains("m plan a move"), bar());
        h.keys("w");
        assertTrue(h.shows("Why?"), h.screen());
        assertTrue(bar().contains("Enter/Esc close"), bar());
        assertFalse(bar().contains("plan a move"), bar());
    }

    /** The hint bar (the last row), runs of spaces as one. */
    private String bar() {
        return h.row(23).replaceAll(" +", " ").trim();
    }
}
