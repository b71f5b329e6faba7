package escarmouche.launch;

import com.googlecode.lanterna.terminal.Terminal;
import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.ui.TerminalGame;
import java.io.IOException;
import java.io.PrintStream;

/**
 * Runs something full-screen on this process's own terminal and always gives the terminal back its
 * settings (echo, line editing), whether it ends, fails or the process is stopped (Ctrl-C runs the
 * shutdown hook).
 */
public final class LocalTerminal {
    private LocalTerminal() {}

    /** What runs on the terminal. */
    @FunctionalInterface
    public interface Session {
        void run(Terminal terminal) throws IOException;
    }

    /** What puts the screen back, from the session's thread or from the shutdown hook. */
    @FunctionalInterface
    public interface Restore {
        void close();
    }

    /**
     * Opens the terminal, runs {@code session} on it, restores it; returns 0, or 2 when the terminal cannot
     * be opened, or is one that cannot move its cursor (said on {@code err} in {@code language}, with what to run
     * instead).
     */
    public static int run(PrintStream err, Language language, Restore restore, Session session) {
        return run(err, language, TerminalOpening.onDemand(), restore, session);
    }

    /** The same on a terminal whose opening may have started earlier ({@link TerminalOpening#start()}). */
    public static int run(PrintStream err, Language language, TerminalOpening opening, Restore restore,
                          Session session) {
        Terminal terminal;
        try {
            terminal = opening.terminal();
        } catch (IOException e) {
            ScreenMessages m = ScreenMessages.of(language);
            if (e instanceof CursorlessTerminal cursorless) {
                // TERM=dumb (Emacs's shell, an IDE console): said as the server says it, nothing drawn.
                err.println(m.text("cli.cursorless.terminal", cursorless.term));
                return 2;
            }
            // Output piped to a file or started without a terminal (a script, a service): say what needs one.
            // Without a controlling terminal the library's own words name a shell it could not run on /dev/tty.
            String why = e instanceof RedirectedTerminal ? m.text("cli.no.terminal.redirected")
                    : String.valueOf(e.getMessage()).contains("/dev/tty") ? m.text("cli.no.terminal.tty") : e.getMessage();
            err.println(m.text("cli.no.terminal", why));
            return 2;
        }
        Thread hook = new Thread(restore::close, "escarmouche-restore");
        Runtime.getRuntime().addShutdownHook(hook);
        try {
            session.run(terminal);
        } catch (IOException e) {
            err.println("escarmouche: the terminal closed: " + e.getMessage());
        } finally {
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException shuttingDown) {
                // The hook is already running: it restores the terminal.
            }
            try {
                terminal.close();
            } catch (IOException e) {
                err.println("escarmouche: the terminal may need a reset: " + e.getMessage());
            }
        }
        return 0;
    }
}
