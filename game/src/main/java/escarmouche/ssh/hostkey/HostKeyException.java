package escarmouche.ssh.hostkey;

import java.io.IOException;

/**
 * The host key cannot be served: its message names the file, says what is wrong and what the admin can
 * do. The server turns it into its {@code ServerStartException} and does not start.
 */
public final class HostKeyException extends IOException {
    public HostKeyException(String message) {
        super(message);
    }

    public HostKeyException(String message, Throwable cause) {
        super(message, cause);
    }
}
