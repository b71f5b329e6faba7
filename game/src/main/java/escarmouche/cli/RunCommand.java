package escarmouche.cli;

import escarmouche.content.model.Scenario;
import escarmouche.headless.HeadlessRun;
import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code ./play run}: plays a scenario headless from a command script and writes the event log. */
@Command(name = "run", mixinStandardHelpOptions = true,
        description = "Play a scenario headless: player commands from a script, AI for the rest; "
                + "writes the event log as JSON Lines.")
public final class RunCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "SCENARIO", description = "the scenario file (JSON)")
    Path scenarioFile;

    @Option(names = "--commands", paramLabel = "FILE", description = "command script (default: standard input)")
    Path commands;

    @Option(names = "--events", paramLabel = "FILE", description = "event log to write (default: standard output)")
    Path events;

    @Option(names = "--seed", paramLabel = "N", description = "dice seed (default: the scenario's, else 0)")
    Long seed;

    @Option(names = "--all-ai", description = "every creature plays by its behaviour, the party too (no script read)")
    boolean allAi;

    @Override
    public Integer call() throws IOException {
        Scenario scenario = ScenarioFiles.load(scenarioFile, System.err);
        if (scenario == null) return 2;
        if (allAi) scenario = escarmouche.simulate.Simulation.allAi(scenario, true);
        if (commands != null && !Files.isRegularFile(commands)) {
            System.err.println(commands + ": no such command file");
            return 2;
        }
        long s = seed != null ? seed : scenario.seed() != null ? scenario.seed() : 0L;
        HeadlessRun.Result result;
        try (BufferedReader in = commands != null ? Files.newBufferedReader(commands, StandardCharsets.UTF_8)
                : new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8))) {
            if (events == null) {
                Writer out = new BufferedWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8));
                result = new HeadlessRun().run(scenario, s, in, out);
            } else {
                result = runToFile(scenario, s, in);
            }
        }
        if (result.outcome() == HeadlessRun.Outcome.BAD_DICE) {
            System.err.println(scenarioFile + ": $.dice: " + result.message());
            return 2;
        }
        return 0;
    }

    /** Writes the log next to its destination first, then moves it in place: no half-written logs. */
    private HeadlessRun.Result runToFile(Scenario scenario, long s, BufferedReader in) throws IOException {
        Path target = events.toAbsolutePath();
        Path dir = target.getParent();
        if (dir != null) Files.createDirectories(dir);
        Path tmp = Files.createTempFile(dir, "." + target.getFileName(), ".tmp");
        try {
            HeadlessRun.Result result;
            try (Writer out = Files.newBufferedWriter(tmp, StandardCharsets.UTF_8)) {
                result = new HeadlessRun().run(scenario, s, in, out);
            }
            Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            return result;
        } finally {
            Files.deleteIfExists(tmp);
        }
    }
}
