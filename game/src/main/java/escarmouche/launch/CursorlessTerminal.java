package escarmouche.launch;

import java.io.IOException;

/**
 * The local terminal was not opened: its {@code TERM} names one that cannot move its cursor (TERM=dumb), on which
 * the screens would come out as a stream of escape codes. Nothing was written to it, nor its settings changed.
 */
final class CursorlessTerminal extends IOException {
    private static final long serialVersionUID = 1L;
    /** The {@code TERM} the environment gave, as it was. */
    final String term;

    CursorlessTerminal(String term) {
        super("TERM=" + term + " cannot move its cursor");
        this.term = term;
    }
}
