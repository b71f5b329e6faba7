package escarmouche.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.headless.CommandScript;
import escarmouche.headless.EventLines;
import escarmouche.headless.HeadlessRun;
import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.testing.Scripts;
import java.io.InputStream;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * {@code ./play run --text} with the commands typed in the terminal: before each command is awaited, the log so
 * far is on the screen, the line held for a walk included; a walk the next command goes on with is written again
 * whole. What a person reads when asked is what the tests look at: the text written when each line is read.
 */
class TypedRunTextTest {
    @Test
    @DisplayName("typed by hand, whose turn it is and the walk just made are written before the next command is read")
    void theLogIsShownBeforeEachCommand() {
        Typing typing = duel("move 3,2\nmove 4,2\nend\n", true);
        assertTrue(typing.seen.get(0).endsWith("Round 1: Aldric's turn (6 movement)\n"), typing.seen.get(0));
        assertTrue(typing.seen.get(1).endsWith("Aldric moves 2,2 → 3,2 (1 square, 1 movement, 5 left)  [MOVE-ENTER]\n"),
                typing.seen.get(1));
        // The second command walks on from 3,2: the walk is written again, whole, once it ends.
        assertTrue(typing.seen.get(2).endsWith("Aldric moves 2,2 → 4,2 (2 squares, 2 movement, 4 left)  [MOVE-ENTER]\n"),
                typing.seen.get(2));
        assertEquals(1, count(typing.log.toString(), "Aldric moves 2,2 → 4,2"), typing.log.toString());
    }

    @Test
    @DisplayName("typed by hand, a line that is not a command is refused on the screen before the next line is read")
    void aRefusalIsShownBeforeTheNextLine() {
        Typing typing = duel("atack g1\nend\n", true);
        assertTrue(typing.seen.get(1).contains("unknown command 'atack' (did you mean attack?)"), typing.seen.get(1));
    }

    @Test
    @DisplayName("typed by hand with the event log going to a file, the fight is told on the terminal too, before each"
            + " line is read")
    void aLogToAFileIsToldOnTheTerminal() {
        StringWriter json = new StringWriter();
        StringWriter terminal = new StringWriter();
        Typing typing = new Typing("move 3,2\nend\n", terminal);
        new HeadlessRun().run(Scripts.encounter("tutorial-duel"), 1, CommandScript.of(typing, "<stdin>", true), json,
                EventLines.json(), new HeadlessRun.Watcher(terminal, LogText.in(ScreenMessages.of(Language.EN))));
        assertTrue(typing.seen.get(0).endsWith("Round 1: Aldric's turn (6 movement)\n"), typing.seen.get(0));
        assertTrue(terminal.toString().contains("Aldric moves 2,2 → 3,2 (1 square, 1 movement, 5 left)"), terminal.toString());
        assertTrue(json.toString().startsWith("{\"seq\":1,"), json.toString());
        assertEquals(0, count(json.toString(), "Aldric's turn"), "the log keeps its own form: " + json);
    }

    @Test
    @DisplayName("from a file the walk is one line, written once, and the last line waits as before")
    void fromAFileAWalkIsOneLine() {
        Typing file = duel("move 3,2\nmove 4,2\nend\n", false);
        String log = file.log.toString();
        assertEquals(0, count(log, "Aldric moves 2,2 → 3,2"), log);
        assertEquals(1, count(log, "Aldric moves 2,2 → 4,2"), log);
        // The turn's line is still held when the first line is read: a file needs no early word.
        assertTrue(file.seen.get(0).startsWith("Initiative fixed by the scenario"), file.seen.get(0));
        assertEquals(0, count(file.seen.get(0), "Aldric's turn"), file.seen.get(0));
    }

    /** The duel played with {@code script}, typed by hand or read from a file, its log as text in English. */
    private static Typing duel(String script, boolean byHand) {
        Typing typing = new Typing(script, new StringWriter());
        new HeadlessRun().run(Scripts.encounter("tutorial-duel"), 1, CommandScript.of(typing, "<stdin>", byHand),
                typing.log, LogText.in(ScreenMessages.of(Language.EN)));
        return typing;
    }

    private static int count(String text, String part) {
        int n = 0;
        for (int i = text.indexOf(part); i >= 0; i = text.indexOf(part, i + 1)) n++;
        return n;
    }

    /** Gives its text a line at a time, as a person types it, noting what the log held when each line was asked. */
    private static final class Typing extends InputStream {
        private final byte[] text;
        private final StringWriter log;
        private final List<String> seen = new ArrayList<>();
        private int at;

        Typing(String text, StringWriter log) {
            this.text = text.getBytes(StandardCharsets.UTF_8);
            this.log = log;
        }

        @Override
        public int read() {
            byte[] one = new byte[1];
            return read(one, 0, 1) < 0 ? -1 : one[0] & 0xff;
        }

        @Override
        public int read(byte[] into, int off, int len) {
            if (at >= text.length) return -1;
            seen.add(log.toString());
            int n = 0;
            while (n < len && at < text.length) {
                into[off + n++] = text[at];
                if (text[at++] == '\n') break;
            }
            return n;
        }
    }
}
