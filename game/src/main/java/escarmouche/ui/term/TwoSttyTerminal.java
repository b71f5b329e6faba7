package escarmouche.ui.term;

import com.googlecode.lanterna.terminal.ansi.UnixTerminal;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;

/**
 * Lanterna's Unix terminal, set up with one process instead of five, and told of resizes without
 * reflection. Lanterna saves the terminal's settings, then turns off line editing, sets the one-byte read,
 * turns off echo and makes Ctrl-C a key, each in an {@code stty} process of its own, each started through
 * the JVM's spawn helper (about 6 ms apiece once the first has run, on this project's test machine, and
 * 20 to 40 ms in a JVM just started, on the way to the title screen). Here one shell runs {@code stty}
 * twice: it saves the settings, then makes the four changes.
 *
 * <p>Ctrl-C is always a key (the game asks before it quits). Going back (the settings saved, then the
 * interrupt key) is Lanterna's own. Lanterna calls the overridden methods from its constructor, before
 * this class's fields could be set, so they use none.
 */
public class TwoSttyTerminal extends UnixTerminal {
    /** What Lanterna's three calls set, in its order: raw reads of one byte, no echo, Ctrl-C as a key. */
    static final String RAW = "-icanon min 1 -echo intr undef";
    /** The {@code stty} program, as Lanterna finds it: its own property, else {@code /bin/stty}. */
    private static final String STTY = System.getProperty("com.googlecode.lanterna.terminal.UnixTerminal.sttyCommand",
            "/bin/stty");

    /** A terminal writing to {@code out}, best a {@link TerminalOutputBuffer}. */
    public TwoSttyTerminal(InputStream in, OutputStream out, Charset charset) throws IOException {
        super(in, out, charset, CtrlCBehaviour.TRAP);
    }

    /**
     * A character's bytes and no more (see {@link CharacterBytes}); one the terminal's charset lacks (an
     * ASCII locale) as its plain stand-in ({@link PlainCharacters}).
     */
    @Override
    protected byte[] translateCharacter(char c) {
        Charset charset = getCharset();
        // An ASCII character needs no encoder to know the charset has it (a new one for each was asked before).
        if (c < 0x80 || StandardCharsets.UTF_8.equals(charset) || charset.newEncoder().canEncode(c)) {
            return CharacterBytes.of(c, charset);
        }
        return CharacterBytes.of(PlainCharacters.of(c), charset);
    }

    /**
     * The window's resizes, told by the WINCH signal as Lanterna does, but with the handler given directly:
     * Lanterna reaches {@code sun.misc.Signal} through reflection and a generated proxy class, about 10 ms
     * of the way to the title screen. Where the signal does not exist, no resize is told, as in Lanterna.
     */
    @Override
    protected final void registerTerminalResizeListener(Runnable onResize) {
        try {
            sun.misc.Signal.handle(new sun.misc.Signal("WINCH"), signal -> onResize.run());
        } catch (IllegalArgumentException | UnsupportedOperationException e) {
            // No such signal here (or it is the JVM's own): the window's size is then only read when asked.
        }
    }

    /**
     * Saving the settings ({@code -g}, which Lanterna asks first) also sets the raw ones, in the same shell;
     * every other run is Lanterna's.
     */
    @Override
    protected String runSTTYCommand(String... parameters) throws IOException {
        if (parameters.length == 1 && parameters[0].equals("-g")) return exec(saveThenRaw(STTY));
        return super.runSTTYCommand(parameters);
    }

    /**
     * The command that prints the settings to save, then turns off line editing, sets one-byte reads, turns
     * off echo and makes Ctrl-C a key: {@code stty} run twice by one shell, the raw settings only once the
     * saved ones were printed. The program's path goes in as the shell's {@code $0}, so it needs no quoting.
     * Lanterna's {@code exec} gives the shell the terminal as its input, which {@code stty} reads.
     */
    static String[] saveThenRaw(String stty) {
        return new String[] {"/bin/sh", "-c", "\"$0\" -g && \"$0\" " + RAW, stty};
    }

    /** Leaving line editing was done with the settings saved, in one run; going back is Lanterna's. */
    @Override
    protected final void canonicalMode(boolean enabled) throws IOException {
        if (enabled) super.canonicalMode(true);
    }

    /** Echo off was set with the settings saved; echo on is Lanterna's. */
    @Override
    protected final void keyEchoEnabled(boolean enabled) throws IOException {
        if (enabled) super.keyEchoEnabled(true);
    }

    /** Ctrl-C as a key was set with the settings saved; the interrupt given back is Lanterna's. */
    @Override
    protected final void keyStrokeSignalsEnabled(boolean enabled) throws IOException {
        if (enabled) super.keyStrokeSignalsEnabled(true);
    }
}
