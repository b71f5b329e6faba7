package escarmouche.cli;

import escarmouche.command.CommandParser;
import escarmouche.content.model.Scenario;
import escarmouche.lang.Located;
import escarmouche.lang.Quoted;
import escarmouche.rules.core.RuleSet;
import escarmouche.headless.CommandScript;
import escarmouche.headless.EventLines;
import escarmouche.headless.HeadlessReplay;
import escarmouche.headless.HeadlessRun;
import escarmouche.headless.RefusedLine;
import escarmouche.headless.SkippedLine;
import escarmouche.simulate.Simulation;
import escarmouche.lang.ScreenMessages;
import escarmouche.ui.page.SaveWords;
import escarmouche.ui.lang.EngineSentences;
import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code ./play run}: plays a scenario headless from a command script and writes the event log; or plays
 * a recording ({@code .jsonl}) again, the recording being both the scenario and the commands.
 */
@Command(name = "run", mixinStandardHelpOptions = true, addMethodSubcommands = false,
        description = {"Play a scenario headless: player commands from a script, AI for the rest; "
                + "writes the event log as JSON Lines.",
                "Given a recording (.jsonl) instead of a scenario, plays its inputs again and writes the same log."})
public final class RunCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "SCENARIO", descriptionKey = "scenario", description = "the scenario file (JSON), or - for standard input; or a recording (.jsonl)")
    Path scenarioFile;

    @Option(names = "--commands", paramLabel = "FILE", description = "command script, or - (default: standard input)")
    Path commands;

    @Option(names = "--events", paramLabel = "FILE",
            description = "event log to write, or - (default: standard output); --out FILE is another name for it")
    Path events;

    /**
     * {@code --events}' other name, which replaying a recording is often written with. An option of its own, hidden:
     * as a second name of {@code --events}, picocli's synopsis would show the shorter, {@code [--out=FILE]}, where
     * every page says {@code --events}.
     */
    @Option(names = "--out", paramLabel = "FILE", hidden = true)
    void out(Path file) {
        events = file;
    }

    @Option(names = "--seed", paramLabel = "N", description = "dice seed (default: the scenario's, else 0)")
    Long seed;

    @Option(names = "--all-ai", description = "every creature plays by its behaviour, the party too (no script read)")
    boolean allAi;

    @Option(names = "--text", description = "write the fight as the game's log tells it (every roll with its"
            + " breakdown, the rules each line names), in the language of --lang, instead of the JSON Lines")
    boolean text;

    @Option(names = "--rules", paramLabel = "house|dd5", converter = RulesOption.class,
            description = "play it under these rules instead of the scenario's: house (the house rules), dd5 (plain 5e),"
                    + " or house-5e-PART (the house rules with one part as in plain 5e, as --parts names them)")
    RuleSet rules;

    @Mixin
    ToolLanguage language;

    @Spec
    CommandSpec spec;

    private ScreenMessages m;

    @Override
    public Integer call() {
        PrintStream err = System.err;
        m = language.messages();
        if (RecordingInput.looksLikeOne(scenarioFile)) return replay(err);
        if (ScriptInput.looksLikeOne(scenarioFile)) {
            err.println(m.text("cli.run.script.first", scenarioFile, ScriptInput.runLine(scenarioFile)));
            return 2;
        }
        if (allAi && commands != null) {
            err.println(m.text("cli.run.all.ai.script", commands));
        }
        boolean scriptFromStdin = !allAi && (commands == null || InputFiles.isStdin(commands));
        if (scriptFromStdin && InputFiles.isStdin(scenarioFile)) {
            err.println(m.text("cli.run.stdin.twice"));
            return 2;
        }
        if (!allAi && !scriptFromStdin) {
            Optional<String> problem = InputFiles.problem(commands, "cli.input.script", m);
            if (problem.isPresent()) {
                err.println(problem.get());
                return 2;
            }
        }
        Scenario scenario = ScenarioFiles.load(scenarioFile, err, m);
        if (scenario == null) return 2;
        if (rules != null) scenario = scenario.withRules(rules);
        if (allAi) scenario = Simulation.allAi(scenario, true);
        if (!allAi && !scriptFromStdin && Files.isRegularFile(commands)) {
            // A file is read through first, so that a line that is not text stops the run before it starts.
            Optional<String> unreadable = checkScript(commands, m);
            if (unreadable.isPresent()) {
                err.println(unreadable.get());
                return 2;
            }
        }
        long s = seed != null ? seed : scenario.seed() != null ? scenario.seed() : 0L;
        EventLogFile out;
        try {
            out = events == null || InputFiles.isStdin(events) ? EventLogFile.standardOutput(m)
                    : EventLogFile.open(events, inputs(), ShutdownHooks.runtime(), m, eventsOption());
        } catch (EventLogFile.Refused e) {
            err.println(e.getMessage());
            return 2;
        }
        try (out) {
            InputStream in;
            try {
                in = openScript(scriptFromStdin);
            } catch (IOException e) {
                err.println(Located.text(m, "cli.run.script.unreadable", commands, IoReasons.of(e, m)));
                return 2;
            }
            boolean byHand = scriptFromStdin && System.console() != null;
            if (byHand) {
                // Typed by hand: without a word the run would look hung while it waits for the first command.
                err.println(m.text("cli.run.stdin.terminal"));
            }
            try (in) {
                return play(scenario, s, in, byHand, out, err);
            }
        } catch (IOException e) {
            return unwritable(out, IoReasons.of(e, m), err);
        }
    }

    /**
     * The log could not be written: said, exit 2; but standard output closed by its reader ({@code | head}, which
     * read the lines it wanted) is the end a shell gives a program whose pipe closed, without a word.
     */
    private int unwritable(EventLogFile out, String why, PrintStream err) {
        if (out.standardOutput() && StandardOutput.readerLeft()) return StandardOutput.READER_LEFT;
        err.println(m.text("cli.run.log.unwritable", out.shownName(), why));
        return 2;
    }

    /** @param byHand whether a person types the commands in this terminal (a stray arrow key spoils one line) */
    private int play(Scenario scenario, long s, InputStream in, boolean byHand, EventLogFile out, PrintStream err)
            throws IOException {
        String scriptName = allAi ? "(no script)" : commands == null || InputFiles.isStdin(commands)
                ? InputFiles.STDIN_NAME : commands.toString();
        Writer writer = new BufferedWriter(new OutputStreamWriter(out.stream(), StandardCharsets.UTF_8));
        // Typed by hand with the log going to a file, the fight is told on the terminal too: else the person typing
        // would see nothing of it.
        boolean logOnTerminal = events == null || InputFiles.isStdin(events);
        HeadlessRun.Watcher watcher = byHand && !logOnTerminal
                ? new HeadlessRun.Watcher(new OutputStreamWriter(err, StandardCharsets.UTF_8), LogText.in(m)) : null;
        HeadlessRun.Result result = new HeadlessRun().run(scenario, s, CommandScript.of(in, scriptName, byHand), writer,
                format(), watcher);
        if (!result.skipped().isEmpty()) skippedLines(result.skipped(), result.skippedCount(), scriptName, scenario, err);
        if (!result.refused().isEmpty()) refusedLines(result.refused(), result.refusedCount(), scriptName, scenario, err);
        switch (result.outcome()) {
            case BAD_DICE -> err.println(ForcedDieProblem.of(scenarioFile, scenarioName(), result.badDie()).in(m));
            // Where in the script, then why, in the command's language (standard input is read only as the run goes).
            case BAD_SCRIPT -> err.println(EngineSentences.of(m).say(result.message(), w -> w));
            case OUTPUT_FAILED -> {
                return unwritable(out, result.message(), err);
            }
            case FINISHED -> {
                out.commit();
                unreadLines(result.linesRead(), err);
                return 0;
            }
            case OUT_OF_COMMANDS -> {
                // Not an error (the format says the run stops there), but a GM who gave no script should
                // learn why the log is so short, on the error stream, away from the log itself.
                if (result.waiting() != null) {
                    // A script given by name ran short: it wants more lines, not to be given.
                    boolean named = commands != null && !InputFiles.isStdin(commands);
                    err.println(named ? m.text("cli.run.out.of.script", scenarioName(), result.round(), result.waiting(),
                            commands.toString()) : m.text("cli.run.out.of.commands", scenarioName(), result.round(),
                            result.waiting()));
                }
                out.commit();
                return 0;
            }
        }
        // A failed run leaves the destination as it was: the temporary log is dropped when out closes.
        return 2;
    }

    /**
     * A fight that ended before its script did: the commands after the last one read were never played, which a
     * GM who wrote them for a longer fight should learn (a script of one file only: standard input is not read
     * on past the fight, as a pipe may never end).
     */
    private void unreadLines(int read, PrintStream err) {
        if (allAi || commands == null || InputFiles.isStdin(commands) || !Files.isRegularFile(commands)) return;
        int line = 0;
        int left = 0;
        int first = 0;
        try (BufferedReader r = Files.newBufferedReader(commands, StandardCharsets.UTF_8)) {
            for (String text = r.readLine(); text != null; text = r.readLine()) {
                if (++line <= read || CommandParser.typed(text).isEmpty()) continue;
                if (left++ == 0) first = line;
            }
        } catch (IOException | UncheckedIOException e) {
            return; // The run read it whole already; a file changed since is not this run's to report.
        }
        if (left > 0) {
            err.println(m.text("cli.run.script.unread", scenarioName(), commands.toString(), String.valueOf(first), left));
        }
    }

    /** Most lines a run names on the error stream; a script refused wholesale sends the rest to the log. */
    private static final int REFUSED_SHOWN = 10;

    /**
     * The script's lines that changed nothing, each with its line number and reason, as a compiler names a
     * source's: a run that exits 0 still tells its GM which lines to mend, away from the log itself.
     *
     * @param count how many lines were refused, of which {@code refused} holds the first
     */
    private void refusedLines(List<RefusedLine> refused, int count, String scriptName, Scenario scenario,
                              PrintStream err) {
        scriptLines(REFUSED, refused.stream().map(r -> new NamedLine(r.line(), r.command(), r.reason())).toList(),
                count, scriptName, scenario, err);
    }

    /**
     * The script's lines passed over unplayed, left over from turns the game ended itself (a creature dropped by a blow
     * as it moved): each with its line number and why that turn ended, so that a GM sees why the next creature did not
     * take them, and which lines to take out.
     *
     * @param count how many lines were skipped, of which {@code skipped} holds the first
     */
    private void skippedLines(List<SkippedLine> skipped, int count, String scriptName, Scenario scenario,
                              PrintStream err) {
        scriptLines(SKIPPED, skipped.stream().map(k -> new NamedLine(k.line(), k.command(), k.why())).toList(),
                count, scriptName, scenario, err);
    }

    /** A script's line a run names on the error stream, and the engine's sentence for why. */
    private record NamedLine(int line, String command, String why) {}

    /** The message keys of one kind of named lines: the heading for one and for several, each line, the rest. */
    private record LineWords(String one, String many, String line, String more) {}

    private static final LineWords REFUSED = new LineWords("cli.run.refused.one", "cli.run.refused.many",
            "cli.run.refused.line", "cli.run.refused.more");
    private static final LineWords SKIPPED = new LineWords("cli.run.skipped.one", "cli.run.skipped.many",
            "cli.run.skipped.line", "cli.run.skipped.more");

    /**
     * Names {@code lines} under the heading for one or several, each as a line of its own, at most
     * {@link #REFUSED_SHOWN} of them and then how many more.
     */
    private void scriptLines(LineWords key, List<NamedLine> lines, int count, String scriptName, Scenario scenario,
                             PrintStream err) {
        err.println(count == 1 ? m.text(key.one(), scenarioName(), scriptName)
                : m.text(key.many(), scenarioName(), scriptName, String.valueOf(count)));
        // The reason in the command's language, as the game's log says it; the line as it is in the script.
        EngineSentences said = EngineSentences.of(m);
        UnaryOperator<String> words = ScriptWords.of(scenario, m.language());
        Predicate<String> feminine = ScriptWords.feminine(scenario, m.language());
        // The place in the compiler's shape, "script:4: ", then the command and its reason joined as the language
        // joins them (French: "attack g9 : ..."); the line cut as any long text a message quotes.
        for (NamedLine l : lines.subList(0, Math.min(REFUSED_SHOWN, lines.size()))) {
            err.println("  " + Located.text(m, key.line(), scriptName + ":" + l.line(), Quoted.shown(l.command()),
                    said.say(l.why(), words, feminine)));
        }
        if (count > REFUSED_SHOWN) err.println(m.text(key.more(), String.valueOf(count - REFUSED_SHOWN)));
    }

    /** A recording: its inputs replace the script, its seed and content copy make the same fight. */
    private int replay(PrintStream err) {
        if (commands != null || allAi || seed != null || rules != null) {
            err.println(Located.text(m, "cli.run.recording.options", scenarioFile));
            return 2;
        }
        RecordingInput in = RecordingInput.load(scenarioFile, err, m);
        if (in == null) return 2;
        HeadlessReplay.Result result = new HeadlessReplay().run(in.scenario(), in.recording().seed(), in.inputs(),
                in.recording().result(), scenarioFile.toString(), in::lineOfInput, format(), in.keyframes());
        if (result.problem() != null) {
            err.println(Located.shape(result.problem(), SaveWords.of(m, result.problem())));
            RecordingInput.offerBackup(scenarioFile, err, m);
            return 2;
        }
        EventLogFile out;
        try {
            out = events == null || InputFiles.isStdin(events) ? EventLogFile.standardOutput(m)
                    : EventLogFile.open(events, Map.of(scenarioFile, m.text("cli.input.recording")), ShutdownHooks.runtime(), m,
                    eventsOption());
        } catch (EventLogFile.Refused e) {
            err.println(e.getMessage());
            return 2;
        }
        try (out) {
            Writer writer = new BufferedWriter(new OutputStreamWriter(out.stream(), StandardCharsets.UTF_8));
            writer.write(result.log());
            writer.flush();
            out.commit();
            // A fight its forced dice stopped ends there, as one left unfinished: said after its log, not refused.
            if (result.stop() != null) err.println(ForcedStopNote.of(scenarioFile, in.recording(), result.stop(), m));
            return 0;
        } catch (IOException e) {
            return unwritable(out, IoReasons.of(e, m), err);
        }
    }

    /** The event log of the scenario format, or with --text the game's own sentences. */
    private EventLines.Format format() {
        return text ? LogText.in(m) : EventLines.json();
    }

    private String scenarioName() {
        return InputFiles.isStdin(scenarioFile) ? InputFiles.STDIN_NAME : scenarioFile.toString();
    }

    /** The files the run reads, which the event log may not replace. */
    private Map<Path, String> inputs() {
        Map<Path, String> in = new LinkedHashMap<>();
        if (!InputFiles.isStdin(scenarioFile)) in.put(scenarioFile, m.text("cli.input.scenario"));
        if (commands != null && !InputFiles.isStdin(commands)) in.putIfAbsent(commands, m.text("cli.input.script"));
        return in;
    }

    private InputStream openScript(boolean fromStdin) throws IOException {
        if (allAi) return InputStream.nullInputStream();
        if (fromStdin) {
            // Standard input stays open for whoever runs after this command (the tests run many in one process).
            return new FilterInputStream(System.in) {
                @Override
                public void close() {
                    // left open on purpose
                }
            };
        }
        return Files.newInputStream(commands);
    }

    private static Optional<String> checkScript(Path file, ScreenMessages m) {
        try (InputStream in = Files.newInputStream(file)) {
            CommandScript.of(in, file.toString()).checkAll();
            return Optional.empty();
        } catch (CommandScript.Unreadable e) {
            // The reason in the command's language, as check says it; English is the sentence itself.
            return Optional.of(e.said(reason -> EngineSentences.of(m).say(reason, w -> w)));
        } catch (IOException e) {
            return Optional.of(Located.text(m, "cli.run.script.unreadable", file, IoReasons.of(e, m)));
        }
    }

    /**
     * The name the user gave the event log's option, {@code --events} or {@code --out} (the last one typed, as picocli
     * takes the last value): a refusal names what they wrote.
     */
    private String eventsOption() {
        String typed = "--events";
        if (spec == null || spec.commandLine() == null || spec.commandLine().getParseResult() == null) return typed;
        for (String arg : spec.commandLine().getParseResult().originalArgs()) {
            if (arg.equals("--")) break;
            if (arg.equals("--out") || arg.startsWith("--out=")) typed = "--out";
            else if (arg.equals("--events") || arg.startsWith("--events=")) typed = "--events";
        }
        return typed;
    }
}
