package escarmouche.cli;


import escarmouche.headless.HeadlessReplay;
import escarmouche.launch.LocalTerminal;
import escarmouche.reference.RulesReference;
import escarmouche.lang.ScreenMessages;
import escarmouche.ui.replay.ReplayViewer;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code ./play replay}: watches a recorded fight in the terminal, forward and back. */
@Command(name = "replay", mixinStandardHelpOptions = true,
        description = {"Watch a recorded fight (.jsonl) in this terminal (80x24 or larger): Space plays or pauses,"
                + " +/- slow it down or speed it up, left/right step by event, up/down (t/T) by turn, r/R by round,"
                + " g goes to a round, w says why, q quits."})
public final class ReplayCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "RECORDING", descriptionKey = "recording", description = "the recording (.jsonl) to watch")
    Path file;

    @Option(names = "--no-colour", description = "draw without colours (as when NO_COLOR is set)")
    boolean noColour;

    @Mixin
    ToolLanguage language;

    @Override
    public Integer call() {
        PrintStream err = System.err;
        ScreenMessages m = language.messages();
        RecordingInput in = RecordingInput.load(file, err, m);
        if (in == null) return 2;
        ReplayViewer viewer = new ReplayViewer(in.scenario(), in.recording().seed(), in.inputs(),
                file.getFileName().toString(), RulesReference.load(), !noColour && System.getenv("NO_COLOR") == null,
                m);
        int code = LocalTerminal.run(err, viewer::close, viewer::run);
        if (code != 0) return code;
        if (viewer.problem() != null) {
            // It was shown up to where it stops fitting, which is worth seeing; the reason is said once the screen is gone.
            err.println(m.text("cli.note", HeadlessReplay.located(file.toString(), viewer.problem())));
        }
        return 0;
    }
}
