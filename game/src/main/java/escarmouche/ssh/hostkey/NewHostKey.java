package escarmouche.ssh.hostkey;

import escarmouche.save.PrivateFiles;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.security.PublicKey;
import java.util.EnumSet;
import org.apache.sshd.common.config.keys.KeyUtils;
import org.apache.sshd.common.config.keys.writer.openssh.OpenSSHKeyPairResourceWriter;
import org.apache.sshd.common.keyprovider.KeyPairProvider;

/**
 * Makes the host key on the first start: a new Ed25519 key in OpenSSH's format (so {@code ssh-keygen -lf}
 * reads it), written to a private temporary file, forced to disk, then put in place in one step that
 * never replaces an existing file. The public half goes beside it, {@code NAME.pub}, for the admin.
 */
final class NewHostKey {
    static final String COMMENT = "escarmouche host key";

    private NewHostKey() {}

    /** Writes a new key to {@code file}; an existing file is left as it is ({@link FileAlreadyExistsException}). */
    static KeyPair make(Path file) throws IOException {
        KeyPair pair;
        byte[] privateText;
        byte[] publicText;
        try {
            pair = KeyUtils.generateKeyPair(KeyPairProvider.SSH_ED25519, 256);
            ByteArrayOutputStream text = new ByteArrayOutputStream();
            OpenSSHKeyPairResourceWriter.INSTANCE.writePrivateKey(pair, COMMENT, null, text);
            privateText = text.toByteArray();
            text.reset();
            OpenSSHKeyPairResourceWriter.INSTANCE.writePublicKey(pair.getPublic(), COMMENT, text);
            publicText = text.toByteArray();
        } catch (GeneralSecurityException | RuntimeException e) {
            throw new HostKeyException("cannot make an Ed25519 host key (" + e.getMessage() + "): this Java "
                    + "lacks the Bouncy Castle provider the server needs.", e);
        }
        Path dir = file.toAbsolutePath().getParent();
        Path temp = dir.resolve("." + file.getFileName() + ".new");
        Files.deleteIfExists(temp);
        write(temp, privateText);
        try {
            place(temp, file);
        } finally {
            Files.deleteIfExists(temp);
        }
        forceFolder(dir);
        writePublic(file, publicText);
        return pair;
    }

    /**
     * Writes the public half beside a key that has lost it ({@code NAME.pub} deleted), as a first start writes
     * it: the admin prints the fingerprint from it ({@code ssh-keygen -lf NAME.pub}). False when it could not be.
     */
    static boolean writePublic(Path file, PublicKey key) {
        ByteArrayOutputStream text = new ByteArrayOutputStream();
        try {
            OpenSSHKeyPairResourceWriter.INSTANCE.writePublicKey(key, COMMENT, text);
        } catch (IOException | GeneralSecurityException | RuntimeException e) {
            return false;
        }
        return writePublic(file, text.toByteArray());
    }

    /**
     * What is wrong with the public half {@code pub} of {@code key}, as the log says it: {@code missing},
     * {@code not-a-file} (a folder, a link), {@code not-this-key} (another key, damaged, or more than one line of
     * keys), {@code permissions=rw-rw-rw-} (anything but 0600, the mode of every file the server writes); empty
     * when it is right. Its comment is the admin's to change.
     */
    static java.util.Optional<String> publicHalfProblem(Path pub, PublicKey key) {
        if (!Files.exists(pub, java.nio.file.LinkOption.NOFOLLOW_LINKS)) return java.util.Optional.of("missing");
        if (!Files.isRegularFile(pub, java.nio.file.LinkOption.NOFOLLOW_LINKS)) return java.util.Optional.of("not-a-file");
        try {
            if (Files.size(pub) > HostKeyFile.MAX_SIZE) return java.util.Optional.of("not-this-key");
            java.util.List<String> lines = Files.readAllLines(pub, java.nio.charset.StandardCharsets.UTF_8).stream()
                    .map(String::strip).filter(l -> !l.isEmpty() && !l.startsWith("#")).toList();
            String[] expected = org.apache.sshd.common.config.keys.PublicKeyEntry.toString(key).split(" ");
            String[] found = lines.size() == 1 ? lines.get(0).split("\\s+") : new String[0];
            if (found.length < 2 || !found[0].equals(expected[0]) || !found[1].equals(expected[1])) {
                return java.util.Optional.of("not-this-key");
            }
            if (pub.getFileSystem().supportedFileAttributeViews().contains("posix")) {
                String mode = java.nio.file.attribute.PosixFilePermissions.toString(Files.getPosixFilePermissions(pub,
                        java.nio.file.LinkOption.NOFOLLOW_LINKS));
                if (!mode.equals("rw-------")) return java.util.Optional.of("permissions=" + mode);
            }
            return java.util.Optional.empty();
        } catch (IOException | RuntimeException unreadable) {
            return java.util.Optional.of("unreadable");
        }
    }

    private static boolean writePublic(Path file, byte[] publicText) {
        Path pub = file.resolveSibling(file.getFileName() + ".pub");
        try {
            Path pubTemp = file.toAbsolutePath().getParent().resolve("." + pub.getFileName() + ".new");
            Files.deleteIfExists(pubTemp);
            write(pubTemp, publicText);
            Files.move(pubTemp, pub, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            return true;
        } catch (IOException e) {
            // The public half is a convenience: the private file holds it too.
            return false;
        }
    }

    private static void write(Path temp, byte[] bytes) throws IOException {
        try (FileChannel out = PrivateFiles.open(temp, EnumSet.of(StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE))) {
            ByteBuffer buffer = ByteBuffer.wrap(bytes);
            while (buffer.hasRemaining()) out.write(buffer);
            out.force(true);
        }
    }

    /**
     * A hard link puts the complete file in place only if no file has that name, atomically: of two servers
     * starting together on one folder, one key wins and the other start reads it. Where links are not
     * possible, a rename after a check does nearly as well.
     */
    private static void place(Path temp, Path file) throws IOException {
        try {
            Files.createLink(file, temp);
        } catch (FileAlreadyExistsException e) {
            throw e;
        } catch (IOException | UnsupportedOperationException e) {
            if (Files.exists(file)) throw new FileAlreadyExistsException(file.toString());
            Files.move(temp, file, StandardCopyOption.ATOMIC_MOVE);
        }
    }

    private static void forceFolder(Path dir) {
        try (FileChannel d = FileChannel.open(dir, StandardOpenOption.READ)) {
            d.force(true);
        } catch (IOException | UnsupportedOperationException e) {
            // Some systems cannot open a folder: the new name is then as durable as they make it.
        }
    }
}
