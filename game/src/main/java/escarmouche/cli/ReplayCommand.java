package escarmouche.cli;


import escarmouche.content.model.Scenario;
import escarmouche.engine.Game;
import escarmouche.ui.lang.ContentNames;
import escarmouche.rules.core.RuleSet;
import escarmouche.headless.HeadlessReplay;
import escarmouche.launch.LocalTerminal;
import escarmouche.reference.RulesReference;
import escarmouche.lang.Located;
import escarmouche.lang.ScreenMessages;
import escarmouche.simulate.Simulation;
import escarmouche.ui.page.SaveWords;
import escarmouche.ui.replay.ForcedStop;
import escarmouche.ui.replay.ReplayViewer;
import escarmouche.ui.term.NoColor;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code ./play replay}: watches a recorded fight in the terminal, forward and back; or, given a scenario, the
 * fight the simulator plays with a seed, every creature on the AI (what {@code simulate}'s fights to watch name).
 */
@Command(name = "replay", mixinStandardHelpOptions = true, addMethodSubcommands = false,
        description = {"Watch a recorded fight (.jsonl), or a scenario's fight as simulate plays it with a seed,"
                + " in this terminal (80x24 or larger): Space plays or pauses, +/- slow it down or speed it up,"
                + " left/right step by event, up/down (t/T) by turn, r/R by round, g goes to a round, / finds a line"
                + " (n, N: the next, the previous), w says why, ? lists the keys, q quits."})
public final class ReplayCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "RECORDING", descriptionKey = "recording",
            description = "the recording (.jsonl) to watch; or a scenario (.json), to watch the fight simulate plays"
                    + " with --seed")
    Path file;

    @Option(names = "--seed", paramLabel = "N", description = "with a scenario: the seed of the fight to watch, as"
            + " simulate names it (default: the scenario's, else 0)")
    Long seed;

    @Option(names = "--rules", paramLabel = "house|dd5", converter = RulesOption.class,
            description = "with a scenario: the rules to play it under instead of its own, as simulate --rules")
    RuleSet rules;

    @Option(names = "--no-colour", description = "draw without colours (as when NO_COLOR is set to a value)")
    boolean noColour;

    @Mixin
    ToolLanguage language;

    @Override
    public Integer call() {
        PrintStream err = System.err;
        ScreenMessages m = language.messages();
        ReplayViewer viewer;
        // A recording's inputs are named by their file line, keyframe lines counted.
        java.util.function.IntUnaryOperator lines = HeadlessReplay.NO_KEYFRAMES;
        boolean colour = colour(noColour, System.getenv());
        RulesReference reference = reference(m);
        if (InputFiles.isStdin(file)) {
            err.println(m.text("cli.replay.stdin"));
            return 2;
        }
        // A missing *.jsonl is a recording that is not there, and is told so as one.
        if (RecordingInput.looksLikeOne(file) || file.getFileName().toString().endsWith(".jsonl")) {
            if (seed != null) {
                err.println(m.text("cli.replay.seed.recording"));
                return 2;
            }
            if (rules != null) {
                err.println(m.text("cli.replay.rules.recording"));
                return 2;
            }
            RecordingInput in = RecordingInput.load(file, err, m);
            if (in == null) return 2;
            lines = in::lineOfInput;
            // Named as the game's past fights name it: the encounter, in the session's language.
            viewer = viewerOf(in, reference, colour, m);
            // A keyframe that disagrees makes the save unreadable, as a damaged line does: said before any screen.
            if (viewer.disagreement() != null) {
                err.println(Located.shape(viewer.disagreement(), SaveWords.of(m, viewer.disagreement())));
                RecordingInput.offerBackup(file, err, m);
                return 2;
            }
        } else {
            if (ScriptInput.looksLikeOne(file)) {
                err.println(m.text("cli.run.script.first", file, ScriptInput.runLine(file)));
                return 2;
            }
            Scenario scenario = ScenarioFiles.load(file, err, m);
            if (scenario == null) return 2;
            if (rules != null) scenario = scenario.withRules(rules);
            long s = seed != null ? seed : scenario.seed() != null ? scenario.seed() : 0L;
            // The simulator's fight: every creature on the AI, forced dice dropped, no input at all.
            String title = m.text("cli.replay.simulated", encounter(scenario, m), String.valueOf(s));
            if (rules != null) title = m.text("cli.simulate.under", title, RulesOption.said(m, rules));
            viewer = new ReplayViewer(Simulation.allAi(scenario), s, List.of(), title, reference, colour,
                    m);
        }
        int code = LocalTerminal.run(err, m.language(), viewer::close, viewer::run);
        if (code != 0) return code;
        return ended(err, m, file, viewer, lines);
    }

    /** The viewer of a recording, named as the game's past fights name it: the encounter, in the session's language. */
    static ReplayViewer viewerOf(RecordingInput in, RulesReference reference, boolean colour, ScreenMessages m) {
        // A fight its scenario's forced dice stopped ends there, as run says it: its last event says so too.
        ForcedStop forced = new ForcedStop(Game.STOPPED.equals(in.recording().result()),
                die -> ForcedStopNote.said(in.file(), in.recording(), die, m));
        return new ReplayViewer(in.scenario(), in.recording().seed(), in.inputs(), encounter(in.scenario(), m),
                reference, colour, m, in.keyframes(), forced);
    }

    /**
     * How watching ends once the screen is gone: a fight its forced dice stopped where the recording ends is said as
     * run says it, exit 0 (the recording is sound); else as {@link #watched(PrintStream, ScreenMessages, Path, String,
     * java.util.function.IntUnaryOperator)}.
     */
    static int ended(PrintStream err, ScreenMessages m, Path file, ReplayViewer viewer,
                     java.util.function.IntUnaryOperator lines) {
        if (viewer.stop() != null) err.println(m.text("cli.note", viewer.stop()));
        return watched(err, m, file, viewer.problem(), lines);
    }

    /**
     * How watching ends once the screen is gone: a recording that stops fitting was shown up to there, which is
     * worth seeing; then its reason is said (its input named by its file line, {@code lines}) and the exit is
     * check's, 2: the recording does not fit. Else 0.
     */
    static int watched(PrintStream err, ScreenMessages m, Path file, String problem, java.util.function.IntUnaryOperator lines) {
        if (problem == null) return 0;
        err.println(m.text("cli.note", HeadlessReplay.located(file.toString(), problem, lines)));
        return 2;
    }

    /** Whether the viewer draws in colour: not with {@code --no-colour}, nor when {@code env} asks for none as the game reads it. */
    static boolean colour(boolean noColour, Map<String, String> env) {
        return !noColour && !NoColor.asked(env);
    }

    /** The rules behind each line (w) in the language of the messages, as the game shows them. */
    static RulesReference reference(ScreenMessages m) {
        return RulesReference.load().in(m.language().locale());
    }

    /** The encounter's name in the session's language (its own {@code "fr"} when it has one). */
    private static String encounter(Scenario scenario, ScreenMessages m) {
        return ContentNames.of(scenario.words(), m.language()).scenario(scenario.name());
    }
}
