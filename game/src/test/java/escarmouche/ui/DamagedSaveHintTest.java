package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.launch.ContentCatalog;
import escarmouche.testing.KeptSaves;
import escarmouche.testing.RealContent;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Past fights at 80x24 says what is wrong with a damaged save in full, in English and French: the diagnosis names its
 * file first, a whole path on the local machine, which took the two rows under the list and cut what is wrong.
 */
class DamagedSaveHintTest {
    private static final Path GOLDEN = Path.of("src/test/resources/saves/format-1-ford-seed7.jsonl");
    private static final String NBSP = "\u00a0";

    @TempDir
    Path data;
    @TempDir
    Path temp;
    private Harness h;

    @BeforeEach
    void damaged() throws Exception {
        Path saves = Files.createDirectories(temp.resolve("a-rather-long-folder-for-the-saves").resolve("of-this-machine"));
        byte[] golden = Files.readAllBytes(GOLDEN);
        // Cut inside its header, as a disk that filled up may leave it: "not JSON" at line 1, column 4986.
        Path cut = saves.resolve("2026-12-07_05-00-06_goblins-at-the-ford.jsonl");
        Files.write(cut, Arrays.copyOf(golden, 4985));
        // One byte that is not UTF-8 on line 5, after its first character.
        byte[] bytes = golden.clone();
        int start = 0;
        for (int line = 1; line < 5; line++) start = new String(bytes, StandardCharsets.ISO_8859_1).indexOf('\n', start) + 1;
        bytes[start + 1] = (byte) 0xFF;
        Path badByte = saves.resolve("2026-12-07_05-00-02_goblins-at-the-ford.jsonl");
        Files.write(badByte, bytes);
        h = new Harness(new ContentCatalog(RealContent.content()), KeptSaves.local(saves), data);
    }

    @AfterEach
    void close() {
        h.close();
    }

    @Test
    @DisplayName("A damaged save's hint says what is wrong first, whole, then the file with its line and column")
    void reasonFirst() {
        h.keys("p");
        assertTrue(h.shows("Cannot be read: not JSON: the line ends inside a text: its closing double quote is missing"
                + " (2026-12-07_05-00-06_goblins-at-the-ford.jsonl:1:4986)"), h.screen());
        h.keys("j");
        assertTrue(h.shows("Cannot be read: not UTF-8 text (byte 0xFF): damaged, or not a recording"
                + " (2026-12-07_05-00-02_goblins-at-the-ford.jsonl:5:2)"), h.screen());
    }

    @Test
    @DisplayName("The same in French: the reason in French first, then the file")
    void reasonFirstInFrench() {
        h.keys("l").keys("p");
        assertTrue(h.shows("Illisible" + NBSP + ": pas du JSON" + NBSP + ": la ligne s'arrête au milieu d'un texte" + NBSP
                + ": il manque son guillemet fermant (2026-12-07_05-00-06_goblins-at-the-ford.jsonl:1:4986)"), h.screen());
        h.keys("j");
        assertTrue(h.shows("Illisible" + NBSP + ": pas du texte UTF-8 (octet 0xFF)" + NBSP + ": fichier abîmé, ou ce"
                + " n'est pas un enregistrement (2026-12-07_05-00-02_goblins-at-the-ford.jsonl:5:2)"), h.screen());
    }
}
