package escarmouche.cli;

import java.util.Optional;
import picocli.CommandLine;

/** Entry point of {@code ./play}. */
public final class Main {
    private Main() {}

    public static void main(String[] args) {
        StandardOutput.install();
        System.exit(commandLine().execute(args));
    }

    /** The command line with its error handling; also used by the end-to-end tests. */
    public static CommandLine commandLine() {
        CommandLine cl = new CommandLine(new PlayCommand());
        CommandLine.IParameterExceptionHandler usage = cl.getParameterExceptionHandler();
        cl.setParameterExceptionHandler((e, args) -> {
            if (e instanceof CommandLine.UnmatchedArgumentException u && u.getCommandLine() == cl
                    && !u.getUnmatched().isEmpty() && !u.getUnmatched().get(0).startsWith("-")) {
                cl.getErr().println("escarmouche: unknown command '" + u.getUnmatched().get(0) + "'; the commands are "
                        + String.join(", ", cl.getSubcommands().keySet()) + " (./play --help says what each does)");
                return 2;
            }
            return usage.handleParseException(e, args);
        });
        cl.setExecutionStrategy(parsed -> {
            int code = new CommandLine.RunLast().execute(parsed);
            // A full disk or a closed pipe must not look like success, whatever the command printed.
            Optional<String> failed = StandardOutput.failure();
            if (failed.isPresent() && code == 0) {
                System.err.println("escarmouche: cannot write to standard output: " + failed.get());
                return 2;
            }
            return code;
        });
        cl.setExecutionExceptionHandler((e, line, parsed) -> {
            line.getErr().println("escarmouche: " + e.getMessage());
            line.getErr().println("(this is a bug in the game; please report it with the command you ran)");
            return 1;
        });
        return cl;
    }
}
