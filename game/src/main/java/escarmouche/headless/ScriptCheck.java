package escarmouche.headless;

import escarmouche.command.CommandParser;
import escarmouche.command.CommandSyntaxException;
import escarmouche.content.load.Problem;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * What {@code ./play check} says about a command script: every line that is not a command of the
 * grammar, and the first one that is not text. Whether a command is legal depends on the fight, so
 * only {@code ./play run} can tell that.
 */
public final class ScriptCheck {
    private final CommandParser parser = new CommandParser();

    public List<Problem> check(Path file) {
        List<Problem> problems = new ArrayList<>();
        try (InputStream in = Files.newInputStream(file)) {
            CommandScript script = CommandScript.of(in, file.toString());
            String line;
            while ((line = script.nextLine()) != null) {
                try {
                    parser.parse(line);
                } catch (CommandSyntaxException e) {
                    problems.add(new Problem(file.toString(), "", script.lineNumber(), 1, e.getMessage()));
                }
            }
        } catch (CommandScript.Unreadable e) {
            problems.add(new Problem(file.toString(), "", e.line(), Math.max(1, e.column()), e.reason()));
        } catch (IOException e) {
            problems.add(new Problem(file.toString(), "", 0, 0, "cannot read the script: " + e.getMessage()));
        }
        return problems;
    }
}
