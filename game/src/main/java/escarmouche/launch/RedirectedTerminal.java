package escarmouche.launch;

import java.io.IOException;

/**
 * The local terminal was not opened: standard input or output is not a terminal (output piped to a file or to
 * another program, input from a file). Opening it anyway would write the screens' escape codes into the file
 * while the keys were awaited from a terminal nobody sees. Nothing was written, nor any setting changed.
 */
final class RedirectedTerminal extends IOException {
    private static final long serialVersionUID = 1L;

    RedirectedTerminal() {
        super("standard input or output is not a terminal");
    }
}
