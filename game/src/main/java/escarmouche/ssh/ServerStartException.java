package escarmouche.ssh;

import java.io.IOException;

/** The server cannot start safely; the message tells the admin what is wrong and what to do. */
public final class ServerStartException extends IOException {
    public ServerStartException(String message) {
        super(message);
    }

    public ServerStartException(String message, Throwable cause) {
        super(message, cause);
    }
}
