package escarmouche.content.load;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ContentLocatorTest {
    @TempDir
    Path temp;

    private ContentLocator locator(Map<String, String> props, Map<String, String> env, Path cwd, Path code) {
        return new ContentLocator(props::get, env::get, cwd, code);
    }

    @Test
    void thePropertyWinsThenTheEnvironment() {
        Map<String, String> env = Map.of(ContentLocator.ENVIRONMENT, "/from/env");
        assertEquals(Optional.of(Path.of("/from/prop")),
                locator(Map.of(ContentLocator.PROPERTY, "/from/prop"), env, temp, null).locate());
        assertEquals(Optional.of(Path.of("/from/env")), locator(Map.of(), env, temp, null).locate());
        assertEquals(Optional.of(temp.resolve("rel")), locator(Map.of(ContentLocator.PROPERTY, "rel"), Map.of(), temp, null).locate());
    }

    @Test
    void aLocatorAtAFolderFindsItAndNothingElse() {
        assertEquals(Optional.of(temp.resolve("mine")), ContentLocator.at(temp.resolve("mine")).locate());
        assertEquals(Optional.of(Path.of("").toAbsolutePath().resolve("rel")), ContentLocator.at(Path.of("rel")).locate());
    }

    @Test
    void thenTheWorkingDirectoryThenTheCheckoutOfTheJar() throws IOException {
        Path repo = Files.createDirectories(temp.resolve("repo"));
        Path jar = Files.createDirectories(repo.resolve("game/target")).resolve("escarmouche.jar");
        Files.createDirectories(repo.resolve("content"));
        Path elsewhere = Files.createDirectories(temp.resolve("elsewhere"));
        assertEquals(Optional.of(repo.resolve("content")), locator(Map.of(), Map.of(), elsewhere, jar).locate());
        assertEquals(Optional.of(repo.resolve("content")),
                locator(Map.of(), Map.of(), elsewhere, repo.resolve("game/target/classes")).locate());
        Files.createDirectories(elsewhere.resolve("content"));
        assertEquals(Optional.of(elsewhere.resolve("content")), locator(Map.of(), Map.of(), elsewhere, jar).locate());
    }

    @Test
    void nothingFound() {
        assertEquals(Optional.empty(), locator(Map.of(), Map.of(), temp, null).locate());
        assertEquals(Optional.empty(), locator(Map.of(ContentLocator.PROPERTY, " "), Map.of(), temp, temp.resolve("a.jar")).locate());
    }
}
