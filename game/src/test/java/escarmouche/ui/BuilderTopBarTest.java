package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.googlecode.lanterna.input.KeyType;
import escarmouche.launch.ContentCatalog;
import escarmouche.testing.RealContent;
import escarmouche.ui.page.OddsFigures;
import escarmouche.ui.page.OddsState;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The builder's top bar at 80x24: the title, "(unsaved)" and the map's size always show, in both languages,
 * the seed and the rules giving way first; and the prompts of the seed and of a lock say their range.
 */
class BuilderTopBarTest extends ScreenTest {
    /** Steps down the list of creatures to the goblin (BuilderScreenTest.GOBLIN). */
    private static final int GOBLIN = 11;
    private static final String LOWEST = "-9223372036854775808";

    @TempDir
    Path own;

    private FakeOdds odds;

    /** A small room with an archer and a goblin, in {@code language} ("" English, "l" French), odds at 278 of 400. */
    private Harness room(String language) {
        odds = new FakeOdds();
        h = new Harness(new ContentCatalog(RealContent.content()).keeping(own, "encounters").withOdds(odds), data);
        h.keys(language).keys("b").keys("1");
        h.keys("c").enter();
        h.keys("lll").keys("c");
        for (int i = 0; i < GOBLIN; i++) h.press(KeyType.ArrowDown);
        h.enter();
        ready(278);
        return h;
    }

    private void ready(int wins) {
        odds.ofText("draft", new OddsState.Ready(new OddsFigures("house", 400, wins, 400 - wins, 6, 6.4, List.of(
                new OddsFigures.Combatant("archer1", "Archer1", "party", 136, 12.5, 9.25, 196)))));
        odds.changed();
    }

    @Test
    @DisplayName("Top bar at 80 columns: with the odds' difficulty and the lowest seed, the seed gives way; title, (unsaved), size whole")
    void topBarKeepsTitleMarkAndSize() {
        room("");
        // All of it would take 87 columns: the seed goes, random or the lowest.
        assertEquals(" Build: New encounter (unsaved)      medium (odds: hard) · house rules · 12 × 8 ", h.row(0));
        h.keys("S").keys(LOWEST).enter();
        assertEquals(" Build: New encounter (unsaved)      medium (odds: hard) · house rules · 12 × 8 ", h.row(0));
        // The draft's own difficulty the odds', and a short seed: everything fits.
        h.keys("D");
        assertEquals(" Build: New encounter (unsaved)                     hard · house rules · 12 × 8 ", h.row(0));
        h.keys("S");
        for (int i = 0; i < LOWEST.length(); i++) h.press(KeyType.Backspace);
        h.keys("42").enter();
        assertEquals(" Build: New encounter (unsaved)     hard · house rules · seed 42 · 12 × 8       ", h.row(0));
        h.keys("DDD");
        // A name longer than the bar: the rules go too, then the name is cut, never "(unsaved)" nor the size.
        h.keys("N");
        for (int i = 0; i < 20; i++) h.press(KeyType.Backspace);
        h.keys("The ambush of the bandits at the old mill").enter();
        assertEquals(" Build: The ambush of the bandits at t… (unsaved)  medium (odds: hard) · 12 × 8 ",
                h.row(0));
    }

    @Test
    @DisplayName("Top bar at 80 columns in French: the title, (à sauver) and the size show beside the long seed and the odds")
    void topBarInFrench() {
        room("l");
        h.keys("S").keys(LOWEST).enter();
        assertEquals(" Créer\u00a0: Ma rencontre (à sauver)           moyen (chances\u00a0: difficile) · 12 × 8 ", h.row(0));
        h.keys("DD");
        assertTrue(h.row(0).startsWith(" Créer\u00a0: Ma rencontre (à sauver) "), h.row(0));
        assertTrue(h.row(0).endsWith(" · 12 × 8 "), h.row(0));
    }

    @Test
    @DisplayName("Builder: a seed past the range of a whole number is said to be out of range, and the seed is kept as it was")
    void seedOutOfRangeSaysTheRange() {
        room("");
        h.keys("S").keys("99999999999999999999").enter();
        assertTrue(h.shows("A seed is a whole number from -9223372036854775808 to 9223372036854775807; that one is beyond."),
                h.screen());
        h.keys("S").keys("1-2").enter();
        assertTrue(h.shows("A seed is a whole number."), h.screen());
    }

    @Test
    @DisplayName("Builder: a lock's DC of 99999999999 is refused with its range, the lock kept; in French too")
    void lockDcOutOfRangeIsRefused() {
        room("");
        h.keys("kkk").keys("+").keys("L").enter();
        assertTrue(h.shows("Locked, DC 15 (L)"), h.screen());
        h.keys("L").press(KeyType.Backspace).press(KeyType.Backspace).keys("99999999999").enter();
        assertTrue(h.shows("A lock's DC is from 1 to 40 (0 or empty unlocks): 99999999999 is not, the door is left as it was."),
                h.screen());
        assertTrue(h.shows("Locked, DC 15 (L)"), h.screen());
        h.keys("L").press(KeyType.Backspace).press(KeyType.Backspace).keys("41").enter();
        assertTrue(h.shows("Locked, DC 15 (L)"), h.screen());
        h.keys("L").press(KeyType.Backspace).press(KeyType.Backspace).keys("40").enter();
        assertTrue(h.shows("Locked, DC 40 (L)"), h.screen());
        h.keys("L").press(KeyType.Backspace).press(KeyType.Backspace).enter();
        assertTrue(h.shows("Door, not locked (L locks)"), h.screen());
    }

    @Test
    @DisplayName("Builder: an encounter without a difficulty shows the one its odds give, (odds: medium), and D still starts at easy")
    void noDifficultyShowsTheOddsLabel() throws IOException {
        Files.writeString(own.resolve("by-hand.json"), "{\"format\": 1, \"name\": \"By hand\", \"map\": {\"rows\": [\"#####\", \"#...#\", \"#####\"]},"
                + " \"combatants\": [{\"id\": \"kenji\", \"template\": \"samurai\", \"at\": [1, 1]},"
                + " {\"id\": \"g1\", \"template\": \"goblin\", \"at\": [3, 1]}]}");
        odds = new FakeOdds();
        h = new Harness(new ContentCatalog(RealContent.content()).keeping(own, "encounters").withOdds(odds), data);
        h.keys("n").press(KeyType.End);
        h.keys("e");
        assertTrue(h.shows(" house rules · seed random · 5 × 3"), h.screen());
        ready(300);
        assertTrue(h.row(0).contains(" (odds: medium) · house rules · seed random · 5 × 3"), h.row(0));
        h.keys("D");
        assertTrue(h.row(0).contains(" easy (odds: medium) · house rules"), h.row(0));
    }
}
