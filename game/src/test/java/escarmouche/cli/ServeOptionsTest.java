package escarmouche.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.ssh.ServerConfig;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** How {@code ./play serve}'s options become the server's configuration, and which are refused. */
class ServeOptionsTest {
    @TempDir
    Path dir;

    private final ByteArrayOutputStream errors = new ByteArrayOutputStream();

    private Optional<ServerConfig> config(String... args) {
        ServeCommand serve = new ServeCommand();
        new CommandLine(serve).parseArgs(args);
        return serve.config(new PrintStream(errors, true, StandardCharsets.UTF_8));
    }

    private String errors() {
        return errors.toString(StandardCharsets.UTF_8);
    }

    @Test
    @DisplayName("A password on the command line is refused: every user of the machine could read it")
    void passwordOnTheCommandLineIsRefused() {
        assertTrue(config("--password", "table-secret", "--data", dir.toString()).isEmpty());
        assertTrue(errors().contains("--password-file"), errors());
        assertFalse(errors().contains("table-secret"), "the refusal repeats the password: " + errors());
    }

    @Test
    @DisplayName("The shared password is read from a file, trimmed; an empty file is refused")
    void passwordFromAFile() throws Exception {
        Path file = Files.writeString(dir.resolve("password"), "  dragon-7\n");
        assertEquals(Optional.of("dragon-7"), config("--password-file", file.toString(), "--data", dir.toString())
                .orElseThrow().password());
        Path empty = Files.writeString(dir.resolve("empty"), "\n");
        assertTrue(config("--password-file", empty.toString()).isEmpty());
        assertTrue(errors().contains("is empty"), errors());
        assertTrue(config("--password-file", dir.resolve("missing").toString()).isEmpty());
        assertTrue(errors().contains("cannot read the password file"), errors());
    }

    @Test
    @DisplayName("Guests are the default on 127.0.0.1 only: any other address asks for --guests")
    void guestsOnlyOnLoopbackUnlessAsked() {
        assertTrue(config("--data", dir.toString()).orElseThrow().guests());
        assertFalse(config("--host", "0.0.0.0", "--data", dir.toString()).orElseThrow().guests());
        assertTrue(config("--host", "0.0.0.0", "--guests", "--data", dir.toString()).orElseThrow().guests());
        assertFalse(config("--no-guests", "--data", dir.toString()).orElseThrow().guests());
        assertTrue(config("--guests", "--no-guests").isEmpty());
    }

    @Test
    @DisplayName("A shared password lets in the guests who know it, on any address, unless --no-guests")
    void sharedPasswordLetsGuestsIn() throws Exception {
        Path file = Files.writeString(dir.resolve("password"), "dragon-7\n");
        assertTrue(config("--host", "0.0.0.0", "--password-file", file.toString(), "--data", dir.toString())
                .orElseThrow().guests());
        assertFalse(config("--host", "0.0.0.0", "--password-file", file.toString(), "--no-guests", "--data",
                dir.toString()).orElseThrow().guests());
    }

    @Test
    @DisplayName("Limits come from their options; nonsense is refused with what is expected")
    void limits() {
        ServerConfig c = config("--max-connections", "50", "--max-per-address", "4", "--max-startups", "2:6",
                "--max-sessions-per-player", "1", "--login-grace", "30", "--login-tries", "3", "--idle-minutes", "10",
                "--data", dir.toString()).orElseThrow();
        assertEquals(50, c.limits().total());
        assertEquals(4, c.limits().perAddress());
        assertEquals(2, c.limits().unauthenticatedStart());
        assertEquals(6, c.limits().unauthenticatedFull());
        assertEquals(1, c.limits().perPlayer());
        assertEquals(Duration.ofSeconds(30), c.limits().loginWithin());
        assertEquals(3, c.limits().loginTries());
        assertEquals(Duration.ofMinutes(10), c.limits().idle());
        assertEquals(10, c.limits().newNamesPerHour());
        assertEquals(3, c.limits().namesPerKey());
        ServerConfig names = config("--max-new-names-per-hour", "30", "--max-names-per-key", "1", "--data",
                dir.toString()).orElseThrow();
        assertEquals(30, names.limits().newNamesPerHour());
        assertEquals(1, names.limits().namesPerKey());
        assertTrue(config("--max-startups", "6:2").isEmpty());
        assertTrue(errors().contains("--max-startups 6:2: START must be from 1 to FULL"), errors());
        assertTrue(config("--max-startups", "three").isEmpty());
        assertTrue(errors().contains("START:FULL"), errors());
        assertTrue(config("--max-connections", "0").isEmpty());
        assertTrue(config("--login-grace", "0").isEmpty());
        assertTrue(config("--port", "70000").isEmpty());
        assertTrue(config("--max-saves-per-player", "0").isEmpty());
        assertTrue(errors().contains("--max-saves-per-player"), errors());
    }

