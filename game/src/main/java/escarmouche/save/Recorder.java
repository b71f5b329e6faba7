package escarmouche.save;

import escarmouche.engine.Game;
import escarmouche.engine.control.PlayerInput;
import escarmouche.events.EndEvent;
import escarmouche.events.TurnEvent;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * Keeps a fight's recording on disk as it is played: each input the game accepts is added and the file
 * rewritten at once, crash-safely ({@link AtomicFile}), before the screen shows what followed; the end
 * of the fight writes its result. Whatever stops the game (quitting, Ctrl-C, a closed terminal, a
 * dropped connection, a kill), the file holds every input accepted before. At the start of every round
 * it also keeps a {@link Keyframe} of the state, written with the next input.
 *
 * <p>A write that fails (a full disk, a folder taken away) does not stop the fight: the recording in memory
 * holds every input, {@link #trouble()} says why the file lags behind, and the next input writes it all again.
 */
public final class Recorder {
    private final Path file;
    private final RecordingFile files = new RecordingFile();
    private Recording recording;
    private final List<Keyframe> keyframes;
    private int floor;
    /** Why the last write failed, or null when the file holds the whole fight; read by the screen's thread. */
    private volatile IOException trouble;
    /** Told when writing starts failing and when it succeeds again: an admin's log. */
    private Consumer<Trouble> told = t -> { };

    /** Starts keeping {@code recording} (with the inputs it already has) in {@code file}, writing it now. */
    public Recorder(Path file, Recording recording) throws IOException {
        this(file, new SavedFight(recording, List.of()));
    }

    /** Goes on keeping a loaded fight (its inputs and keyframes) in {@code file}, writing it now. */
    public Recorder(Path file, SavedFight fight) throws IOException {
        this.file = file;
        this.recording = fight.recording();
        this.keyframes = new ArrayList<>(fight.keyframes());
        files.write(file, fight);
    }

    /** Records the game's players' inputs from now on, its keyframes and its result when it ends. */
    public void attach(Game game) {
        game.onInput(input -> add(input));
        // A fight resumed mid-round already has its round's keyframe (or, from an older file, none to add).
        floor = game.battle().round();
        StateJson state = new StateJson();
        game.battle().log().listen(e -> {
            if (e.event() instanceof TurnEvent && e.round() > lastRound()) {
                keyframes.add(new Keyframe(e.round(), recording.inputs().size(), state.of(game.state())));
            }
            if (e.event() instanceof EndEvent end && !recording.over()) finish(end.winner());
        });
    }

    private int lastRound() {
        return Math.max(floor, keyframes.isEmpty() ? 0 : keyframes.get(keyframes.size() - 1).round());
    }

    public Path file() {
        return file;
    }

    public Recording recording() {
        return recording;
    }

    /** The recording and the keyframes kept so far, as the file holds them. */
    public SavedFight saved() {
        return new SavedFight(recording, keyframes);
    }

    private void add(PlayerInput input) {
        recording = recording.with(Inputs.text(input));
        save();
    }

    private void finish(String winner) {
        recording = recording.finished(winner);
        save();
    }

    /** Why the file does not hold the whole fight (its last write failed), or empty when it does. */
    public Optional<IOException> trouble() {
        return Optional.ofNullable(trouble);
    }

    /**
     * A change in the file's keeping up: writing failed ({@code over} false), or worked again after failing
     * ({@code over} true, with the reason it had failed, which a log on a full disk may not have kept).
     */
    public record Trouble(IOException reason, boolean over) {}

    /** Tells {@code told} when writing starts failing and when it succeeds again. */
    public void onTrouble(Consumer<Trouble> told) {
        this.told = told;
    }

    private void save() {
        IOException before = trouble;
        try {
            files.write(file, saved());
            trouble = null;
            if (before != null) told.accept(new Trouble(before, true));
        } catch (IOException e) {
            trouble = e;
            if (before == null) told.accept(new Trouble(e, false));
        }
    }
}
