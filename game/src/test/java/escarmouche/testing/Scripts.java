package escarmouche.testing;

import escarmouche.behaviour.Behaviour;
import escarmouche.content.load.BehaviorParser;
import escarmouche.content.load.Content;
import escarmouche.content.load.ContentLoader;
import escarmouche.content.load.ContentLocator;
import escarmouche.content.load.Loaded;
import escarmouche.content.load.ScenarioLoader;
import escarmouche.content.model.Scenario;
import java.nio.file.Path;

/**
 * Behaviour scripts and scenarios for engine tests, read by the real loaders against the real content/:
 * a test writes a script exactly as a GM would.
 */
public final class Scripts {
    /** Loaded once; content is immutable. */
    public static final Content CONTENT = load();

    private Scripts() {}

    private static Content load() {
        Path dir = ContentLocator.standard().locate().orElse(Path.of("..", "content"));
        Loaded<Content> c = new ContentLoader().load(dir);
        if (!c.ok()) throw new AssertionError("content/ does not load: " + c.problems());
        return c.value();
    }

    /** A behaviour named "test" with these rules (the inside of a JSON list). */
    public static Behaviour rules(String rules) {
        return behaviour("{\"name\": \"test\", \"rules\": [" + rules + "]}");
    }

    /** A behaviour object, as a monster's "behavior" field would hold it. */
    public static Behaviour behaviour(String json) {
        Loaded<Behaviour> b = new BehaviorParser().parse(json, "test.json", "test", CONTENT);
        if (!b.ok()) throw new AssertionError("the script does not load: " + b.problems());
        return b.value();
    }

    /** A shared behaviour of content/behaviors/. */
    public static Behaviour named(String name) {
        Behaviour b = CONTENT.behaviors().get(name);
        if (b == null) throw new AssertionError("no behaviour " + name + " in content/behaviors/");
        return b;
    }

    /** A scenario written as JSON, read against the real content. */
    public static Scenario scenario(String json) {
        Loaded<Scenario> s = new ScenarioLoader().parse(json, "test.json", CONTENT);
        if (!s.ok()) throw new AssertionError("the scenario does not load: " + s.problems());
        return s.value();
    }

    /** A shipped encounter of content/encounters/, by its file name without ".json". */
    public static Scenario encounter(String id) {
        Loaded<Scenario> s = new ScenarioLoader().load(CONTENT.directory().resolve("encounters").resolve(id + ".json"),
                CONTENT);
        if (!s.ok()) throw new AssertionError("encounter " + id + " does not load: " + s.problems());
        return s.value();
    }
}
