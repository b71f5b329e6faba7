package escarmouche.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The progress bar of {@code ./play simulate}. */
class ProgressTest {
    private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    private final PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
    private final AtomicLong now = new AtomicLong();
    private final EventsDestinationTest.RecordingHooks hooks = new EventsDestinationTest.RecordingHooks();

    private String shown() {
        return bytes.toString(StandardCharsets.UTF_8);
    }

    @Test
    @DisplayName("redrawn ten times a second, so a long run moves between whole percents (1000 fights of a million in a second)")
    void movesSmoothly() {
        Progress p = new Progress(1_000_000, out, true, now::get, hooks);
        for (int done = 1; done <= 1000; done++) {
            now.addAndGet(1_000_000); // a millisecond a fight
            p.update(done);
        }
        String[] draws = shown().split("\r", -1);
        assertEquals(11, draws.length, shown()); // the text before the first \r is empty
        assertTrue(draws[1].contains("  0.0%  1/1000000"), draws[1]);
        assertTrue(draws[10].contains("  0.1%  901/1000000 "), draws[10]);
        assertTrue(new Progress(1_000_000, out, true, now::get, hooks).line(1, 2_000_000_000L).contains("  0.0%  1/1000000  555 h 33 min left"));
    }

    @Test
    @DisplayName("no time left before two seconds: the first fights' pace promised 1 h 38 min for a run of ten seconds")
    void noTimeLeftBeforeAPace() {
        Progress p = new Progress(60_000, out, true, now::get, hooks);
        assertEquals("[>.......................]   0.0%  1/60000", p.line(1, 6_000_000L).stripTrailing());
        assertEquals("[>.......................]   0.1%  52/60000", p.line(52, 100_000_000L).stripTrailing());
        assertEquals("[>.......................]   0.3%  164/60000", p.line(164, 1_999_999_999L).stripTrailing());
        assertEquals("[##>.....................]  10.0%  6000/60000  18 s left", p.line(6000, 2_000_000_000L).stripTrailing());
        int done = 0;
        while (now.get() < 1_900_000_000L) { // slow first fights: no estimate drawn from them
            now.addAndGet(10_000_000);
            p.update(done += 10);
        }
        for (String draw : shown().split("\r")) assertTrue(!draw.contains("left"), draw);
    }

    @Test
    @DisplayName("the bar is drawn when standard error is a terminal, whatever standard input and output are; not into a file or pipe")
    void visibleWhenStandardErrorIsATerminal() {
        assertTrue(StandardErrorTerminal.watched(java.util.Optional.of("/dev/pts/3"), false), "simulate - < duel.json in a terminal");
        assertTrue(StandardErrorTerminal.watched(java.util.Optional.of("/dev/tty1"), false));
        assertTrue(!StandardErrorTerminal.watched(java.util.Optional.of("/tmp/err.txt"), true), "2>err.txt, the terminal as output");
        assertTrue(!StandardErrorTerminal.watched(java.util.Optional.of("pipe:[123456]"), true));
        assertTrue(!StandardErrorTerminal.watched(java.util.Optional.of("/dev/null"), true));
        assertTrue(StandardErrorTerminal.watched(java.util.Optional.empty(), true), "no /proc: the console's answer");
        assertTrue(!StandardErrorTerminal.watched(java.util.Optional.empty(), false));
        assertEquals(java.util.Optional.empty(), StandardErrorTerminal.target(java.nio.file.Path.of("/no/such/link")));
    }

    @Test
    @DisplayName("in French the share has a decimal comma and a no-break space before its sign")
    void frenchShare() {
        Progress p = new Progress(1_000, out, true, now::get, hooks, ScreenMessages.of(Language.FR));
        assertTrue(p.line(337, 1_000_000_000L).contains(" 33,7\u00a0%  337/1000"), p.line(337, 1_000_000_000L));
    }

    @Test
    @DisplayName("the time left follows the last seconds' pace: a slow start (the JVM compiling) does not inflate it")
    void timeLeftFollowsThePace() {
        Progress p = new Progress(100_000, out, true, now::get, hooks);
        int done = 0;
        while (done < 1000) { // ten seconds at 10 ms a fight
            now.addAndGet(10_000_000);
            p.update(++done);
        }
        while (done < 5000) { // then four at 1 ms
            now.addAndGet(1_000_000);
            p.update(++done);
        }
        String[] draws = shown().split("\r", -1);
        String last = draws[draws.length - 1];
        int shownDone = Integer.parseInt(last.replaceAll(".* (\\d+)/100000.*", "$1").trim());
        // At the last two seconds' pace, a fight a millisecond; counted from the start it would be 2.8 ms.
        long seconds = Math.round((100_000 - shownDone) / 1000.0);
        String expected = seconds / 60 + " min " + String.format("%02d", seconds % 60) + " s left";
        assertTrue(shownDone > 4900 && last.contains(expected), last + " / expected " + expected);
    }

    @Test
    @DisplayName("every draw is as wide as the widest, so a shorter line leaves nothing of the one before")
    void linesHaveOneWidth() {
        Progress p = new Progress(10_000_000, out, true, now::get, hooks);
        p.update(1);
        now.addAndGet(Progress.REDRAW_NANOS);
        p.update(10_000_000);
        String[] draws = shown().split("\r", -1);
        assertEquals(draws[1].length(), draws[2].length());
        assertTrue(draws[1].length() < 80, "fits an 80-column terminal: " + draws[1].length());
    }

    @Test
    @DisplayName("stopped by Ctrl-C, the bar ends its line; done clears it and removes the hook")
    void endsItsLineWhenStopped() {
        Progress p = new Progress(100, out, true, now::get, hooks);
        p.update(10);
        assertEquals(1, hooks.added.size());
        hooks.added.get(0).run(); // what the JVM does on SIGINT
        assertTrue(shown().endsWith(System.lineSeparator()), shown());
        Progress q = new Progress(100, out, true, now::get, hooks);
        q.update(10);
        q.done();
        assertTrue(shown().endsWith("\r"), "cleared, the cursor back at the start of the line");
        assertEquals(hooks.added.subList(1, 2), hooks.removed);
    }

    @Test
    @DisplayName("nobody watching (no terminal): nothing is printed and no hook is left behind")
    void invisible() {
        Progress p = new Progress(100, out, false, now::get, hooks);
        for (int i = 1; i <= 100; i++) p.update(i);
        p.done();
        assertEquals("", shown());
        assertTrue(hooks.added.isEmpty());
    }
}
