package escarmouche.ssh.log;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** What a client sends never makes a log line read otherwise than it is written. */
class LogCharsTest {
    /** The name of the exploration: a right-to-left override and an isolate that show "admin" reversed, a C1 CSI. */
    private static final String SPOOF = "adm\u202enimoor\u2066x\u009by";

    @Test
    @DisplayName("Bidi and other format characters, separators, unassigned, private-use and lone surrogates become ? in a name")
    void cleanedNames() {
        assertEquals("adm?nimoor?x?y", ServerLog.clean(SPOOF));
        assertEquals("a?b?c?d?e?f?g", ServerLog.clean("a\u200bb\u2028c\u2029d\ue000e\u0378f\ud800g"));
        assertEquals("a??b", ServerLog.clean("a\udbff\udfffb".replace("\udbff\udfff", "\udfff\ud800")));
        assertEquals("José_ürün-日本-\ud83d\ude00", ServerLog.clean("José_ürün-日本-\ud83d\ude00"), "letters and emoji stay");
    }

    @Test
    @DisplayName("An empty name is written \"\", which no name a client sends can read as: its quotes become ?; a lone - is itself")
    void emptyIsNotADash() {
        assertEquals("\"\"", ServerLog.clean(""));
        assertEquals("-", ServerLog.clean("-"));
        assertEquals("??", ServerLog.clean("\"\""));
        assertEquals("say?hi?", ServerLog.clean("say\"hi\""));
    }

    @Test
    @DisplayName("The same on a whole line, whatever a caller put in it (asked=, reason=)")
    void cleanedLines() {
        assertEquals("refused what=subsystem asked=adm?nimoor?x?y", ServerLogFile.oneLine("refused what=subsystem asked=" + SPOOF));
        assertEquals("a?b?c d", ServerLogFile.oneLine("a\u2029b\ufeffc d"));
    }
}
