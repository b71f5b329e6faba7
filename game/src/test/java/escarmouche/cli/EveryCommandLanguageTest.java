package escarmouche.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * {@code --lang fr} gives French help and usage errors to every command and subcommand of {@code ./play}, wherever
 * it is written on the line: walked over picocli's own tree, so a command added later is checked too.
 */
class EveryCommandLanguageTest {
    private static final Map<String, String> ENGLISH = Map.of("LANG", "C.UTF-8");
    private static final String NBSP = "\u00a0";

    /** Every command's words from {@code ./play}: [], [run], ..., [players], [players, list], ... */
    private static List<List<String>> commands() {
        List<List<String>> out = new ArrayList<>();
        walk(Main.commandLine(ENGLISH), List.of(), out);
        return out;
    }

    private static void walk(CommandLine line, List<String> path, List<List<String>> out) {
        out.add(path);
        for (var sub : line.getSubcommands().entrySet()) {
            List<String> deeper = new ArrayList<>(path);
            deeper.add(sub.getKey());
            walk(sub.getValue(), deeper, out);
        }
    }

    private static String[] line(List<String> path, String... more) {
        List<String> all = new ArrayList<>(path);
        all.addAll(List.of(more));
        return all.toArray(String[]::new);
    }

    @Test
    @DisplayName("Every command and subcommand (serve, players list, players add...) gives its --help in French with --lang fr, before or after --help")
    void everyHelpFollowsLang() {
        List<List<String>> commands = commands();
        // The tree is walked whole: players' subcommands are in it, serve with its own --lang too.
        assertTrue(commands.contains(List.of("serve")) && commands.contains(List.of("players", "list"))
                && commands.contains(List.of("players", "add")), commands.toString());
        for (List<String> path : commands) {
            String shown = "play" + (path.isEmpty() ? "" : " " + String.join(" ", path));
            for (String[] args : List.of(line(path, "--lang", "fr", "--help"), line(path, "--help", "--lang", "fr"))) {
                Cli.Result help = Cli.inEnvironment(ENGLISH, args);
                assertEquals(0, help.exit(), String.join(" ", args) + ": " + help.err());
                assertTrue(help.out().startsWith("Utilisation" + NBSP + ": " + shown + " "),
                        String.join(" ", args) + ":\n" + help.out());
            }
            Cli.Result english = Cli.inEnvironment(ENGLISH, line(path, "--help"));
            assertTrue(english.out().startsWith("Usage: " + shown + " "), shown + ":\n" + english.out());
        }
    }

    @Test
    @DisplayName("Every command and subcommand says a usage error in French with --lang fr, given before the error or after it")
    void everyUsageErrorFollowsLang() {
        for (List<String> path : commands()) {
            for (String[] args : List.of(line(path, "--lang", "fr", "--no-such-option"),
                    line(path, "--no-such-option", "--lang", "fr"))) {
                Cli.Result refused = Cli.inEnvironment(ENGLISH, args);
                assertEquals(2, refused.exit(), String.join(" ", args) + ": " + refused.err());
                // What is wrong first, the unknown option even where a SCENARIO is missing too (run, replay...), quoted
                // as French quotes; then the usage: in French.
                String first = refused.err().lines().findFirst().orElse("");
                assertEquals("escarmouche" + NBSP + ": option inconnue" + NBSP + ": «" + NBSP + "--no-such-option" + NBSP + "»",
                        first, String.join(" ", args) + ":\n" + refused.err());
                assertTrue(!refused.err().contains("Usage:") && (refused.err().contains("Utilisation" + NBSP + ": ")
                        || refused.err().contains("vouliez-vous dire")), String.join(" ", args) + ":\n" + refused.err());
            }
            Cli.Result english = Cli.inEnvironment(ENGLISH, line(path, "--no-such-option"));
            assertTrue(english.err().startsWith("escarmouche: unknown option: '--no-such-option'\n"), path + ":\n" + english.err());
            assertTrue(!english.err().contains("Utilisation"), path + ":\n" + english.err());
        }
    }

    @Test
    @DisplayName("Every command's --help lists its own options first and -h, --help then -V, --version last, in English and French")
    void helpAndVersionComeLast() {
        for (List<String> path : commands()) {
            for (String lang : List.of("en", "fr")) {
                Cli.Result help = Cli.inEnvironment(ENGLISH, line(path, "--lang", lang, "--help"));
                // The option list's entries: the lines that start with an option's names.
                List<String> options = help.out().lines().filter(l -> l.matches(" {2}(-[A-Za-z], | {4})--.*"))
                        .map(l -> l.strip().split("[ =]")[0]).toList();
                int n = options.size();
                assertTrue(n >= 2, path + " " + lang + ":\n" + help.out());
                assertEquals(List.of("-h,", "-V,"), options.subList(n - 2, n), path + " " + lang + ":\n" + help.out());
            }
        }
    }
}
