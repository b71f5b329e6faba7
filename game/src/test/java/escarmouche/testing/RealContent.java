package escarmouche.testing;

import escarmouche.content.load.Content;
import escarmouche.content.load.ContentLoader;
import escarmouche.content.load.Loaded;
import escarmouche.content.model.ArmorDef;
import escarmouche.content.model.Grimoire;
import java.nio.file.Files;
import java.nio.file.Path;

/** The real content/ folder, loaded once for engine tests that need its spells, items or armour. */
public final class RealContent {
    private static final Content CONTENT = load();

    private RealContent() {}

    private static Path dir() {
        return Files.isRegularFile(Path.of("..", "content", "weapons.json")) ? Path.of("..", "content")
                : Path.of("content");
    }

    private static Content load() {
        Loaded<Content> loaded = new ContentLoader().load(dir());
        if (!loaded.ok()) throw new AssertionError("content/ does not load: " + loaded.problems());
        return loaded.value();
    }

    /** A shipped encounter of content/encounters, by its file's name without {@code .json}. */
    public static escarmouche.content.model.Scenario encounter(String id) {
        Loaded<escarmouche.content.model.Scenario> loaded = new escarmouche.content.load.ScenarioLoader()
                .load(dir().resolve("encounters").resolve(id + ".json"), CONTENT);
        if (!loaded.ok()) throw new AssertionError(id + " does not load: " + loaded.problems());
        return loaded.value();
    }

    public static Content content() {
        return CONTENT;
    }

    public static Grimoire grimoire() {
        return new Grimoire(CONTENT.spells(), CONTENT.items());
    }

    public static ArmorDef armor(String id) {
        ArmorDef a = CONTENT.armor().get(id);
        if (a == null) throw new IllegalArgumentException("no armour " + id);
        return a;
    }
}
