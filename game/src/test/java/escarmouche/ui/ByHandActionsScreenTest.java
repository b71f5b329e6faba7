package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.googlecode.lanterna.input.KeyType;
import escarmouche.rules.core.Condition;
import escarmouche.rules.core.Weapon;
import escarmouche.testing.RealContent;
import escarmouche.testing.TestScenario;
import java.util.List;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Actions and choices a script could always send that the keyboard now reaches too: first aid to a dying
 * ally (HP-DYING), hiding (ACT-HIDE), searching (ACT-SEARCH), readying an attack (ACT-READY), and the
 * attacker's own choices in the attack and grapple panels (ATK-ABILITY, ATK-DEXDMG, HP-KO, GRAP-START).
 * Each is asked or shown with its roll first, then sent as the command a script would type. At 80x24.
 */
class ByHandActionsScreenTest extends ScreenTest {
    /** The hero (Wis +0, Dex +1 under chain mail) beside Lin, a monk at -3 hit points, the goblin far off. */
    private static TestScenario dyingAlly() {
        return fight(2, 1, -3, false, 8, 2);
    }

    private static TestScenario fight(int linX, int linY, int linHp, boolean heroBlind, int gobX, int gobY) {
        return TestScenario.map(
                        "##########",
                        "#........#",
                        "#........#",
                        "##########")
                .with("hero", "party", 1, 1, c -> heroBlind ? c.pc("fighter").hp(20).ac(16).conditions(Condition.BLINDED)
                        : c.pc("fighter").hp(20).ac(16))
                .with("lin", "party", linX, linY, c -> c.pc("monk").hp(linHp))
                .with("gob", "monsters", gobX, gobY, c -> c.hp(7).ac(13).weapons(TestScenario.SCIMITAR))
                .initiative("hero", "lin", "gob");
    }

    /**
     * The hero (a fighter: 20 hit points, AC 16) at 1,1 and a goblin (7 hit points, AC 13, a scimitar) at
     * {@code gobX},1 of an 8 by 2 room, each changed as given; the hero acts first.
     */
    private static TestScenario duel(UnaryOperator<TestScenario.Creature> hero, int gobX,
                                     UnaryOperator<TestScenario.Creature> gob) {
        return TestScenario.map(
                        "##########",
                        "#........#",
                        "#........#",
                        "##########")
                .with("hero", "party", 1, 1, c -> hero.apply(c.pc("fighter").hp(20).ac(16)))
                .with("gob", "monsters", gobX, 1, c -> gob.apply(c.hp(7).ac(13).weapons(TestScenario.SCIMITAR)))
                .initiative("hero", "gob");
    }

    @Test
    @DisplayName("HP-DYING: f asks before first aid, with the Wis check's d20 and odds, and a success makes the ally stable")
    void HP_DYING_firstAidByHand() {
        h = Harness.inFight(dyingAlly().dice(15), data);
        h.keys(" ");
        assertTrue(h.shows("f First aid to a dying ally"), h.screen());
        assertFalse(h.shows("f First aid to a dying ally · "), h.screen());
        h.esc().keys("f");
        assertTrue(h.shows("lin is dying, at -3 hit points: at the end of each of their turns they roll to become stable"
                + " or lose 1 more [HP-DYING]."), h.screen());
        assertTrue(h.shows("Wis check, d20 +0, against DC 10: 55% to make lin stable."), h.screen());
        h.keys("y");
        assertTrue(h.shows("hero Wis check (first aid on lin): d20 15 = 15 vs DC 10: success"), h.screen());
        assertTrue(h.shows("lin is now stable (first aid by hero)"), h.screen());
        assertTrue(h.shows("action used"), h.screen());
    }

    @Test
    @DisplayName("HP-DYING: without a dying ally, or out of reach of one, f says why and sends nothing")
    void HP_DYING_firstAidNotNow() {
        h = Harness.inFight(fight(5, 2, -3, false, 8, 2), data);
        h.keys("f");
        assertTrue(h.shows("lin must be within 1.5 m for first aid"), h.screen());
        assertFalse(h.shows("First aid ─"), "no question: " + h.screen());
        h.close();
        h = Harness.inFight(fight(2, 1, 12, false, 8, 2), data);
        h.keys("f");
        assertTrue(h.shows("no ally is dying"), h.screen());
        h.keys(" ");
        assertTrue(h.shows("f First aid to a dying ally · no ally is dying"), h.screen());
    }

