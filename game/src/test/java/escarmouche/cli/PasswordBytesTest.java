package escarmouche.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.ssh.ServerConfig;
import escarmouche.ssh.account.PasswordHash;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyPairGenerator;
import java.util.Optional;
import org.apache.sshd.common.config.keys.PublicKeyEntry;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * A password given in a file or on standard input, as Windows tools write them: a byte-order mark first is not
 * part of it, and a control character, which no one types at a password prompt, is refused rather than stored.
 */
class PasswordBytesTest {
    private static final byte[] BOM = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};

    @TempDir
    Path dir;

    private String data() {
        return dir.resolve("data").toString();
    }

    private void addErin() throws Exception {
        KeyPairGenerator g = KeyPairGenerator.getInstance("EC");
        g.initialize(256);
        Path key = Files.writeString(dir.resolve("erin.pub"), PublicKeyEntry.toString(g.generateKeyPair().getPublic()) + "\n");
        assertEquals(0, Cli.run("players", "--data", data(), "add", "erin", key.toString()).exit());
    }

    private static byte[] bytes(byte[] first, String rest) {
        byte[] text = rest.getBytes(StandardCharsets.UTF_8);
        byte[] all = new byte[first.length + text.length];
        System.arraycopy(first, 0, all, 0, first.length);
        System.arraycopy(text, 0, all, first.length, text.length);
        return all;
    }

    @Test
    @DisplayName("players password: a byte-order mark before the password on standard input (PowerShell's < pw.txt) is not stored with it")
    void aByteOrderMarkOnStandardInputIsDropped() throws Exception {
        addErin();
        Cli.Result set = Cli.withInput(bytes(BOM, "secretpass\r\n"), "players", "--data", data(), "password", "erin");
        assertEquals(0, set.exit(), set.err());
        PasswordHash stored = PasswordHash.parse(Files.readString(dir.resolve("data/players/erin/password")).strip());
        assertTrue(stored.matches("secretpass"), "the mark was stored as part of the password");
    }

    @Test
    @DisplayName("players password: a control character on standard input is refused, exit 2, in both languages; nothing is stored")
    void aControlCharacterOnStandardInputIsRefused() throws Exception {
        addErin();
        Cli.Result refused = Cli.withInput("secret\u0001pass\n".getBytes(StandardCharsets.UTF_8), "players", "--data", data(),
                "password", "erin");
        assertEquals(2, refused.exit(), refused.err());
        assertEquals("escarmouche: the password on standard input holds a control character (U+0001, character 7),"
                + " which no one types at a password prompt: give it without\n", refused.err());
        assertEquals("", refused.out());
        assertFalse(Files.exists(dir.resolve("data/players/erin/password")));
        Cli.Result french = Cli.withInput("secret\u0001pass\n".getBytes(StandardCharsets.UTF_8), "players", "--lang", "fr",
                "--data", data(), "password", "erin");
        assertEquals(2, french.exit(), french.err());
        assertEquals("escarmouche\u00a0: le mot de passe lu sur l'entr\u00e9e standard contient un caract\u00e8re de contr\u00f4le"
                + " (U+0001, caract\u00e8re 7), que personne ne tape \u00e0 une invite de mot de passe\u00a0: donnez-le sans\n",
                french.err());
        assertFalse(Files.exists(dir.resolve("data/players/erin/password")));
    }

    private final ByteArrayOutputStream errors = new ByteArrayOutputStream();

    private Optional<ServerConfig> serve(String... args) {
        ServeCommand serve = new ServeCommand();
        new CommandLine(serve).parseArgs(args);
        return serve.config(new PrintStream(errors, true, StandardCharsets.UTF_8));
    }

    @Test
    @DisplayName("serve --password-file: a byte-order mark first is not part of the shared password; a control character in it is refused")
    void theSharedPasswordFileLikewise() throws Exception {
        Path marked = Files.write(dir.resolve("marked"), bytes(BOM, "dragon-seven\r\n"));
        assertEquals(Optional.of("dragon-seven"), serve("--password-file", marked.toString(), "--data", data())
                .orElseThrow().password());
        Path control = Files.write(dir.resolve("control"), "dragon\u001b-seven\n".getBytes(StandardCharsets.UTF_8));
        errors.reset(); // the warning that others may read the files the test wrote
        assertTrue(serve("--password-file", control.toString(), "--data", data()).isEmpty());
        assertEquals("escarmouche: the password of " + control + " holds a control character (U+001B, character 7),"
                + " which no one types at a password prompt: give it without\n", errors.toString(StandardCharsets.UTF_8));
    }

    @Test
    @DisplayName("$ESCARMOUCHE_PASSWORD is read as the file is: a byte-order mark dropped, a control character refused")
    void theSharedPasswordVariableLikewise() throws Exception {
        assertEquals("dragon-seven", PasswordText.of("\uFEFFdragon-seven"));
        PasswordText.ControlCharacter refused = assertThrows(PasswordText.ControlCharacter.class,
                () -> PasswordText.of("dragon\u007f-seven"));
        assertEquals("U+007F", refused.codePoint());
        assertEquals(7, refused.position());
        // A mark anywhere but first is a character like any other: only the one a Windows tool writes first is dropped.
        assertEquals("dragon\uFEFF-seven", PasswordText.of("dragon\uFEFF-seven"));
    }
}
