package escarmouche.ssh;

import com.googlecode.lanterna.TerminalSize;
import com.googlecode.lanterna.terminal.ansi.ANSITerminal;
import escarmouche.ui.term.CharacterBytes;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

/**
 * A Lanterna terminal over one SSH channel: the player's keys come in on the channel's input, the screen
 * goes out on its output, in UTF-8. The size is the one the client announced (pty request, then window
 * changes), never asked of a local TTY: nothing here runs {@code stty} or touches the server's terminal.
 */
final class SshTerminal extends ANSITerminal {
    private volatile TerminalSize size;

    SshTerminal(InputStream in, OutputStream out, TerminalSize size) {
        super(new EnterKey(in), out, StandardCharsets.UTF_8);
        this.size = size;
    }

    /** The size from the client, instead of the cursor-report probe of a plain ANSI terminal. */
    @Override
    protected TerminalSize findTerminalSize() {
        return size;
    }

    /**
     * A line break goes out as carriage return and line feed: there is no pty on the server to turn one
     * into the other, and the client's terminal is raw (text printed after the screen is given back).
     */
    @Override
    public void putCharacter(char c) throws IOException {
        if (c == '\n') writeToTerminal((byte) '\r', (byte) '\n');
        else super.putCharacter(c);
    }

    /** The character's UTF-8 bytes and no more (see {@link CharacterBytes}). */
    @Override
    protected byte[] translateCharacter(char c) {
        return CharacterBytes.of(c, getCharset());
    }

    /** The client's window changed: remember the new size and tell the listeners (the game redraws). */
    void resized(TerminalSize newSize) {
        if (newSize.equals(size)) return;
        size = newSize;
        onResized(newSize);
    }
}
