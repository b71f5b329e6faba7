package escarmouche.launch;

import escarmouche.engine.Game;
import escarmouche.engine.ReplayCheck;
import escarmouche.save.FileStamp;
import escarmouche.ui.page.FightSaves;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;

/**
 * The saves a replay found damaged: inputs that do not fit, a keyframe or a result line their inputs do not bear out
 * (edited by hand). Listing replays no fight, so such a save is listed by what its lines say until it is opened
 * (continued, watched, read);
 * once its replay has found it out, it is listed as damaged while its file stays the same (its {@link FileStamp}).
 * So is a save whose replay stopped at a forced die of its scenario that does not fit, though its file does not say
 * so (an earlier version left it unmarked): it is listed as stopped, and Continue no longer offers it.
 */
final class FoundDamaged {
    /** What a replay found of a file as it was then: what is wrong with it, or null when it only stopped. */
    private record Found(FileStamp stamp, String problem) {}

    private final Map<Path, Found> found = new ConcurrentHashMap<>();

    /**
     * {@code check}, remembering what it finds of {@code file} as stamped {@code stamp} (null: nothing is kept), and
     * what the replay itself found: inputs that do not fit (one edited, {@link Game#replayMisfit}) make the file
     * damaged as a false keyframe does, said as the command line says it, the file named {@code name}.
     */
    ReplayCheck remembering(Path file, FileStamp stamp, String name, ReplayCheck check) {
        if (stamp == null) return check;
        return game -> {
            Supplier<String> answer = check.watch(game);
            return () -> {
                String problem = answer.get();
                // Stopped by its forced dice, it is listed as stopped: its file may well lack the end it never had.
                if (game.stoppedBy() != null) found.put(file, new Found(stamp, null));
                else if (problem != null) found.put(file, new Found(stamp, problem));
                else if (game.replayMisfit() != null) {
                    found.put(file, new Found(stamp, name + ": the inputs do not fit the fight: " + game.replayMisfit()));
                }
                return problem;
            };
        };
    }

    /** {@code past} as listed: damaged, with what the replay found, when its file is still the one found so. */
    FightSaves.Past listed(Path file, FileStamp stamp, FightSaves.Past past) {
        Found f = found.get(file);
        if (f == null || past.problem() != null) return past;
        if (!f.stamp().equals(stamp)) {
            // The file changed since (continued from elsewhere, mended by hand): it is read as it is now.
            found.remove(file, f);
            return past;
        }
        if (f.problem() == null) {
            // Stopped by its forced dice: listed as a recording marked so is.
            return past.finished() ? past : new FightSaves.Past(past.key(), past.started(), past.encounter(), Game.STOPPED,
                    past.commands(), true, null, past.names(), past.round(), past.table(), past.playedAs());
        }
        return new FightSaves.Past(past.key(), past.started(), past.encounter(), null, past.commands(), false,
                f.problem(), past.names(), past.round(), past.table(), past.playedAs());
    }

    /** Whether {@code file}, stamped {@code stamp}, was found damaged (or stopped). */
    boolean holds(Path file, FileStamp stamp) {
        Found f = found.get(file);
        return f != null && f.stamp().equals(stamp);
    }
}
