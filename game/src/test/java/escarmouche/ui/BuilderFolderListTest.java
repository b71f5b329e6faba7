package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.googlecode.lanterna.input.KeyType;
import escarmouche.launch.ContentCatalog;
import escarmouche.testing.RealContent;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The lists of the player's own encounters: every file of the folder listed, or named with why not. */
class BuilderFolderListTest extends ScreenTest {
    @TempDir
    Path own;

    private static String scenario(String name) {
        return "{\"format\": 1, \"name\": \"" + name + "\", \"map\": {\"rows\": [\"#####\", \"#...#\", \"#####\"]},"
                + " \"combatants\": [{\"id\": \"kenji\", \"template\": \"samurai\", \"at\": [1, 1]},"
                + " {\"id\": \"g1\", \"template\": \"goblin\", \"at\": [3, 1]}]}";
    }

    @Test
    @DisplayName("A file placed by hand whose name is not an encounter's id (Wolf_Pack.json) is named under the list of"
            + " your encounters with why, and New fight says files are left out")
    void oddNamesSaid() throws Exception {
        Files.writeString(own.resolve("Wolf_Pack.json"), scenario("Wolf pack"));
        Files.writeString(own.resolve("mill.json"), scenario("Mill"));
        h = new Harness(new ContentCatalog(RealContent.content()).keeping(own, "encounters"), data);
        h.keys("n");
        assertTrue(h.row(1).contains("1 file of yours not listed: Build an encounter, then e, says why."),
                h.screen());
        h.esc().keys("b").keys("e");
        assertTrue(h.shows("Mill"), h.screen());
        assertTrue(h.shows("Not listed: Wolf_Pack.json. An encounter is known by its file name, and the game takes"), h.screen());
        assertTrue(h.shows("(wolf-pack.json) to list it."), h.screen());
        h.esc().esc().keys("l").keys("b").keys("e");
        assertTrue(h.shows("Non listés\u00a0: Wolf_Pack.json. Une rencontre est connue par le nom de son fichier"), h.screen());
    }

    @Test
    @DisplayName("Playing locally, a folder of 104 encounters lists them all: no cap of 100 on a GM's own folder")
    void localFolderListsAll() throws Exception {
        for (int i = 0; i < 104; i++) Files.writeString(own.resolve(String.format("e%03d.json", i)), scenario("Fight " + i));
        h = new Harness(new ContentCatalog(RealContent.content()).keeping(own, "encounters"), data);
        h.keys("b");
        assertTrue(h.shows("Edit one of your encounters (104)"), h.screen());
        h.esc().keys("n").press(KeyType.End);
        assertTrue(h.shows("Fight 103"), h.screen());
        assertTrue(!h.shows("not listed"), h.screen());
    }

    @Test
    @DisplayName("A copy of the content's weapons.json in the folder (w.json) is named under the list as no encounter,"
            + " not opened as a 0x0 map; a file that is no JSON stays listed, as unreadable")
    void otherKindsOfFileSaid() throws Exception {
        Path content = Path.of(System.getProperty("escarmouche.content", "../content"));
        Files.copy(content.resolve("weapons.json"), own.resolve("w.json"));
        Files.writeString(own.resolve("mill.json"), scenario("Mill"));
        String before = Files.readString(own.resolve("w.json"));
        h = new Harness(new ContentCatalog(RealContent.content()).keeping(own, "encounters"), data);
        h.keys("b");
        assertTrue(h.shows("Edit one of your encounters (1)"), h.screen());
        h.keys("e");
        assertTrue(h.shows("Mill"), h.screen());
        assertTrue(h.shows("Not listed: w.json, not encounters: no format, map or combatants at the top level (a copy"),
                h.screen());
        h.esc().esc().keys("n");
        assertTrue(h.row(1).contains("1 file of yours not listed: Build an encounter, then e, says why."), h.screen());
        h.esc().keys("l").keys("b").keys("e");
        assertTrue(h.shows("Non listés\u00a0: w.json, qui ne sont pas des rencontres\u00a0: ni format, ni carte, ni"),
                h.screen());
        assertEquals(before, Files.readString(own.resolve("w.json")));
    }
}
