package escarmouche.ssh.hostkey;

import escarmouche.save.PrivateFiles;
import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.security.PublicKey;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import javax.security.auth.login.FailedLoginException;
import org.apache.sshd.common.NamedResource;
import org.apache.sshd.common.config.keys.KeyUtils;
import org.apache.sshd.common.config.keys.loader.openssh.OpenSSHKeyPairResourceParser;
import org.apache.sshd.common.keyprovider.KeyPairProvider;
import org.apache.sshd.common.util.security.SecurityUtils;

/**
 * Reads the host key file and checks it is safe to serve: an unencrypted Ed25519 private key in OpenSSH's
 * format, readable by the server's user only. Anything else is a {@link HostKeyException} whose
 * message names the file, says what is wrong and what the admin can do: a server that quietly made a new
 * key would show players a changed host key they could not tell from an attack.
 */
final class HostKeyFile {
    /** An Ed25519 key file is about 400 bytes; anything this big is not one. */
    static final long MAX_SIZE = 64 * 1024;

    private HostKeyFile() {}

    static KeyPair read(Path file) throws HostKeyException {
        if (!Files.isRegularFile(file)) {
            throw problem(file, "is not a file (a folder, or something else)");
        }
        try {
            if (PrivateFiles.openToOthers(file)) {
                throw new HostKeyException("the host key " + file + " can be read or changed by other users of "
                        + "this machine (its permissions are " + PosixFilePermissions.toString(Files.getPosixFilePermissions(file))
                        + "); the server only uses a key that is private to its own user. If nobody else could "
                        + "have copied it, make it private with: chmod 600 " + file + ". Otherwise delete it: the "
                        + "next start makes a new key, whose fingerprint you tell your players.");
            }
            if (Files.size(file) > MAX_SIZE) throw problem(file, "is too big to be an SSH host key");
            return parse(file, Files.readAllBytes(file));
        } catch (HostKeyException e) {
            throw e;
        } catch (AccessDeniedException e) {
            throw new HostKeyException("the host key " + file + " cannot be read by the server's user: check "
                    + "that this user owns it (chown) and that its permissions are 600. If it is lost, restore it "
                    + "from a backup, or delete it to make a new one at the next start and tell your players the "
                    + "new fingerprint.", e);
        } catch (IOException e) {
            throw new HostKeyException("the host key " + file + " cannot be read (" + e.getMessage() + "). "
                    + "Restore it from a backup, or delete it to make a new one at the next start and tell your "
                    + "players the new fingerprint.", e);
        }
    }

    private static KeyPair parse(Path file, byte[] bytes) throws HostKeyException {
        Collection<KeyPair> pairs;
        try {
            List<String> lines = new String(bytes, java.nio.charset.StandardCharsets.US_ASCII).lines().toList();
            pairs = OpenSSHKeyPairResourceParser.INSTANCE.loadKeyPairs(null, NamedResource.ofName(file.toString()),
                    null, lines);
        } catch (FailedLoginException e) {
            throw new HostKeyException("the host key " + file + " is protected by a passphrase, which a server "
                    + "cannot type at each start. Remove the passphrase (ssh-keygen -p -f " + file + ") or "
                    + "delete the file to make a new key at the next start and tell your players the new fingerprint.", e);
        } catch (IOException | GeneralSecurityException | RuntimeException e) {
            throw problem(file, "is damaged (" + e.getMessage() + ")");
        }
        List<KeyPair> found = pairs == null ? List.of() : new ArrayList<>(pairs);
        if (found.isEmpty()) throw problem(file, "does not hold a private key in OpenSSH's format");
        if (found.size() > 1) throw problem(file, "holds " + found.size() + " keys instead of one");
        KeyPair pair = found.get(0);
        String type = KeyUtils.getKeyType(pair);
        if (!KeyPairProvider.SSH_ED25519.equals(type)) {
            throw problem(file, "holds a key of type " + type + ", not the Ed25519 key (ssh-ed25519) the server "
                    + "uses");
        }
        matching(file, pair);
        return pair;
    }

    /** The public half is stored beside the private one: a file damaged in one of them fails here. */
    private static void matching(Path file, KeyPair pair) throws HostKeyException {
        try {
            PublicKey recovered = SecurityUtils.recoverEDDSAPublicKey(pair.getPrivate());
            if (!KeyUtils.compareKeys(recovered, pair.getPublic())) {
                throw problem(file, "is damaged (its public and private halves do not match)");
            }
        } catch (GeneralSecurityException | RuntimeException e) {
            throw problem(file, "is damaged (" + e.getMessage() + ")");
        }
    }

    private static HostKeyException problem(Path file, String what) {
        return new HostKeyException("the host key " + file + " " + what + ". The server does not make a new "
                + "key by itself: players would see a changed host key they cannot tell from an attack. Restore the "
                + "file from a backup, or delete it to make a new key at the next start and tell your players the "
                + "new fingerprint" + ".");
    }
}
