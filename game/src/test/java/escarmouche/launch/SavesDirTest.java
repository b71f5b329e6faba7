package escarmouche.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;

import escarmouche.content.load.ContentLocator;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SavesDirTest {
    @Test
    @DisplayName("Local saves go to --saves, else $ESCARMOUCHE_SAVES, else the project's saves/, else the data folder's")
    void whereLocalSavesGo() {
        Map<String, String> env = Map.of("ESCARMOUCHE_SAVES", "/elsewhere", "XDG_DATA_HOME", "/data");
        assertEquals(Path.of("/chosen"), Launch.savesDir(Path.of("/chosen"), env, "/project"));
        assertEquals(Path.of("/elsewhere"), Launch.savesDir(null, env, "/project"));
        assertEquals(Path.of("/project", "saves"), Launch.savesDir(null, Map.of("ESCARMOUCHE_SAVES", " "), "/project"));
        assertEquals(Path.of("/data", "escarmouche", "saves"), Launch.savesDir(null, Map.of("XDG_DATA_HOME", "/data"), null));
    }

    @Test
    @DisplayName("java -jar game/target/escarmouche.jar of a checkout keeps its fights in the project's saves/, as ./play does")
    void theJarOfACheckoutUsesTheProjectsSaves(@TempDir Path root) throws IOException {
        Files.createDirectories(root.resolve("content"));
        Files.createDirectories(root.resolve("saves"));
        Path jar = Files.createDirectories(root.resolve("game/target")).resolve("escarmouche.jar");
        ContentLocator locator = new ContentLocator(k -> null, k -> null, Path.of("/elsewhere"), jar);
        assertEquals(root.toAbsolutePath().toString(), Launch.home(null, locator));
        assertEquals(root.resolve("saves"), Launch.savesDir(null, Map.of("XDG_DATA_HOME", "/data"),
                Launch.home(null, locator)));
        // ./play names the project itself.
        assertEquals("/project", Launch.home("/project", locator));
    }

    @Test
    @DisplayName("a jar copied out of any checkout (no content/ and saves/ three levels up) keeps its fights in the data folder")
    void aJarElsewhereUsesTheDataFolder(@TempDir Path root) throws IOException {
        Files.createDirectories(root.resolve("content"));
        Path jar = Files.createDirectories(root.resolve("game/target")).resolve("escarmouche.jar");
        assertEquals(null, Launch.home(null, new ContentLocator(k -> null, k -> null, root, jar)));
        assertEquals(null, Launch.home(null, new ContentLocator(k -> null, k -> null, root, null)));
    }
}
