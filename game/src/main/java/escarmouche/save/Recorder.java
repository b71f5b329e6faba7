package escarmouche.save;

import escarmouche.engine.Game;
import escarmouche.engine.control.PlayerInput;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;

/**
 * Keeps a fight's recording on disk as it is played: each input the game accepts is added and the file
 * rewritten at once, crash-safely ({@link AtomicFile}), before the screen shows what followed; the end
 * of the fight writes its result. Whatever stops the game (quitting, Ctrl-C, a closed terminal, a
 * dropped connection, a kill), the file holds every input accepted before.
 */
public final class Recorder {
    private final Path file;
    private final RecordingFile files = new RecordingFile();
    private Recording recording;

    /** Starts keeping {@code recording} (with the inputs it already has) in {@code file}, writing it now. */
    public Recorder(Path file, Recording recording) throws IOException {
        this.file = file;
        this.recording = recording;
        files.write(file, recording);
    }

    /** Records the game's players' inputs from now on, and its result when it ends. */
    public void attach(Game game) {
        game.onInput(input -> add(input));
        game.battle().log().listen(e -> {
            if (e.event() instanceof escarmouche.events.EndEvent end && !recording.over()) finish(end.winner());
        });
    }

    public Path file() {
        return file;
    }

    public Recording recording() {
        return recording;
    }

    private void add(PlayerInput input) {
        recording = recording.with(Inputs.text(input));
        save();
    }

    private void finish(String winner) {
        recording = recording.finished(winner);
        save();
    }

    private void save() {
        try {
            files.write(file, recording);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot save the fight to " + file + ": " + e.getMessage(), e);
        }
    }
}
