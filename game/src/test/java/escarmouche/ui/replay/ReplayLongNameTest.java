package escarmouche.ui.replay;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.googlecode.lanterna.TerminalSize;
import com.googlecode.lanterna.terminal.virtual.DefaultVirtualTerminal;
import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.reference.RulesReference;
import escarmouche.simulate.Simulation;
import escarmouche.testing.Scripts;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The replay's side pane at 80x24 cuts a long name, never the hit points after it, as the battle's pane does. */
class ReplayLongNameTest {
    private DefaultVirtualTerminal terminal;
    private ReplayViewer viewer;

    /** A long-named hero and giant bats 10 to 12, named with their labels ("b0", "b1", "b2"). */
    private static String scenario() {
        StringBuilder bats = new StringBuilder();
        for (int i = 10; i <= 12; i++) {
            bats.append(String.format(", {\"id\": \"b%d\", \"template\": \"giant-bat\", \"side\": \"monsters\", \"at\": [%d, %d]}",
                    i, 2 * i - 10, 2));
        }
        return "{\"format\": 1, \"name\": \"Bats\", \"map\": {\"rows\": [\"####################\","
                + " \"#..................#\", \"#..................#\", \"#..................#\", \"####################\"]},"
                + " \"combatants\": [{\"id\": \"mira\", \"template\": \"fighter\", \"name\": \"Mira-Étoile d'Aubépine la Très Longue\","
                + " \"at\": [1, 1], \"hp\": 300}" + bats + "]}";
    }

    @AfterEach
    void close() {
        if (viewer != null) viewer.close();
    }

    private String screen() {
        StringBuilder sb = new StringBuilder();
        for (int r = 0; r < terminal.getTerminalSize().getRows(); r++) {
            for (int c = 0; c < terminal.getTerminalSize().getColumns(); c++) sb.append(terminal.getCharacter(c, r).getCharacter());
            sb.append('\n');
        }
        return sb.toString();
    }

    private void open(Language language) throws Exception {
        terminal = new DefaultVirtualTerminal(new TerminalSize(80, 24));
        viewer = new ReplayViewer(Simulation.allAi(Scripts.scenario(scenario())), 3, List.of(), "Bats",
                RulesReference.load(), true, ScreenMessages.of(language));
        viewer.open(terminal);
    }

    @Test
    @DisplayName("A long hero's name is cut before its hit points, which stay on the line")
    void theHitPointsOfALongNameShow() throws Exception {
        open(Language.EN);
        String screen = screen();
        assertTrue(screen.contains("Mi Mira-Étoile d'Aubépine l… 300/300"), screen);
    }

    @Test
    @DisplayName("A labelled bat keeps its number and its hit points, in French, its condition on the row under it")
    void aLabelledBatKeepsItsNumberAndHitPoints() throws Exception {
        open(Language.FR);
        String screen = screen();
        assertTrue(screen.contains("│b0 Chauve-souris géante 10 22/22"), screen);
        assertTrue(screen.contains("│   en vol"), screen);
    }
}