    @Test
    @DisplayName("ACT-HIDE: i asks with the Dex check's parts (armour's noise, SURP-ARMOR) and odds, then hides")
    void ACT_HIDE_byHand() {
        h = Harness.inFight(dyingAlly().dice(19), data);
        h.keys("i");
        assertTrue(h.shows("Dex check, d20 "), h.screen());
        assertTrue(h.shows("against DC 10: "), h.screen());
        assertTrue(h.shows("% to hide [ACT-HIDE]."), h.screen());
        assertTrue(h.shows("It takes your action."), h.screen());
        h.keys("y");
        assertTrue(h.shows("hero is now hidden"), h.screen());
    }

    @Test
    @DisplayName("ACT-HIDE: with an enemy watching from the next square, i says why and asks nothing")
    void ACT_HIDE_watched() {
        h = Harness.inFight(fight(2, 1, -3, false, 1, 2), data);
        h.keys("i");
        assertTrue(h.shows("hero cannot hide while gob watches them from 1.5 m"), h.screen());
        assertFalse(h.shows("% to hide"), h.screen());
    }

    @Test
    @DisplayName("ACT-SEARCH: F asks with the Wis check's d20, its DCs unknown, then searches; blinded, it says the search cannot find anyone")
    void ACT_SEARCH_byHand() {
        h = Harness.inFight(dyingAlly().dice(12), data);
        h.keys("F");
        assertTrue(h.shows("Wis check, d20 +0, against the stealth total of each hidden enemy"), h.screen());
        assertTrue(h.shows("each success reveals one [ACT-SEARCH]. It takes your action."), h.screen());
        h.keys("y");
        assertTrue(h.shows("Hero searches and finds no one"), h.screen());
        h.close();
        h = Harness.inFight(fight(2, 1, -3, true, 8, 2), data);
        h.keys("F");
        assertTrue(h.shows("Wis check that needs sight: blinded, you would find no one [ACT-SEARCH]."), h.screen());
    }

    @Test
    @DisplayName("ACT-READY: A picks the foe, w the melee weapon, the panel gives the odds as things stand, Enter readies it; the blow falls when the foe comes")
    void ACT_READY_byHand() {
        h = Harness.inFight(duel(c -> c.abilities(16, 12).weapons(TestScenario.SHORTBOW, TestScenario.LONGSWORD), 6, c -> c)
                .dice(17, 6, 2, 2), data);
        h.keys("A");
        assertTrue(h.shows("READY AN ATTACK against gob"), h.screen());
        assertTrue(h.shows("With longsword"), "the bow cannot wait for a foe in reach: " + h.screen());
        assertTrue(h.shows("With your reaction, you strike gob if it comes within your reach before your next turn"
                + " [ACT-READY]."), h.screen());
        assertTrue(h.shows("The roll is made when gob comes within reach, with the odds of that moment"), h.screen());
        assertFalse(h.shows("To hit:"), "no odds of a throw for a blow in reach: " + h.screen());
        h.keys("w");
        assertTrue(h.shows("With longsword"), "w goes round the melee weapons only: " + h.screen());
        h.enter();
        assertTrue(h.shows("Hero readies their longsword for when gob comes within reach"), h.screen());
        h.keys("e");
        assertTrue(h.shows("Hero's readied attack goes off as gob comes within reach"), h.screen());
        assertTrue(h.shows("hero attacks gob with longsword: d20 17 +3 Str +2 prof = 22 vs AC 13: hit"), h.screen());
    }

