package escarmouche.cli;

import escarmouche.content.load.ContentChecker;
import escarmouche.content.load.Problem;
import escarmouche.content.load.ProblemRuns;
import escarmouche.headless.ScriptCheck;
import escarmouche.lang.ScreenMessages;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

/** {@code ./play check PATH...}: validates content, scenario and command files, listing every problem. */
@Command(name = "check", mixinStandardHelpOptions = true, addMethodSubcommands = false,
        description = "Validate content, scenario or command files and print every problem found (exit 2 if any).")
public final class CheckCommand implements Callable<Integer> {
    @Parameters(arity = "1..*", paramLabel = "PATH", descriptionKey = "paths",
            description = "the content folder, a content file, a scenario file, a command script (.commands), a folder"
                    + " of scenarios, or - for a scenario on standard input")
    List<Path> paths = new ArrayList<>();

    @Mixin
    ToolLanguage language;

    @Override
    public Integer call() {
        PrintStream err = System.err;
        ScreenMessages m = language.messages();
        ContentChecker checker = new ContentChecker();
        ScriptCheck scripts = new ScriptCheck();
        List<Problem> problems = new ArrayList<>();
        List<Problem> warnings = new ArrayList<>();
        List<Path> empty = new ArrayList<>();
        int files = 0;
        for (Path p : paths) {
            ContentChecker.Findings found = InputFiles.isStdin(p)
                    ? checker.review(System.in, InputFiles.STDIN_NAME) : checker.review(p);
            problems.addAll(found.problems());
            warnings.addAll(found.warnings());
            for (Path script : found.scripts()) problems.addAll(scripts.check(script));
            if (found.files() == 0 && found.problems().isEmpty()) empty.add(p);
            files += found.files();
        }
        for (Problem w : warnings) err.println(m.text("cli.check.warning", w.in(m)));
        for (String line : ProblemRuns.said(problems, m)) err.println(line);
        for (Path p : empty) err.println(m.text("cli.check.empty.folder", p));
        if (!problems.isEmpty()) {
            err.println(m.text("cli.check.problems", problems.size(), String.valueOf(problems.size())));
            return 2;
        }
        if (!empty.isEmpty()) return 2;
        System.out.println(m.text("cli.check.ok", files, String.valueOf(files)));
        return 0;
    }
}
