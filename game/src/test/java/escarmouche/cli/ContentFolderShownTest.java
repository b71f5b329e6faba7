package escarmouche.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The content folder that the advice "fix it (./play check ...)" names is the one the command read. */
class ContentFolderShownTest {
    @Test
    @DisplayName("The project's content is named as ./play check content takes it; a GM's copy elsewhere by its whole path")
    void theFolderReadIsTheFolderNamed(@TempDir Path copy) {
        assertEquals("content", ScenarioFiles.shown(Path.of("").toAbsolutePath().resolve("content")));
        assertEquals("content", ScenarioFiles.shown(Path.of("content")));
        assertEquals(copy.toAbsolutePath().normalize().toString(), ScenarioFiles.shown(copy));
    }
}