    @Test
    @DisplayName("ACT-READY: in the ready panel, f readies the attack for the first foe, the first that comes within reach")
    void ACT_READY_anyFoeByHand() {
        h = Harness.inFight(duel(c -> c.abilities(16, 12).weapons(TestScenario.LONGSWORD), 6, c -> c)
                .dice(17, 6, 2, 2), data);
        h.keys("A");
        assertTrue(h.shows("f: ready it for the first foe that comes within your reach instead, whoever it is."), h.screen());
        assertTrue(h.shows("f first foe"), "the key bar: " + h.screen());
        h.keys("f");
        assertTrue(h.shows("Hero readies their longsword for the first enemy that comes within reach"), h.screen());
        h.keys("e");
        assertTrue(h.shows("Hero's readied attack goes off as gob comes within reach"), h.screen());
    }

    @Test
    @DisplayName("ATK-ABILITY, ATK-DEXDMG, HP-KO: in the attack panel s takes the other ability, d sends Dex to the damage, K knocks out; the odds follow and the command carries them")
    void attackChoicesByHand() {
        h = Harness.inFight(duel(c -> c.abilities(16, 12), 2, c -> c.shock(50)).dice(18, 8), data);
        h.keys("a");
        assertTrue(h.shows("To hit: d20 +5 (+3 Str +2 prof) vs AC 13"), h.screen());
        assertTrue(h.shows("s: Dex instead [ATK-ABILITY]"), h.screen());
        assertTrue(h.shows("K: knock out instead of killing [HP-KO]"), h.screen());
        assertFalse(h.shows("d: Dex to the damage"), "Str is used: nothing to place: " + h.screen());
        h.keys("s");
        assertTrue(h.shows("To hit: d20 +3 (+1 Dex +2 prof) vs AC 13"), h.screen());
        assertTrue(h.shows("s: Str instead"), h.screen());
        assertTrue(h.shows("d: Dex to the damage instead of the hit [ATK-DEXDMG]"), h.screen());
        h.keys("d");
        assertTrue(h.shows("To hit: d20 +2 (+2 prof) vs AC 13"), h.screen());
        assertTrue(h.shows("a hit of 1d8 +1 Dex"), h.screen());
        assertTrue(h.shows("d: Dex back to the hit"), h.screen());
        h.keys("K");
        assertTrue(h.shows("Knocking out: a blow that takes gob to 0 hit points or below leaves it unconscious and"
                + " stable [HP-KO]."), h.screen());
        h.enter();
        assertTrue(h.shows("hero attacks gob with longsword: d20 18 +2 prof = 20 vs AC 13: hit"), h.screen());
        assertTrue(h.shows("gob takes 9: d8 8 +1 Dex"), h.screen());
        assertTrue(h.shows("[HP-KO]"), h.screen());
    }

    @Test
    @DisplayName("COND-RESTRAINED: the net's attack panel says a hit restrains, or adds nothing to a creature already"
            + " restrained, never an expected damage of 0, and offers no Dex to the damage")
    void COND_RESTRAINED_netPanelSaysWhatAHitDoes() {
        Weapon net = RealContent.content().weapons().get("net").weapon();
        h = Harness.inFight(duel(c -> c.abilities(16, 12).weapons(net), 3, c -> c), data, 120, 40);
        h.keys("a");
        assertTrue(h.shows("A hit deals no damage: it leaves gob restrained [COND-RESTRAINED] until a Str check (DC 10)"
                + " or a cut of the net frees it."), h.screen());
        assertFalse(h.shows("Expected damage on a hit"), h.screen());
        assertFalse(h.shows("d: Dex to the damage"), h.screen());
        h = Harness.inFight(duel(c -> c.abilities(16, 12).weapons(net), 3, c -> c.conditions(Condition.RESTRAINED)),
                data, 120, 40);
        h.keys("a");
        assertTrue(h.shows("gob is already restrained: a hit would add nothing [COND-RESTRAINED]."), h.screen());
    }

    @Test
    @DisplayName("HP-KO: a shot cannot knock out; K says why and the panel offers no such choice")
    void HP_KO_notAtRange() {
        h = Harness.inFight(duel(c -> c.abilities(16, 12).weapons(TestScenario.SHORTBOW), 6, c -> c), data);
        h.keys("a");
        assertFalse(h.shows("K: knock out"), h.screen());
        assertTrue(h.shows("d: Dex to the damage instead of the hit"), "a shortbow's Dex may go to the damage: " + h.screen());
        h.keys("K");
        assertTrue(h.shows("Knocking out needs a blow in melee [HP-KO]: this attack is made at range."), h.screen());
        h.keys("d");
        assertTrue(h.shows("To hit: d20 +2 (+2 prof) vs AC 13"), h.screen());
        assertTrue(h.shows("a hit of 1d6 +1 Dex"), h.screen());
    }

