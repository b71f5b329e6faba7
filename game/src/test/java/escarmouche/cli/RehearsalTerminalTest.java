package escarmouche.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.googlecode.lanterna.TerminalSize;
import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.input.KeyType;
import java.io.IOException;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The archive rehearsal's terminal answers Lanterna's size questions as a real window would, each after
 * it is asked (without an answer Lanterna waits five seconds, then takes 80 by 24), then gives its keys.
 */
class RehearsalTerminalTest {
    @Test
    @DisplayName("The rehearsal's terminal answers each size question with its own size, then types its keys, then ends")
    void answersThenTypes() throws IOException {
        RehearsalTerminal terminal = RehearsalTerminal.of(100, 30, "q");
        assertEquals(new TerminalSize(100, 30), terminal.getTerminalSize());
        assertEquals(new TerminalSize(100, 30), terminal.getTerminalSize());
        KeyStroke q = terminal.readInput();
        assertEquals(KeyType.Character, q.getKeyType());
        assertEquals('q', q.getCharacter());
        assertEquals(KeyType.EOF, terminal.readInput().getKeyType());
        terminal.close();
    }

    @Test
    @DisplayName("The rehearsal's terminal types its keys one after the other, Enter as a new line, then ends, a poll seeing the end too")
    void keysThenEnd() throws IOException {
        RehearsalTerminal terminal = RehearsalTerminal.of(100, 30, "n\n\n");
        assertEquals(new TerminalSize(100, 30), terminal.getTerminalSize());
        assertEquals('n', terminal.readInput().getCharacter());
        assertEquals(KeyType.Enter, terminal.readInput().getKeyType());
        assertEquals(KeyType.Enter, terminal.readInput().getKeyType());
        assertEquals(KeyType.EOF, terminal.pollInput().getKeyType());
        terminal.close();
    }

    @Test
    @DisplayName("The rehearsal's terminal tells a size other than Lanterna's fallback")
    void ownSize() throws IOException {
        RehearsalTerminal terminal = RehearsalTerminal.of(132, 43, "");
        assertEquals(new TerminalSize(132, 43), terminal.getTerminalSize());
        terminal.close();
    }
}
