package escarmouche.headless;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import escarmouche.testing.Scripts;
import java.io.ByteArrayInputStream;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A command script's 8-bit controls (U+009B is a whole CSI to a terminal) and direction overrides are control
 * characters as Escape is: the reading stops at them with file, line and column, before any message repeats them.
 */
class EightBitControlTest {
    @Test
    @DisplayName("the 8-bit CSI U+009B stops a script from a file at its line and column, as Escape does")
    void eightBitCsiStopsTheScript() {
        HeadlessRun.Result r = new HeadlessRun().run(Scripts.encounter("tutorial-duel"), 1,
                CommandScript.of(bytes("move 2,1\n\u009b31mattack gob\nend\n"), "c1b.commands", false), new StringWriter());
        assertEquals(HeadlessRun.Outcome.BAD_SCRIPT, r.outcome());
        assertEquals("c1b.commands:2:1: control character U+009B: a command script is text, one command a line (is this"
                + " a binary file?)", r.message());
    }

    @Test
    @DisplayName("check finds a right-to-left override in the middle of a line, at its column")
    void directionOverrideIsFoundByCheck() {
        CommandScript script = CommandScript.of(bytes("end\nattack \u202Eg1\n"), "lro.commands", false);
        CommandScript.Unreadable e = assertThrows(CommandScript.Unreadable.class, script::checkAll);
        assertEquals("lro.commands:2:8: control character U+202E: a command script is text, one command a line (is"
                + " this a binary file?)", e.getMessage());
    }

    @Test
    @DisplayName("typed by hand, a line with U+009B is refused alone and shown as <U+009B>, never as the character")
    void typedEightBitCsiIsShownEscaped() {
        HeadlessRun.Result r = new HeadlessRun().run(Scripts.encounter("tutorial-duel"), 1,
                CommandScript.of(bytes("\u009b31mattack g1\nend\n"), "<stdin>", true), new StringWriter());
        assertEquals(List.of(new RefusedLine(1, "<U+009B>31mattack g1", "control character U+009B: a key such as an"
                + " arrow or Escape is not read here; type the command as text, then Enter")), r.refused());
    }

    private static ByteArrayInputStream bytes(String s) {
        return new ByteArrayInputStream(s.getBytes(StandardCharsets.UTF_8));
    }
}
