package escarmouche.ssh;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** One server per data folder. */
class DataFolderLockTest {
    @TempDir
    Path dir;

    @Test
    @DisplayName("A data folder held by a server is refused to a second, which reads who holds it; let go, it is free again")
    void oneServerPerFolder() throws Exception {
        Path data = dir.resolve("data");
        Optional<DataFolderLock> first = DataFolderLock.take(data);
        assertTrue(first.isPresent(), "a new folder is made and taken");
        assertTrue(Files.isDirectory(data));
        assertTrue(DataFolderLock.take(data).isEmpty(), "taken twice");
        assertTrue(DataFolderLock.holder(data).startsWith("pid " + ProcessHandle.current().pid() + " since "),
                DataFolderLock.holder(data));
        first.get().close();
        Optional<DataFolderLock> again = DataFolderLock.take(data);
        assertTrue(again.isPresent(), "free once let go");
        again.get().close();
    }

    @Test
    @DisplayName("What the lock file says is read safely: a line of at most 200 characters, no control character")
    void holderIsCleaned() throws Exception {
        Files.writeString(dir.resolve(DataFolderLock.FILE), "pid 7\u001b[2J\n" + "x".repeat(5000));
        String holder = DataFolderLock.holder(dir);
        assertTrue(holder.length() <= 200, holder);
        assertTrue(holder.startsWith("pid 7 [2J"), holder);
        assertEquals("", DataFolderLock.holder(dir.resolve("missing")));
    }
}
