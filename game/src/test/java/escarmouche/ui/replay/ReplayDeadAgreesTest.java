package escarmouche.ui.replay;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.googlecode.lanterna.TerminalSize;
import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.input.KeyType;
import com.googlecode.lanterna.terminal.virtual.DefaultVirtualTerminal;
import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.reference.RulesReference;
import escarmouche.simulate.Simulation;
import escarmouche.testing.FallenBeforeTheFight;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The replay's side panel says a dead creature is "morte" when its name is feminine, as the battle screen does. */
class ReplayDeadAgreesTest {
    private ReplayViewer viewer;

    @AfterEach
    void close() {
        if (viewer != null) viewer.close();
    }

    private String screen(Language language) throws Exception {
        DefaultVirtualTerminal terminal = new DefaultVirtualTerminal(new TerminalSize(100, 30));
        viewer = new ReplayViewer(Simulation.allAi(FallenBeforeTheFight.scenario()), 1, List.of(), "fallen",
                RulesReference.load(), true, ScreenMessages.of(language));
        viewer.open(terminal);
        // At the fight's end, the three who died before it began have each had their event.
        viewer.handle(new KeyStroke(KeyType.End));
        StringBuilder sb = new StringBuilder();
        for (int r = 0; r < 30; r++) {
            for (int c = 0; c < 100; c++) sb.append(terminal.getCharacter(c, r).getCharacter());
            sb.append('\n');
        }
        return sb.toString();
    }

    @Test
    @DisplayName("HP-DEAD in French: the replay says Lin and the giant spider \"morte\", Tarik \"mort\"")
    void HP_DEAD_deadAgreesWithTheName() throws Exception {
        String screen = screen(Language.FR);
        assertTrue(screen.contains("Lin morte"), screen);
        assertTrue(screen.contains("Araignée géante morte"), screen);
        assertTrue(screen.contains("Tarik mort ") || screen.contains("Tarik mort\n"), screen);
    }

    @Test
    @DisplayName("HP-DEAD in English: the replay says \"dead\" of each")
    void HP_DEAD_englishSaysDead() throws Exception {
        String screen = screen(Language.EN);
        assertTrue(screen.contains("Lin dead"), screen);
        assertTrue(screen.contains("Giant spider dead"), screen);
    }
}
