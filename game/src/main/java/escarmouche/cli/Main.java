package escarmouche.cli;

import escarmouche.launch.TerminalCharset;
import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import picocli.CommandLine;

/** Entry point of {@code ./play}. */
public final class Main {
    private Main() {}

    /**
     * The commands of {@code ./play}, in the order its help lists them. Added by {@link #commandLine} rather
     * than named in {@link PlayCommand}'s annotation, so that a command typed by its name gets a model of
     * that command alone.
     */
    private static final List<Class<?>> COMMANDS = List.of(RunCommand.class, ReplayCommand.class,
            SimulateCommand.class, CheckCommand.class, ServeCommand.class, PlayersCommand.class, BenchCommand.class);

    public static void main(String[] args) {
        StandardOutput.install();
        // A class-data archive another Java made was ignored: gone now, the launcher makes a new one next time.
        ArchiveStamp.checkLaunched();
        if (args.length == 0) System.exit(bare(System.getenv()));
        // Building the model of every command took a tenth of a second before anything else; a GM's
        // "./play simulate ..." needs only that of simulate (the help and unknown words need them all).
        CommandLine cl = forArguments(System.getenv(), args);
        if (TerminalCharset.of(System.getenv()).equals(StandardCharsets.UTF_8)) {
            // picocli writes help and its errors in the JVM's charset, ASCII when the locale is not installed.
            cl.setOut(new PrintWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8), true));
            cl.setErr(errors());
        }
        System.exit(cl.execute(args));
    }

    /**
     * {@code ./play} alone: the game itself, the command players type most. It has no option to read, so
     * the command-line model is not made: building it took 0.12 to 0.17 s, before anything else, on the
     * way to the title screen. It ends as the same command would through picocli: an unexpected error is
     * reported with the same words (exit 1), and so is a write to standard output that failed.
     */
    static int bare(Map<String, String> environment) {
        PlayCommand play = new PlayCommand(environment);
        int code;
        try {
            code = play.call();
        } catch (RuntimeException e) {
            PrintWriter err = errors();
            err.println("escarmouche: " + e.getMessage());
            err.println(bareMessages(environment).text("cli.bug"));
            return 1;
        }
        Optional<String> failed = StandardOutput.failure();
        if (failed.isPresent() && code == 0) {
            if (StandardOutput.readerLeft()) return StandardOutput.READER_LEFT;
            errors().println(bareMessages(environment).text("cli.stdout.failed", failed.get()));
            return 2;
        }
        return code;
    }

    private static ScreenMessages bareMessages(Map<String, String> environment) {
        return ScreenMessages.of(Language.ofEnvironment(environment).orElse(Language.EN));
    }

    /** Standard error as picocli is given it: in UTF-8 when the terminal takes it. */
    private static PrintWriter errors() {
        return TerminalCharset.of(System.getenv()).equals(StandardCharsets.UTF_8)
                ? new PrintWriter(new OutputStreamWriter(System.err, StandardCharsets.UTF_8), true)
                : new PrintWriter(System.err, true);
    }

    /** The command line with its error handling; also used by the end-to-end tests. */
    public static CommandLine commandLine() {
        return commandLine(System.getenv());
    }

    /** The same, its messages' language read from {@code environment} rather than the process's. */
    static CommandLine commandLine(Map<String, String> environment) {
        return commandLine(environment, null);
    }

    /** The command line {@code ./play} builds for {@code args} (at least one word): as little of it as they reach. */
    static CommandLine forArguments(Map<String, String> environment, String[] args) {
        return commandLine(environment, args[0], List.of(args).contains(PlayersCommand.NAME));
    }

    /**
     * The command line with only the command named {@code first}, when it names one exactly; with every
     * command otherwise (an option, {@code help}, a word that is no command, or null). The command chosen
     * is parsed, run and described as it is in the whole command line.
     */
    static CommandLine commandLine(Map<String, String> environment, String first) {
        return commandLine(environment, first, true);
    }

    /** Every command's {@code --version} says the game's, as {@code ./play --version} does: picocli keeps one per command. */
    private static void sameVersion(CommandLine line, String[] version) {
        for (CommandLine sub : line.getSubcommands().values()) {
            sub.getCommandSpec().version(version);
            sameVersion(sub, version);
        }
    }

    /**
     * The same, with {@code players}' own subcommands only if {@code withPlayerCommands}. picocli reads
     * them from the methods of {@link PlayersCommand} and their parameters' annotations, which was a
     * fifth of the time {@code ./play --help} spent building its model (about 30 ms) for subcommands
     * that only a command line naming {@code players} can reach; the help of {@code ./play} lists the
     * commands, not theirs.
     */
    static CommandLine commandLine(Map<String, String> environment, String first, boolean withPlayerCommands) {
        CommandLine cl = new CommandLine(new PlayCommand(environment));
        boolean named = false;
        for (Class<?> c : COMMANDS) named |= nameOf(c).equals(first);
        for (Class<?> c : COMMANDS) if (!named || nameOf(c).equals(first)) cl.addSubcommand(c);
        CommandLine players = cl.getSubcommands().get(PlayersCommand.NAME);
        if (players != null && withPlayerCommands) players.getCommandSpec().addMethodSubcommands();
        sameVersion(cl, cl.getCommandSpec().version());
        HelpOrder.apply(cl);
        CommandLine.IParameterExceptionHandler usage = cl.getParameterExceptionHandler();
        cl.setParameterExceptionHandler((raw, args) -> {
            CommandLine.ParameterException e = ParseWords.first(raw);
            if (e instanceof CommandLine.UnmatchedArgumentException u && u.getCommandLine() == cl
                    && !u.getUnmatched().isEmpty() && !u.getUnmatched().get(0).startsWith("-")) {
                cl.getErr().println(ScreenMessages.of(errorLanguage(cl, args)).text("cli.unknown.command", u.getUnmatched().get(0),
                        String.join(", ", cl.getSubcommands().keySet())));
                return 2;
            }
            Language language = errorLanguage(e.getCommandLine(), args);
            HelpLanguage.apply(cl, language);
            ScreenMessages m = ScreenMessages.of(language);
            String said = ParseWords.of(e, m);
            if (said == null) return usage.handleParseException(e, args);
            // As picocli does, in the command's words: what is wrong, then the options that come close or the usage.
            CommandLine line = e.getCommandLine();
            line.getErr().println(said);
            // A number out of bounds is said in one line, as the command says one just outside them: the usage lists no bounds.
            if (!ParseWords.suggest(e, m, line.getErr()) && !ParseWords.outOfBounds(e)) {
                line.usage(line.getErr(), line.getColorScheme());
            }
            return line.getCommandSpec().exitCodeOnInvalidInput();
        });
        cl.setExecutionStrategy(parsed -> {
            List<CommandLine> chosen = parsed.asCommandLineList();
            // The language alone: the help needs no screen texts, and reading the English bundle (110 KB
            // of properties) was a tenth of what ./play --help did in its main method.
            HelpLanguage.apply(cl, language(chosen.get(chosen.size() - 1)));
            int code = new CommandLine.RunLast().execute(parsed);
            // A full disk or a closed pipe must not look like success, whatever the command printed.
            Optional<String> failed = StandardOutput.failure();
            if (failed.isPresent() && code == 0) {
                // Its reader closed the pipe (| head): nothing to say, and not a success either.
                if (StandardOutput.readerLeft()) return StandardOutput.READER_LEFT;
                System.err.println(messages(chosen.get(chosen.size() - 1)).text("cli.stdout.failed", failed.get()));
                return 2;
            }
            return code;
        });
        cl.setExecutionExceptionHandler((e, line, parsed) -> {
            ScreenMessages m = messages(line);
            line.getErr().println("escarmouche: " + e.getMessage());
            line.getErr().println(m.text("cli.bug"));
            return 1;
        });
        return cl;
    }

    private static String nameOf(Class<?> command) {
        return command.getAnnotation(CommandLine.Command.class).name();
    }

    /** A command's messages, in its language. */
    private static ScreenMessages messages(CommandLine line) {
        return ScreenMessages.of(language(line));
    }

    /** The language of a command's messages, as far as its options were read. */
    private static Language language(CommandLine line) {
        return ToolLanguage.of(asked(line.getCommandSpec()), line.getCommandSpec());
    }

    /**
     * The {@code --lang} given to {@code command} or to a command above it, the nearest first, or null. Read from
     * the option however the command has it: {@link ToolLanguage}'s mixin, serve's own option, or one a
     * subcommand inherits from its command ({@code players list --lang fr}), whose value picocli keeps in the
     * command's field. Every command and subcommand has one, so its help and usage errors follow it.
     */
    private static Language asked(CommandLine.Model.CommandSpec command) {
        for (var c = command; c != null; c = c.parent()) {
            CommandLine.Model.OptionSpec lang = c.findOption("--lang");
            if (lang != null && lang.getValue() instanceof Language l) return l;
        }
        return null;
    }

    /**
     * The language of a usage error: the {@code --lang} read before the error stopped the parsing, else one
     * written anywhere on the command line ({@code serve --bogus --lang fr}: the error came before it), else the
     * environment's.
     */
    private static Language errorLanguage(CommandLine line, String[] args) {
        if (asked(line.getCommandSpec()) != null) return language(line);
        Language written = null;
        for (int i = 0; i < args.length; i++) {
            String value = args[i].equals("--lang") && i + 1 < args.length ? args[i + 1]
                    : args[i].startsWith("--lang=") ? args[i].substring("--lang=".length()) : null;
            if (value != null) written = Language.parse(value).orElse(written);
        }
        return written != null ? written : language(line);
    }
}
