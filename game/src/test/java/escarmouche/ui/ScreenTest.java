package escarmouche.ui;

import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a test of the game's screens starts from: a temporary data folder for the game it opens, the
 * harness that plays it, and that harness closed after each test however the test ends.
 */
abstract class ScreenTest {
    @TempDir
    Path data;
    /** The game under test; set by each test (a fight, a menu), closed after it. */
    Harness h;

    @AfterEach
    void closeHarness() {
        if (h != null) h.close();
    }
}
