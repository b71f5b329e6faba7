package escarmouche.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code ./play check} on the real content and on a broken copy of it. */
class CheckCommandTest {
    private static final Path CONTENT = Path.of(System.getProperty("escarmouche.content", "../content"));

    @Test
    void shippedContentIsValid() {
        Cli.Result r = Cli.run("check", CONTENT.toString());
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().startsWith("ok"));
    }

    @Test
    void brokenCopyListsEveryProblemAndExitsTwo(@TempDir Path tmp) throws IOException {
        Path copy = tmp.resolve("content");
        try (Stream<Path> files = Files.walk(CONTENT)) {
            for (Path p : (Iterable<Path>) files::iterator) {
                Path target = copy.resolve(CONTENT.relativize(p).toString());
                if (Files.isDirectory(p)) Files.createDirectories(target);
                else Files.copy(p, target);
            }
        }
        Path weapons = copy.resolve("weapons.json");
        Files.writeString(weapons, Files.readString(weapons).replaceFirst("\"1d8\"", "\"2d\""));
        Path goblin = copy.resolve("monsters/goblin.json");
        Files.writeString(goblin, Files.readString(goblin).replaceFirst("\\{", "{\"colour\": \"green\","));
        Path ogre = copy.resolve("monsters/ogre.json");
        Files.writeString(ogre, Files.readString(ogre).replaceFirst("\\{", "{{"));

        Cli.Result r = Cli.run("check", copy.toString());
        assertEquals(2, r.exit());
        assertTrue(r.err().contains("weapons.json"), r.err());
        assertTrue(r.err().contains("'2d'"), r.err());
        assertTrue(r.err().contains("colour"), r.err());
        assertTrue(r.err().contains("ogre.json:1:"), r.err());
        assertFalse(r.err().contains("Exception"), r.err());
    }
}
