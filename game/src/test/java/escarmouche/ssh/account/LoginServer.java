package escarmouche.ssh.account;

import java.io.IOException;
import java.nio.file.Path;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.GeneralSecurityException;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import org.apache.sshd.client.SshClient;
import org.apache.sshd.client.auth.keyboard.UserInteraction;
import org.apache.sshd.client.keyverifier.AcceptAllServerKeyVerifier;
import org.apache.sshd.client.session.ClientSession;
import org.apache.sshd.core.CoreModuleProperties;
import org.apache.sshd.server.SshServer;
import org.apache.sshd.server.keyprovider.SimpleGeneratorHostKeyProvider;

/**
 * An SSH server with the game's logins and nothing else (no shell: a test only needs to know whether a
 * client gets in), and a MINA client that keeps the banners the server sends. Every wait is bounded.
 */
final class LoginServer implements AutoCloseable {
    static final Duration WAIT = Duration.ofSeconds(10);

    final Path players;
    final Accounts accounts;
    final List<String> log = new CopyOnWriteArrayList<>();
    final List<String> banners = new CopyOnWriteArrayList<>();
    /** What keyboard-interactive showed the client: its instruction, then each prompt, as they came. */
    final List<String> prompts = new CopyOnWriteArrayList<>();
    /** The disconnects the client received from the server: "code reason". */
    final List<String> disconnects = new CopyOnWriteArrayList<>();
    private final SshServer server;
    private final SshClient client;

    LoginServer(Path dir, Optional<String> sharedPassword, boolean guests) throws IOException {
        this(dir, sharedPassword, guests, new NameClaims(System::currentTimeMillis,
                escarmouche.ssh.gate.Limits.NEW_NAMES_PER_HOUR, escarmouche.ssh.gate.Limits.NAMES_PER_KEY));
    }

    /** @param claims how many new names an address and a key may take (tests pass small numbers, their own clock) */
    LoginServer(Path dir, Optional<String> sharedPassword, boolean guests, NameClaims claims) throws IOException {
        this(dir, sharedPassword, guests, claims, escarmouche.lang.ScreenMessages.of(escarmouche.lang.Language.EN));
    }

    /** @param said the server's language ({@code serve --lang}), in which a refused login is told why */
    LoginServer(Path dir, Optional<String> sharedPassword, boolean guests, escarmouche.lang.ScreenMessages said)
            throws IOException {
        this(dir, sharedPassword, guests, new NameClaims(System::currentTimeMillis,
                escarmouche.ssh.gate.Limits.NEW_NAMES_PER_HOUR, escarmouche.ssh.gate.Limits.NAMES_PER_KEY), said);
    }

    LoginServer(Path dir, Optional<String> sharedPassword, boolean guests, NameClaims claims,
                escarmouche.lang.ScreenMessages said) throws IOException {
        this(dir, sharedPassword, guests, claims, said, false);
    }

    /**
     * The game's logins behind the server's gate, as {@code serve} has them: each try paced and counted, for its
     * connection and, failed passwords, for the whole server ({@code LoginFailures}: 10 by address and by name).
     */
    static LoginServer gated(Path dir) throws IOException {
        return new LoginServer(dir, Optional.empty(), true, new NameClaims(System::currentTimeMillis,
                escarmouche.ssh.gate.Limits.NEW_NAMES_PER_HOUR, escarmouche.ssh.gate.Limits.NAMES_PER_KEY),
                escarmouche.lang.ScreenMessages.of(escarmouche.lang.Language.EN), true);
    }

