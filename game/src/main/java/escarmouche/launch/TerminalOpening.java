package escarmouche.launch;

import com.googlecode.lanterna.terminal.Terminal;
import escarmouche.ui.TerminalGame;
import escarmouche.ui.term.CursorlessTerminals;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;

/**
 * The local terminal, opened when the game asks for it or started ahead on a thread of its own. Opening it
 * runs stty and mostly waits for it, so {@code ./play} starts it while it reads the content: the title
 * screen comes up sooner (docs/speed-rounds.md, seventeenth and nineteenth rounds).
 */
public final class TerminalOpening {
    private final FutureTask<Terminal> task;
    /** Whether the opening was started ahead, on its own thread. */
    private volatile boolean ahead;

    TerminalOpening(Callable<Terminal> open) {
        this.task = new FutureTask<>(open);
    }

    /**
     * Starts opening the local terminal on a thread of its own, when there is one to open: with standard input
     * or output redirected (a script, a test) the terminal is left alone until the game asks for it, as before,
     * so that a content problem is reported without touching it.
     */
    public static TerminalOpening start() {
        TerminalOpening opening = onDemand();
        return System.console() == null ? opening : opening.ahead();
    }

    /** The local terminal, opened on the thread that first asks for it. */
    public static TerminalOpening onDemand() {
        Map<String, String> env = System.getenv();
        // Java 17 gives a console only when both standard input and output are the terminal (docs/playing.md).
        boolean both = System.console() != null;
        return local(env, both, () -> TerminalGame.openLocalTerminal(TerminalCharset.of(env)));
    }

    /**
     * This process's own terminal as {@code env} describes it, opened by {@code open}; refused before {@code open}
     * runs when its {@code TERM} names a terminal that cannot move its cursor ({@link CursorlessTerminals}, the
     * server's list): opening it sets its modes and asks its size with escape codes, which such a terminal prints.
     */
    static TerminalOpening local(Map<String, String> env, Callable<Terminal> open) {
        return local(env, true, open);
    }

    /**
     * {@link #local(Map, Callable)}, refused before {@code open} runs too when standard input or output is not
     * the terminal ({@code bothTerminal} false): output piped to a file would receive the screens' escape codes.
     */
    static TerminalOpening local(Map<String, String> env, boolean bothTerminal, Callable<Terminal> open) {
        String term = env.get("TERM");
        return new TerminalOpening(() -> {
            if (!bothTerminal) throw new RedirectedTerminal();
            if (CursorlessTerminals.is(term)) throw new CursorlessTerminal(term);
            return open.call();
        });
    }

    /** A terminal already open: the launcher's rehearsal for its class-data archive brings its own. */
    public static TerminalOpening of(Terminal terminal) {
        return new TerminalOpening(() -> terminal);
    }

    /** This opening, run now on a daemon thread of its own; the game waits for it when it asks. */
    TerminalOpening ahead() {
        ahead = true;
        Thread thread = new Thread(task, "escarmouche-terminal");
        thread.setDaemon(true);
        thread.start();
        return this;
    }

    /** Whether the opening was started ahead: false leaves the terminal untouched until the game asks. */
    boolean startedAhead() {
        return ahead;
    }

    /** The terminal, once open; opened here if nothing started it. */
    Terminal terminal() throws IOException {
        if (!ahead) task.run();  // does nothing when it already ran
        try {
            return task.get();
        } catch (ExecutionException e) {
            if (e.getCause() instanceof IOException io) throw io;
            if (e.getCause() instanceof RuntimeException r) throw r;
            if (e.getCause() instanceof Error r) throw r;
            throw new IOException(e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("interrupted while the terminal was being opened");
        }
    }

}
