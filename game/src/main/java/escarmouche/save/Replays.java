package escarmouche.save;

import escarmouche.content.load.Content;
import escarmouche.content.load.ContentLoader;
import escarmouche.content.load.Loaded;
import escarmouche.content.load.Problem;
import escarmouche.content.load.ScenarioLoader;
import escarmouche.content.model.Scenario;
import escarmouche.engine.Game;
import escarmouche.engine.ReplayCheck;
import escarmouche.engine.control.Controller;
import escarmouche.engine.control.PlayerInput;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** What a recording needs to be played again: its scenario, built from its own content, and its inputs. */
public final class Replays {
    private Replays() {}

    /** A new recording of a fight about to start. */
    public static Recording start(String scenarioPath, String scenarioText, Map<String, String> content, long seed) {
        return start(scenarioPath, scenarioText, content, seed, null);
    }

    /** The same, for a fight played at {@code table}'s table (the game master's player name), or alone (null). */
    public static Recording start(String scenarioPath, String scenarioText, Map<String, String> content, long seed,
                                  String table) {
        return new Recording(RecordingFile.FORMAT, Version.GAME, ContentSnapshot.hash(content), scenarioPath,
                scenarioText, content, seed, List.of(), null, table);
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
            FileTrees.deleteTree(dir);
        }
    }

    /** A fight loaded from its file: what the file holds and the game replayed to where it stopped. */
    public record Resumed(Path file, SavedFight saved, Game game) {}

    /**
     * Reads a recording, builds its scenario (from today's content when it hashes the same, else from the
     * recording's own copy), replays its inputs and checks every keyframe on the way; the players'
     * creatures then go to {@code then}. Everything that can be wrong (the file, its content, inputs that
     * do not fit, a keyframe that disagrees) is an {@link RecordingFile.Unreadable} naming the file.
     */
    public static Resumed load(Path file, Content today, String todayHash, Controller then) throws RecordingFile.Unreadable {
        SavedFight saved = new RecordingFile().load(file);
        Game game = game(saved, today, todayHash, file.toString());
        replay(saved, game, then, file.toString());
        return new Resumed(file, saved, game);
    }

    /** The game of a loaded recording, not started (attach listeners, then {@link #replay}). */
    public static Game game(SavedFight saved, Content today, String todayHash, String name) throws RecordingFile.Unreadable {
        Loaded<Scenario> scenario;
        try {
            scenario = scenario(saved.recording(), today, todayHash);
        } catch (IOException | RuntimeException e) {
            throw new RecordingFile.Unreadable(name + ": its content copy cannot be used (" + e.getMessage() + ")");
        }
        if (!scenario.ok()) {
            throw new RecordingFile.Unreadable(name + ": its scenario does not load:\n" + describe(scenario.problems()));
        }
        try {
            return Game.of(scenario.value(), saved.recording().seed());
        } catch (RuntimeException e) {
            throw new RecordingFile.Unreadable(name + ": its scenario cannot start a fight (" + e.getMessage() + ")");
        }
    }

    /**
     * Replays a loaded recording on {@code game} (built by {@link #game}, not started), checking each
     * keyframe against the replay, then hands the players' creatures to {@code then}. Attach a
     * {@link Recorder} only afterwards: the check listens to the game's inputs while it replays.
     */
    public static void replay(SavedFight saved, Game game, Controller then, String name) throws RecordingFile.Unreadable {
        KeyframeCheck check = new KeyframeCheck(saved, name);
        check.watch(game);
        String misfit;
        try {
            misfit = game.replay(inputs(saved.recording()), then);
        } catch (RuntimeException e) {
            throw new RecordingFile.Unreadable(name + ": the replay failed (" + e + ")");
        }
        game.onInput(input -> { });
        if (misfit != null) throw new RecordingFile.Unreadable(name + ": the inputs do not fit the fight: " + misfit);
        check.finish();
        String result = game.misfitResult(saved.recording().result());
        if (result != null) throw new RecordingFile.Unreadable(name + ":" + saved.resultLine() + ": " + result);
    }

    /**
     * The check of a loaded recording's keyframes and result line, for a reader that replays its inputs on a game of
     * its own (the screen's fight, a viewer, the command line): each keyframe is compared with the replay as
     * {@link #replay} does, and the first that disagrees is named by {@code name} and its line; then the result line,
     * which must be where the inputs took the fight (an edited one would list a fight lost as won). It costs a
     * snapshot of the state at the start of each round that has a keyframe, compared with it.
     */
    public static ReplayCheck keyframes(SavedFight saved, String name) {
        return game -> {
            KeyframeCheck check = new KeyframeCheck(saved, name);
            check.watch(game);
            return () -> {
                try {
                    check.finish();
                } catch (RecordingFile.Unreadable e) {
                    return e.getMessage();
                }
                String result = game.misfitResult(saved.recording().result());
                return result == null ? null : name + ":" + saved.resultLine() + ": " + result;
            };
        };
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
}
