package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.testing.TestScenario;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** From the end of a fight to the next one: back to the list of encounters. */
class NextFightTest extends ScreenTest {
    @Test
    @DisplayName("The end screen's l goes back to the list of encounters, where the next fight is chosen; Esc there is the title")
    void backToTheList() {
        TestCatalog catalog = new TestCatalog().add("blow", "One blow", "One hero, one goblin.", "easy", OneBlow.scenario()::build)
                .add("other", "Another fight", "The same again, elsewhere.", "medium", OneBlow.scenario()::build);
        h = new Harness(catalog, data);
        h.keys("n").enter().enter();
        h.keys("a").enter();
        h.enter();
        assertTrue(h.shows("End of the fight"), h.screen());
        assertTrue(h.shows("l: back to the list of encounters"), h.screen());
        h.keys("l");
        assertTrue(h.shows("New fight: choose an encounter"), h.screen());
        assertTrue(h.shows("Another fight"), h.screen());
        h.keys("j").enter();
        assertTrue(h.shows("Your party (1 of at most 6)"), "the party screen of the next fight: " + h.screen());
        h.esc().esc();
        assertTrue(h.shows("E S C A R M O U C H E"), "the title screen is under the list: " + h.screen());
    }

    /** The hero against eight goblins: the end screen's table is longer than 80x24 shows at once. */
    private static TestScenario crowd() {
        TestScenario s = TestScenario.map(
                        "############",
                        "#..........#",
                        "#..........#",
                        "############")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").abilities(16, 12).hp(20).ac(16));
        for (int i = 1; i <= 8; i++) {
            s = s.with("gob" + i, "monsters", 2 + i, 2, c -> c.hp(7).ac(13).shock(50).weapons(TestScenario.SCIMITAR));
        }
        return s;
    }

    @Test
    @DisplayName("At 80x24 the end screen's bar names its keys, s again, n new seed, l list, beside scrolling and"
            + " closing, in English and in French: its last lines are below the first screen")
    void theEndKeysInTheBar() {
        for (String language : new String[] {"en", "fr"}) {
            h = new Harness(new TestCatalog().add("crowd", "The crowd", "A test.", "easy", crowd()::build), data, 80, 24, true);
            if (language.equals("fr")) h.keys("l");
            h.keys("n").enter().enter();
            h.keys("Q").keys("g").enter();
            String bar = h.row(23);
            if (language.equals("en")) {
                assertTrue(h.shows("End of the fight"), h.screen());
                assertTrue(bar.contains("scroll  (1-"), "the summary is longer than the screen\n" + h.screen());
                assertTrue(bar.contains("s again  n new seed  l list  Enter/Esc close"), bar);
            } else {
                assertTrue(h.shows("Fin du combat"), h.screen());
                assertTrue(bar.contains("défiler  (1-"), "the summary is longer than the screen\n" + h.screen());
                assertTrue(bar.matches(".*s rejouer +n autre graine +l liste +Entrée/Échap fermer.*"), bar);
            }
            assertFalse(bar.contains("…"), bar);
            h.keys("l");
            assertTrue(h.shows(language.equals("en") ? "New fight: choose an encounter" : "Nouveau combat"), h.screen());
            h.close();
            h = null;
        }
    }

    @Test
    @DisplayName("The end screen's table keeps a space between a name of 16 letters or more and its figures")
    void longNamesKeepTheirColumn() {
        TestScenario s = TestScenario.map(
                        "##########",
                        "#........#",
                        "##########")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").abilities(16, 12).hp(20).ac(16))
                .with("captain-of-gates", "monsters", 2, 1, c -> c.hp(7).ac(13).shock(50).weapons(TestScenario.SCIMITAR))
                .initiative("hero", "captain-of-gates").dice(18, 8, 99);
        h = Harness.inFight(s, data);
        h.keys("a").enter();
        h.enter();
        assertTrue(h.shows("End of the fight"), h.screen());
        assertTrue(h.screen().matches("(?s).*\\n  captain-of-gates +0 +11 .*"), h.screen());
        assertTrue(h.screen().matches("(?s).*\\n  Creature {9}dealt .*"), h.screen());
    }

    @Test
    @DisplayName("Q offers to give up: the party yields, the fight ends as a loss at once and the end screen says why")
    void givingUp() {
        h = Harness.inFight(OneBlow.scenario(), data);
        h.keys("Q");
        assertTrue(h.shows("g Give up: the party yields"), h.screen());
        h.keys("g");
        assertTrue(h.shows("The fight is over: defeat"), h.screen());
        assertTrue(h.shows("yields: the party give up the fight"), h.screen());
        h.enter();
        assertTrue(h.shows("End of the fight"), h.screen());
        assertTrue(h.shows("hero yields: the party give up"), h.screen());
    }

    /** The goblin played by hand, the hero on AI: the goblin's turn first. */
    private static TestScenario goblinByHand() {
        return TestScenario.map(
                        "##########",
                        "#........#",
                        "##########")
                .with("hero", "party", 1, 1, c -> c.pc("fighter").hp(20).ac(16).control("ai"))
                .with("gob", "monsters", 5, 1, c -> c.hp(7).ac(13).weapons(TestScenario.SCIMITAR).control("player"))
                .initiative("gob", "hero");
    }

    @Test
    @DisplayName("In French at 80 columns, giving up for the monsters is offered whole")
    void givingUpForTheMonstersInFrench() {
        h = new Harness(new TestCatalog().add("gob", "The goblin", "A test.", "easy", goblinByHand()::build), data, 80, 24, true);
        h.keys("l").keys("n").enter().enter();
        h.keys("Q");
        assertTrue(h.shows("g Abandonner pour les monstres\u00a0: ils se rendent et perdent le combat"), h.screen());
        assertFalse(h.screen().contains("…"), h.screen());
    }

    @Test
    @DisplayName("Q on a monster's turn played by hand offers to give up for the monsters, which yield: the party wins")
    void givingUpForTheMonsters() {
        h = Harness.inFight(goblinByHand(), data);
        h.keys("Q");
        assertTrue(h.shows("g Give up for the monsters: they yield and lose the fight"), h.screen());
        assertFalse(h.shows("the party yields"), h.screen());
        h.keys("g");
        assertTrue(h.shows("yields: the monsters give up the fight"), h.screen());
        h.enter();
        assertTrue(h.shows("gob yields: the monsters give up"), h.screen());
    }
}
