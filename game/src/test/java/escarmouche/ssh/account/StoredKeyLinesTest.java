package escarmouche.ssh.account;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyPair;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.apache.sshd.common.config.keys.KeyUtils;
import org.apache.sshd.common.config.keys.PublicKeyEntry;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Lines of a player's {@code authorized_keys} the server cannot honour as written: a key with options the admin
 * wrote by hand (a limit the server does not apply) never logs in; a damaged line, an unreadable file, a damaged
 * password file are named at start.
 */
@Timeout(60)
class StoredKeyLinesTest {
    @TempDir
    Path dir;

    private Path write(String player, String file, String text) throws Exception {
        Path folder = dir.resolve("players").resolve(player);
        Files.createDirectories(folder);
        return Files.writeString(folder.resolve(file), text);
    }

    @Test
    @DisplayName("a key written with from=... in authorized_keys is refused at login (reason=key-with-options), not let in from anywhere")
    void aKeyWithOptionsDoesNotLogIn() throws Exception {
        KeyPair restricted = LoginServer.newKey();
        write("anne", Accounts.KEYS_FILE, "# escarmouche: the SSH keys of player anne\nfrom=\"10.9.9.9\" "
                + PublicKeyEntry.toString(restricted.getPublic()) + " anne@office\n");
        try (LoginServer s = new LoginServer(dir, Optional.empty(), true)) {
            assertFalse(s.withKey("anne", restricted));
            assertTrue(s.lines("login-failed").stream().anyMatch(l -> l.contains("name=anne method=publickey reason=key-with-options")),
                    s.log.toString());
            assertTrue(s.lines("login").isEmpty(), s.log.toString());
        }
    }

    @Test
    @DisplayName("at start, each refused key line, damaged key line and unreadable account file gets an account line naming the file")
    void storedProblemsAreLoggedAtStart() throws Exception {
        KeyPair restricted = LoginServer.newKey();
        KeyPair good = LoginServer.newKey();
        Path anne = write("anne", Accounts.KEYS_FILE, "# claimed\n" + PublicKeyEntry.toString(good.getPublic()) + "\nno-pty "
                + PublicKeyEntry.toString(restricted.getPublic()) + "\nssh-ed25519 AAAAbroken\n");
        Path bob = write("bob", Accounts.KEYS_FILE, "# claimed\n" + PublicKeyEntry.toString(good.getPublic()) + "\n");
        Path bobPassword = write("bob", Accounts.PASSWORD_FILE, "not-a-hash\n");
        Path eve = dir.resolve("players/eve/authorized_keys");
        Files.createDirectories(eve.getParent());
        Files.write(eve, "# cl\u00e9\n".getBytes(StandardCharsets.ISO_8859_1));
        List<String> log = new ArrayList<>();
        StoredKeys.logUnusable(new Accounts(dir.resolve("players"), Clock.systemUTC()), (event, text) -> log.add(event.word() + " " + text));
        assertEquals(List.of(
                "account player=anne file=" + anne + " line=3 key=" + KeyUtils.getFingerPrint(restricted.getPublic())
                        + " refused reason=key-with-options options=no-pty",
                "account player=anne file=" + anne + " line=4 refused reason=unreadable-key-line",
                "account player=bob file=" + bobPassword + " cannot-log-in reason=not-a-password-hash",
                "account player=eve file=" + eve + " cannot-log-in reason=not-utf8 byte=5"), log);
        assertFalse(log.toString().contains(bob + " "), log.toString());
    }

    @Test
    @DisplayName("start-up warnings for the console name the file and line in words")
    void startUpWarningsInWords() throws Exception {
        KeyPair restricted = LoginServer.newKey();
        Path anne = write("anne", Accounts.KEYS_FILE, "from=\"10.9.9.9\" " + PublicKeyEntry.toString(restricted.getPublic()) + "\n");
        List<String> said = StoredKeys.warnings(new Accounts(dir.resolve("players"), Clock.systemUTC()),
                escarmouche.lang.ScreenMessages.of(escarmouche.lang.Language.EN));
        assertEquals(List.of("warning: " + anne + ":1: a key written with options (from), which this server does not apply:"
                + " it is refused at login. Give the key alone (limit addresses with a firewall), or remove the line."), said);
    }

    @Test
    @DisplayName("a byte-order mark at the start of a hand-edited authorized_keys (Notepad's UTF-8) is no part of its first line:"
            + " the claim date of its comment is kept, a key on line 1 logs in, and nothing is warned of")
    void aByteOrderMarkStartsNoLine() throws Exception {
        KeyPair first = LoginServer.newKey();
        KeyPair second = LoginServer.newKey();
        write("anne", Accounts.KEYS_FILE, "\uFEFF# escarmouche: the SSH keys of player anne; claimed 2026-03-01T10:00:00Z by the admin\n"
                + PublicKeyEntry.toString(second.getPublic()) + "\n");
        write("bert", Accounts.KEYS_FILE, "\uFEFF" + PublicKeyEntry.toString(first.getPublic()) + " bert@home\n");
        Accounts accounts = new Accounts(dir.resolve("players"), Clock.systemUTC());
        Account anne = accounts.find(PlayerName.parse("anne").orElseThrow()).orElseThrow();
        assertEquals(Optional.of(java.time.Instant.parse("2026-03-01T10:00:00Z")), anne.claimed());
        assertTrue(anne.refused().isEmpty(), anne.refused().toString());
        Account bert = accounts.find(PlayerName.parse("bert").orElseThrow()).orElseThrow();
        assertEquals(1, bert.keys().size(), bert.toString());
        List<String> log = new ArrayList<>();
        StoredKeys.logUnusable(accounts, (event, text) -> log.add(event.word() + " " + text));
        assertEquals(List.of(), log);
        assertEquals(List.of(), StoredKeys.warnings(accounts, escarmouche.lang.ScreenMessages.of(escarmouche.lang.Language.EN)));
        try (LoginServer s = new LoginServer(dir, Optional.empty(), false)) {
            assertTrue(s.withKey("bert", first), s.log.toString());
            assertTrue(s.withKey("anne", second), s.log.toString());
        }
    }

    @Test
    @DisplayName("a password file that starts with a byte-order mark is read as its hash, and the password logs in")
    void aByteOrderMarkBeforeAPasswordHash() throws Exception {
        write("cleo", Accounts.KEYS_FILE, "# claimed\n");
        write("cleo", Accounts.PASSWORD_FILE, "\uFEFF" + PasswordHash.of("swordfish-42", new java.security.SecureRandom()).text() + "\n");
        Accounts accounts = new Accounts(dir.resolve("players"), Clock.systemUTC());
        assertTrue(accounts.find(PlayerName.parse("cleo").orElseThrow()).orElseThrow().password().isPresent());
        try (LoginServer s = new LoginServer(dir, Optional.empty(), false)) {
            assertTrue(s.withPassword("cleo", "swordfish-42"), s.log.toString());
        }
    }
}
