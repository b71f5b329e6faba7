package escarmouche.save;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;

/**
 * Replaces a file so that a crash at any moment leaves either the old version or the new one, never a
 * mix: the new text goes to a temporary file beside it, is forced to disk, and is renamed over the old
 * one in one atomic step; the folder is then forced too, so the rename itself survives a power cut. The
 * version being replaced is first kept as {@code NAME.bak}, written the same way. Both are readable by
 * the game's user only ({@code 0600}, in {@code 0700} folders, see {@link PrivateFiles}): a player's saves
 * on a shared server are nobody else's business.
 */
public final class AtomicFile {
    private AtomicFile() {}

    /**
     * Replaces {@code file} with {@code text}, keeping the version it replaces as {@code NAME.bak}; a write of the very
     * text the file holds keeps the backup as it is. A continued fight's file is written again as soon as it is
     * opened, to learn at once whether it can be (a folder the game may not write in refuses the fight): that write
     * changes nothing, and rotating the backup for it made the file's own copy the "previous version", the real one
     * lost to a mere look at the fight. The file is still replaced, so the write tries all a real one does; the same
     * text as another system saved it ({@link #sameText}) is written back byte for byte, no backup made either.
     */
    public static void write(Path file, String text) throws IOException {
        Path dir = file.toAbsolutePath().getParent();
        PrivateFiles.createFolders(dir);
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        // An empty file is a new fight's, just claimed (SaveFolder.claim): no previous version to keep.
        if (Files.isRegularFile(file) && Files.size(file) > 0) {
            byte[] before = Files.readAllBytes(file);
            if (sameText(before, bytes)) {
                // The same text, perhaps as an editor on Windows saved it (CR LF, a byte order mark): the file is
                // written back as it was, byte for byte, which still tries all a real write does.
                bytes = before;
            } else {
                replace(backupOf(file), before, dir);
            }
        }
        replace(file, bytes, dir);
    }

    /** UTF-8's byte order mark, which some editors put first and every reader of the game skips. */
    private static final byte[] BOM = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};

    /**
     * Whether {@code before} holds the text {@code after} does, but for what the readers pass over: a byte order mark
     * first, and lines ending CR LF rather than LF (a save copied through a Windows editor or mail).
     */
    static boolean sameText(byte[] before, byte[] after) {
        if (Arrays.equals(before, after)) return true;
        int i = before.length >= BOM.length && Arrays.equals(before, 0, BOM.length, BOM, 0, BOM.length) ? BOM.length : 0;
        int j = 0;
        while (i < before.length && j < after.length) {
            if (before[i] == '\r' && after[j] == '\n' && i + 1 < before.length && before[i + 1] == '\n') i++;
            if (before[i++] != after[j++]) return false;
        }
        return i == before.length && j == after.length;
    }

    /**
     * Replaces {@code file} the same way, keeping no previous version (a fight's report, written again whole). A link
     * or anything else found under its name is replaced by the new file, never followed.
     */
    static void writeAlone(Path file, String text) throws IOException {
        Path dir = file.toAbsolutePath().getParent();
        PrivateFiles.createFolders(dir);
        replace(file, text.getBytes(StandardCharsets.UTF_8), dir);
    }

    /** Where the previous version of {@code file} is kept. */
    public static Path backupOf(Path file) {
        return file.resolveSibling(file.getFileName() + ".bak");
    }

    /**
     * The temporary files a write of {@code file} goes through: one for it, one for its backup. Only a crash
     * in the middle of a write leaves one behind (a failed write removes its own).
     */
    public static List<Path> temporariesOf(Path file) {
        return List.of(temporaryOf(file), temporaryOf(backupOf(file)));
    }

    static Path temporaryOf(Path target) {
        return target.resolveSibling("." + target.getFileName() + ".tmp");
    }

    /**
     * The file a temporary of {@link #temporariesOf} belongs to, read back from its name ({@code .NAME.tmp} and
     * {@code .NAME.bak.tmp} give {@code NAME}); empty for any other file.
     */
    static Optional<Path> ownerOfTemporary(Path temporary) {
        String name = String.valueOf(temporary.getFileName());
        if (!name.startsWith(".") || !name.endsWith(".tmp") || name.length() <= ".tmp".length()) return Optional.empty();
        String target = name.substring(1, name.length() - ".tmp".length());
        if (target.endsWith(".bak")) target = target.substring(0, target.length() - ".bak".length());
        return target.isEmpty() ? Optional.empty() : Optional.of(temporary.resolveSibling(target));
    }

    private static void replace(Path target, byte[] bytes, Path dir) throws IOException {
        Path temp = temporaryOf(target);
        // A leftover temporary file may have the permissions of an earlier version: start from a new one.
        Files.deleteIfExists(temp);
        try {
            try (FileChannel out = PrivateFiles.open(temp, EnumSet.of(StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE))) {
                ByteBuffer buffer = ByteBuffer.wrap(bytes);
                while (buffer.hasRemaining()) out.write(buffer);
                out.force(true);
            }
            Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (IOException e) {
            // A full disk leaves half a temporary file: it holds nothing the old version lacks, and the space
            // it takes is what the next try needs.
            try {
                Files.deleteIfExists(temp);
            } catch (IOException gone) {
                e.addSuppressed(gone);
            }
            throw e;
        }
        forceFolder(dir);
    }

    /** Makes a rename in {@code dir} durable; where a folder cannot be opened (not POSIX), nothing to do. */
    private static void forceFolder(Path dir) {
        try (FileChannel d = FileChannel.open(dir, StandardOpenOption.READ)) {
            d.force(true);
        } catch (IOException | UnsupportedOperationException e) {
            // Some systems cannot open a folder for reading: the rename is then as durable as they make it.
        }
    }
}
