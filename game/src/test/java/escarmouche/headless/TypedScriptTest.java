package escarmouche.headless;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.testing.Scripts;
import java.io.ByteArrayInputStream;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Commands typed by hand in a terminal: an arrow key or Escape pressed by mistake spoils its own line, which is
 * refused as a bad command is, and the run goes on reading; a file or a pipe with the same bytes stops, as a
 * binary file given by mistake should.
 */
class TypedScriptTest {
    /** Aldric walks, a stray Up arrow, then the turn ends: the duel goes on to the goblin's turn. */
    private static final String TYPED = "moveto 3,2\n\u001b[A\nend\n";

    @Test
    @DisplayName("typed by hand, a line with an arrow key is refused alone (shown as ^[[A) and the next line is read")
    void strayKeySpoilsItsLineOnly() {
        StringWriter log = new StringWriter();
        HeadlessRun.Result r = new HeadlessRun().run(Scripts.encounter("tutorial-duel"), 1,
                CommandScript.of(bytes(TYPED), "<stdin>", true), log);
        assertEquals(HeadlessRun.Outcome.OUT_OF_COMMANDS, r.outcome(), r.message());
        assertEquals(List.of(new RefusedLine(2, "^[[A", "control character U+001B: a key such as an arrow or Escape is"
                + " not read here; type the command as text, then Enter")), r.refused());
        assertTrue(log.toString().contains("\"command\":\"^[[A\""), log.toString());
        // The end on line 3 was played: the goblin's turn came, and round 2 waits for Aldric's next command.
        assertTrue(log.toString().contains("\"type\":\"turn\",\"actor\":\"g1\""), log.toString());
        assertEquals(2, r.round(), log.toString());
    }

    @Test
    @DisplayName("the same bytes from a file or a pipe stop the reading at that line, as a binary file does")
    void fromAFileTheyStop() {
        HeadlessRun.Result r = new HeadlessRun().run(Scripts.encounter("tutorial-duel"), 1,
                CommandScript.of(bytes(TYPED), "<stdin>", false), new StringWriter());
        assertEquals(HeadlessRun.Outcome.BAD_SCRIPT, r.outcome());
        assertEquals("<stdin>:2:1: control character U+001B: a command script is text, one command a line (is this a"
                + " binary file?)", r.message());
    }

    private static ByteArrayInputStream bytes(String s) {
        return new ByteArrayInputStream(s.getBytes(StandardCharsets.UTF_8));
    }
}