    private LoginServer(Path dir, Optional<String> sharedPassword, boolean guests, NameClaims claims,
                        escarmouche.lang.ScreenMessages said, boolean gate) throws IOException {
        players = dir.resolve("players");
        accounts = new Accounts(players, Clock.systemUTC());
        server = SshServer.setUpDefaultServer();
        server.setHost("127.0.0.1");
        server.setPort(0);
        server.setKeyPairProvider(new SimpleGeneratorHostKeyProvider(dir.resolve("hostkey.ser")));
        escarmouche.ssh.log.ServerLog serverLog = (event, text) -> log.add(event.word() + " " + text);
        Logins.install(server, accounts, sharedPassword, guests, serverLog,
                said, GuestHolds.NONE, claims,
                new escarmouche.ssh.gate.LimitLog(serverLog, Clock.systemUTC()));
        if (gate) {
            escarmouche.ssh.gate.Gate.install(server, escarmouche.ssh.gate.Limits.DEFAULTS, serverLog,
                    escarmouche.ssh.ClientEnvironment::read, new escarmouche.ssh.gate.LimitLog(serverLog, Clock.systemUTC()), said,
                    PlayerName::valid);
        }
        server.start();
        client = SshClient.setUpDefaultClient();
        client.setServerKeyVerifier(AcceptAllServerKeyVerifier.INSTANCE);
        client.addSessionListener(new org.apache.sshd.common.session.SessionListener() {
            @Override
            public void sessionDisconnect(org.apache.sshd.common.session.Session session, int reason, String message,
                                          String language, boolean initiator) {
                if (!initiator) disconnects.add(reason + " " + message);
            }
        });
        client.setUserInteraction(new UserInteraction() {
            @Override
            public void welcome(ClientSession session, String banner, String lang) {
                banners.add(banner);
            }

            @Override
            public String[] interactive(ClientSession session, String name, String instruction, String lang,
                                        String[] prompt, boolean[] echo) {
                if (instruction != null && !instruction.isEmpty()) prompts.add(instruction);
                prompts.addAll(List.of(prompt));
                // Answers a prompt with the password identity, like a user typing it.
                String[] answers = new String[prompt.length];
                java.util.Arrays.fill(answers, String.valueOf(session.getProperties().get("answer")));
                return answers;
            }

            @Override
            public String getUpdatedPassword(ClientSession session, String prompt, String lang) {
                return null;
            }
        });
        client.start();
    }

    /** The signature algorithms the client may use (for the host key and its own). */
    void clientSignatures(List<org.apache.sshd.common.NamedFactory<org.apache.sshd.common.signature.Signature>> factories) {
        client.setSignatureFactories(factories);
    }

    /** The server's signature algorithms, as installed. */
    List<String> serverSignatures() {
        return server.getSignatureFactories().stream().map(org.apache.sshd.common.NamedResource::getName).toList();
    }

    static KeyPair newKey() throws GeneralSecurityException {
        KeyPairGenerator generator = KeyPairGenerator.getInstance("EC");
        generator.initialize(256);
        return generator.generateKeyPair();
    }

    /** Logs in as {@code user} with {@code key}; true if the server let the client in. */
    boolean withKey(String user, KeyPair key) throws IOException {
        return login(user, "publickey", s -> s.addPublicKeyIdentity(key));
    }

    boolean withPassword(String user, String password) throws IOException {
        return login(user, "password", s -> s.addPasswordIdentity(password));
    }

    /** Keyboard-interactive: every prompt is answered with {@code answer}. */
    boolean interactive(String user, String answer) throws IOException {
        return login(user, "keyboard-interactive", s -> s.getProperties().put("answer", answer));
    }

    private synchronized boolean login(String user, String method, java.util.function.Consumer<ClientSession> identity)
            throws IOException {
        // One method per try, so a test knows which one let the client in.
        CoreModuleProperties.PREFERRED_AUTHS.set(client, method);
        CoreModuleProperties.PASSWORD_PROMPTS.set(client, 1);
        try (ClientSession session = client.connect(user, "127.0.0.1", server.getPort()).verify(WAIT).getSession()) {
            identity.accept(session);
            try {
                session.auth().verify(WAIT);
                return session.isAuthenticated();
            } catch (org.apache.sshd.common.SshException refused) {
                return false;
            }
        }
    }

    /** The first disconnect the client received ("code reason"), once it has; an error after {@link #WAIT}. */
    String firstDisconnect() throws InterruptedException {
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (disconnects.isEmpty() && System.nanoTime() < deadline) Thread.sleep(10);
        if (disconnects.isEmpty()) throw new AssertionError("no disconnect received; log: " + log);
        return disconnects.get(0);
    }

    /** The log lines of one kind ({@code login}, {@code login-failed}). */
    List<String> lines(String word) {
        synchronized (log) {
            return log.stream().filter(l -> l.startsWith(word + " ")).toList();
        }
    }

    @Override
    public void close() throws IOException {
        client.stop();
        server.stop(true);
    }
}
