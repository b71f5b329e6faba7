package escarmouche.ssh.live;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;

/** A session's input that notes when the player last pressed a key (the idle time counts from there). */
public final class SessionKeys extends FilterInputStream {
    private final Session session;

    public SessionKeys(InputStream in, Session session) {
        super(in);
        this.session = session;
    }

    @Override
    public int read() throws IOException {
        int b = super.read();
        if (b >= 0) session.keyed();
        return b;
    }

    @Override
    public int read(byte[] buffer, int offset, int length) throws IOException {
        int n = super.read(buffer, offset, length);
        if (n > 0) session.keyed();
        return n;
    }
}
