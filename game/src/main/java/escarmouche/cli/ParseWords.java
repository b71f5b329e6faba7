package escarmouche.cli;

import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.rules.core.RulePart;
import escarmouche.rules.core.RuleSet;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import picocli.CommandLine;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

/**
 * A command line that does not parse, said in the command's language and in a user's words: picocli's own
 * messages are English and speak of types ("'abc' is not a long"). What this does not know (a rarer refusal)
 * is left to picocli's message.
 */
final class ParseWords {
    private ParseWords() {}

    /**
     * The mistake to tell first: picocli checks that the parameters are all there before it looks at the
     * options it did not know, so {@code run --bogus} was told "SCENARIO is missing", as if the option were
     * right; an unknown option is the likelier slip (a misspelt option whose value became the scenario).
     */
    static CommandLine.ParameterException first(CommandLine.ParameterException e) {
        if (!(e instanceof CommandLine.MissingParameterException)) return e;
        List<String> unmatched = e.getCommandLine().getUnmatchedArguments();
        // "-" alone is standard input, a parameter and no option.
        boolean option = unmatched.stream().anyMatch(a -> a.startsWith("-") && !a.equals(InputFiles.STDIN));
        return option ? new CommandLine.UnmatchedArgumentException(e.getCommandLine(), unmatched) : e;
    }

    /** What is wrong with the command line, or null when picocli's message is the one to show. */
    static String of(CommandLine.ParameterException e, ScreenMessages m) {
        if (e instanceof CommandLine.MissingParameterException missing) return missing(missing, m);
        if (e instanceof CommandLine.OverwrittenOptionException twice && twice.getOverwritten() instanceof OptionSpec o) {
            return m.text("cli.parse.twice", o.longestName());
        }
        if (e instanceof CommandLine.UnmatchedArgumentException u) return unmatched(u, m);
        if (e.getCause() instanceof CommandLine.TypeConversionException && e.getArgSpec() instanceof OptionSpec o
                && e.getValue() != null) {
            return unconverted(e.getCommandLine().getCommandName(), o, e.getValue(), m);
        }
        return null;
    }

    /** An option without its value, or a parameter not given. */
    private static String missing(CommandLine.MissingParameterException e, ScreenMessages m) {
        if (e.getMissing().isEmpty()) return null;
        ArgSpec first = e.getMissing().get(0);
        if (first instanceof OptionSpec o) return m.text("cli.parse.missing.value", o.longestName(), o.paramLabel());
        if (first instanceof PositionalParamSpec p) return m.text("cli.parse.missing.parameter", p.paramLabel());
        return null;
    }

    /** An unknown option, an unknown subcommand, or an argument too many. */
    private static String unmatched(CommandLine.UnmatchedArgumentException u, ScreenMessages m) {
        if (u.getUnmatched().isEmpty()) return null;
        Set<String> subcommands = u.getCommandLine().getSubcommands().keySet();
        if (!u.isUnknownOption() && !subcommands.isEmpty()) {
            return m.text("cli.parse.unknown.sub", u.getUnmatched().get(0), u.getCommandLine().getCommandName(),
                    String.join(", ", subcommands));
        }
        // picocli lists what follows an unknown option with it ("--sed", "3"): the options alone are named.
        List<String> quoted = new ArrayList<>();
        // Quoted as the language quotes ('--bogus', « --bogus »).
        for (String a : u.getUnmatched()) if (!u.isUnknownOption() || a.startsWith("-")) quoted.add(m.text("cli.parse.quoted", a));
        return m.text(u.isUnknownOption() ? "cli.parse.unknown.option" : "cli.parse.extra", String.join(", ", quoted));
    }

    /** A value an option cannot take: the option's words for what it takes, in place of the type's. */
    private static String unconverted(String command, OptionSpec o, String value, ScreenMessages m) {
        Class<?> type = o.type();
        if (type == RuleSet.class) {
            return m.text("cli.parse.rules", o.longestName(), value,
                    RuleSet.values().stream().map(RuleSet::id).collect(Collectors.joining(", ")),
                    RulePart.all().stream().map(RulePart::id).collect(Collectors.joining(", ")));
        }
        if (type == Language.class) return m.text("cli.parse.lang", o.longestName(), value, Language.codes());
        if (type == int.class || type == Integer.class || type == long.class || type == Long.class) {
            // A number too large for the type: said with the option's own bounds, as a number just outside them is.
            if (isNumber(value)) {
                OptionBounds.Bound b = OptionBounds.of(command, o);
                // The bounds as numbers, which French groups ("10 000 000"); the value as it was typed.
                return m.text("cli.option.between", o.longestName(), b.min(), b.max(), value);
            }
            return m.text("cli.parse.number", o.longestName(), value);
        }
        if (type == double.class || type == Double.class) {
            // A decimal comma, as French and most of Europe write it: the option takes the point a program reads,
            // as every number typed back does (--seconds 1.5 in a French session too), and says so.
            if (value.matches("[-+]?\\d*,\\d+")) {
                return m.text("cli.parse.comma", o.longestName(), value, value.replace(',', '.'));
            }
            return m.text("cli.parse.decimal", o.longestName(), value);
        }
        return null;
    }

    /**
     * Whether the command line is refused for a number outside what its option takes, too large even for the option's
     * type ({@code --runs 99999999999}): the command says one just outside the bounds ({@code --runs 0}) in one line,
     * without the usage, and so is this one.
     */
    static boolean outOfBounds(CommandLine.ParameterException e) {
        if (!(e.getCause() instanceof CommandLine.TypeConversionException) || !(e.getArgSpec() instanceof OptionSpec o)
                || e.getValue() == null) {
            return false;
        }
        Class<?> type = o.type();
        return (type == int.class || type == Integer.class || type == long.class || type == Long.class) && isNumber(e.getValue());
    }

    /**
     * Whether a value picocli could not read as a whole number is one all the same, too large for its type. Digits
     * alone: " 5" (a stray space inside quotes) is no number to picocli, and is told it takes a whole number,
     * quoted as it was typed, rather than that 5 is out of bounds.
     */
    private static boolean isNumber(String value) {
        return value.matches("[-+]?\\d+");
    }

    /**
     * picocli's suggestions for a mistyped option or subcommand (the names that come close), in the command's
     * language; false when it has none.
     */
    static boolean suggest(CommandLine.ParameterException e, ScreenMessages m, java.io.PrintWriter err) {
        if (!(e instanceof CommandLine.UnmatchedArgumentException u)) return false;
        List<String> suggestions = u.getSuggestions();
        if (suggestions.isEmpty()) return false;
        err.println(m.text("cli.parse.suggest", String.join(", ", suggestions)));
        return true;
    }
}
