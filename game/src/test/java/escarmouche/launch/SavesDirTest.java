package escarmouche.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

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
}
