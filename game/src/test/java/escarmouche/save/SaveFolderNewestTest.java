package escarmouche.save;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The saves' listing: which files count as recordings, newest first, and how many are listed. */
class SaveFolderNewestTest {
    @TempDir
    Path dir;

    private List<String> names(List<Path> files) {
        List<String> out = new ArrayList<>();
        for (Path p : files) out.add(p.getFileName().toString());
        return out;
    }

    @Test
    @DisplayName("The newest recording first, a second fight of the same second before the first, other files left out")
    void newestFirst() throws IOException {
        for (String name : List.of("2026-11-23_23-50-12_ford.jsonl", "2026-11-23_23-50-12_ford-2.jsonl",
                "2026-11-24_08-00-00_crypt.jsonl", "2026-11-22_10-00-00_wolf.jsonl", "2026-11-25_00-00-00_x.jsonl.bak",
                "2026-11-25_00-00-00_x.jsonl.lock", ".2026-11-26_00-00-00_hidden.jsonl", "notes.txt")) {
            Files.writeString(dir.resolve(name), "");
        }
        assertEquals(List.of("2026-11-24_08-00-00_crypt.jsonl", "2026-11-23_23-50-12_ford-2.jsonl",
                "2026-11-23_23-50-12_ford.jsonl", "2026-11-22_10-00-00_wolf.jsonl"), names(new SaveFolder(dir).newest()));
    }

    @Test
    @DisplayName("Only the newest LISTED recordings are listed; a missing folder lists none")
    void capped() throws IOException {
        for (int i = 0; i < SaveFolder.LISTED + 5; i++) {
            Files.writeString(dir.resolve(String.format("2026-11-%02d_00-00-00_f.jsonl", i + 1)), "");
        }
        List<String> listed = names(new SaveFolder(dir).newest());
        assertEquals(SaveFolder.LISTED, listed.size());
        assertEquals(String.format("2026-11-%02d_00-00-00_f.jsonl", SaveFolder.LISTED + 5), listed.get(0));
        assertEquals("2026-11-06_00-00-00_f.jsonl", listed.get(SaveFolder.LISTED - 1));
        assertEquals(List.of(), new SaveFolder(dir.resolve("none")).newest());
    }
}
