package escarmouche.cli;

import escarmouche.content.load.Content;
import escarmouche.content.load.ContentLoader;
import escarmouche.content.load.ContentLocator;
import escarmouche.content.load.Loaded;
import escarmouche.content.load.ProblemRuns;
import escarmouche.content.load.ScenarioLoader;
import escarmouche.content.model.Scenario;
import escarmouche.lang.Located;
import escarmouche.lang.ScreenMessages;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Optional;

/** Loads the content and a scenario for the commands that play one, printing problems if any. */
final class ScenarioFiles {
    private ScenarioFiles() {}

    /** The scenario (a file, a pipe, or {@code -} for standard input), or null after printing every problem. */
    static Scenario load(Path file, PrintStream err, ScreenMessages m) {
        Optional<String> unreadable = InputFiles.problem(file, "cli.input.scenario.file", m);
        if (unreadable.isPresent()) {
            err.println(unreadable.get());
            return null;
        }
        Content content = content(err, m);
        return content == null ? null : load(file, content, err, m);
    }

    /** The game's content, or null after printing why it cannot be read. */
    static Content content(PrintStream err, ScreenMessages m) {
        Optional<Path> dir = ContentLocator.standard().locate();
        if (dir.isEmpty()) {
            err.println(m.text("cli.content.not.found", ContentLocator.ENVIRONMENT));
            return null;
        }
        Loaded<Content> content = new ContentLoader().load(dir.get());
        if (!content.ok()) {
            for (String line : ProblemRuns.said(content.problems(), m)) err.println(line);
            err.println(m.text("cli.content.invalid", shown(dir.get())));
            return null;
        }
        return content.value();
    }

    /**
     * The content folder as the command to check it names it: relative to where the command runs when it lies
     * there ({@code content}), else whole (a GM's copy named by ESCARMOUCHE_CONTENT).
     */
    static String shown(Path dir) {
        Path here = Path.of("").toAbsolutePath();
        Path whole = dir.toAbsolutePath().normalize();
        return whole.startsWith(here) && !whole.equals(here) ? here.relativize(whole).toString() : whole.toString();
    }

    /** The scenario read against {@code content} (read once for several), or null after printing its problems. */
    static Scenario load(Path file, Content content, PrintStream err, ScreenMessages m) {
        Optional<String> unreadable = InputFiles.problem(file, "cli.input.scenario.file", m);
        if (unreadable.isPresent()) {
            err.println(unreadable.get());
            return null;
        }
        Loaded<Scenario> scenario = InputFiles.isStdin(file)
                ? new ScenarioLoader().load(System.in, InputFiles.STDIN_NAME, content)
                : new ScenarioLoader().load(file, content);
        if (!scenario.ok()) {
            // A JSON file of another kind (the content's weapons, a folder's spells) is said in one line, not as
            // the dozens of fields a scenario does not have; check lists them all for a file named alone.
            if (ScenarioLoader.notAScenario(scenario.problems())) {
                err.println(Located.text(m, "cli.input.not.scenario", file));
                return null;
            }
            for (String line : ProblemRuns.said(scenario.problems(), m)) err.println(line);
            return null;
        }
        // Valid but rarely meant (a side spelt two ways fights itself): said before the fight, as check says it.
        for (String line : ProblemRuns.saidGrouped(scenario.warnings(), m)) err.println(m.text("cli.check.warning", line));
        return scenario.value();
    }
}
