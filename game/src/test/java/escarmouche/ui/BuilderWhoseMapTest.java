package escarmouche.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.launch.ContentCatalog;
import escarmouche.testing.RealContent;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * "Whose map?" lists the game's encounters and the player's own: a copy of the player's under the same name as
 * the game's is told apart by the mark New fight gives it, [yours].
 */
class BuilderWhoseMapTest extends ScreenTest {
    @TempDir
    Path own;

    private Harness game() throws IOException {
        Path ogre = RealContent.content().encounters().stream().filter(e -> e.name().equals("The ogre and its grapplers"))
                .findFirst().orElseThrow().path();
        Files.copy(ogre, own.resolve("the-ogre-and-its-grapplers.json"));
        h = new Harness(new ContentCatalog(RealContent.content()).keeping(own, "encounters"), data);
        return h;
    }

    private List<String> rows(String name) {
        return Stream.of(h.screen().split("\n")).filter(r -> r.contains(name)).map(String::strip).toList();
    }

    @Test
    @DisplayName("Builder: 'Whose map?' marks the player's own encounter [yours], the game's of the same name unmarked")
    void ownMarked() throws IOException {
        game().keys("b").keys("m");
        assertTrue(h.shows("Whose map?"), h.screen());
        List<String> ogres = rows("The ogre and its grapplers");
        assertEquals(2, ogres.size(), h.screen());
        assertTrue(ogres.get(0).matches(".*│ +The ogre and its grapplers +│.*"), ogres.get(0));
        assertTrue(ogres.get(1).matches(".*│ +The ogre and its grapplers \\[yours\\] +│.*"), ogres.get(1));
    }

    @Test
    @DisplayName("Builder in French: 'La carte de quelle rencontre ?' marks the player's own [à vous]")
    void ownMarkedInFrench() throws IOException {
        game().keys("l").keys("b").keys("m");
        assertTrue(h.shows("La carte de quelle rencontre"), h.screen());
        List<String> ogres = rows("L'ogre et ses lutteurs");
        assertEquals(2, ogres.size(), h.screen());
        assertTrue(ogres.get(0).matches(".*│ +L'ogre et ses lutteurs +│.*"), ogres.get(0));
        assertTrue(ogres.get(1).matches(".*│ +L'ogre et ses lutteurs \\[à vous\\] +│.*"), ogres.get(1));
    }
}
