package escarmouche.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import escarmouche.content.model.Scenario;
import escarmouche.simulate.Report;
import escarmouche.simulate.Simulation;
import escarmouche.lang.ScreenMessages;
import escarmouche.rules.core.RulePart;
import escarmouche.rules.core.RuleSet;
import escarmouche.ui.lang.ContentNames;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code ./play simulate}: many AI-only fights of one scenario, and the odds they give; of several (files,
 * or a folder of them), one line of odds for each.
 */
@Command(name = "simulate", mixinStandardHelpOptions = true, addMethodSubcommands = false,
        description = "Fight a scenario many times with every creature on AI and report the odds.")
public final class SimulateCommand implements Callable<Integer> {
    @Parameters(index = "0..*", arity = "1..*", paramLabel = "SCENARIO", descriptionKey = "scenario",
            description = "the scenario file (JSON), or - for standard input; several files, or a folder of them,"
                    + " give one line of odds for each")
    List<java.nio.file.Path> scenarioFiles;

    /** The one scenario of a whole report. */
    private java.nio.file.Path scenarioFile;

    @Option(names = "--runs", paramLabel = "N", defaultValue = "1000", description = "number of fights, 1 to 10,000,000 (default ${DEFAULT-VALUE})")
    int runs;

    @Option(names = "--seed", paramLabel = "N", description = "first seed (default: the scenario's, else 0); run i uses seed+i")
    Long seed;

    @Option(names = "--threads", paramLabel = "N", description = "worker threads, 1 to 1,024 (default: the number of cores)")
    Integer threads;

    @Option(names = "--json", description = "print the report as JSON")
    boolean json;

    @Option(names = "--rules", paramLabel = "house|dd5", converter = RulesOption.class,
            description = "play it under these rules instead of the scenario's: house (the house rules), dd5 (plain 5e),"
                    + " or house-5e-PART (the house rules with one part as in plain 5e, as --parts names them)")
    RuleSet rules;

    @Option(names = "--compare", description = "fight it under the house rules and under plain 5e, the same seeds, and"
            + " show both side by side with the difference in the party's win rate; of several scenarios, a line each")
    boolean compare;

    @Option(names = "--parts", description = "(one scenario) fight it under the house rules, then once for each part of them"
            + " (opportunity attacks, hit points ...) played as in plain 5e with the rest kept, then under plain 5e,"
            + " the same seeds; show how far each part moves the party's win rate, the largest first")
    boolean parts;

    @Mixin
    ToolLanguage language;

    /** The JVM's shutdown hooks, where Ctrl-C is heard; tests give their own. */
    ShutdownHooks hooks = ShutdownHooks.runtime();

    @Override
    public Integer call() throws Exception {
        ScreenMessages m = language.messages();
        // An empty name is no path: java.nio reads it as the working folder, whose scenarios were fought.
        for (java.nio.file.Path p : scenarioFiles) {
            if (p.toString().isEmpty()) {
                System.err.println(m.text("cli.input.empty.name", m.text("cli.input.scenario.file")));
                return 2;
            }
        }
        if (!OptionBounds.RUNS.holds(runs)) {
            System.err.println(m.text("cli.option.between", "--runs", OptionBounds.RUNS.min(),
                    OptionBounds.RUNS.max(), String.valueOf(runs)));
            return 2;
        }
        if (threads != null && !OptionBounds.THREADS.holds(threads)) {
            System.err.println(m.text("cli.option.between", "--threads", OptionBounds.THREADS.min(),
                    OptionBounds.THREADS.max(), String.valueOf(threads)));
            return 2;
        }
        if (compare && rules != null) {
            System.err.println(m.text("cli.compare.rules"));
            return 2;
        }
        if (parts && (compare || rules != null)) {
            System.err.println(m.text(compare ? "cli.parts.compare" : "cli.parts.rules"));
            return 2;
        }
        if (scenarioFiles.size() > 1 || java.nio.file.Files.isDirectory(scenarioFiles.get(0))) {
            if (parts) {
                System.err.println(m.text("cli.survey.one", "--parts"));
                return 2;
            }
            int t = threads != null ? threads : Runtime.getRuntime().availableProcessors();
            return SurveyRun.run(scenarioFiles, new SurveyRun.Options(runs, seed, t, rules, compare, json), m, hooks);
        }
        scenarioFile = scenarioFiles.get(0);
        String oneFight = Survey.notAScenario(scenarioFile, m);
        if (oneFight != null) {
            // A recording or an event log: said for what it is, rather than read as a broken scenario.
            System.err.println(oneFight);
            return 2;
        }
        Scenario scenario = ScenarioFiles.load(scenarioFile, System.err, m);
        if (scenario == null) return 2;
        if (rules != null) scenario = scenario.withRules(rules);
        if (!scenario.dice().isEmpty()) System.err.println(m.text("cli.simulate.forced.dice", scenario.dice().size(),
                String.valueOf(scenario.dice().size())));
        long s = seed != null ? seed : scenario.seed() != null ? scenario.seed() : 0L;
        int t = threads != null ? threads : Runtime.getRuntime().availableProcessors();
        if (compare) return compare(scenario, s, t, m);
        if (parts) return parts(scenario, s, t, m);
        try (EnoughSignal enough = new EnoughSignal(hooks)) {
            Progress progress = new Progress(runs, m, hooks);
            Report report = Simulation.runUntil(scenario, runs, s, t, progress::update, enough::asked);
            progress.done();
            if (stoppedEarly(enough, report.runs(), "cli.simulate.enough", m)) return 130;
            print(report, scenario, m);
            System.out.flush();
        }
        return 0;
    }