    @Test
    @DisplayName("GRAP-START: in the grapple panel s takes the other ability for the grappler's check, the odds following")
    void GRAP_START_abilityByHand() {
        h = Harness.inFight(duel(c -> c.abilities(16, 12), 2, c -> c).dice(15, 3), data);
        h.keys("g");
        assertTrue(h.shows("Your Str check, d20 +3"), h.screen());
        assertTrue(h.shows("s: a Dex check instead [GRAP-START]"), h.screen());
        h.keys("s");
        assertTrue(h.shows("Your Dex check, d20 +1"), h.screen());
        assertTrue(h.shows("s: a Str check instead"), h.screen());
        h.enter();
        assertTrue(h.shows("hero Dex d20 15 +1 Dex = 16"), h.screen());
    }

    @Test
    @DisplayName("GRAP-ESCAPE: x offers the escaper's Str and Dex checks against its grappler's, with their d20s and odds, the better first; the one picked is sent")
    void GRAP_ESCAPE_byHand() {
        h = Harness.inFight(duel(c -> c.abilities(10, 16), 2, c -> c.control("player")).initiative("gob", "hero")
                .dice(18, 2, 14, 5), data);
        h.keys("g").enter();
        assertTrue(h.shows("hero is now grappled"), h.screen());
        h.keys("e");
        h.keys("x");
        assertTrue(h.shows("Escape from gob: your action [GRAP-ESCAPE]"), h.screen());
        assertTrue(h.shows("d 61% to get free: Dex check, d20 +3 (+3 Dex), against its Str, d20 +0"), h.screen());
        assertTrue(h.shows("s 47% to get free: Str check, d20 +0, against its Str, d20 +0"), h.screen());
        int[] dexRow = h.find("d 61% to get free");
        int[] strRow = h.find("s 47% to get free");
        assertTrue(dexRow[1] < strRow[1], "the better first: " + h.screen());
        h.keys("d");
        assertTrue(h.shows("Escape: hero Dex d20 14 +3 Dex = 17 vs gob Str d20 5 = 5: hero wins"), h.screen());
    }

    @Test
    @DisplayName("COND-RESTRAINED: caught in a net, x offers the Str check against DC 10 with its d20 and odds; the one picked is sent")
    void COND_RESTRAINED_netEscapeByHand() {
        escarmouche.rules.core.Weapon net = escarmouche.testing.RealContent.content().weapons().get("net").weapon();
        h = Harness.inFight(duel(c -> c.abilities(10, 16).ac(10), 2, c -> c.weapons(net).control("player"))
                .initiative("gob", "hero").dice(19, 19, 10), data);
        h.keys("a").enter();
        assertTrue(h.shows("caught in the net from gob"), h.screen());
        h.keys("e");
        h.keys("x");
        assertTrue(h.shows("Out of the net: your action [COND-RESTRAINED]"), h.screen());
        assertTrue(h.shows("1 hero: 55% to get free: Str check, d20 +0, against DC 10"), h.screen());
        h.keys("1");
        assertTrue(h.shows("breaks out of the net"), h.screen());
    }

