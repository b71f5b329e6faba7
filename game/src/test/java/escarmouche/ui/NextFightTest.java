package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertTrue;

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
        assertTrue(h.shows("hero yields for the party"), h.screen());
    }
}
