package escarmouche.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * A command typed by its name gets a command line holding that command alone (its model is all that is
 * built), described and parsed as in the whole command line; anything else gets every command.
 */
class ChosenCommandTest {
    private static final Map<String, String> ENV = Map.of("LANG", "en_GB.UTF-8");
    private static final List<String> ALL = List.of("run", "replay", "simulate", "check", "serve", "players", "bench");

    @Test
    @DisplayName("a command named first is built alone, with the same help, options and subcommands as among all the others")
    void aNamedCommandAlone() {
        CommandLine whole = Main.commandLine(ENV);
        assertEquals(ALL, List.copyOf(whole.getSubcommands().keySet()));
        for (String name : ALL) {
            CommandLine chosen = Main.commandLine(ENV, name);
            assertEquals(List.of(name), List.copyOf(chosen.getSubcommands().keySet()), name);
            CommandLine alone = chosen.getSubcommands().get(name);
            CommandLine among = whole.getSubcommands().get(name);
            assertEquals(among.getUsageMessage(CommandLine.Help.Ansi.OFF), alone.getUsageMessage(CommandLine.Help.Ansi.OFF), name);
            assertEquals(List.copyOf(among.getSubcommands().keySet()), List.copyOf(alone.getSubcommands().keySet()), name);
            // The options ./play passes down to its commands (--lang) reach them the same way.
            assertEquals(among.getCommandSpec().options().size(), alone.getCommandSpec().options().size(), name);
        }
    }

    @Test
    @DisplayName("every command's --version says the game's, as ./play --version does (it printed an empty line)")
    void everyCommandsVersion() {
        String game = Cli.run("--version").out();
        assertEquals(true, game.startsWith("Escarmouche "), game);
        for (String name : ALL) assertEquals(game, Cli.run(name, "--version").out(), name);
    }

    @Test
    @DisplayName("every command and each of players' own answers --help and -h with its usage, exit 0 (players list said 'unknown option')")
    void everyCommandsHelp() {
        CommandLine whole = Main.commandLine(ENV);
        for (String name : ALL) {
            assertHelp(whole.getSubcommands().get(name), name);
        }
        for (var sub : whole.getSubcommands().get("players").getSubcommands().entrySet()) {
            assertHelp(sub.getValue(), "players", sub.getKey());
        }
    }

    private static void assertHelp(CommandLine command, String... words) {
        String usage = command.getUsageMessage(CommandLine.Help.Ansi.OFF);
        // Every value is named in capitals (PORT, DIR), not by the field behind it (<port>).
        assertFalse(usage.matches("(?s).*=<[a-z]\\w*>.*"), String.join(" ", words) + ":\n" + usage);
        for (String flag : new String[] {"--help", "-h"}) {
            String[] args = java.util.Arrays.copyOf(words, words.length + 1);
            args[words.length] = flag;
            Cli.Result r = Cli.run(args);
            String line = String.join(" ", args);
            assertEquals(0, r.exit(), line + ": " + r.err());
            assertEquals(usage, r.out(), line);
            assertEquals("", r.err(), line);
        }
    }

    @Test
    @DisplayName("an option, a word that is no command, or a command's name in another case get every command")
    void anythingElseGetsThemAll() {
        for (String first : new String[] {null, "--help", "--lang", "help", "simul", "SIMULATE", ""}) {
            assertEquals(ALL, List.copyOf(Main.commandLine(ENV, first).getSubcommands().keySet()), String.valueOf(first));
        }
    }

    @Test
    @DisplayName("players' own subcommands are made only for a command line that names players, the same as in the whole one")
    void playersSubcommandsOnlyWhenNamed() {
        CommandLine whole = Main.commandLine(ENV);
        CommandLine wholePlayers = whole.getSubcommands().get("players");
        assertEquals(List.of("add", "add-key", "clear-password", "list", "password", "remove", "remove-key"),
                List.copyOf(wholePlayers.getSubcommands().keySet()));
        for (String[] args : new String[][] {{"players"}, {"players", "list"}, {"--lang", "fr", "players", "list"},
                {"--help", "players"}}) {
            CommandLine players = Main.forArguments(ENV, args).getSubcommands().get("players");
            String line = String.join(" ", args);
            assertEquals(wholePlayers.getUsageMessage(CommandLine.Help.Ansi.OFF),
                    players.getUsageMessage(CommandLine.Help.Ansi.OFF), line);
            assertEquals(List.copyOf(wholePlayers.getSubcommands().keySet()), List.copyOf(players.getSubcommands().keySet()), line);
            for (var sub : wholePlayers.getSubcommands().entrySet()) {
                CommandLine same = players.getSubcommands().get(sub.getKey());
                assertEquals(sub.getValue().getUsageMessage(CommandLine.Help.Ansi.OFF),
                        same.getUsageMessage(CommandLine.Help.Ansi.OFF), line + " / " + sub.getKey());
                // --data (players') and --lang (./play's) reach the subcommands as they do in the whole line.
                assertEquals(sub.getValue().getCommandSpec().options().size(), same.getCommandSpec().options().size(),
                        line + " / " + sub.getKey());
            }
        }
        for (String[] args : new String[][] {{"--help"}, {"simulate", "x.json"}, {"check", "content"}, {"--lang", "fr"}}) {
            CommandLine cl = Main.forArguments(ENV, args);
            CommandLine players = cl.getSubcommands().get("players");
            if (players != null) assertEquals(List.of(), List.copyOf(players.getSubcommands().keySet()), args[0]);
            // ./play's own help is the same without them.
            assertEquals(whole.getUsageMessage(CommandLine.Help.Ansi.OFF).equals(cl.getUsageMessage(CommandLine.Help.Ansi.OFF)),
                    players != null, String.join(" ", args));
        }
    }
}
