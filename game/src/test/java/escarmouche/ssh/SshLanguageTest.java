package escarmouche.ssh;

import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.launch.ContentCatalog;
import escarmouche.launch.LanguageFile;
import escarmouche.launch.Launch;
import escarmouche.reference.RulesReference;
import escarmouche.ssh.gate.Limits;
import escarmouche.lang.Language;
import escarmouche.ui.page.FightSaves;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import org.apache.sshd.client.SshClient;
import org.apache.sshd.client.keyverifier.AcceptAllServerKeyVerifier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** Over SSH the screens speak the client's language, then the player's own choice, kept in their folder. */
@Timeout(60)
class SshLanguageTest {
    @TempDir
    Path data;

    private GameServer server;
    private SshClient client;

    private void start(Language serverDefault) throws Exception {
        ByteArrayOutputStream problems = new ByteArrayOutputStream();
        Optional<ContentCatalog> catalog = Launch.loadCatalog(new PrintStream(problems, true, StandardCharsets.UTF_8));
        assertTrue(catalog.isPresent(), problems.toString(StandardCharsets.UTF_8));
        server = GameServer.start(new ServerConfig("127.0.0.1", 0, data, Optional.empty(), true, Limits.DEFAULTS,
                        serverDefault), catalog.get(), (dir, player) -> FightSaves.NONE, RulesReference.load(),
                escarmouche.ssh.log.ServerLog.NONE);
        client = SshClient.setUpDefaultClient();
        client.setServerKeyVerifier(AcceptAllServerKeyVerifier.INSTANCE);
        client.start();
    }

    @AfterEach
    void stop() throws Exception {
        if (client != null) client.stop();
        if (server != null) server.close();
    }

    @Test
    @DisplayName("A client sending LANG=fr_FR.UTF-8 gets French screens; switched to English with l, the next login is English")
    void theClientsLanguageThenThePlayersChoice() throws Exception {
        start(Language.EN);
        Map<String, String> french = Map.of("LANG", "fr_FR.UTF-8");
        try (SshClientSession s = new SshClientSession(client, server.port(), "ana", 80, 24, french)) {
            assertTrue(s.waitFor("Nouveau combat"), s::text);
            assertTrue(s.waitForScreen("Langue\u00a0: français"), "the non-breaking space reaches the client: " + s.text());
            s.mark();
            s.type("l");
            // Read on the screen, not in the bytes since the mark: the switch redraws only the cells that
            // change, and the French menu starts a row lower than the English one.
            assertTrue(s.waitForScreen("New fight"), s::text);
        }
        Path settings = data.resolve("players").resolve("ana").resolve(LanguageFile.NAME);
        assertTrue(settingsOnceWritten(settings).contains("language=en"), "kept in the player's own folder");
        try (SshClientSession s = new SshClientSession(client, server.port(), "ana", 80, 24, french)) {
            assertTrue(s.waitFor("New fight"), "the player's choice beats the client's LANG: " + s.text());
        }
    }

    @Test
    @DisplayName("OA-REACTION: a player who sets always strike finds it set at the next login; it is kept in their own folder")
    void theChoiceAboutOpportunityAttacksIsKept() throws Exception {
        start(Language.EN);
        try (SshClientSession s = new SshClientSession(client, server.port(), "dee", 80, 24)) {
            assertTrue(s.waitForScreen("Opportunity attacks: ask me"), s::text);
            s.mark();
            s.type("o");
            assertTrue(s.waitForScreen("Opportunity attacks: always strike"), s::text);
        }
        Path settings = data.resolve("players").resolve("dee").resolve(LanguageFile.NAME);
        assertTrue(settingsOnceWritten(settings).contains("opportunity=always"), "kept in the player's own folder");
        try (SshClientSession s = new SshClientSession(client, server.port(), "dee", 80, 24)) {
            assertTrue(s.waitForScreen("Opportunity attacks: always strike"), "set again at the next login: " + s.text());
        }
        try (SshClientSession s = new SshClientSession(client, server.port(), "eve", 80, 24)) {
            assertTrue(s.waitForScreen("Opportunity attacks: ask me"), "another player's choice is their own: " + s.text());
        }
    }

    /** The player's settings file once the session that left has written it (it may take a moment). */
    private static String settingsOnceWritten(Path settings) throws Exception {
        long deadline = System.nanoTime() + 10_000_000_000L;
        while (!Files.exists(settings) && System.nanoTime() < deadline) Thread.sleep(20);
        return Files.readString(settings);
    }

    @Test
    @DisplayName("serve --lang fr: a client that sends no LANG nor LC_* gets French; one sending LC_ALL=en_US gets English")
    void theServersDefault() throws Exception {
        start(Language.FR);
        try (SshClientSession s = new SshClientSession(client, server.port(), "bob", 80, 24)) {
            assertTrue(s.waitFor("Nouveau combat"), s::text);
        }
        try (SshClientSession s = new SshClientSession(client, server.port(), "cy", 80, 24,
                Map.of("LC_ALL", "en_US.UTF-8", "LANG", "fr_FR.UTF-8"))) {
            assertTrue(s.waitFor("New fight"), s::text);
        }
    }
}
