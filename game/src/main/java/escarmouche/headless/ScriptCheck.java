package escarmouche.headless;

import escarmouche.command.Command;
import escarmouche.command.CommandParser;
import escarmouche.command.CommandSyntaxException;
import escarmouche.content.load.Problem;
import escarmouche.content.load.Wording;
import escarmouche.lang.Spelling;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/**
 * What {@code ./play check} says about a command script: every line that is not a command of the
 * grammar, and the first one that is not text. Whether a command is legal depends on the fight, so
 * only {@code ./play run} can tell that.
 */
public final class ScriptCheck {
    private final CommandParser parser = new CommandParser();

    /**
     * The creatures a script's commands name that its scenario does not have ({@code combatants}, the ids of
     * {@code scenario}, the scenario beside it): warnings, as run would refuse those commands and play on.
     * Lines that are not commands are left to {@link #check}.
     */
    public List<Problem> strangers(Path file, String scenario, Collection<String> combatants) {
        List<Problem> warnings = new ArrayList<>();
        List<String> known = combatants.stream().sorted().toList();
        try (InputStream in = Files.newInputStream(file)) {
            CommandScript script = CommandScript.of(in, file.toString());
            String line;
            while ((line = script.nextLine()) != null) {
                Command c;
                try {
                    c = parser.parse(line);
                } catch (CommandSyntaxException e) {
                    continue;
                }
                for (String id : named(c)) {
                    if (known.contains(id)) continue;
                    Object hint = Spelling.closest(id, known).<Object>map(k -> Wording.of("problem.did.you.mean", "\"" + k + "\""))
                            .orElse("");
                    warnings.add(new Problem(file.toString(), "", script.lineNumber(), 1, Wording.of("problem.script.stranger",
                            line.strip(), "\"" + id + "\"", scenario, hint, String.join(", ", known))));
                }
            }
        } catch (CommandScript.Unreadable | IOException e) {
            // Said by check, which reads the same file.
        }
        return warnings;
    }

    /** The creatures a command names by id, in the order it names them. */
    static List<String> named(Command c) {
        List<String> out = new ArrayList<>();
        if (c instanceof Command.Attack a) {
            out.add(a.target());
            if (a.offtarget() != null) out.add(a.offtarget());
        } else if (c instanceof Command.Aid a) {
            out.add(a.ally());
        } else if (c instanceof Command.Grapple g) {
            out.add(g.target());
        } else if (c instanceof Command.Shove sh) {
            out.add(sh.target());
        } else if (c instanceof Command.Help h) {
            out.add(h.ally());
            if (h.target() != null) out.add(h.target());
        } else if (c instanceof Command.Cast k && k.target() != null) {
            out.add(k.target());
        } else if (c instanceof Command.Read r && r.target() != null) {
            out.add(r.target());
        } else if (c instanceof Command.Ready r && r.target() != null) {
            out.add(r.target());
        }
        return out;
    }

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
