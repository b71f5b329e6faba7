package escarmouche.ssh.load;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.apache.sshd.client.SshClient;
import org.apache.sshd.client.auth.keyboard.UserInteraction;
import org.apache.sshd.client.config.hosts.HostConfigEntryResolver;
import org.apache.sshd.client.keyverifier.AcceptAllServerKeyVerifier;
import org.apache.sshd.client.session.ClientSession;
import org.apache.sshd.common.keyprovider.KeyIdentityProvider;

/**
 * One MINA SSH client shared by every simulated player. It logs in as a guest whichever way the server
 * asks: a password identity for "password", and an answer to every keyboard-interactive prompt. It reads
 * nothing of the user's own SSH setup (no ~/.ssh keys, config or known hosts).
 */
final class LoadClient implements AutoCloseable {
    /** What guests type; a server for guests accepts any answer. */
    static final String PASSWORD = "load";
    static final Duration WAIT = Duration.ofSeconds(20);

    private final SshClient client;

    LoadClient() {
        client = SshClient.setUpDefaultClient();
        client.setServerKeyVerifier(AcceptAllServerKeyVerifier.INSTANCE);
        client.setHostConfigEntryResolver(HostConfigEntryResolver.EMPTY);
        client.setKeyIdentityProvider(KeyIdentityProvider.EMPTY_KEYS_PROVIDER);
        client.setUserInteraction(new UserInteraction() {
            @Override
            public String[] interactive(ClientSession session, String name, String instruction, String lang,
                                        String[] prompt, boolean[] echo) {
                String[] answers = new String[prompt.length];
                java.util.Arrays.fill(answers, PASSWORD);
                return answers;
            }

            @Override
            public String getUpdatedPassword(ClientSession session, String prompt, String lang) {
                return null;
            }
        });
        client.start();
    }

    /** A logged-in session, not yet with a channel (for the hostile clients that ask for odd things). */
    ClientSession login(int port, String name) throws IOException {
        ClientSession session = client.connect(name, "127.0.0.1", port).verify(WAIT).getSession();
        try {
            session.addPasswordIdentity(PASSWORD);
            session.auth().verify(WAIT);
            return session;
        } catch (IOException | RuntimeException e) {
            session.close(true);
            throw e;
        }
    }

    /**
     * Opens {@code count} players named {@code prefix + index} (from {@code first}), at most {@code parallel}
     * logging in at once (the server limits unauthenticated connections per address), each with an 80x24
     * pty and its title screen drawn. Those that fail are counted in {@code failures}.
     */
    List<Player> open(int port, String prefix, int first, int count, int parallel, List<String> failures)
            throws InterruptedException {
        ExecutorService pool = Executors.newFixedThreadPool(parallel);
        try {
            List<Future<Player>> pending = new ArrayList<>();
            for (int i = first; i < first + count; i++) {
                String name = String.format("%s%04d", prefix, i);
                pending.add(pool.submit(() -> {
                    Player p = Player.open(this, port, name, 80, 24);
                    if (!p.awaitTitle(WAIT)) {
                        p.close();
                        throw new IOException(name + ": no title screen within " + WAIT.toSeconds() + " s");
                    }
                    return p;
                }));
            }
            List<Player> players = new ArrayList<>();
            for (Future<Player> f : pending) {
                try {
                    players.add(f.get(2 * WAIT.toSeconds(), TimeUnit.SECONDS));
                } catch (java.util.concurrent.ExecutionException e) {
                    failures.add(String.valueOf(e.getCause()));
                } catch (java.util.concurrent.TimeoutException e) {
                    f.cancel(true);
                    failures.add("a login took over " + 2 * WAIT.toSeconds() + " s");
                }
            }
            return players;
        } finally {
            pool.shutdownNow();
        }
    }

    /**
     * Opens a few sessions and closes them the polite way, so that the server's lazily started pools (I/O
     * threads, timers) exist before a baseline is taken: what remains after that is not a leak. Two at a
     * time, under the default MaxStartups-like limit of unauthenticated connections (3).
     */
    void warmUp(int port) throws Exception {
        List<String> failures = new ArrayList<>();
        open(port, "warm", 0, 4, 2, failures).forEach(Player::close);
        if (!failures.isEmpty()) throw new IOException("the warm-up sessions could not log in: " + failures.get(0));
        Thread.sleep(3000);
    }

    @Override
    public void close() {
        try {
            client.stop();
        } catch (RuntimeException e) {
            // Stopping anyway: the process ends soon.
        }
    }
}