    @Test
    @DisplayName("COND-RESTRAINED: caught in a net, x also offers cutting it with the longsword in hand, with its odds to hit AC 10 and to deal the 5 it needs; the one picked is sent")
    void COND_RESTRAINED_netCutByHand() {
        escarmouche.rules.core.Weapon net = escarmouche.testing.RealContent.content().weapons().get("net").weapon();
        // The net hits (19, 19). The hero (Dex 16: +3 to hit, prof +2, restrained: disadvantage) cuts: 5 or more on
        // both d20s, 16 of 20 each, 64%; the longsword's d8 (Dex to hit, not to damage) reaches 5 on 4 faces of 8.
        // The cut: d20s 12 and 9, 9 +5 = 14 against AC 10; d8 6.
        h = Harness.inFight(duel(c -> c.abilities(10, 16).ac(10), 2, c -> c.weapons(net).control("player"))
                .initiative("gob", "hero").dice(19, 19, 12, 9, 6), data);
        h.keys("a").enter();
        h.keys("e");
        h.keys("x");
        assertTrue(h.shows("2 hero: cut the net with the longsword, 64% to hit AC 10 (d20 +5 (+3"), h.screen());
        assertTrue(h.shows("Dex +2 prof) with disadvantage (against: attacker restrained)), then"), h.screen());
        assertTrue(h.shows("50% that a hit deals the 5 it needs"), h.screen());
        h.keys("2");
        assertTrue(h.shows("cuts themselves free of the net"), h.screen());
    }

    @Test
    @DisplayName("COND-RESTRAINED: with a mace in hand, x offers cutting the net greyed, with the engine's reason")
    void COND_RESTRAINED_netCutGreyedWithAMace() {
        escarmouche.rules.core.Weapon net = escarmouche.testing.RealContent.content().weapons().get("net").weapon();
        escarmouche.rules.core.Weapon mace = escarmouche.testing.RealContent.content().weapons().get("mace").weapon();
        h = Harness.inFight(duel(c -> c.abilities(10, 16).ac(10).weapons(mace), 2, c -> c.weapons(net).control("player"))
                .initiative("gob", "hero").dice(19, 19), data);
        h.keys("a").enter();
        h.keys("e");
        h.keys("x");
        assertTrue(h.shows("2 hero: cut the net · the mace in hero's hand deals bludgeoning"), h.screen());
        assertTrue(h.shows("damage: a net is cut with a slashing weapon"), h.screen());
        h.keys("2");
        assertTrue(h.shows("Out of the net: your action [COND-RESTRAINED]"), h.screen());
        assertTrue(h.shows("Not possible now: the mace in hero's hand deals bludgeoning damage"), h.screen());
    }

    @Test
    @DisplayName("A list of actions longer than the screen says which part it shows, and scrolls to the rest")
    void longActionListSaysWhereItIs() {
        h = Harness.inFight(dyingAlly(), data);
        h.keys(" ");
        assertTrue(h.shows("(1-"), h.screen());
        assertFalse(h.shows("e End the turn"), h.screen());
        for (int i = 0; i < 30; i++) h.press(KeyType.ArrowDown);
        assertTrue(h.shows("e End the turn"), h.screen());
        assertTrue(h.shows("-23 of 23)"), h.screen());
    }

    @Test
    @DisplayName("GRAP-DRAG: the move planner of a grappler says it drags its target, each square costing double, before the move")
    void GRAP_DRAG_saidInThePlanner() {
        h = Harness.inFight(duel(c -> c.abilities(16, 12), 2, c -> c).dice(15, 3), data);
        h.keys("g").enter();
        assertTrue(h.shows("gob is now grappled"), h.screen());
        h.keys("m").keys("j");
        assertTrue(h.shows("Costs 2 of 6 movement: 4 left after it."), h.screen());
        assertTrue(h.shows("hero drags gob along: each square costs double [GRAP-DRAG]."), h.screen());
    }

    @Test
    @DisplayName("COND-FRIGHTENED: a frightened hero's menu greys Attack, Grapple, Shove and Help with its fear (house:"
            + " it may only defend itself); g says so and sends nothing")
    void COND_FRIGHTENED_offensiveActionsGreyed() {
        h = Harness.inFight(duel(c -> c.conditions(Condition.FRIGHTENED), 2, c -> c), data);
        h.keys(" ");
        for (String entry : List.of("a Attack", "g Grapple", "s Shove", "p Help an ally")) {
            assertTrue(h.shows(entry + " · hero is frightened: they may only defend themselves"), entry + ": " + h.screen());
        }
        h.esc().keys("g");
        assertTrue(h.shows("hero is frightened: they may only defend themselves (COND-FRIGHTENED)"), h.screen());
        assertFalse(h.shows("Grapple ─"), "no panel: " + h.screen());
        assertFalse(h.shows("lets go of"), h.screen());
    }
}
