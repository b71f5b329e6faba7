package escarmouche.save;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileTime;
import java.util.Objects;

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

    // Written out rather than generated: a record's generated equals is linked at its first call by a bootstrap
    // that builds method handles, about 16 ms in a JVM just started, and the title screen compares the saves'
    // stamps right before it is drawn (docs/speed-rounds.md, twenty-second round).
    @Override
    public boolean equals(Object o) {
        return o instanceof FileStamp f && size == f.size && Objects.equals(modified, f.modified)
                && Objects.equals(key, f.key);
    }

    @Override
    public int hashCode() {
        return Objects.hash(size, modified, key);
    }
}
