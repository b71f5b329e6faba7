package escarmouche.cli;

import escarmouche.content.load.ContentChecker;
import escarmouche.content.load.Problem;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/** {@code ./play check PATH...}: validates content and scenario files, listing every problem. */
@Command(name = "check", mixinStandardHelpOptions = true,
        description = "Validate content or scenario files and print every problem found (exit 2 if any).")
public final class CheckCommand implements Callable<Integer> {
    @Parameters(arity = "1..*", paramLabel = "PATH",
            description = "the content folder, a content file, a scenario file or a folder of scenarios")
    List<Path> paths = new ArrayList<>();

    @Override
    public Integer call() {
        List<Problem> problems = new ArrayList<>();
        for (Path p : paths) {
            if (!Files.exists(p)) {
                System.err.println(p + ": no such file or folder");
                return 2;
            }
            problems.addAll(new ContentChecker().check(p));
        }
        for (Problem problem : problems) System.err.println(problem);
        if (!problems.isEmpty()) {
            System.err.println(problems.size() + (problems.size() == 1 ? " problem" : " problems") + " found.");
            return 2;
        }
        System.out.println("ok: no problem found in " + paths);
        return 0;
    }
}
