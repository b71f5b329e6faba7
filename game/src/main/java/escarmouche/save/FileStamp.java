package escarmouche.save;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileTime;

/**
 * What tells a file's versions apart without reading it: its size, its modification time and its identity
 * on the file system (the inode, where there is one). A recording grows with each input and a rewrite
 * replaces the file whole, so a recording read once needs reading again only when its stamp changed.
 *
 * @param key the file system's identity for the file, null where it gives none
 */
public record FileStamp(long size, FileTime modified, Object key) {
    /** The file's stamp now, or null when it cannot be had (gone, unreadable, not a regular file). */
    public static FileStamp of(Path file) {
        try {
            BasicFileAttributes a = Files.readAttributes(file, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
            return a.isRegularFile() ? new FileStamp(a.size(), a.lastModifiedTime(), a.fileKey()) : null;
        } catch (IOException | SecurityException e) {
            return null;
        }
    }
}
