package escarmouche.ui.replay;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.googlecode.lanterna.TerminalSize;
import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.input.KeyType;
import com.googlecode.lanterna.terminal.virtual.DefaultVirtualTerminal;
import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.reference.RulesReference;
import escarmouche.testing.TestScenario;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The replay's top line groups its thousands as the title screen does ("1,500" in English, "1 500" with a narrow
 * no-break space in French): the wait between two events, and the event counter of a fight of more than 999 events.
 */
class ReplayNumbersTest {
    private static final RulesReference REFERENCE = RulesReference.load();
    private DefaultVirtualTerminal terminal;
    private ReplayViewer viewer;

    /**
     * Two goblins the AI plays, each out of the other's reach of harm (AC 30, 100,000 HP): they trade blows until
     * the round limit, well over a thousand events.
     */
    private void open(Language language) throws Exception {
        TestScenario s = TestScenario.map("#######", "#.....#", "#######")
                .with("a", "party", 1, 1, c -> c.control("ai").hp(100_000).ac(30).weapons(TestScenario.SCIMITAR))
                .with("b", "monsters", 2, 1, c -> c.hp(100_000).ac(30).weapons(TestScenario.SCIMITAR))
                .initiative("a", "b");
        terminal = new DefaultVirtualTerminal(new TerminalSize(120, 30));
        viewer = new ReplayViewer(s.build(), 1, List.of(), "long", REFERENCE, true, ScreenMessages.of(language));
        viewer.open(terminal);
    }

    @AfterEach
    void close() {
        if (viewer != null) viewer.close();
    }

    private String status() {
        StringBuilder sb = new StringBuilder();
        for (int c = 0; c < terminal.getTerminalSize().getColumns(); c++) sb.append(terminal.getCharacter(c, 0).getCharacter());
        return sb.toString();
    }

    private void keys(String chars) {
        for (char c : chars.toCharArray()) viewer.handle(new KeyStroke(c, false, false));
    }

    @Test
    @DisplayName("Replay, English: 'event 1,234/1,234' and 'every 2,500 ms'")
    void english() throws Exception {
        open(Language.EN);
        viewer.handle(new KeyStroke(KeyType.End));
        String size = String.format(java.util.Locale.ENGLISH, "%,d", viewer.index() + 1);
        assertTrue(viewer.index() + 1 > 999, "a fight of more than 999 events: " + status());
        keys(" ");
        keys("+++++++++");
        assertTrue(status().contains("event 1/" + size + " · round 1"), status());
        assertTrue(status().contains("· every 2,500 ms"), status());
    }

    @Test
    @DisplayName("Replay, French: 'événement 1/1 234' and 'toutes les 2 500 ms', a narrow no-break space in each")
    void french() throws Exception {
        open(Language.FR);
        viewer.handle(new KeyStroke(KeyType.End));
        String size = String.format(java.util.Locale.FRENCH, "%,d", viewer.index() + 1);
        assertTrue(size.contains("\u202f"), size);
        keys(" ");
        keys("+++++++++");
        assertTrue(status().contains("événement 1/" + size + " · round 1"), status());
        assertTrue(status().contains("· toutes les 2\u202f500\u00a0ms"), status());
    }
}
