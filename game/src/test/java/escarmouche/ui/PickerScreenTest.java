package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.googlecode.lanterna.input.KeyType;
import escarmouche.rules.core.Condition;
import escarmouche.testing.TestScenario;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The attack picker and the action menu say what cannot be done now, and why, before anything is tried. */
class PickerScreenTest extends ScreenTest {
    private Harness fight(TestScenario s) {
        h = Harness.inFight(s, data);
        return h;
    }

    /** An archer, a goblin in the open and another behind a wall from floor to ceiling. */
    static TestScenario wall() {
        return TestScenario.map(
                        "##########",
                        "#....#...#",
                        "#....#...#",
                        "##########")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").abilities(12, 16).hp(20).ac(16)
                        .weapons(TestScenario.SHORTBOW))
                .with("gob", "monsters", 7, 1, c -> c.hp(7).ac(13).shock(50).weapons(TestScenario.SCIMITAR))
                .with("imp", "monsters", 4, 2, c -> c.hp(7).ac(13).shock(50).weapons(TestScenario.SCIMITAR))
                .initiative("hero", "gob", "imp");
    }

    @Test
    @DisplayName("ATK-COVER: the attack picker's odds give the armour class with what cover adds, as the log will")
    void ATK_COVER_pickerBreaksDownTheArmourClass() {
        fight(TestScenario.map(
                        "##########",
                        "#...o....#",
                        "#........#",
                        "##########")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").abilities(12, 16).hp(20).ac(16)
                        .weapons(TestScenario.SHORTBOW))
                .with("gob", "monsters", 7, 1, c -> c.hp(7).ac(13).shock(50).weapons(TestScenario.SCIMITAR))
                .with("imp", "monsters", 7, 2, c -> c.hp(7).ac(13).shock(50).weapons(TestScenario.SCIMITAR))
                .initiative("hero", "gob", "imp"));
        h.keys("a");
        // The goblin behind the low wall first: its armour class of 13 goes up by 2.
        assertTrue(h.shows("ATTACK gob"), h.screen());
        assertTrue(h.shows("vs AC 15 (13 +2 half cover):"), h.screen());
        h.press(KeyType.Tab);
        // The imp's line passes beside the wall: its own armour class, no breakdown.
        assertTrue(h.shows("ATTACK imp"), h.screen());
        assertTrue(h.shows("vs AC 13:"), h.screen());
        assertFalse(h.shows("half cover"), h.screen());
    }

    @Test
    @DisplayName("ATK-COVER: the attack picker names the creature whose half cover shields the target, a friend of it"
            + " or the attacker's own")
    void ATK_COVER_pickerNamesTheCreatureInTheWay() {
        fight(TestScenario.map(
                        "##########",
                        "#........#",
                        "#........#",
                        "##########")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").abilities(12, 16).hp(20).ac(16)
                        .weapons(TestScenario.SHORTBOW))
                .with("gob", "monsters", 7, 1, c -> c.hp(7).ac(13).shock(50).weapons(TestScenario.SCIMITAR))
                .with("imp", "monsters", 4, 1, c -> c.hp(7).ac(13).shock(50).weapons(TestScenario.SCIMITAR))
                .initiative("hero", "gob", "imp"));
        h.keys("a");
        // The nearer imp first, nothing between: its own armour class.
        assertTrue(h.shows("ATTACK imp"), h.screen());
        assertFalse(h.shows("half cover"), h.screen());
        // The imp stands on the line to the goblin: half cover, the imp named.
        h.press(KeyType.Tab);
        assertTrue(h.shows("ATTACK gob"), h.screen());
        assertTrue(h.shows("vs AC 15 (13 +2 half cover: imp in the way):"), h.screen());
    }

    @Test
    @DisplayName("ATK-COVER: the attack picker shows a target behind total cover as not possible now, without odds")
    void ATK_COVER_pickerSaysWhyBeforeTrying() {
        fight(wall());
        h.keys("a");
        // The goblin the bow can reach comes first, with its odds.
        assertTrue(h.shows("ATTACK imp"), h.screen());
        assertTrue(h.shows("% to hit"), h.screen());
        h.press(KeyType.Tab);
        assertTrue(h.shows("ATTACK gob"), h.screen());
        assertTrue(h.shows("Not possible now: gob is behind total cover (ATK-COVER)"), h.screen());
        assertFalse(h.shows("% to hit"), h.screen());
        h.enter();
        assertTrue(h.shows("Not possible now: gob is behind total cover"), h.screen());
        assertFalse(h.shows("Refused"), h.screen());
    }

    @Test
    @DisplayName("TURN-ECONOMY: after the action, the action menu greys Dash with the reason, and choosing it only says why")
    void TURN_ECONOMY_actionMenuGreysWhatCannotBeDone() {
        fight(wall().dice(2));
        h.keys("a").enter();
        assertTrue(h.shows("hero attacks imp"), h.screen());
        h.enter();
        assertTrue(h.shows("Actions of hero"), h.screen());
        assertTrue(h.shows("d Dash · action used"), h.screen());
        assertTrue(h.shows("Stand up · hero is not prone"), h.screen());
        assertFalse(h.shows("e End the turn · "), h.screen());
        h.keys("d");
        assertTrue(h.shows("Not possible now: hero has already used their action this turn"), h.screen());
        assertFalse(h.shows("Refused"), h.screen());
        // The same key outside the menu says the same, and tries nothing.
        h.keys("o");
        assertTrue(h.shows("Not possible now: hero has already used their action this turn"), h.screen());
        h.keys("t");
        assertTrue(h.shows("Not possible now: hero is not prone"), h.screen());
        assertFalse(h.shows("Refused"), h.screen());
    }

    @Test
    @DisplayName("GRAP-START, SHOVE, OA-DISENGAGE: with no foe within reach, the action menu greys Grapple, Shove and"
            + " Disengage and every greyed entry says its reason beside it")
    void GRAP_START_greyedWithNoFoeWithinReach() {
        fight(SpellPickTest.crypt(c -> c));
        h.keys(" ");
        assertTrue(h.shows("g Grapple · no foe within reach"), h.screen());
        assertTrue(h.shows("s Shove · no foe within reach"), h.screen());
        assertTrue(h.shows("x Escape a grapple or net · mage is not grappled or netted"), h.screen());
        assertTrue(h.shows("r Release a grapple · mage holds no one"), h.screen());
        assertTrue(h.shows("D Disengage · no foe could strike you as you leave"), h.screen());
        assertFalse(h.shows("not now"), h.screen());
        // The key used directly says the same, and opens no picker.
        h.esc().keys("g");
        assertTrue(h.shows("Not possible now: no foe within reach"), h.screen());
        assertFalse(h.shows("GRAPPLE"), h.screen());
        h.keys("D");
        assertTrue(h.shows("Not possible now: no foe could strike you as you leave"), h.screen());
        assertFalse(h.shows("Disengage takes your action"), h.screen());
    }

    @Test
    @DisplayName("OA-DISENGAGE: under plain 5e Disengage keeps the whole turn free of opportunity attacks: offered with"
            + " no foe within reach")
    void OA_DISENGAGE_offeredUnderPlain5e() {
        fight(SpellPickTest.crypt(c -> c).rules(escarmouche.rules.core.RuleSet.DD5));
        h.keys(" ");
        assertTrue(h.shows("D Disengage (odds against each engaged enemy)"), h.screen());
        assertFalse(h.shows("D Disengage · no foe"), h.screen());
    }

    @Test
    @DisplayName("GRAP-START, SHOVE, OA-DISENGAGE: a foe within reach leaves Grapple, Shove and Disengage offered")
    void GRAP_START_offeredWithAFoeWithinReach() {
        fight(SpellPickTest.crypt(c -> c)
                .with("biter", "monsters", 2, 2, c -> c.hp(7).weapons(TestScenario.SCIMITAR))
                .initiative("mage", "tank", "gob", "gob2", "far", "biter"));
        h.keys(" ");
        assertTrue(h.shows("g Grapple (replaces an attack)"), h.screen());
        assertTrue(h.shows("s Shove (replaces an attack)"), h.screen());
        assertTrue(h.shows("D Disengage (odds against each engaged enemy)"), h.screen());
        assertFalse(h.shows("no foe within reach"), h.screen());
    }

    @Test
    @DisplayName("SHOVE: against a foe already prone, the shove panel says knocking it prone changes nothing before the"
            + " action is spent, and pushing it is still offered")
    void SHOVE_knockingProneAFoeAlreadyProneIsSaidToChangeNothing() {
        fight(BattleScreenTest.duel().with("sprawled", "monsters", 2, 1, c -> c.hp(7).ac(13)
                .conditions(Condition.PRONE).weapons(TestScenario.SCIMITAR)));
        h.keys(" s");
        assertTrue(h.shows("SHOVE sprawled"), h.screen());
        assertTrue(h.shows("Already prone: knocking it prone again would change nothing (SHOVE)."), h.screen());
        // Pushing it instead is a real choice: the warning goes.
        h.keys("p");
        assertTrue(h.shows("Win and it is pushed one square away."), h.screen());
        assertFalse(h.shows("already prone"), h.screen());
    }

    @Test
    @DisplayName("ATK-CRIT: the expected damage against an unconscious target within 1.5 m counts the automatic critical")
    void ATK_CRIT_expectedDamageCountsAutomaticCriticals() {
        fight(BattleScreenTest.duel().with("sleeper", "monsters", 2, 1, c -> c.hp(7).ac(13)
                .conditions(Condition.UNCONSCIOUS).weapons(TestScenario.SCIMITAR)));
        h.keys("a");
        assertTrue(h.shows("ATTACK sleeper"), h.screen());
        // Longsword 1d8 +3 Str: 7.5 on a hit, doubled and chained: 7.5 x 19/9 = 15.8.
        assertTrue(h.shows("Every hit is a critical"), h.screen());
        assertTrue(h.shows("a hit of 1d8 +3 Str is expected to deal 15.8 with the doubling and its chain"), h.screen());
        assertFalse(h.shows("Expected damage on a hit of 1d8 +3 Str: 7.5"), h.screen());
    }
}
