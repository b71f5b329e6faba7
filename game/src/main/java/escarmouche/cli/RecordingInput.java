package escarmouche.cli;

import escarmouche.lang.Located;
import escarmouche.lang.ScreenMessages;
import escarmouche.ui.page.SaveWords;
import escarmouche.content.load.Loaded;
import escarmouche.content.model.Scenario;
import escarmouche.engine.ReplayCheck;
import escarmouche.engine.control.PlayerInput;
import escarmouche.save.Recording;
import escarmouche.save.RecordingFile;
import escarmouche.save.Replays;
import escarmouche.save.SavedFight;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * A recording given on the command line ({@code ./play run}, {@code ./play replay}): read, its scenario
 * rebuilt from the content copy it carries (so a recording plays the same after the content changed).
 */
record RecordingInput(Path file, SavedFight saved, Scenario scenario, List<PlayerInput> inputs) {
    /** How the first line of every recording starts (see {@link RecordingFile}). */
    private static final String MAGIC = "{\"type\":\"escarmouche-recording\"";

    /**
     * Whether {@code file} is a recording rather than a scenario: named *.jsonl, or starting as one does. A FIFO or a
     * device named *.jsonl is one too, which reading then refuses as not a regular file: read as a scenario, it would
     * wait for a writer for good. Only a regular file is opened to see how it starts.
     */
    static boolean looksLikeOne(Path file) {
        if (file == null || InputFiles.isStdin(file)) return false;
        Path name = file.getFileName();
        if (name != null && name.toString().endsWith(".jsonl")) return Files.exists(file) && !Files.isDirectory(file);
        if (!Files.isRegularFile(file)) return false;
        try (InputStream in = Files.newInputStream(file)) {
            return new String(in.readNBytes(MAGIC.length()), StandardCharsets.UTF_8).equals(MAGIC);
        } catch (IOException e) {
            return false;
        }
    }

    /** The recording in {@code file}, or null after printing what is wrong (file, line, problem). */
    static RecordingInput load(Path file, PrintStream err, ScreenMessages m) {
        Optional<String> unreadable = InputFiles.problem(file, "cli.input.recording.file", m);
        if (unreadable.isPresent()) {
            err.println(unreadable.get());
            return null;
        }
        SavedFight saved;
        try {
            saved = new RecordingFile().load(file);
        } catch (RecordingFile.Unreadable e) {
            err.println(Located.shape(e.getMessage(), e.notJson(m).orElseGet(() -> SaveWords.of(m, e.getMessage()))));
            offerBackup(file, err, m);
            return null;
        }
        Recording r = saved.recording();
        Loaded<Scenario> scenario;
        try {
            scenario = Replays.scenario(r, null, "");
        } catch (IOException e) {
            err.println(Located.text(m, "cli.recording.rebuild", file, IoReasons.of(e, m)));
            return null;
        }
        if (!scenario.ok()) {
            err.println(Located.text(m, "cli.recording.scenario.broken", file + ":1"));
            err.println(Replays.describe(scenario.problems()));
            return null;
        }
        return new RecordingInput(file, saved, scenario.value(), Replays.inputs(r));
    }

    /**
     * Every save keeps the version before it: a damaged file (cut, edited, inputs or keyframes that do not fit) is
     * rarely the end of the fight, and its previous version is named when there is one.
     */
    static void offerBackup(Path file, PrintStream err, ScreenMessages m) {
        if (RecordingFile.hasBackup(file)) err.println(m.text("cli.recording.backup", RecordingFile.backupOf(file)));
    }

    public Recording recording() {
        return saved.recording();
    }

    /** The check of the file's keyframes against a replay of its inputs, which names this file and the line. */
    ReplayCheck keyframes() {
        return Replays.keyframes(saved, file.toString());
    }

    /** The file line of input {@code number} (from 1), keyframe lines counted. */
    int lineOfInput(int number) {
        return saved.lineOfInput(number);
    }
}