    @Test
    @DisplayName("Tables pace the AI as a fight played alone unless --table-pace says otherwise, 0 to 5000 ms")
    void tablePace() {
        assertEquals(450, config("--data", dir.toString()).orElseThrow().tablePaceMillis());
        assertEquals(0, config("--table-pace", "0", "--data", dir.toString()).orElseThrow().tablePaceMillis());
        assertEquals(1200, config("--table-pace", "1200", "--data", dir.toString()).orElseThrow().tablePaceMillis());
        assertTrue(config("--table-pace", "-1", "--data", dir.toString()).isEmpty());
        assertTrue(errors().contains("escarmouche: --table-pace must be between 0 and 5000, found -1\n"), errors());
        assertTrue(config("--table-pace", "5001", "--data", dir.toString()).isEmpty());
    }

    @Test
    @DisplayName("serve on a data folder another server holds refuses to start, names who holds it, and writes"
            + " nothing there; a server that could not start lets the folder go")
    void dataFolderHeldByAnotherServer() throws Exception {
        Path data = dir.resolve("data");
        try (escarmouche.ssh.DataFolderLock held = escarmouche.ssh.DataFolderLock.take(data).orElseThrow()) {
            Cli.Result refused = Cli.run("serve", "--port", "0", "--data", data.toString());
            assertEquals(2, refused.exit(), refused.err());
            assertTrue(refused.err().contains("another server is using the data folder " + data + " (pid "
                    + ProcessHandle.current().pid() + " since "), refused.err());
            assertTrue(refused.err().contains("stop it first, or give this one another --data."), refused.err());
            assertFalse(Files.exists(data.resolve("ssh")), "no host key made beside a running server");
        }
        Cli.Result foreign = Cli.run("serve", "--host", "192.0.2.1", "--guests", "--port", "0", "--data", data.toString());
        assertTrue(foreign.err().contains("is not an address of this machine"), foreign.err());
        Cli.Result again = Cli.run("serve", "--host", "192.0.2.1", "--guests", "--port", "0", "--data", data.toString());
        assertTrue(again.err().contains("is not an address of this machine"), "the failed start let the folder go: "
                + again.err());
    }

    @Test
    @DisplayName("serve on a port in use says so; on an address that is not this machine's, it blames --host, not the port")
    void bindRefusalsSayWhichOptionToChange() throws Exception {
        try (java.net.ServerSocket taken = new java.net.ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            Cli.Result busy = Cli.run("serve", "--port", String.valueOf(taken.getLocalPort()), "--data", dir.toString());
            assertEquals(2, busy.exit(), busy.err());
            assertTrue(busy.err().contains("is another server using that port? Choose another one with --port."),
                    busy.err());
        }
        // 192.0.2.1 is kept for documentation: no machine has it.
        Cli.Result foreign = Cli.run("serve", "--host", "192.0.2.1", "--guests", "--port", "0", "--data", dir.toString());
        assertEquals(2, foreign.exit(), foreign.err());
        assertTrue(foreign.err().contains("192.0.2.1 is not an address of this machine. Give --host one of its own"),
                foreign.err());
        assertFalse(foreign.err().contains("--port"), foreign.err());
    }

    @Test
    @DisplayName("The shared password: at least 8 characters like a player's, a device refused, a file others read warned of")
    void sharedPasswordHardening() throws Exception {
        Path shortOne = Files.writeString(dir.resolve("short"), "x\n");
        assertTrue(config("--password-file", shortOne.toString(), "--data", dir.toString()).isEmpty());
        assertTrue(errors().contains("the shared password of " + shortOne + " is shorter than 8 characters"), errors());
        assertTrue(config("--password-file", "/dev/zero", "--data", dir.toString()).isEmpty());
        assertTrue(errors().contains("more than 4,096 bytes"), errors());
        Path open = Files.writeString(dir.resolve("open"), "dragon-77\n");
        Files.setPosixFilePermissions(open, java.nio.file.attribute.PosixFilePermissions.fromString("rw-r--r--"));
        assertTrue(config("--password-file", open.toString(), "--data", dir.toString()).isPresent());
        assertTrue(errors().contains("warning: the password file " + open + " can be read by other users"), errors());
        assertTrue(config("--password-file", dir.resolve("missing").toString()).isEmpty());
        assertTrue(errors().contains("cannot read the password file " + dir.resolve("missing") + ": no such file or folder"), errors());
    }

