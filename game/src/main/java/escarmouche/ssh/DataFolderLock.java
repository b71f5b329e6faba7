package escarmouche.ssh;

import escarmouche.lang.TerminalControl;
import escarmouche.save.PrivateFiles;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.EnumSet;
import java.util.Optional;

/**
 * One server per data folder: two would both make a host key at their first start, claim one player name
 * for two keys, and write one player's saves from two games. The lock is the operating system's on
 * {@code server.lock}, held while the server runs and let go when its process ends, however it ends: a
 * crash leaves no lock behind to clear by hand. The file says which process holds it, for the admin.
 * The players command ({@code ./play players}) takes no lock: an admin adds players while the server runs.
 */
public final class DataFolderLock implements AutoCloseable {
    static final String FILE = "server.lock";

    private final FileChannel channel;
    private final FileLock lock;

    private DataFolderLock(FileChannel channel, FileLock lock) {
        this.channel = channel;
        this.lock = lock;
    }

    /**
     * Takes the data folder for this server, making the folder if need be.
     *
     * @return the lock, or empty when another server holds it ({@link #holder} says which)
     */
    public static Optional<DataFolderLock> take(Path dataDir) throws IOException {
        PrivateFiles.privateFolder(dataDir);
        Path file = dataDir.resolve(FILE);
        FileChannel channel = PrivateFiles.open(file, EnumSet.of(StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                StandardOpenOption.READ));
        try {
            FileLock lock = tryLock(channel);
            if (lock == null) {
                channel.close();
                return Optional.empty();
            }
            byte[] who = ("pid " + ProcessHandle.current().pid() + " since "
                    + Instant.now().truncatedTo(ChronoUnit.SECONDS) + "\n").getBytes(StandardCharsets.UTF_8);
            channel.truncate(0);
            channel.write(ByteBuffer.wrap(who), 0);
            channel.force(false);
            return Optional.of(new DataFolderLock(channel, lock));
        } catch (IOException | RuntimeException e) {
            channel.close();
            throw e;
        }
    }

    /** The lock, or null when another process holds it, or this very one (a second server started in it). */
    private static FileLock tryLock(FileChannel channel) throws IOException {
        try {
            return channel.tryLock();
        } catch (OverlappingFileLockException e) {
            return null;
        }
    }

    /** What the lock file says of the server holding it ("pid 4242 since ..."), or empty if it cannot be read. */
    public static String holder(Path dataDir) {
        try (InputStream in = Files.newInputStream(dataDir.resolve(FILE))) {
            String text = new String(in.readNBytes(200), StandardCharsets.UTF_8).strip();
            return TerminalControl.replaced(text, ' ');
        } catch (IOException e) {
            return "";
        }
    }

    /** Lets the folder go; the file stays, empty of meaning until the next server takes it. */
    @Override
    public void close() throws IOException {
        try {
            lock.release();
        } finally {
            channel.close();
        }
    }
}
