package escarmouche.ssh.hostkey;

import escarmouche.save.PrivateFiles;
import escarmouche.ssh.log.LogEvent;
import escarmouche.ssh.log.ServerLog;
import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.security.KeyPair;
import java.util.List;
import java.util.Optional;
import org.apache.sshd.common.config.keys.KeyUtils;
import org.apache.sshd.common.keyprovider.KeyPairProvider;

/**
 * The server's host key: made on the first start, then the same one on every start. Players' SSH
 * clients remember it and warn loudly when it changes, so it is never replaced behind the admin's back:
 * a key that is damaged, unreadable, of another type or readable by other users stops the server with a
 * {@link HostKeyException} saying what to do.
 */
public final class HostKey {
    /** Where earlier versions kept their key (a serialised Java key pair); it is no longer read. */
    public static final String OLD_FILE = "hostkey.ser";

    private final KeyPair pair;
    private final String fingerprint;
    /** What the admin should know at this start, as a key of the bundles ({@code ssh.hostkey.*}) and its arguments. */
    private final String noticeKey;
    private final List<String> noticeArgs;
    /** Whether this start made the key (then a start that cannot listen takes it back). */
    private final boolean made;

    private HostKey(KeyPair pair, String noticeKey, String... noticeArgs) {
        this(pair, noticeKey != null, noticeKey, noticeArgs);
    }

    private HostKey(KeyPair pair, boolean made, String noticeKey, String... noticeArgs) {
        this.made = made;
        this.pair = pair;
        this.fingerprint = KeyUtils.getFingerPrint(pair.getPublic());
        this.noticeKey = noticeKey;
        this.noticeArgs = List.of(noticeArgs);
    }

    /**
     * Reads the key in {@code file}, or makes it (and its {@code 0700} folder) when there is none.
     *
     * @throws HostKeyException when the file exists but cannot be served, or a new one cannot be written
     */
    public static HostKey loadOrCreate(Path file, ServerLog log) throws IOException {
        Path dir = file.toAbsolutePath().getParent();
        try {
            PrivateFiles.privateFolder(dir);
        } catch (IOException e) {
            throw failed(log, file, new HostKeyException("cannot make the host key's folder " + dir + " ("
                    + e.getMessage() + "): check that the server's user owns the data folder.", e));
        }
        if (Files.exists(file, LinkOption.NOFOLLOW_LINKS)) return read(file, log);
        KeyPair pair;
        try {
            pair = NewHostKey.make(file);
        } catch (FileAlreadyExistsException e) {
            // Another server starting on the same folder made it a moment ago: use that one.
            return read(file, log);
        } catch (HostKeyException e) {
            throw failed(log, file, e);
        } catch (IOException e) {
            throw failed(log, file, new HostKeyException("cannot write a new host key to " + file + " ("
                    + e.getMessage() + "): check that the server's user owns " + dir + " and the disk has room.", e));
        }
        HostKey made = new HostKey(pair, null);
        Path old = file.resolveSibling(OLD_FILE);
        if (Files.exists(old)) {
            // It is a private key too, written readable by everyone by those versions.
            PrivateFiles.restrict(old);
            made = new HostKey(pair, "ssh.hostkey.replaced", old.toString(), file.toString(), made.fingerprint,
                    "ssh-keygen -R '[HOST]:PORT'");
            log.write(LogEvent.HOSTKEY, "created file=" + file + " fingerprint=" + made.fingerprint
                    + " replaces-old=" + old + " players-see-a-changed-key");
        } else {
            made = new HostKey(pair, "ssh.hostkey.made", file.toString());
            log.write(LogEvent.HOSTKEY, "created file=" + file + " fingerprint=" + made.fingerprint);
        }
        return made;
    }

    private static HostKey read(Path file, ServerLog log) throws HostKeyException {
        try {
            KeyPair pair = HostKeyFile.read(file);
            HostKey key = new HostKey(pair, null);
            log.write(LogEvent.HOSTKEY, "loaded file=" + file + " fingerprint=" + key.fingerprint);
            // The admin publishes the fingerprint of the .pub (ssh-keygen -lf): it must be this key's, and nobody
            // else's to change. Missing, another key, or open to others: written again from the private key.
            Path pub = file.resolveSibling(file.getFileName() + ".pub");
            Optional<String> wrong = NewHostKey.publicHalfProblem(pub, pair.getPublic());
            if (wrong.isPresent()) {
                if (NewHostKey.writePublic(file, pair.getPublic())) {
                    log.write(LogEvent.HOSTKEY, "public-half-written file=" + pub + " was=" + wrong.get()
                            + " fingerprint=" + key.fingerprint);
                    // A .pub that was there is news for the admin: what they published from it may be wrong.
                    if (!wrong.get().equals("missing")) {
                        return new HostKey(pair, false, "ssh.hostkey.pub.rewritten", pub.toString(), wrong.get(),
                                key.fingerprint);
                    }
                } else {
                    log.write(LogEvent.ERROR, "hostkey public-half-unwritable file=" + pub + " was=" + wrong.get());
                }
            }
            return key;
        } catch (HostKeyException e) {
            throw failed(log, file, e);
        }
    }

    private static HostKeyException failed(ServerLog log, Path file, HostKeyException e) {
        log.write(LogEvent.ERROR, "hostkey file=" + file + " cannot-start " + e.getMessage());
        return e;
    }

    /**
     * Takes back a key this start made, when the server could not listen after all (its port in use): no client
     * has seen it, and the next start makes one again and says so, where keeping it would leave a new key that
     * no start ever announced.
     */
    public void unmadeIfNew(Path file, ServerLog log) {
        if (!made) return;
        try {
            Files.deleteIfExists(file.resolveSibling(file.getFileName() + ".pub"));
            Files.deleteIfExists(file);
            log.write(LogEvent.HOSTKEY, "removed file=" + file + " fingerprint=" + fingerprint + " server-did-not-start");
        } catch (IOException e) {
            // Kept: a key that works, only never announced; its line in the log says it was made.
        }
    }

    public KeyPairProvider provider() {
        return KeyPairProvider.wrap(pair);
    }

    /** The SHA256 fingerprint as {@code ssh-keygen -lf} prints it, for the admin to publish. */
    public String fingerprint() {
        return fingerprint;
    }

    /** What the admin should know about this start's key (a new key, or one that replaced an old one). */
    public Optional<String> notice() {
        return notice(ScreenMessages.of(Language.EN));
    }

    /** The same, said in {@code m}'s language. */
    public Optional<String> notice(ScreenMessages m) {
        return noticeKey == null ? Optional.empty() : Optional.of(m.text(noticeKey, noticeArgs.toArray()));
    }
}
