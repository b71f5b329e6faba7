package escarmouche.save;

import escarmouche.content.load.Content;
import escarmouche.content.load.ContentLoader;
import escarmouche.content.load.Loaded;
import escarmouche.content.load.Problem;
import escarmouche.content.load.ScenarioLoader;
import escarmouche.content.model.Scenario;
import escarmouche.engine.control.PlayerInput;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/** What a recording needs to be played again: its scenario, built from its own content, and its inputs. */
public final class Replays {
    private Replays() {}

    /** A new recording of a fight about to start. */
    public static Recording start(String scenarioPath, String scenarioText, Map<String, String> content, long seed) {
        return new Recording(RecordingFile.FORMAT, Version.GAME, ContentSnapshot.hash(content), scenarioPath,
                scenarioText, content, seed, List.of(), null);
    }

    /**
     * The recording's scenario, resolved against the content it was played with: today's content when
     * it is the same ({@code today}, whose files hash the same), else the recording's own copy.
     */
    public static Loaded<Scenario> scenario(Recording r, Content today, String todayHash) throws IOException {
        if (today != null && r.contentHash().equals(todayHash)) {
            return new ScenarioLoader().parse(r.scenario(), r.scenarioPath(), today);
        }
        Path dir = Files.createTempDirectory("escarmouche-content-");
        try {
            ContentSnapshot.writeTo(r.content(), dir);
            Loaded<Content> content = new ContentLoader().load(dir);
            if (!content.ok()) return new Loaded<>(null, content.problems());
            return new ScenarioLoader().parse(r.scenario(), r.scenarioPath(), content.value());
        } finally {
            deleteTree(dir);
        }
    }

    /** The recording's inputs as the game takes them (each was checked when the file was read). */
    public static List<PlayerInput> inputs(Recording r) {
        List<PlayerInput> out = new ArrayList<>(r.inputs().size());
        for (String line : r.inputs()) out.add(Inputs.parse(line));
        return out;
    }

    /** The problems of a failed load, one per line. */
    public static String describe(List<Problem> problems) {
        StringBuilder out = new StringBuilder();
        for (Problem p : problems) out.append(p).append('\n');
        return out.toString().strip();
    }

    private static void deleteTree(Path dir) throws IOException {
        try (Stream<Path> all = Files.walk(dir)) {
            for (Path p : all.sorted(Comparator.reverseOrder()).toList()) Files.deleteIfExists(p);
        }
    }
}
