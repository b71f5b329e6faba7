package escarmouche.ssh.account;

import escarmouche.save.PrivateFiles;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Set;

/**
 * Files only the server's user may read (folders 0700, files 0600), written whole or not at all: a
 * temporary file beside the target is filled, flushed to disk and then renamed or linked over it.
 */
final class AccountFiles {
    private static final Set<PosixFilePermission> FOLDER = PosixFilePermissions.fromString("rwx------");
    private static final Set<PosixFilePermission> FILE = PosixFilePermissions.fromString("rw-------");

    private AccountFiles() {}

    /**
     * Creates {@code dir} if needed and makes it the owner's alone; the parents it makes are the owner's alone
     * too ({@code players add} before the first {@code serve} makes the data folder as {@code serve} would).
     */
    static void folder(Path dir) throws IOException {
        PrivateFiles.createFolders(dir);
        if (posix(dir)) Files.setPosixFilePermissions(dir, FOLDER);
    }

    /** Replaces {@code target} with {@code text}, atomically. */
    static void replace(Path target, String text) throws IOException {
        Path temp = temporary(target, text);
        try {
            try {
                Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(temp);
        }
    }

    /**
     * Creates {@code target} holding {@code text}, only if it does not exist yet: of two writers racing,
     * exactly one succeeds (a hard link fails if the name is taken), the other gets false.
     */
    static boolean createNew(Path target, String text) throws IOException {
        Path temp = temporary(target, text);
        try {
            Files.createLink(target, temp);
            return true;
        } catch (FileAlreadyExistsException taken) {
            return false;
        } catch (UnsupportedOperationException noLinks) {
            // A file system without hard links: creating the file exclusively still lets one writer win.
            try {
                Files.writeString(target, text, StandardCharsets.UTF_8, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
                return true;
            } catch (FileAlreadyExistsException taken) {
                return false;
            }
        } finally {
            Files.deleteIfExists(temp);
        }
    }

    private static Path temporary(Path target, String text) throws IOException {
        Path dir = target.getParent();
        Path temp = posix(dir)
                ? Files.createTempFile(dir, "." + target.getFileName(), ".new", attribute(FILE))
                : Files.createTempFile(dir, "." + target.getFileName(), ".new");
        try (FileChannel channel = FileChannel.open(temp, StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING)) {
            channel.write(StandardCharsets.UTF_8.encode(text));
            channel.force(true);
        } catch (IOException | RuntimeException e) {
            Files.deleteIfExists(temp);
            throw e;
        }
        return temp;
    }

    private static boolean posix(Path p) {
        return p.getFileSystem().supportedFileAttributeViews().contains("posix");
    }

    private static FileAttribute<Set<PosixFilePermission>> attribute(Set<PosixFilePermission> permissions) {
        return PosixFilePermissions.asFileAttribute(permissions);
    }
}
