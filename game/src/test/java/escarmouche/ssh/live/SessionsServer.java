package escarmouche.ssh.live;

import escarmouche.ssh.SshClientSession;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.launch.ContentCatalog;
import escarmouche.launch.Launch;
import escarmouche.launch.SaveShelf;
import escarmouche.reference.RulesReference;
import escarmouche.ssh.GameServer;
import escarmouche.ssh.ServerConfig;
import escarmouche.ssh.gate.Limits;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import java.util.concurrent.CopyOnWriteArrayList;
import org.apache.sshd.client.SshClient;
import org.apache.sshd.client.keyverifier.AcceptAllServerKeyVerifier;

/**
 * A game server for the session tests: real content, each player's fights saved in the data folder, the
 * server log kept in a list, and a MINA client to log in with. Helpers start a fight and play a few turns.
 */
final class SessionsServer implements AutoCloseable {
    /** Content and its snapshot, read once for every test of the run (read-only). */
    private static final class Content {
        static final ContentCatalog CATALOG;
        static final SaveShelf.Snapshot SNAPSHOT;

        static {
            ByteArrayOutputStream problems = new ByteArrayOutputStream();
            Optional<ContentCatalog> catalog = Launch.loadCatalog(new PrintStream(problems, true, StandardCharsets.UTF_8));
            if (catalog.isEmpty()) throw new IllegalStateException(problems.toString(StandardCharsets.UTF_8));
            CATALOG = catalog.get();
            try {
                SNAPSHOT = SaveShelf.Snapshot.read(CATALOG.content());
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    final Path data;
    final List<String> log = new CopyOnWriteArrayList<>();
    final GameServer server;
    final SshClient client;

    SessionsServer(Path data, Limits limits) throws IOException {
        this.data = data;
        server = GameServer.start(new ServerConfig("127.0.0.1", 0, data, Optional.empty(), true, limits), Content.CATALOG,
                (dir, player) -> new SaveShelf(dir, Content.SNAPSHOT, Clock.systemUTC(), "an SSH session of " + player),
                RulesReference.load(), (event, text) -> log.add(event.word() + " " + text));
        client = SshClient.setUpDefaultClient();
        client.setServerKeyVerifier(AcceptAllServerKeyVerifier.INSTANCE);
        client.start();
    }

    SshClientSession login(String player) throws IOException {
        return new SshClientSession(client, server.port(), player, 80, 24);
    }

    /** The same, the client announcing {@code LANG=lang} (as {@code SendEnv=LANG} does). */
    SshClientSession login(String player, String lang) throws IOException {
        return new SshClientSession(client, server.port(), player, 80, 24, java.util.Map.of("LANG", lang));
    }

    /**
     * Over the two sessions' screens: {@code gm} opens a table at the ford, {@code player} takes a seat, the
     * game master hands the four heroes to the player and starts the fight.
     */
    static void fightAtATable(SshClientSession gm, String gmName, SshClientSession player, String playerName)
            throws Exception {
        assertTrue(gm.waitForScreen("E S C A R M O U C H E"), () -> gm.screen().toString());
        gm.type("T");
        assertTrue(gm.waitForScreen("No table is open"), () -> gm.screen().toString());
        gm.type("o");
        assertTrue(gm.waitForScreen("Goblins at the ford"), () -> gm.screen().toString());
        gm.type("4");
        assertTrue(gm.waitForScreen("open the table"), () -> gm.screen().toString());
        gm.type("\r");
        assertTrue(gm.waitForScreen(gmName + "'s table: Goblins at the ford"), () -> gm.screen().toString());
        assertTrue(player.waitForScreen("E S C A R M O U C H E"), () -> player.screen().toString());
        player.type("T");
        assertTrue(player.waitForScreen(gmName + "'s table: Goblins at the ford"), () -> player.screen().toString());
        player.type("\r");
        assertTrue(gm.waitForScreen("At the table: " + gmName + " (GM), " + playerName), () -> gm.screen().toString());
        gm.type(" j j j \r");
        assertTrue(player.waitForScreen("'s move"), () -> player.screen().toString());
    }

    Path saves(String player) {
        return data.resolve("players").resolve(player).resolve("saves");
    }

    Path marker(String player) {
        return data.resolve("players").resolve(player).resolve(SessionMarker.FILE);
    }

    List<Path> files(String player, String ending) throws IOException {
        Path dir = saves(player);
        if (!Files.isDirectory(dir)) return List.of();
        try (Stream<Path> all = Files.list(dir)) {
            return all.filter(p -> p.getFileName().toString().endsWith(ending)).sorted().toList();
        }
    }

    /** The player's one recording. */
    Path recording(String player) throws IOException {
        List<Path> all = files(player, ".jsonl");
        assertTrue(all.size() == 1, () -> "one recording expected in " + saves(player) + ": " + all);
        return all.get(0);
    }

    /** How many player commands the recording holds. */
    long inputs(Path recording) throws IOException {
        try (Stream<String> lines = Files.lines(recording)) {
            return lines.filter(l -> l.startsWith("{\"input\"")).count();
        }
    }

    /** The round of the recording's last keyframe (the round the fight is in). */
    int round(Path recording) throws IOException {
        int round = 0;
        for (String line : Files.readAllLines(recording)) {
            java.util.regex.Matcher m = java.util.regex.Pattern.compile("^\\{\"keyframe\":\\{\"round\":(\\d+)").matcher(line);
            if (m.find()) round = Math.max(round, Integer.parseInt(m.group(1)));
        }
        return round;
    }

    /** From the title screen into the first encounter, with its party as offered. */
    void startFight(SshClientSession player) throws Exception {
        assertTrue(player.waitFor("E S C A R M O U C H E"), player::text);
        player.type("n");
        assertTrue(player.waitFor("choose an encounter"), player::text);
        player.type("\r");
        assertTrue(player.waitFor("Your party"), player::text);
        player.type("\r");
        assertTrue(player.waitFor("Log"), player::text);
    }

    /**
     * Ends heroes' turns until the recording holds at least {@code commands} commands (a key typed while
     * monsters act only hurries them on); returns how many it holds.
     */
    long play(SshClientSession player, String name, int commands) throws Exception {
        Path recording = recording(name);
        long deadline = System.nanoTime() + SshClientSession.WAIT.toNanos();
        while (inputs(recording) < commands && System.nanoTime() < deadline) {
            player.type("e");
            long before = inputs(recording);
            for (int i = 0; i < 25 && inputs(recording) == before; i++) Thread.sleep(20);
        }
        long done = inputs(recording);
        assertTrue(done >= commands, () -> "the recording holds " + done + " commands, not " + commands);
        return done;
    }

    /**
     * Starts a fight with both sides on the AI (the encounter list's {@code w}) and hurries it on until it is over: its
     * end on screen, its result in the recording and its report beside it ({@link #brisk} before the login makes it
     * quicker).
     */
    void playToTheEnd(SshClientSession player, String name) throws Exception {
        assertTrue(player.waitFor("E S C A R M O U C H E"), player::text);
        player.type("n");
        assertTrue(player.waitFor("choose an encounter"), player::text);
        player.mark();
        player.type("w");
        assertTrue(player.waitFor("Log"), player::text);
        long deadline = System.nanoTime() + java.time.Duration.ofSeconds(60).toNanos();
        while (!player.since().contains("The fight is over") && System.nanoTime() < deadline) {
            // A key while the AI plays only hurries it on; on the end, V only changes the log's detail.
            player.type("V");
            Thread.sleep(50);
        }
        assertTrue(player.waitForScreen("The fight is over: victory. Enter: the summary"), () -> player.screen().toString());
        Path recording = recording(name);
        Path report = recording.resolveSibling(recording.getFileName().toString().replace(".jsonl", ".txt"));
        assertTrue(eventually(() -> Files.exists(report)), "no report beside the recording");
    }

    /** The monsters' briskest pace for {@code player}'s next login, as the title screen's {@code s} would keep it. */
    void brisk(String player) throws IOException {
        Path own = data.resolve("players").resolve(player);
        Files.createDirectories(own);
        Files.writeString(own.resolve("settings.properties"), "pace=150\n");
    }

    /** Polls until {@code condition} holds or {@link SshClientSession#WAIT} passes. */
    static boolean eventually(java.util.function.BooleanSupplier condition) throws InterruptedException {
        long deadline = System.nanoTime() + SshClientSession.WAIT.toNanos();
        while (System.nanoTime() < deadline) {
            if (condition.getAsBoolean()) return true;
            Thread.sleep(20);
        }
        return condition.getAsBoolean();
    }

    boolean logged(String start) {
        synchronized (log) {
            return log.stream().anyMatch(l -> l.startsWith(start));
        }
    }

    @Override
    public void close() throws IOException {
        client.stop();
        server.close();
    }
}
