package escarmouche.ssh;

import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.launch.ContentCatalog;
import escarmouche.launch.Launch;
import escarmouche.launch.SaveShelf;
import escarmouche.reference.RulesReference;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.apache.sshd.client.SshClient;
import org.apache.sshd.client.keyverifier.AcceptAllServerKeyVerifier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** Over SSH each player's fights are kept in that player's own folder, locked while a game plays them. */
@Timeout(60)
class SshSavesTest {
    @TempDir
    Path data;

    private GameServer server;
    private SshClient client;

    @BeforeEach
    void start() throws Exception {
        ByteArrayOutputStream problems = new ByteArrayOutputStream();
        Optional<ContentCatalog> catalog = Launch.loadCatalog(new PrintStream(problems, true, StandardCharsets.UTF_8));
        assertTrue(catalog.isPresent(), problems.toString(StandardCharsets.UTF_8));
        SaveShelf.Snapshot snapshot = SaveShelf.Snapshot.read(catalog.get().content());
        server = GameServer.start(new ServerConfig("127.0.0.1", 0, data, Optional.empty()), catalog.get(),
                (dir, player) -> new SaveShelf(dir, snapshot, Clock.systemUTC(), "an SSH session of " + player),
                RulesReference.load(), escarmouche.ssh.log.ServerLog.NONE);
        client = SshClient.setUpDefaultClient();
        client.setServerKeyVerifier(AcceptAllServerKeyVerifier.INSTANCE);
        client.start();
    }

    @AfterEach
    void stop() throws Exception {
        if (client != null) client.stop();
        if (server != null) server.close();
    }

    private List<Path> files(Path dir, String ending) throws Exception {
        if (!Files.isDirectory(dir)) return List.of();
        try (Stream<Path> all = Files.list(dir)) {
            return all.filter(p -> p.getFileName().toString().endsWith(ending)).toList();
        }
    }

    @Test
    @DisplayName("An SSH player's fight is recorded in their own folder and locked while it plays; a dropped connection lets it go")
    void savesPerPlayerAndLocked() throws Exception {
        Path saves = data.resolve("players").resolve("ana").resolve("saves");
        try (SshClientSession first = new SshClientSession(client, server.port(), "ana", 80, 24)) {
            assertTrue(first.waitFor("E S C A R M O U C H E"), first::text);
            first.type("n");
            assertTrue(first.waitFor("choose an encounter"), first::text);
            first.type("\r");
            assertTrue(first.waitFor("Your party"), first::text);
            first.type("\r");
            assertTrue(first.waitFor("Log"), first::text);
            assertTrue(files(saves, ".jsonl").size() == 1, () -> "no recording in " + saves);
            assertTrue(files(saves, ".lock").size() == 1, "the live fight holds its lock");
            // A second login of ana would take this fight over (escarmouche.ssh.live.SessionsTakeOverTest).
        }
        // The first connection dropped: its game ends and its lock goes.
        long deadline = System.nanoTime() + 20_000_000_000L;
        while (!files(saves, ".lock").isEmpty() && System.nanoTime() < deadline) Thread.sleep(50);
        assertTrue(files(saves, ".lock").isEmpty(), "the lock outlived the connection");
        assertTrue(files(data.resolve("players").resolve("bob").resolve("saves"), ".jsonl").isEmpty());
    }
}