    private void print(Report report, Scenario scenario, ScreenMessages m) throws Exception {
        if (json) {
            System.out.println(new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).writeValueAsString(report));
        } else {
            String title = ContentNames.of(scenario.words(), m.language()).scenario(report.scenario());
            // Rules asked for on the command line are named, as they may not be the scenario's own.
            if (rules != null) title = m.text("cli.simulate.under", title, RulesOption.said(m, rules));
            System.out.print(ReportText.of(report, m, title));
            // The fights to watch are named by their seeds; a scenario read from standard input has no name to give.
            if (!report.toWatch().isEmpty() && !InputFiles.isStdin(scenarioFile)) {
                String file = shellWord(scenarioFile.toString());
                System.out.print(ReportLines.wrap("  ", "   ", m.text("cli.simulate.watch",
                        rules == null ? file : file + " --rules " + rules.id())));
            }
        }
    }

    /**
     * Stopped by Ctrl-C: says so first, what was fought being reported as --runs of that number would report it
     * ({@code key}: of one rule set, or of each), its counts grouped for reading and the --runs to type bare;
     * true when no fight was over, and nothing is to be reported.
     */
    private boolean stoppedEarly(EnoughSignal enough, int over, String key, ScreenMessages m) {
        if (!enough.asked()) return false;
        System.err.print(ReportLines.wrap("", "", over == 0 ? m.text("cli.simulate.enough.none")
                : m.text(key, String.valueOf(over), m.language().number(runs), over,
                        m.language().number(over))));
        return over == 0;
    }

    /**
     * Both rule sets on the same seeds, run by run under one progress bar, then the two reports side by side.
     * Ctrl-C reports the runs both sets have fought, the first ones.
     */
    private int compare(Scenario scenario, long seed, int threads, ScreenMessages m) throws Exception {
        // The report is printed while the signal's hook holds the process (Ctrl-C): it is closed only after.
        try (EnoughSignal enough = new EnoughSignal(hooks)) {
            Progress progress = new Progress(2 * runs, m, hooks);
            List<Simulation.Played> played = Simulation.playedSide(List.of(scenario.withRules(RuleSet.HOUSE),
                    scenario.withRules(RuleSet.DD5)), runs, seed, threads, progress::update, enough::asked);
            progress.done();
            Report house = played.get(0).report();
            Report dd5 = played.get(1).report();
            if (stoppedEarly(enough, house.runs(), "cli.simulate.enough.each", m)) return 130;
            if (json) {
                Map<String, Object> both = new LinkedHashMap<>();
                both.put("house", house);
                both.put("dd5", dd5);
                both.put("partyWinsDifference", PartsJson.houseMinusDd5(house, dd5));
                System.out.println(new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).writeValueAsString(both));
            } else {
                String title = ContentNames.of(scenario.words(), m.language()).scenario(house.scenario());
                System.out.print(CompareText.of(house, dd5, m, title));
            }
            System.out.flush();
        }
        return 0;
    }

    /**
     * The house rules, each part as in plain 5e, then plain 5e, all on the same seeds under one progress
     * bar; then each part weighed by how far it moves the party's win rate.
     */
    private int parts(Scenario scenario, long seed, int threads, ScreenMessages m) throws Exception {
        List<RulePart> order = RulePart.all();
        // The house rules, each part as in 5e, then plain 5e: run by run, so that Ctrl-C leaves each the same first runs.
        List<Scenario> sets = new ArrayList<>();
        sets.add(scenario.withRules(RuleSet.HOUSE));
        for (RulePart part : order) sets.add(scenario.withRules(RuleSet.HOUSE.asIn5e(part)));
        sets.add(scenario.withRules(RuleSet.DD5));
        // The report is printed while the signal's hook holds the process (Ctrl-C): it is closed only after.
        try (EnoughSignal enough = new EnoughSignal(hooks)) {
            Progress progress = new Progress(sets.size() * runs, m, hooks);
            List<Simulation.Played> played = Simulation.playedSide(sets, runs, seed, threads, progress::update,
                    enough::asked);
            progress.done();
            if (stoppedEarly(enough, played.get(0).report().runs(), "cli.simulate.enough.each", m)) return 130;
            PartsWeighed weighed = PartsWeighed.of(played.get(0), order, played.subList(1, sets.size() - 1),
                    played.get(sets.size() - 1).report(), seed);
            if (json) {
                System.out.println(new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).writeValueAsString(
                        PartsJson.of(weighed)));
            } else {
                String title = ContentNames.of(scenario.words(), m.language()).scenario(weighed.house().scenario());
                System.out.print(PartsText.of(weighed, m, title));
                // A scenario read from standard input has no name to give to replay.
                if (!InputFiles.isStdin(scenarioFile)) {
                    System.out.print(ReportLines.wrap("  ", "   ", m.text("cli.parts.watch", shellWord(scenarioFile.toString()))));
                }
            }
            System.out.flush();
        }
        return 0;
    }

    /** A path as a shell reads it back: as it is when plain, else in single quotes. */
    static String shellWord(String path) {
        return path.matches("[A-Za-z0-9_./@%+=:,-]+") ? path : "'" + path.replace("'", "'\\''") + "'";
    }
}
