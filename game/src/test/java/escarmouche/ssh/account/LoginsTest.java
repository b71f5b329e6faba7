package escarmouche.ssh.account;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.KeyPair;
import java.security.SecureRandom;
import java.util.List;
import java.util.Optional;
import org.apache.sshd.common.config.keys.KeyUtils;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** Logins with MINA's own SSH client against the game's authenticators. */
@Timeout(60)
class LoginsTest {
    @TempDir
    Path dir;

    private LoginServer server;

    @AfterEach
    void stop() throws Exception {
        if (server != null) server.close();
    }

    private LoginServer open() throws Exception {
        server = new LoginServer(dir, Optional.empty(), true);
        return server;
    }

    @Test
    @DisplayName("the first key that logs in with a free name claims it, in a private authorized_keys file")
    void aKeyClaimsAFreeName() throws Exception {
        LoginServer s = open();
        KeyPair anne = LoginServer.newKey();
        assertTrue(s.withKey("anne", anne));
        Path keys = s.players.resolve("anne").resolve(Accounts.KEYS_FILE);
        Account account = s.accounts.find(new PlayerName("anne")).orElseThrow();
        assertTrue(account.holds(anne.getPublic()));
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(keys)));
        assertEquals("rwx------", PosixFilePermissions.toString(Files.getPosixFilePermissions(keys.getParent())));
        String fingerprint = KeyUtils.getFingerPrint(anne.getPublic());
        assertEquals(List.of("login address=127.0.0.1:" + port(s.lines("login").get(0)) + " player=anne method=publickey key="
                + fingerprint + " claimed"), s.lines("login"));
        // The same key comes back in; the name is not claimed again.
        assertTrue(s.withKey("anne", anne));
        assertTrue(s.lines("login").get(1).endsWith("method=publickey key=" + fingerprint), s.lines("login").toString());
    }

    @Test
    @DisplayName("a second key is refused under a claimed name, and told whose name it is")
    void aSecondKeyIsRefused() throws Exception {
        LoginServer s = open();
        assertTrue(s.withKey("anne", LoginServer.newKey()));
        assertFalse(s.withKey("anne", LoginServer.newKey()));
        assertTrue(s.lines("login-failed").stream().anyMatch(l -> l.contains("name=anne method=publickey reason=not-this-players-key")),
                s.log.toString());
        assertTrue(s.banners.stream().anyMatch(b -> b.contains("belongs to a player's SSH key")), s.banners.toString());
        assertEquals(1, s.accounts.find(new PlayerName("anne")).orElseThrow().keys().size());
    }

    @Test
    @DisplayName("a guest cannot take a claimed name, by password or keyboard-interactive, but plays under a free one")
    void aGuestCannotTakeAClaimedName() throws Exception {
        LoginServer s = open();
        assertTrue(s.withKey("anne", LoginServer.newKey()));
        assertFalse(s.withPassword("anne", "anything"));
        assertFalse(s.interactive("anne", "anything"));
        assertTrue(s.withPassword("bob", "anything"));
        assertTrue(s.interactive("carl", ""));
        assertTrue(s.lines("login").contains("login address=127.0.0.1:" + port(s.lines("login").get(1)) + " player=bob method=password guest"),
                s.log.toString());
        assertTrue(s.lines("login-failed").stream().anyMatch(l -> l.contains("name=anne method=password reason=name-taken")), s.log.toString());
        assertFalse(Files.exists(s.players.resolve("bob").resolve(Accounts.KEYS_FILE)), "a guest does not claim its name");
    }

    @Test
    @DisplayName("an invalid name is refused with a message saying what names may be, and never becomes a folder")
    void anInvalidNameIsRefusedWithTheRule() throws Exception {
        LoginServer s = open();
        for (String bad : List.of("Anne", "../etc", "a b", "x".repeat(33), "josé")) {
            s.banners.clear();
            assertFalse(s.withKey(bad, LoginServer.newKey()), bad);
            assertTrue(s.banners.stream().anyMatch(b -> b.contains(PlayerName.RULE)), () -> bad + ": " + s.banners);
        }
        assertFalse(s.withPassword("Anne", "anything"));
        assertTrue(s.lines("login-failed").stream().allMatch(l -> l.contains("reason=invalid-name")), s.log.toString());
        assertTrue(s.lines("login").isEmpty());
        assertFalse(Files.exists(s.players), "no folder was made for a refused name");
    }

    @Test
    @DisplayName("SSH-LOG: an empty user name is logged name=\"\", not as the name - is")
    void anEmptyNameIsLoggedApart() throws Exception {
        LoginServer s = open();
        assertFalse(s.withPassword("", "anything"));
        assertFalse(s.withPassword("-", "anything"));
        List<String> failed = s.lines("login-failed");
        assertTrue(failed.stream().anyMatch(l -> l.contains(" name=\"\" method=password reason=invalid-name")), failed::toString);
        assertTrue(failed.stream().anyMatch(l -> l.contains(" name=- method=password reason=invalid-name")), failed::toString);
    }

    @Test
    @DisplayName("SSH-LOGIN: names no player may have, tried more often than the server's count of failed logins allows"
            + " (10 an address), are no password guesses: logged, but a guest of that address still comes in")
    void invalidNamesDoNotHoldTheAddress() throws Exception {
        server = LoginServer.gated(dir);
        for (int i = 0; i < 6; i++) assertFalse(server.withPassword("Anne", "anything"));
        for (int i = 0; i < 6; i++) assertFalse(server.interactive("Anne", ""));
        assertEquals(12, server.lines("login-failed").stream().filter(l -> l.contains("reason=invalid-name")).count(),
                server.log::toString);
        assertTrue(server.interactive("carl", ""), server.log::toString);
        assertTrue(server.lines("limit").stream().noneMatch(l -> l.contains("limit=login-failures")), server.log::toString);
    }

    @Test
    @DisplayName("SSH-LOGIN: serve --lang fr: a refused name hangs up with the rule in ASCII (OpenSSH shows other bytes as octal escapes), the banner keeps the French")
    void aRefusedNamesDisconnectReasonIsAscii() throws Exception {
        server = new LoginServer(dir, Optional.empty(), true, escarmouche.lang.ScreenMessages.of(escarmouche.lang.Language.FR));
        assertFalse(server.withKey("Anne", LoginServer.newKey()));
        assertEquals(org.apache.sshd.common.SshConstants.SSH2_DISCONNECT_ILLEGAL_USER_NAME + " Un nom de joueur a de 1 a 32"
                + " signes, chacun une minuscule a-z, un chiffre 0-9, \" _ \" ou \" - \", sans commencer par \" - \""
                + " (par exemple anne, bob-2).", server.firstDisconnect());
        assertTrue(server.banners.stream().anyMatch(b -> b.contains("Un nom de joueur a de 1 à 32 signes")), server.banners::toString);
    }

    @Test
    @DisplayName("SSH-LOGIN: in English a refused name hangs up with the rule, word for word")
    void aRefusedNamesDisconnectReasonInEnglish() throws Exception {
        LoginServer s = open();
        assertFalse(s.withPassword("Anne", "anything"));
        assertEquals(org.apache.sshd.common.SshConstants.SSH2_DISCONNECT_ILLEGAL_USER_NAME + " " + PlayerName.RULE,
                s.firstDisconnect());
    }

    @Test
    @DisplayName("a password account logs in with its password; a wrong one fails; the file holds no clear password")
    void aPasswordAccountLogsIn() throws Exception {
        LoginServer s = open();
        PlayerName anne = new PlayerName("anne");
        s.accounts.create(anne, List.of(new AccountKey(LoginServer.newKey().getPublic(), "anne@laptop")));
        String secret = "correct horse battery";
        s.accounts.setPassword(anne, PasswordHash.of(secret, new SecureRandom()));
        assertTrue(s.withPassword("anne", secret));
        assertFalse(s.withPassword("anne", "Correct horse battery"));
        assertTrue(s.interactive("anne", secret));
        assertFalse(s.interactive("anne", "tiger-lily"));
        String file = Files.readString(s.players.resolve("anne").resolve(Accounts.PASSWORD_FILE), StandardCharsets.UTF_8);
        assertTrue(file.startsWith("$argon2id$v=19$m=19456,t=2,p=1$"), file);
        assertFalse(file.contains(secret) || file.contains("horse"), file);
        assertTrue(s.log.stream().noneMatch(l -> l.contains("horse") || l.contains("tiger")), s.log.toString());
        assertTrue(s.lines("login-failed").stream().anyMatch(l -> l.contains("name=anne method=password reason=wrong-password")),
                s.log.toString());
        assertEquals(2, s.lines("login").size(), s.log.toString());
    }

    @Test
    @DisplayName("without guests a free name is only claimed by a key; password logins are told to use one")
    void withoutGuestsOnlyKeysClaim() throws Exception {
        server = new LoginServer(dir, Optional.empty(), false);
        assertFalse(server.withPassword("dora", "anything"));
        assertFalse(server.interactive("dora", ""));
        assertTrue(server.banners.stream().anyMatch(b -> b.contains("takes no guests")), server.banners.toString());
        assertTrue(server.withKey("dora", LoginServer.newKey()));
    }

    @Test
    @DisplayName("with a shared password, a guest must give it, by password or keyboard-interactive")
    void guestsGiveTheSharedPassword() throws Exception {
        server = new LoginServer(dir, Optional.of("table secret"), true);
        assertFalse(server.withPassword("bob", "anything"));
        assertFalse(server.interactive("bob", "table"));
        assertTrue(server.withPassword("bob", "table secret"));
        assertTrue(server.interactive("carl", "table secret"));
        assertTrue(server.lines("login-failed").stream().anyMatch(l -> l.endsWith("reason=wrong-server-password")));
        assertTrue(server.log.stream().noneMatch(l -> l.contains("secret")), server.log.toString());
    }

    @Test
    @DisplayName("SSH-LOGIN: a password sent in bytes that are not UTF-8 (read by MINA as U+FFFD) never matches, even a hash or shared password holding U+FFFD")
    void aPasswordNotInUtf8NeverMatches() throws Exception {
        // What the server reads of b'p\\xe0ssw\\xe0rd123': each invalid byte is U+FFFD, as it was for the stored one.
        String read = "p\uFFFDssw\uFFFDrd123";
        server = new LoginServer(dir, Optional.of("\uFFFDt\uFFFD-secret"), true);
        PlayerName bert = new PlayerName("bert");
        server.accounts.create(bert, List.of(new AccountKey(LoginServer.newKey().getPublic(), "bert@laptop")));
        server.accounts.setPassword(bert, PasswordHash.of(read, new SecureRandom()));
        assertFalse(server.withPassword("bert", read));
        assertFalse(server.interactive("bert", read));
        assertFalse(server.withPassword("carl", "\uFFFDt\uFFFD-secret"));
        assertFalse(server.interactive("dora", "\uFFFDt\uFFFD-secret"));
        assertEquals(List.of("name=bert method=password reason=password-not-utf8",
                        "name=bert method=keyboard-interactive reason=password-not-utf8",
                        "name=carl method=password reason=password-not-utf8",
                        "name=dora method=keyboard-interactive reason=password-not-utf8"),
                server.lines("login-failed").stream().map(l -> l.replaceFirst(".* name=", "name=")).toList());
        assertTrue(server.lines("login").isEmpty(), server.log.toString());
    }

    @Test
    @DisplayName("serve --lang fr: keyboard-interactive asks for a player's password and the server's in French, as the guest's instruction beside them")
    void promptsInTheServersLanguage() throws Exception {
        server = new LoginServer(dir, Optional.of("table secret"), true,
                escarmouche.lang.ScreenMessages.of(escarmouche.lang.Language.FR));
        PlayerName anne = new PlayerName("anne");
        server.accounts.create(anne, List.of(new AccountKey(LoginServer.newKey().getPublic(), "anne@laptop")));
        server.accounts.setPassword(anne, PasswordHash.of("correct horse", new SecureRandom()));
        assertTrue(server.interactive("anne", "correct horse"));
        assertTrue(server.interactive("carl", "table secret"));
        assertEquals(List.of("Mot de passe pour anne\u00a0: ",
                "Vous jouez comme l'invit\u00e9 carl\u00a0: le nom reste libre pour la premi\u00e8re cl\u00e9 SSH qui se"
                        + " connecte avec lui.", "Mot de passe du serveur\u00a0: "), server.prompts);
    }

    @Test
    @DisplayName("In English keyboard-interactive keeps its prompts word for word: Password for anne: and Server password:")
    void promptsInEnglish() throws Exception {
        server = new LoginServer(dir, Optional.of("table secret"), true);
        PlayerName anne = new PlayerName("anne");
        server.accounts.create(anne, List.of(new AccountKey(LoginServer.newKey().getPublic(), "anne@laptop")));
        server.accounts.setPassword(anne, PasswordHash.of("correct horse", new SecureRandom()));
        assertTrue(server.interactive("anne", "correct horse"));
        assertTrue(server.interactive("carl", "table secret"));
        assertEquals(List.of("Password for anne: ", "Playing as the guest carl: the name stays free for the first SSH key"
                + " that logs in with it.", "Server password: "), server.prompts);
    }

    private static String port(String line) {
        return line.replaceFirst(".*address=127\\.0\\.0\\.1:(\\d+).*", "$1");
    }
}
