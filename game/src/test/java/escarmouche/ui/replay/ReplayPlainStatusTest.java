package escarmouche.ui.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.googlecode.lanterna.TerminalSize;
import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.terminal.virtual.DefaultVirtualTerminal;
import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.reference.RulesReference;
import escarmouche.simulate.Simulation;
import escarmouche.testing.RealContent;
import escarmouche.ui.term.PlainCharacters;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The replay's status bar as a terminal set to ASCII shows it ({@code LANG=C}): each character by its stand-in. */
class ReplayPlainStatusTest {
    private DefaultVirtualTerminal terminal;
    private ReplayViewer viewer;

    @AfterEach
    void close() {
        if (viewer != null) viewer.close();
    }

    /** Row {@code r} as an ASCII terminal writes it: what the screen holds, each character through PlainCharacters. */
    private String plainRow(int r) {
        StringBuilder sb = new StringBuilder();
        for (int c = 0; c < terminal.getTerminalSize().getColumns(); c++) {
            sb.append(PlainCharacters.of(terminal.getCharacter(c, r).getCharacter()));
        }
        return sb.toString();
    }

    @Test
    @DisplayName("Paused on the zoid rampage's first turn (t), the status bar reads '|| event', not '?? event'")
    void pauseMark() throws Exception {
        terminal = new DefaultVirtualTerminal(new TerminalSize(80, 24));
        viewer = new ReplayViewer(Simulation.allAi(RealContent.encounter("zoid-rampage")), 3, List.of(), "Zoid rampage",
                RulesReference.load(), true, ScreenMessages.of(Language.EN));
        viewer.open(terminal);
        viewer.handle(new KeyStroke('t', false, false));
        assertEquals(" Replay: Zoid rampage  || event 2/463 . round 1 . Brunhild's turn               ", plainRow(0));
    }
}
