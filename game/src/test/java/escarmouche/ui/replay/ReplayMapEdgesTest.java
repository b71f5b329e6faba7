package escarmouche.ui.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.googlecode.lanterna.TerminalSize;
import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.input.KeyType;
import com.googlecode.lanterna.terminal.virtual.DefaultVirtualTerminal;
import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.reference.RulesReference;
import escarmouche.simulate.Simulation;
import escarmouche.testing.RealContent;
import escarmouche.testing.Scripts;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** {@code ./play replay content/encounters/zoid-rampage.json --seed 3} at 80x24: the map says where it goes on. */
class ReplayMapEdgesTest {
    private DefaultVirtualTerminal terminal;
    private ReplayViewer viewer;

    private void open(int columns, int rows) throws Exception {
        terminal = new DefaultVirtualTerminal(new TerminalSize(columns, rows));
        viewer = new ReplayViewer(Simulation.allAi(RealContent.encounter("zoid-rampage")), 3, List.of(), "Zoid rampage",
                RulesReference.load(), true, ScreenMessages.of(Language.EN));
        viewer.open(terminal);
    }

    @Test
    @DisplayName("The tall field's replay (130x115) at 80x24: on Kenji's turn the row ruler is four columns wide,"
            + " '105▶' and '111˅' keep their third digit and each number stands clear of the map")
    void threeDigitRowNumbers() throws Exception {
        String json;
        try (InputStream in = ReplayMapEdgesTest.class.getResourceAsStream("/maps/tall-field.json")) {
            json = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        terminal = new DefaultVirtualTerminal(new TerminalSize(80, 24));
        viewer = new ReplayViewer(Simulation.allAi(Scripts.scenario(json)), 5, List.of(), "Tall field",
                RulesReference.load(), true, ScreenMessages.of(Language.EN));
        viewer.open(terminal);
        for (int i = 0; i < 10 && !row(0).contains("Kenji's turn"); i++) viewer.handle(new KeyStroke(KeyType.ArrowDown));
        assertTrue(row(0).contains("Kenji's turn"), row(0));
        // Kenji at 105,105 in the middle of the view: columns 94 to 116 and rows 98 to 111.
        assertEquals("   ‹94  96  98  100 102 104 106 108 110 112 114   ›│", row(1).substring(0, 52));
        assertEquals(" 98˄. . . . . . . . . . . . . . . . . . . . . . .  │", row(2).substring(0, 52));
        assertEquals("100 . . . . . . . . . . . . . . . . . . . . . . .  │", row(4).substring(0, 52));
        assertEquals("101 . . . . . . . . . . . . . . g1. . . . . . . .  │", row(5).substring(0, 52));
        assertEquals("105▶. . . . . . . . . . . Ke. . . . . . . . . . .  │", row(9).substring(0, 52));
        assertEquals("111˅. . . . . . . . . . . . . . . . . . . . . . .  │", row(15).substring(0, 52));
    }

    @AfterEach
    void close() {
        if (viewer != null) viewer.close();
    }

    private String row(int r) {
        StringBuilder sb = new StringBuilder();
        for (int c = 0; c < terminal.getTerminalSize().getColumns(); c++) sb.append(terminal.getCharacter(c, r).getCharacter());
        return sb.toString();
    }

    @Test
    @DisplayName("The ruler ends on '›' before the first turn; on the zoid's turn it starts on '‹' and the zoid shows its six columns")
    void theRulerMarksTheColumnsBeyond() throws Exception {
        open(80, 24);
        assertEquals("   0 1 2 3 4 5 6 7 8 9 10  12  14  16  18  20  22 ›│", row(1).substring(0, 52));
        for (int i = 0; i < 40 && !row(0).contains("Zoid's turn"); i++) viewer.handle(new KeyStroke(KeyType.ArrowRight));
        assertTrue(row(0).contains("Zoid's turn"), row(0));
        assertEquals("  ‹2 3 4 5 6 7 8 9 10  12  14  16  18  20  22  24  │", row(1).substring(0, 52));
        assertEquals(" 4▶. . . . . . . . . . . . . . . . . zozozozozozo##│", row(6).substring(0, 52));
    }

    @Test
    @DisplayName("At 44x20 the replay's message of a terminal too small ends on '(q quits.)' whole")
    void tooSmallKeepsItsKeyWithItsWord() throws Exception {
        open(44, 20);
        viewer.handle(new KeyStroke(' ', false, false));
        assertEquals("The terminal is 44x20. The replay needs at", row(0).strip());
        assertEquals("least 80x24: please enlarge the window.", row(1).strip());
        assertEquals("(q\u00a0quits.)", row(2).strip());
    }
}
