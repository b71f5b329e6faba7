package escarmouche.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code ./play run} reads its scenario and its commands from anything a shell can name. */
class RunInputsTest {
    private static final Path ROOT = Path.of(System.getProperty("escarmouche.content", "../content")).getParent();
    private static final Path DUEL = ROOT.resolve("content/encounters/tutorial-duel.json");
    private static final Path DUEL_COMMANDS = ROOT.resolve("content/encounters/tutorial-duel.commands");

    @TempDir
    Path tmp;

    private String expectedLog() throws IOException {
        Path events = tmp.resolve("expected.jsonl");
        Cli.Result r = Cli.run("run", DUEL.toString(), "--commands", DUEL_COMMANDS.toString(), "--events", events.toString());
        assertEquals(0, r.exit(), r.err());
        return Files.readString(events);
    }

    @Test
    @DisplayName("--commands /dev/null is an empty script: the run stops at the first player turn, exit 0")
    void devNullIsAnEmptyScript() {
        Cli.Result r = Cli.withInput(new byte[0], "run", DUEL.toString(), "--commands", "/dev/null");
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("\"type\":\"state\""), r.out());
        assertFalse(r.err().contains("no such"), r.err());
    }

    @Test
    @DisplayName("- reads the commands from standard input, and gives the same log as the file")
    void dashIsStandardInput() throws IOException {
        String expected = expectedLog();
        Cli.Result r = Cli.withInput(Files.readAllBytes(DUEL_COMMANDS), "run", DUEL.toString(), "--commands", "-");
        assertEquals(0, r.exit(), r.err());
        assertEquals(expected, r.out());
    }

    @Test
    @DisplayName("the scenario itself may come from standard input (-), with the commands from a file")
    void scenarioFromStandardInput() throws IOException {
        String expected = expectedLog();
        Cli.Result r = Cli.withInput(Files.readAllBytes(DUEL), "run", "-", "--commands", DUEL_COMMANDS.toString());
        assertEquals(0, r.exit(), r.err());
        assertEquals(expected, r.out());
    }

    @Test
    @DisplayName("scenario and commands cannot both come from standard input: exit 2 and say how")
    void notBothFromStandardInput() {
        Cli.Result r = Cli.withInput(new byte[0], "run", "-");
        assertEquals(2, r.exit());
        assertTrue(r.err().contains("--commands FILE"), r.err());
    }

    @Test
    @DisplayName("a named pipe (what <(...) and mkfifo give) is read like a file, for the commands and the scenario")
    void namedPipes() throws Exception {
        String expected = expectedLog();
        Path commands = Fifos.fifo(tmp.resolve("commands.fifo"));
        Path scenario = Fifos.fifo(tmp.resolve("scenario.fifo"));
        CompletableFuture<Void> feedCommands = feed(commands, Files.readAllBytes(DUEL_COMMANDS));
        CompletableFuture<Void> feedScenario = feed(scenario, Files.readAllBytes(DUEL));
        Cli.Result r = Cli.withInput(new byte[0], "run", scenario.toString(), "--commands", commands.toString());
        feedCommands.get(10, TimeUnit.SECONDS);
        feedScenario.get(10, TimeUnit.SECONDS);
        assertEquals(0, r.exit(), r.err());
        assertEquals(expected, r.out());
    }

    private static CompletableFuture<Void> feed(Path fifo, byte[] bytes) {
        return CompletableFuture.runAsync(() -> {
            try (OutputStream out = Files.newOutputStream(fifo)) {
                out.write(bytes);
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
    }

    @Test
    @DisplayName("a missing file or a folder, as scenario or as commands: a clear message and exit 2")
    void missingFilesAndFolders() {
        Cli.Result missing = Cli.run("run", tmp.resolve("nope.json").toString());
        assertEquals(2, missing.exit());
        assertTrue(missing.err().contains("nope.json: no such file; expected a scenario file"), missing.err());
        Cli.Result folder = Cli.run("run", tmp.toString());
        assertEquals(2, folder.exit());
        assertTrue(folder.err().contains("this is a folder, expected a scenario file"), folder.err());
        Cli.Result noScript = Cli.run("run", DUEL.toString(), "--commands", tmp.resolve("nope.commands").toString());
        assertEquals(2, noScript.exit());
        assertTrue(noScript.err().contains("nope.commands: no such file; expected a command script"), noScript.err());
        Cli.Result folderScript = Cli.run("run", DUEL.toString(), "--commands", tmp.toString());
        assertEquals(2, folderScript.exit());
        assertTrue(folderScript.err().contains("this is a folder, expected a command script"), folderScript.err());
    }

    @Test
    @DisplayName("a link to a missing file is named as such")
    void danglingLink() throws IOException {
        Path link = Files.createSymbolicLink(tmp.resolve("gone.json"), tmp.resolve("nowhere.json"));
        Cli.Result r = Cli.run("run", link.toString());
        assertEquals(2, r.exit());
        assertTrue(r.err().contains("a link to a missing file"), r.err());
    }

    @Test
    @DisplayName("an unknown command exits 2 and names it; so does an unknown option")
    void unknownCommandAndOption() {
        Cli.Result command = Cli.run("rewind");
        assertEquals(2, command.exit());
        assertTrue(command.err().contains("unknown command 'rewind'"), command.err());
        assertTrue(command.err().contains("run, replay, simulate, check, serve"), command.err());
        Cli.Result option = Cli.run("run", DUEL.toString(), "--frob");
        assertEquals(2, option.exit());
        assertTrue(option.err().contains("'--frob'"), option.err());
        Cli.Result checkOption = Cli.run("check", "--frob", "content");
        assertEquals(2, checkOption.exit());
        assertTrue(checkOption.err().contains("'--frob'"), checkOption.err());
    }

    @Test
    @DisplayName("a number outside an option's bounds is one line, exit 2, whether too large for its type or just outside")
    void outOfBoundsNumbersAreOneLine() {
        String[][] cases = {
                {"simulate", DUEL.toString(), "--runs", "0"}, {"simulate", DUEL.toString(), "--runs", "-1"},
                {"simulate", DUEL.toString(), "--runs", "99999999999"}, {"simulate", DUEL.toString(), "--runs=-99999999999"},
                {"simulate", DUEL.toString(), "--seed=9223372036854775808"},
                {"run", DUEL.toString(), "--seed", "-9223372036854775809"}, {"bench", "--threads", "99999999999"},
                {"serve", "--port", "99999999999"}};
        String[] said = {
                "--runs must be between 1 and 10000000, found 0", "--runs must be between 1 and 10000000, found -1",
                "--runs must be between 1 and 10000000, found 99999999999",
                "--runs must be between 1 and 10000000, found -99999999999",
                "--seed must be between -9223372036854775808 and 9223372036854775807, found 9223372036854775808",
                "--seed must be between -9223372036854775808 and 9223372036854775807, found -9223372036854775809",
                "--threads must be between 1 and 1024, found 99999999999", "--port must be between 0 and 65535, found 99999999999"};
        for (int i = 0; i < cases.length; i++) {
            Cli.Result r = Cli.run(cases[i]);
            assertEquals(2, r.exit(), String.join(" ", cases[i]));
            assertEquals("escarmouche: " + said[i] + "\n", r.err());
            assertEquals("", r.out());
        }
        Cli.Result fr = Cli.run("--lang", "fr", "simulate", DUEL.toString(), "--runs", "99999999999");
        assertEquals(2, fr.exit());
        assertEquals("escarmouche\u00a0: --runs doit être entre 1 et 10\u202f000\u202f000, trouvé 99999999999\n", fr.err());
        // A word where a number goes still shows the usage, which says what the option takes.
        assertTrue(Cli.run("simulate", DUEL.toString(), "--runs", "many").err().contains("\nUsage: play simulate"));
    }

    @Test
    @DisplayName("a command line that does not parse is said in a user's words, in the command's language, exit 2")
    void parseMistakesInPlainWords() {
        Cli.Result number = Cli.run("run", DUEL.toString(), "--seed", "abc");
        assertEquals(2, number.exit());
        assertTrue(number.err().startsWith("escarmouche: --seed takes a whole number, not 'abc'\nUsage: play run"),
                number.err());
        assertFalse(number.err().contains("is not a long"), number.err());
        // A number too large for its type is said with the option's bounds, as one just outside them is.
        Cli.Result huge = Cli.run("simulate", DUEL.toString(), "--runs", "2147483648");
        assertTrue(huge.err().startsWith("escarmouche: --runs must be between 1 and 10000000, found 2147483648\n"), huge.err());
        Cli.Result past = Cli.run("simulate", DUEL.toString(), "--runs", "10000001");
        assertEquals("escarmouche: --runs must be between 1 and 10000000, found 10000001\n", past.err());
        Cli.Result seed = Cli.run("replay", DUEL.toString(), "--seed", "99999999999999999999");
        assertTrue(seed.err().startsWith("escarmouche: --seed must be between -9223372036854775808 and"
                + " 9223372036854775807, found 99999999999999999999\n"), seed.err());
        Cli.Result threads = Cli.run("bench", "--threads", "99999999999");
        assertTrue(threads.err().startsWith("escarmouche: --threads must be between 1 and 1024, found 99999999999\n"),
                threads.err());
        Cli.Result port = Cli.run("serve", "--port", "99999999999");
        assertTrue(port.err().startsWith("escarmouche: --port must be between 0 and 65535, found 99999999999\n"), port.err());
        Cli.Result typo = Cli.run("simulate", DUEL.toString(), "--sed", "3");
        assertEquals(2, typo.exit());
        assertEquals("escarmouche: unknown option: '--sed'\ndid you mean: --seed\n", typo.err());
        Cli.Result noValue = Cli.run("run", DUEL.toString(), "--seed");
        assertTrue(noValue.err().startsWith("escarmouche: --seed needs a value (N)\n"), noValue.err());
        Cli.Result none = Cli.run("run");
        assertTrue(none.err().startsWith("escarmouche: SCENARIO is missing\n"), none.err());
        Cli.Result extra = Cli.run("run", DUEL.toString(), DUEL.toString());
        assertTrue(extra.err().startsWith("escarmouche: one argument too many: '" + DUEL + "'\n"), extra.err());
        Cli.Result twice = Cli.run("run", DUEL.toString(), "--seed", "1", "--seed", "2");
        assertTrue(twice.err().startsWith("escarmouche: --seed is given twice: give it once\n"), twice.err());
        Cli.Result sub = Cli.run("players", "lst");
        assertEquals(2, sub.exit());
        assertTrue(sub.err().startsWith("escarmouche: players has no command 'lst'; its commands are add, add-key,"), sub.err());
        assertTrue(sub.err().contains("\ndid you mean: list\n"), sub.err());
        String nbsp = "\u00a0";
        Cli.Result fr = Cli.run("--lang", "fr", "run", DUEL.toString(), "--seed", "abc");
        assertEquals(2, fr.exit());
        assertTrue(fr.err().startsWith("escarmouche" + nbsp + ": --seed attend un nombre entier, pas «" + nbsp + "abc" + nbsp
                + "»\nUtilisation" + nbsp + ": play run"), fr.err());
        Cli.Result frRules = Cli.run("--lang", "fr", "run", DUEL.toString(), "--rules", "5e");
        assertEquals(2, frRules.exit());
        assertTrue(frRules.err().startsWith("escarmouche" + nbsp + ": --rules" + nbsp + ": «" + nbsp + "5e" + nbsp
                + "» n'est pas un jeu de règles" + nbsp + "; les jeux de règles sont house, dd5"), frRules.err());
        Cli.Result frTypo = Cli.run("--lang", "fr", "simulate", DUEL.toString(), "--sed", "3");
        assertEquals("escarmouche" + nbsp + ": option inconnue" + nbsp + ": «" + nbsp + "--sed" + nbsp + "»\nvouliez-vous dire" + nbsp + ": --seed"
                + nbsp + "?\n", frTypo.err());
    }

    @Test
    @DisplayName("--all-ai with --commands says that the script is not read")
    void allAiIgnoresTheScript() {
        Cli.Result r = Cli.run("run", DUEL.toString(), "--all-ai", "--commands", DUEL_COMMANDS.toString(),
                "--events", tmp.resolve("o.jsonl").toString());
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.err().contains("--all-ai") && r.err().contains("is not read"), r.err());
        assertTrue(r.err().contains(DUEL_COMMANDS.toString()), r.err());
    }

    @Test
    @DisplayName("a script with a Latin-1 byte is refused with its file, line and column: exit 2, no 'bug' text")
    void latin1Script() throws IOException {
        Path script = tmp.resolve("latin.commands");
        Files.write(script, "end\n# caf\u00e9\nend\n".getBytes(StandardCharsets.ISO_8859_1));
        Path events = tmp.resolve("out.jsonl");
        Cli.Result r = Cli.run("run", DUEL.toString(), "--commands", script.toString(), "--events", events.toString());
        assertEquals(2, r.exit());
        assertTrue(r.err().contains(script + ":2:6: not UTF-8 text (byte 0xE9)"), r.err());
        assertFalse(r.err().contains("bug"), r.err());
        assertFalse(Files.exists(events), "nothing is written for a script that cannot be read");
    }

    @Test
    @DisplayName("a binary file given as the script is called binary, with its line and column: exit 2")
    void binaryScript() throws IOException {
        Path script = tmp.resolve("a.out");
        Files.write(script, new byte[] {'e', 'n', 'd', '\n', 0x7f, 'E', 'L', 'F', 0, 0, (byte) 0xff});
        Cli.Result r = Cli.run("run", DUEL.toString(), "--commands", script.toString());
        assertEquals(2, r.exit());
        assertTrue(r.err().contains(script + ":2:1: control character U+007F"), r.err());
        assertTrue(r.err().contains("binary"), r.err());
        assertFalse(r.err().contains("bug"), r.err());
        Cli.Result fr = Cli.run("run", "--lang", "fr", DUEL.toString(), "--commands", script.toString());
        assertEquals(2, fr.exit());
        assertTrue(fr.err().contains(script + ":2:1: caractère de contrôle U+007F\u00a0: un script de commandes est du"
                + " texte"), fr.err());
    }

    @Test
    @DisplayName("binary data on standard input stops the run with <stdin>, the line and exit 2")
    void binaryOnStandardInput() {
        Cli.Result r = Cli.withInput(new byte[] {'#', ' ', 'h', 'i', '\n', 0, 1, 2}, "run", DUEL.toString());
        assertEquals(2, r.exit());
        assertTrue(r.err().contains("<stdin>:2:1: control character U+0000"), r.err());
    }

    @Test
    @DisplayName("the same in French: standard input, read only as the run goes, is said so in French on standard error"
            + " and in the log told as text, where in the script first")
    void binaryOnStandardInputInFrench() {
        byte[] in = {'#', ' ', 'h', 'i', '\n', 0, 1, 2};
        Cli.Result r = Cli.withInput(in, "run", "--lang", "fr", DUEL.toString());
        assertEquals(2, r.exit());
        assertTrue(r.err().contains("<stdin>:2:1\u00a0: caractère de contrôle U+0000\u00a0: un script de commandes est du texte,"
                + " une commande par ligne (est-ce un fichier binaire\u00a0?)"), r.err());
        Cli.Result text = Cli.withInput(in, "run", "--lang", "fr", "--text", DUEL.toString());
        assertTrue(text.out().contains("<stdin>:2:1\u00a0: caractère de contrôle U+0000"), text.out());
        assertFalse(text.out().contains("control character"), text.out());
        Cli.Result latin = Cli.withInput(new byte[] {'e', 'n', 'd', '\n', 'c', 'a', 'f', (byte) 0xE9, '\n'}, "run", "--lang",
                "fr", DUEL.toString());
        assertTrue(latin.err().contains("<stdin>:2:4\u00a0: ce n'est pas du texte UTF-8 (octet 0xE9)\u00a0: enregistrez le script"
                + " en UTF-8"), latin.err());
    }
}
