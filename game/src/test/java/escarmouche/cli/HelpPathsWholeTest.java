package escarmouche.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * A path in {@code --help} is never cut across two lines: an admin copies {@code ~/.local/share/escarmouche} or
 * {@code docs/server.md} from the help, and picocli's wrapping would break them after a dot.
 */
class HelpPathsWholeTest {
    private static final Map<String, String> ENGLISH = Map.of("LANG", "C.UTF-8");
    /** A path's piece ending a line on a dot, its rest starting the next: {@code ~/.} then {@code local/share...}. */
    private static final Pattern CUT = Pattern.compile("[\\w~]/[\\w.-]*\\.\\n\\s+[a-z][\\w-]*[/.),]");

    private static void walk(CommandLine line, List<String> path, List<List<String>> out) {
        out.add(path);
        for (var sub : line.getSubcommands().entrySet()) {
            List<String> deeper = new ArrayList<>(path);
            deeper.add(sub.getKey());
            walk(sub.getValue(), deeper, out);
        }
    }

    @Test
    @DisplayName("No --help of any command, in English or French, cuts a path such as ~/.local/share/escarmouche over two lines")
    void pathsStayWhole() {
        List<List<String>> commands = new ArrayList<>();
        walk(Main.commandLine(ENGLISH), List.of(), commands);
        int seen = 0;
        for (List<String> path : commands) {
            for (String lang : List.of("en", "fr")) {
                List<String> args = new ArrayList<>(path);
                args.addAll(List.of("--lang", lang, "--help"));
                Cli.Result help = Cli.inEnvironment(ENGLISH, args.toArray(String[]::new));
                assertEquals(0, help.exit(), args + ": " + help.err());
                Matcher cut = CUT.matcher(help.out());
                if (cut.find()) throw new AssertionError(args + " cuts a path: \"" + help.out().substring(
                        Math.max(0, cut.start() - 20), Math.min(help.out().length(), cut.end() + 5)) + "\"");
                if (help.out().contains("~/.local/share/escarmouche")) seen++;
            }
        }
        // serve, players and each players subcommand name the default folder, in both languages.
        assertTrue(seen >= 4, "the default data folder is named whole in " + seen + " helps");
    }
}
