package escarmouche.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import escarmouche.content.model.Scenario;
import escarmouche.simulate.Report;
import escarmouche.simulate.Simulation;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code ./play simulate}: many AI-only fights of one scenario, and the odds they give. */
@Command(name = "simulate", mixinStandardHelpOptions = true,
        description = "Fight a scenario many times with every creature on AI and report the odds.")
public final class SimulateCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "SCENARIO", description = "the scenario file (JSON), or - for standard input")
    java.nio.file.Path scenarioFile;

    @Option(names = "--runs", paramLabel = "N", defaultValue = "1000", description = "number of fights (default ${DEFAULT-VALUE})")
    int runs;

    @Option(names = "--seed", paramLabel = "N", description = "first seed (default: the scenario's, else 0); run i uses seed+i")
    Long seed;

    @Option(names = "--threads", paramLabel = "N", description = "worker threads (default: the number of cores)")
    Integer threads;

    @Option(names = "--json", description = "print the report as JSON")
    boolean json;

    @Override
    public Integer call() throws Exception {
        if (runs < 1 || runs > 10_000_000) {
            System.err.println("--runs must be between 1 and 10000000, found " + runs);
            return 2;
        }
        if (threads != null && (threads < 1 || threads > 1024)) {
            System.err.println("--threads must be between 1 and 1024, found " + threads);
            return 2;
        }
        Scenario scenario = ScenarioFiles.load(scenarioFile, System.err);
        if (scenario == null) return 2;
        if (!scenario.dice().isEmpty()) {
            System.err.println("note: simulate ignores the scenario's " + scenario.dice().size() + " forced "
                    + (scenario.dice().size() == 1 ? "die" : "dice") + " (they would make every fight the same);"
                    + " each fight rolls from its own seed. ./play run plays them.");
        }
        long s = seed != null ? seed : scenario.seed() != null ? scenario.seed() : 0L;
        int t = threads != null ? threads : Runtime.getRuntime().availableProcessors();
        Progress progress = new Progress(runs);
        Report report = Simulation.run(scenario, runs, s, t, progress::update);
        progress.done();
        if (json) {
            System.out.println(new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).writeValueAsString(report));
        } else {
            System.out.print(report.text());
        }
        return 0;
    }
}
