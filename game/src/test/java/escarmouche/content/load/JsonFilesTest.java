package escarmouche.content.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.IOException;
import java.io.InputStream;
import java.io.RandomAccessFile;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What one file may make the reader hold: its bytes are bounded before its text is. */
class JsonFilesTest {
    /** {@code count} spaces, then {@code {}}: a valid JSON text of any size, made as it is read. */
    private static InputStream spacesThenObject(long count) {
        return new InputStream() {
            private long left = count + 2;

            @Override
            public int read() {
                if (left == 0) return -1;
                left--;
                return left == 1 ? '{' : left == 0 ? '}' : ' ';
            }

            @Override
            public int read(byte[] b, int off, int len) {
                if (left == 0) return -1;
                int n = 0;
                while (n < len && left > 0) b[off + n++] = (byte) read();
                return n;
            }
        };
    }

    @Test
    @DisplayName("a file of 16 MiB is read; one byte more is refused as no content or scenario file, before it is parsed")
    void theSizeIsBounded() {
        assertEquals(16 << 20, JsonFiles.MAX_BYTES);
        List<Problem> problems = new ArrayList<>();
        assertNotNull(new JsonFiles().read(spacesThenObject(JsonFiles.MAX_BYTES - 2), new Issues("big.json", problems)));
        assertEquals(List.of(), problems);
        assertNull(new JsonFiles().read(spacesThenObject(JsonFiles.MAX_BYTES - 1), new Issues("big.json", problems)));
        assertEquals(List.of("big.json: the file is larger than 16 MiB: this is not a content or scenario file"),
                problems.stream().map(Problem::toString).toList());
    }

    @Test
    @DisplayName("a file that says it is larger than 16 MiB is refused before a byte of it is read")
    void aLargeFileIsRefusedByItsSize(@TempDir Path tmp) throws IOException {
        Path file = tmp.resolve("huge.json");
        // Sparse where the file system allows: its size without its bytes, and no byte of it is JSON.
        try (RandomAccessFile f = new RandomAccessFile(file.toFile(), "rw")) {
            f.setLength(JsonFiles.MAX_BYTES + 1L);
        }
        List<Problem> problems = new ArrayList<>();
        assertNull(new JsonFiles().read(file, new Issues("huge.json", problems)));
        assertEquals(List.of("huge.json: the file is larger than 16 MiB: this is not a content or scenario file"),
                problems.stream().map(Problem::toString).toList());
    }
}
