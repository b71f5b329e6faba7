package escarmouche.save;

import escarmouche.content.load.Content;
import escarmouche.content.load.ContentLoader;
import escarmouche.content.model.Scenario;
import escarmouche.engine.Game;
import escarmouche.engine.ai.ScriptedAi;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.function.IntConsumer;

/**
 * Recorded fights for the save tests and tools: a shipped encounter played with the AI deciding for
 * the party too (a steady, deterministic stream of inputs), kept by a {@link Recorder}.
 */
public final class Fights {
    /** The shipped content, from the {@code game} module's folder (where Maven runs the tests). */
    public static final Path CONTENT = Path.of("..", "content");
    public static final String FORD = "encounters/goblins-at-the-ford.json";

    private Fights() {}

    /** The content folder's files and its loaded content. */
    public record Shipped(Path dir, Map<String, String> files, Content content, String hash) {
        public static Shipped load(Path dir) throws IOException {
            Map<String, String> files = ContentSnapshot.read(dir);
            return new Shipped(dir, files, new ContentLoader().load(dir).value(), ContentSnapshot.hash(files));
        }
    }

    /**
     * Plays {@code encounter} with {@code seed} to its end (or until {@code maxInputs} inputs), every
     * creature on AI, recording it in {@code file}; {@code acknowledged} hears the count of inputs after
     * each one is on disk.
     */
    /** A fight played: its recorder and the game as it stood at the end. */
    public record Played(Recorder recorder, Game game) {}

    public static Played play(Shipped shipped, String encounter, long seed, Path file, int maxInputs, IntConsumer acknowledged)
            throws IOException {
        String text = Files.readString(shipped.dir().resolve(encounter));
        Recording start = Replays.start(encounter, text, shipped.files(), seed);
        Scenario scenario = Replays.scenario(start, shipped.content(), shipped.hash()).value();
        Game game = Game.of(scenario, seed);
        Recorder recorder = new Recorder(file, start);
        recorder.attach(game);
        game.controlPlayers(new ScriptedAi(game.battle(), game.services()));
        game.start();
        int acked = 0;
        while (!game.over() && recorder.recording().inputs().size() < maxInputs) {
            if (!game.step()) break;
            int now = recorder.recording().inputs().size();
            if (now != acked) {
                acked = now;
                acknowledged.accept(now);
            }
        }
        return new Played(recorder, game);
    }
}
