package escarmouche.cli;

import escarmouche.content.load.ContentChecker;
import escarmouche.content.load.Problem;
import escarmouche.headless.ScriptCheck;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/** {@code ./play check PATH...}: validates content, scenario and command files, listing every problem. */
@Command(name = "check", mixinStandardHelpOptions = true,
        description = "Validate content, scenario or command files and print every problem found (exit 2 if any).")
public final class CheckCommand implements Callable<Integer> {
    @Parameters(arity = "1..*", paramLabel = "PATH",
            description = "the content folder, a content file, a scenario file, a command script (.commands), a folder"
                    + " of scenarios, or - for a scenario on standard input")
    List<Path> paths = new ArrayList<>();

    @Override
    public Integer call() {
        PrintStream err = System.err;
        ContentChecker checker = new ContentChecker();
        ScriptCheck scripts = new ScriptCheck();
        List<Problem> problems = new ArrayList<>();
        List<String> warnings = new ArrayList<>();
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
        for (String w : warnings) err.println("warning: " + w);
        for (Problem problem : problems) err.println(problem);
        for (Path p : empty) {
            err.println(p + ": nothing was checked: no scenario (.json) or command script (.commands) in this folder");
        }
        if (!problems.isEmpty()) {
            err.println(problems.size() + (problems.size() == 1 ? " problem" : " problems") + " found.");
            return 2;
        }
        if (!empty.isEmpty()) return 2;
        System.out.println("ok: " + files + (files == 1 ? " file" : " files") + " checked, no problem found");
        return 0;
    }
}
