package escarmouche.save;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.OpenOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.EnumSet;
import java.util.Set;

/**
 * Files and folders that only the user running the game may read: saves, logs, the SSH host key. On a
 * POSIX file system files are made {@code 0600} and folders {@code 0700} as they are created (so there
 * is no moment when another user could open them); elsewhere (Windows) the permissions are left to the
 * system and every method here quietly does the plain thing.
 */
public final class PrivateFiles {
    public static final Set<PosixFilePermission> FILE = PosixFilePermissions.fromString("rw-------");
    public static final Set<PosixFilePermission> FOLDER = PosixFilePermissions.fromString("rwx------");
    private static final Set<PosixFilePermission> OTHERS = EnumSet.of(
            PosixFilePermission.GROUP_READ, PosixFilePermission.GROUP_WRITE, PosixFilePermission.GROUP_EXECUTE,
            PosixFilePermission.OTHERS_READ, PosixFilePermission.OTHERS_WRITE, PosixFilePermission.OTHERS_EXECUTE);

    private PrivateFiles() {}

    /** Whether the file system holding {@code path} has POSIX permissions. */
    public static boolean posix(Path path) {
        return path.getFileSystem().supportedFileAttributeViews().contains("posix");
    }

    /** Creates {@code dir} and its missing parents, each new one {@code 0700}; existing folders are left as they are. */
    public static void createFolders(Path dir) throws IOException {
        if (posix(dir)) {
            Files.createDirectories(dir, PosixFilePermissions.asFileAttribute(FOLDER));
        } else {
            Files.createDirectories(dir);
        }
    }

    /** Creates {@code dir} like {@link #createFolders} and, if it already existed, takes group and others' access away. */
    public static void privateFolder(Path dir) throws IOException {
        createFolders(dir);
        restrict(dir);
    }

    /** Opens (creating {@code 0600} when missing) a file channel with these options. */
    public static FileChannel open(Path file, Set<? extends OpenOption> options) throws IOException {
        if (posix(file)) {
            return FileChannel.open(file, options, PosixFilePermissions.asFileAttribute(FILE));
        }
        return FileChannel.open(file, options);
    }

    /**
     * Takes group and others' permissions off an existing file or folder (files written by earlier
     * versions were readable by everyone). Best effort: a file owned by someone else stays as it is.
     */
    public static void restrict(Path path) {
        try {
            PosixFileAttributeView view = Files.getFileAttributeView(path, PosixFileAttributeView.class,
                    LinkOption.NOFOLLOW_LINKS);
            if (view == null) return;
            Set<PosixFilePermission> now = view.readAttributes().permissions();
            if (now.stream().noneMatch(OTHERS::contains)) return;
            Set<PosixFilePermission> kept = EnumSet.noneOf(PosixFilePermission.class);
            kept.addAll(now);
            kept.removeAll(OTHERS);
            view.setPermissions(kept);
        } catch (IOException | RuntimeException e) {
            // Not ours to change, or gone: the caller goes on with the file as it is.
        }
    }

    /** Whether users other than the owner have any permission on {@code path} (always false without POSIX permissions). */
    public static boolean openToOthers(Path path) throws IOException {
        if (!posix(path)) return false;
        return Files.getPosixFilePermissions(path).stream().anyMatch(OTHERS::contains);
    }
}
