package escarmouche.cli;

import picocli.CommandLine;

/** Entry point of {@code ./play}. */
public final class Main {
    private Main() {}

    public static void main(String[] args) {
        System.exit(commandLine().execute(args));
    }

    /** The command line with its error handling; also used by the end-to-end tests. */
    public static CommandLine commandLine() {
        CommandLine cl = new CommandLine(new PlayCommand());
        cl.setExecutionExceptionHandler((e, line, parsed) -> {
            line.getErr().println("escarmouche: " + e.getMessage());
            line.getErr().println("(this is a bug in the game; please report it with the command you ran)");
            return 1;
        });
        return cl;
    }
}
