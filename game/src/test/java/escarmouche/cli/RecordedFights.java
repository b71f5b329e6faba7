package escarmouche.cli;

import escarmouche.content.load.ContentLoader;
import escarmouche.content.model.Scenario;
import escarmouche.engine.Game;
import escarmouche.engine.control.Controller;
import escarmouche.engine.movement.ReactionChoice;
import escarmouche.save.ContentSnapshot;
import escarmouche.save.Recorder;
import escarmouche.save.Recording;
import escarmouche.save.Replays;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * The fights kept as recordings in {@code src/test/resources/recordings}: a shipped encounter, a seed and
 * the lines a player typed. {@link #record} plays one through a {@link Recorder}, as the screen does,
 * answering each opportunity-attack question in turn with strike, then let go, then strike...
 */
final class RecordedFights {
    static final Path CONTENT = Path.of(System.getProperty("escarmouche.content", "../content"));

    record Fight(String name, String encounter, long seed, List<String> lines) {}

    static final List<Fight> ALL = List.of(
            new Fight("duel-won", "tutorial-duel", 3, List.of("moveto 6,3", "attack g1", "end", "attack g1", "end",
                    "attack g1", "end", "attack g1", "end", "attack g1", "end", "attack g1", "end")),
            new Fight("ford-holding", "goblins-at-the-ford", 42, List.of("move 7,4", "end", "end", "attack g1",
                    "end", "end", "end", "end", "end", "end", "end", "end")),
            // A goblin walks on within Shade's reach (OA-WITHIN): she is asked whether to strike it, and does.
            new Fight("ogre-opportunity", "ogre-and-grapplers", 23, List.of("moveto 0,7", "end", "moveto 3,7", "end",
                    "moveto 6,9", "end", "moveto 5,0", "end", "moveto 3,7", "end", "moveto 7,9", "end", "end", "end",
                    "end", "end", "end", "end")));

    private RecordedFights() {}

    /** Plays {@code f} and keeps its recording as {@code file} (written elsewhere first: no {@code .bak} beside it). */
    static Recording keep(Fight f, Path file) throws IOException {
        Path tmp = Files.createTempDirectory("escarmouche-recording-");
        try {
            Recording r = record(f, tmp.resolve("fight.jsonl"));
            Files.copy(tmp.resolve("fight.jsonl"), file, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
            return r;
        } finally {
            try (var all = Files.walk(tmp)) {
                for (Path p : all.sorted(java.util.Comparator.reverseOrder()).toList()) Files.deleteIfExists(p);
            }
        }
    }

    /** Plays {@code f} and keeps its recording in {@code file}; returns the recording. */
    static Recording record(Fight f, Path file) throws IOException {
        Map<String, String> files = ContentSnapshot.read(CONTENT);
        String path = "encounters/" + f.encounter() + ".json";
        String text = Files.readString(CONTENT.resolve(path));
        Recording start = Replays.start(path, text, files, f.seed());
        Scenario scenario = Replays.scenario(start, new ContentLoader().load(CONTENT).value(),
                ContentSnapshot.hash(files)).value();
        Game game = Game.of(scenario, f.seed());
        Recorder recorder = new Recorder(file, start);
        recorder.attach(game);
        game.controlPlayers(Controller.submitted((r, q) -> ReactionChoice.ASK));
        game.start();
        game.advance();
        boolean strike = true;
        for (String line : f.lines()) {
            while (game.question() != null) {
                game.answer(strike ? ReactionChoice.STRIKE : ReactionChoice.LET_GO);
                strike = !strike;
                game.advance();
            }
            if (game.over()) break;
            game.submitLine(line);
            game.advance();
        }
        return recorder.recording();
    }
}
