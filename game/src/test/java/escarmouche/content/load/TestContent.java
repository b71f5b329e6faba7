package escarmouche.content.load;

import java.nio.file.Files;
import java.nio.file.Path;

/** Where the real content/ directory is, whether tests run from the module or the repository root. */
final class TestContent {
    private TestContent() {}

    static Path dir() {
        Path fromModule = Path.of("..", "content");
        if (Files.isRegularFile(fromModule.resolve("weapons.json"))) return fromModule.normalize();
        return Path.of("content");
    }

    /** The real content, which must load without problems. */
    static Content load() {
        Loaded<Content> loaded = new ContentLoader().load(dir());
        if (!loaded.ok()) throw new AssertionError("content/ does not load: " + loaded.problems());
        return loaded.value();
    }
}
