package escarmouche.cli;

import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.LongSupplier;

/**
 * A one-line progress bar on standard error, shown only when standard error is a terminal a person watches
 * ({@link StandardErrorTerminal}), never into a file or a pipe. It is
 * redrawn by time (ten times a second), not by whole percents, so a long run shows its count and the
 * time left moving; if the program is stopped (Ctrl-C) it ends its line, so the shell's prompt does not
 * start in the middle of the bar. The time left follows the pace of the last two seconds: the first
 * fights of a run are the slowest (the JVM is still compiling), and a pace counted from the start
 * promised three or four times the real wait at first. Before two seconds have passed it says no time
 * left at all: a pace taken from the first fights promised "1 h 38 min" for a run of ten seconds.
 */
final class Progress {
    static final long REDRAW_NANOS = 100_000_000L;
    /** How far back the pace behind the time left is taken. */
    static final long PACE_NANOS = 2_000_000_000L;
    private static final int WIDTH = 24;

    private final int total;
    private final PrintStream out;
    private final boolean visible;
    private final LongSupplier clock;
    private final ShutdownHooks hooks;
    private final ScreenMessages messages;
    private final Thread endLine = new Thread(this::endLine, "escarmouche-progress-end");
    private final long start;
    private long lastDraw;
    private boolean onScreen;
    private boolean hooked;
    /** Draws (time, count) of the last {@link #PACE_NANOS}, oldest first, and the last one before them. */
    private final List<long[]> draws = new ArrayList<>();

    Progress(int total, ScreenMessages messages) {
        this(total, messages, ShutdownHooks.runtime());
    }

    /** On standard error when a person watches it, its line ended by {@code hooks} on Ctrl-C. */
    Progress(int total, ScreenMessages messages, ShutdownHooks hooks) {
        this(total, System.err, StandardErrorTerminal.watched(), System::nanoTime, hooks, messages);
    }

    Progress(int total, PrintStream out, boolean visible, LongSupplier clock, ShutdownHooks hooks) {
        this(total, out, visible, clock, hooks, ScreenMessages.of(Language.EN));
    }

    Progress(int total, PrintStream out, boolean visible, LongSupplier clock, ShutdownHooks hooks,
             ScreenMessages messages) {
        this.messages = messages;
        this.total = Math.max(1, total);
        this.out = out;
        this.visible = visible;
        this.clock = clock;
        this.hooks = hooks;
        this.start = clock.getAsLong();
        this.lastDraw = start - REDRAW_NANOS;
    }

    synchronized void update(int done) {
        if (!visible) return;
        long now = clock.getAsLong();
        if (done < total && now - lastDraw < REDRAW_NANOS) return;
        lastDraw = now;
        if (!hooked) {
            hooks.add(endLine);
            hooked = true;
        }
        out.print("\r" + line(done, now - start, pace(done, now)));
        out.flush();
        onScreen = true;
    }

    /**
     * Fights per nanosecond since the oldest draw kept, which is the last one at least {@link #PACE_NANOS}
     * old (the start until then, when {@link #line} says no time left anyway); 0 when nothing was done
     * since, and the time left is then counted from the start.
     */
    private double pace(int done, long now) {
        draws.add(new long[] {now, done});
        // Keep the newest draw at least PACE_NANOS old as the anchor; those before it are of no more use.
        while (draws.size() > 2 && now - draws.get(1)[0] >= PACE_NANOS) draws.remove(0);
        long[] from = now - draws.get(0)[0] >= PACE_NANOS ? draws.get(0) : new long[] {start, 0};
        long time = now - from[0];
        return time <= 0 || done <= from[1] ? 0 : (done - from[1]) / (double) time;
    }

    /** Clears the bar once the work is done. */
    synchronized void done() {
        if (onScreen) {
            out.print("\r" + " ".repeat(lineWidth()) + "\r");
            out.flush();
            onScreen = false;
        }
        if (hooked) {
            hooks.remove(endLine);
            hooked = false;
        }
    }

    /** What a stop signal runs; tests run it by hand. */
    Runnable onStop() {
        return endLine;
    }

    private synchronized void endLine() {
        if (!onScreen) return;
        out.println();
        out.flush();
        onScreen = false;
    }

    /** {@code [#########.....................]  31.4 %  3140/10000  12 s left}, at the pace since the start. */
    String line(int done, long elapsedNanos) {
        return line(done, elapsedNanos, 0);
    }

    /**
     * The same line, the time left at {@code pace} fights per nanosecond (0: the pace since the start); none
     * before {@link #PACE_NANOS}, when there is no pace of two seconds to follow yet.
     */
    String line(int done, long elapsedNanos, double pace) {
        double fraction = Math.min(1.0, (double) done / total);
        int filled = (int) Math.floor(fraction * WIDTH);
        String bar = "#".repeat(filled) + (filled < WIDTH ? ">" + ".".repeat(WIDTH - filled - 1) : "");
        String left = "";
        if (done > 0 && done < total && elapsedNanos >= PACE_NANOS) {
            long seconds = Math.round(pace > 0 ? (total - done) / pace / 1e9 : elapsedNanos / 1e9 * (total - done) / done);
            if (seconds >= 3600) left = "  " + messages.text("cli.progress.hours", String.valueOf(seconds / 3600), two(seconds / 60 % 60));
            else if (seconds >= 60) left = "  " + messages.text("cli.progress.minutes", String.valueOf(seconds / 60), two(seconds % 60));
            else left = "  " + messages.text("cli.progress.seconds", String.valueOf(seconds));
        }
        String text = String.format(Locale.ROOT, "[%s] %s  %d/%d%s", bar,
                messages.language().percent(String.format(messages.language().locale(), "%5.1f", 100 * fraction)), done, total, left);
        return text + " ".repeat(Math.max(0, lineWidth() - text.length()));
    }

    private static String two(long n) {
        return String.format(Locale.ROOT, "%02d", n);
    }

    // Wide enough for the longest line, so that a shorter one overwrites a longer one completely.
    private int lineWidth() {
        return WIDTH + 2 + 8 + 2 + 2 * String.valueOf(total).length() + 1 + 20;
    }
}