    @Test
    @DisplayName("A shared password file that is not UTF-8 (Latin-1 \\xe9t\\xe9-secret) is refused, never read with U+FFFD wildcards")
    void sharedPasswordNotInUtf8IsRefused() throws Exception {
        Path latin1 = Files.write(dir.resolve("latin1"), "\u00e9t\u00e9-secret\n".getBytes(StandardCharsets.ISO_8859_1));
        assertTrue(config("--password-file", latin1.toString(), "--data", dir.toString()).isEmpty());
        assertEquals("escarmouche: the password of " + latin1 + " is not UTF-8 text: save it in UTF-8 (iconv -f latin1 -t utf-8,"
                + " for instance), or no password a player types could match it\n", errors());
        errors.reset();
        assertTrue(config("--lang", "fr", "--password-file", latin1.toString(), "--data", dir.toString()).isEmpty());
        assertEquals("escarmouche\u00a0: le mot de passe de " + latin1 + " n'est pas du texte UTF-8\u00a0: enregistrez-le en UTF-8"
                + " (iconv -f latin1 -t utf-8, par exemple), sans quoi aucun mot de passe tap\u00e9 par un joueur ne pourrait"
                + " lui correspondre\n", errors());
        Path utf8 = Files.write(dir.resolve("utf8"), "\u00e9t\u00e9-secret\n".getBytes(StandardCharsets.UTF_8));
        assertEquals(Optional.of("\u00e9t\u00e9-secret"), config("--password-file", utf8.toString(), "--data", dir.toString())
                .orElseThrow().password());
    }

    @Test
    @DisplayName("A connection or login limit of 0 is refused by its option's name, in the admin's words")
    void limitsOfNothing() {
        for (String option : new String[] {"--max-connections", "--max-per-address", "--max-sessions-per-player",
                "--login-tries", "--max-new-names-per-hour", "--max-names-per-key"}) {
            assertTrue(config(option, "0", "--data", dir.toString()).isEmpty(), option);
            assertTrue(errors().contains("escarmouche: " + option + " must be at least 1, found 0\n"), errors());
        }
        assertFalse(errors().contains("caps"), errors());
    }

    @Test
    @DisplayName("--data: a ~ left unexpanded is refused, not made a folder; a relative path is made whole")
    void dataFolderPath() {
        assertTrue(config("--data", "~/escarmouche").isEmpty());
        assertTrue(errors().contains("--data ~/escarmouche: nothing here turns ~ into a home folder"), errors());
        assertEquals(Path.of("rel/data").toAbsolutePath(), config("--data", "rel/./data").orElseThrow().dataDir());
    }

    @Test
    @DisplayName("Every bounded option of serve is refused naming the option, its bounds and the value as typed, as the other"
            + " commands' are, in English and in French")
    void boundsNameTheValueTyped() {
        String[][] cases = {
                {"--login-grace", "0", "escarmouche: --login-grace must be between 1 and 600, found 0"},
                {"--idle-minutes", "1441", "escarmouche: --idle-minutes must be between 1 and 1440, found 1441"},
                {"--table-pace", "5001", "escarmouche: --table-pace must be between 0 and 5000, found 5001"},
                {"--port", "70000", "escarmouche: --port must be between 0 and 65535, found 70000"},
                {"--max-saves-per-player", "0", "escarmouche: --max-saves-per-player must be at least 1, found 0"},
                {"--max-saves-mib-per-player", "-3", "escarmouche: --max-saves-mib-per-player must be at least 1, found -3"},
                {"--login-tries", "0", "escarmouche: --login-tries must be at least 1, found 0"}};
        for (String[] c : cases) {
            errors.reset();
            assertTrue(config(c[0], c[1], "--data", dir.toString()).isEmpty(), c[0]);
            assertEquals(c[2] + "\n", errors(), c[0]);
        }
        errors.reset();
        assertTrue(config("--lang", "fr", "--idle-minutes", "1441", "--data", dir.toString()).isEmpty());
        assertEquals("escarmouche\u00a0: --idle-minutes doit \u00eatre entre 1 et 1\u202f440, trouv\u00e9 1441\n", errors());
        errors.reset();
        assertTrue(config("--lang", "fr", "--max-saves-per-player", "0", "--data", dir.toString()).isEmpty());
        assertEquals("escarmouche\u00a0: --max-saves-per-player doit valoir au moins 1, trouv\u00e9 0\n", errors());
    }

    @Test
    @DisplayName("--port 0 is taken: the system chooses a free port, and the start line names the one chosen")
    void portZeroListensWhereTheStartLineSays() {
        ServerConfig c = config("--port", "0", "--data", dir.toString()).orElseThrow();
        ServeCommand serve = new ServeCommand();
        new CommandLine(serve).parseArgs("--port", "0");
        java.util.List<String> lines = serve.greeting(escarmouche.lang.ScreenMessages.of(escarmouche.lang.Language.EN), 40123,
                "SHA256:x", Optional.empty(), c, dir.resolve("server.log"));
        assertTrue(lines.get(0).contains("127.0.0.1:40123"), lines.get(0));
        assertTrue(lines.stream().anyMatch(l -> l.contains("ssh -p 40123 ")), lines.toString());
    }
}
