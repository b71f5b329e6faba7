package escarmouche.save;

import escarmouche.engine.Game;
import escarmouche.engine.Standpoint;
import escarmouche.engine.control.PlayerInput;
import escarmouche.events.EndEvent;
import escarmouche.events.TurnEvent;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * Keeps a fight's recording on disk as it is played: each input the game accepts is added and the file
 * rewritten at once, crash-safely ({@link AtomicFile}), before the screen shows what followed; the end
 * of the fight writes its result. Whatever stops the game (quitting, Ctrl-C, a closed terminal, a
 * dropped connection, a kill), the file holds every input accepted before. At the start of every round
 * it also keeps a {@link Keyframe} of the state, written at once (a game left as a round opens keeps it).
 *
 * <p>A write that fails (a full disk, a folder taken away) does not stop the fight: the recording in memory
 * holds every input, {@link #trouble()} says why the file lags behind, and the next input writes it all again.
 * A recorder made {@link #trying} treats its first write the same way.
 */
public final class Recorder {
    /**
     * Writes the whole fight where it is kept, crash-safely: its file ({@link #toFile}), or for a new fight whose
     * first save failed, a file claimed by the write that first gets through (the save shelf's), so that a fight
     * not yet saved holds no name nor lock while it cannot be written.
     */
    @FunctionalInterface
    public interface Keeping {
        void write(SavedFight fight) throws IOException;
    }

    private final Keeping keeping;
    private Recording recording;
    private final List<Keyframe> keyframes;
    private int floor;
    /** Why the last write failed, or null when the file holds the whole fight; read by the screen's thread. */
    private volatile IOException trouble;
    /** Told when writing starts failing and when it succeeds again: an admin's log. */
    private Consumer<Trouble> told = t -> { };
    /** The side the fight's end is told from, asked as it ends ({@link #attach}). */
    private Supplier<Standpoint> side = () -> Standpoint.PARTY;
    /** The most inputs the file may hold: past them the game takes none ({@link #full}). */
    private final int most;

    /** Starts keeping {@code recording} (with the inputs it already has) in {@code file}, writing it now. */
    public Recorder(Path file, Recording recording) throws IOException {
        this(file, new SavedFight(recording, List.of()));
    }

    /** Goes on keeping a loaded fight (its inputs and keyframes) in {@code file}, writing it now. */
    public Recorder(Path file, SavedFight fight) throws IOException {
        this(file, fight, RecordingFile.MAX_INPUTS);
    }

    /**
     * The same, the file holding at most {@code most} inputs: the reader's own limit, {@link RecordingFile#MAX_INPUTS},
     * for every game (a test gives a small one, 20,000 written one by one taking minutes).
     */
    Recorder(Path file, SavedFight fight, int most) throws IOException {
        this(toFile(file), fight, most);
        keeping.write(fight);
    }

    private Recorder(Keeping keeping, SavedFight fight, int most) {
        if (most < 1 || most > RecordingFile.MAX_INPUTS) {
            throw new IllegalArgumentException("a recording holds 1 to " + RecordingFile.MAX_INPUTS + " inputs, not " + most);
        }
        this.keeping = keeping;
        this.recording = fight.recording();
        this.keyframes = new ArrayList<>(fight.keyframes());
        this.most = most;
    }

    /**
     * Keeps {@code fight} by {@code keeping}, writing it now; a first write that fails (a full disk) does not stop
     * the fight any more than a later one: {@link #trouble()} says why, and each input tries to write it all again.
     */
    public static Recorder trying(Keeping keeping, SavedFight fight) {
        Recorder r = new Recorder(keeping, fight, RecordingFile.MAX_INPUTS);
        r.save();
        return r;
    }

    /** Writes a fight to {@code file}, whole, as {@link RecordingFile#write} does. */
    public static Keeping toFile(Path file) {
        RecordingFile files = new RecordingFile();
        return fight -> files.write(file, fight);
    }

    /**
     * Records the game's players' inputs from now on, its keyframes and its result when it ends. A fight
     * resumed (its recording played again on {@code game}) whose file lacks the keyframes of the rounds the
     * replay opened after its last one (a game left, or killed, as a round began; a previous version restored)
     * gets them first, written at once: each as it was when its round opened, so the file means what it would
     * had the fight been played straight through, and loading checks them as any other. A fight the replay ended
     * gets its result written at once the same way: the file then says the fight is over.
     */
    public void attach(Game game) {
        attach(game, () -> Standpoint.alone(game));
    }

    /**
     * The same, the fight's end told from {@code side} as it ends (kept in the file with the result, so that Past fights
     * and the report say won or lost as the end page did): a table's game master's is the referee's; a player alone
     * tells it from the creatures played by hand at the end ({@link Standpoint#alone}), as their end page does.
     */
    public void attach(Game game, Supplier<Standpoint> side) {
        this.side = side;
        StateJson state = new StateJson();
        int round = game.battle().round();
        boolean ended = game.over() && !recording.over();
        if (round > lastRound()) {
            List<Keyframe> missing = missing(game, lastRound(), round, state);
            if (!missing.isEmpty()) {
                keyframes.addAll(missing);
                // A fight that ended in its replay is written once, with its result, below.
                if (!ended) save();
            }
        }
        // Rounds the replay opened and this cannot rebuild are not keyframed: only rounds opened from now on are.
        floor = Math.max(lastRound(), round);
        game.onInput(input -> add(input));
        // Each input is a line of the file and the reader takes MAX_INPUTS at most: one more would make a save that
        // cannot be opened again (nor its backup, a write behind it), so the game takes no more.
        game.limitInputs(most, () -> recording.inputs().size());
        game.battle().log().listen(e -> {
            if (e.event() instanceof TurnEvent && e.round() > lastRound()) {
                keyframes.add(new Keyframe(e.round(), recording.inputs().size(), state.of(game.state())));
                // Written now, not with the next input: a game left (or killed) before it would lose the round.
                if (!recording.over()) save();
            }
            if (e.event() instanceof EndEvent end && !recording.over()) finish(end.winner());
        });
        // Ended while its recording played again (a game stopped between its last input and the result line, or
        // every creature handed to the AI, which played it out): the end event came before this listened to it.
        if (ended) finish(game.battle().winner());
    }

    /**
     * The keyframes of rounds {@code after}+1 to {@code upTo}, as a replay of the recording on a game like
     * {@code game} (its scenario, the recording's seed) opens them; none when that replay does not go the same way.
     */
    private List<Keyframe> missing(Game game, int after, int upTo, StateJson state) {
        try {
            Game again = Game.of(game.scenario(), recording.seed());
            List<Keyframe> found = new ArrayList<>();
            int[] inputs = {0};
            again.onInput(input -> inputs[0]++);
            again.battle().log().listen(e -> {
                if (e.event() instanceof TurnEvent && e.round() > after && e.round() <= upTo
                        && (found.isEmpty() || e.round() > found.get(found.size() - 1).round())) {
                    found.add(new Keyframe(e.round(), inputs[0], state.of(again.state())));
                }
            });
            String misfit = again.replay(Replays.inputs(recording), escarmouche.engine.control.Controller.SUBMITTED);
            return misfit == null && again.battle().round() == upTo ? found : List.of();
        } catch (RuntimeException e) {
            return List.of();
        }
    }

    private int lastRound() {
        return Math.max(floor, keyframes.isEmpty() ? 0 : keyframes.get(keyframes.size() - 1).round());
    }

    /**
     * Whether the file holds as many inputs as a recording may ({@link #most}): the game then takes no more, and the
     * fight stays as it is, to watch or to read (a save of 20 rounds holds about 90 inputs: only a player stepping
     * and taking back steps by the thousand gets here, or a client doing it for them).
     */
    public boolean full() {
        return recording.inputs().size() >= most;
    }

    /** The most inputs the file may hold. */
    public int most() {
        return most;
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

    /**
     * The scenario's forced dice stopped the fight ({@code ForcedDieOutOfRange}): the file ends with the result
     * {@code "stopped"}, a fight no one won that cannot go on, which Continue therefore does not offer.
     */
    public void stopped() {
        if (!recording.over()) finish(Game.STOPPED);
    }

    private void finish(String winner) {
        recording = recording.finished(winner, side.get());
        save();
    }

    /**
     * Writes the whole fight again when the last write failed: nothing else may come to write it (the end of a
     * fight is its last write, and the disk may have room again since); nothing when the file holds it all.
     */
    public void catchUp() {
        if (trouble != null) save();
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
            keeping.write(saved());
            trouble = null;
            if (before != null) told.accept(new Trouble(before, true));
        } catch (IOException e) {
            trouble = e;
            if (before == null) told.accept(new Trouble(e, false));
        }
    }
}
