package escarmouche.ssh.gate;

import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.ssh.ClientEnvironment;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.random.RandomGenerator;
import org.apache.sshd.client.SshClient;
import org.apache.sshd.client.keyverifier.AcceptAllServerKeyVerifier;
import org.apache.sshd.client.session.ClientSession;
import org.apache.sshd.common.keyprovider.KeyPairProvider;
import org.apache.sshd.common.session.Session;
import org.apache.sshd.common.session.SessionListener;
import org.apache.sshd.server.Environment;
import org.apache.sshd.server.ExitCallback;
import org.apache.sshd.server.SshServer;
import org.apache.sshd.server.auth.UserAuthFactory;
import org.apache.sshd.server.auth.password.PasswordAuthenticator;
import org.apache.sshd.server.auth.password.UserAuthPasswordFactory;
import org.apache.sshd.server.auth.pubkey.PublickeyAuthenticator;
import org.apache.sshd.server.auth.pubkey.UserAuthPublicKeyFactory;
import org.apache.sshd.server.channel.ChannelSession;
import org.apache.sshd.server.command.Command;

/**
 * A bare MINA server behind the gate, on a free loopback port: passwords "good" log in (any other fails),
 * no key does, and the shell prints a line and waits. Log lines, password and key checks, shells started
 * and the windows they were given are kept for the test to read.
 */
final class GateServer implements AutoCloseable {
    static final Duration WAIT = Duration.ofSeconds(10);

    final SshServer server;
    final SshClient client;
    final List<String> log = new CopyOnWriteArrayList<>();
    final AtomicInteger passwordChecks = new AtomicInteger();
    final AtomicInteger keyChecks = new AtomicInteger();
    final List<ChannelSession> shells = new CopyOnWriteArrayList<>();
    /** The disconnects the client received from the server: "code reason". */
    final List<String> disconnects = new CopyOnWriteArrayList<>();

    GateServer(Limits limits, RandomGenerator random) throws IOException {
        this(limits, random, List.of(UserAuthPublicKeyFactory.INSTANCE, UserAuthPasswordFactory.INSTANCE));
    }

    /** @param methods the login methods, as the accounts code would set them before the gate wraps them */
    GateServer(Limits limits, RandomGenerator random, List<UserAuthFactory> methods) throws IOException {
        this(limits, random, methods, new LoginFailures(System::currentTimeMillis));
    }

    /** @param failures the server's count of failed password logins */
    GateServer(Limits limits, RandomGenerator random, List<UserAuthFactory> methods, LoginFailures failures)
            throws IOException {
        this(limits, random, methods, failures, ScreenMessages.of(Language.EN));
    }

    /** @param said the server's language ({@code serve --lang}) */
    GateServer(Limits limits, ScreenMessages said) throws IOException {
        this(limits, RandomGenerator.of("L64X128MixRandom"),
                List.of(UserAuthPublicKeyFactory.INSTANCE, UserAuthPasswordFactory.INSTANCE),
                new LoginFailures(System::currentTimeMillis), said);
    }

    GateServer(Limits limits, RandomGenerator random, List<UserAuthFactory> methods, LoginFailures failures,
               ScreenMessages said) throws IOException {
        server = SshServer.setUpDefaultServer();
        server.setHost("127.0.0.1");
        server.setPort(0);
        server.setKeyPairProvider(KeyPairProvider.wrap(ecKey()));
        PasswordAuthenticator passwords = (user, password, session) -> {
            passwordChecks.incrementAndGet();
            return "good".equals(password);
        };
        PublickeyAuthenticator keys = (user, key, session) -> {
            keyChecks.incrementAndGet();
            return false;
        };
        server.setPasswordAuthenticator(passwords);
        server.setPublickeyAuthenticator(keys);
        server.setUserAuthFactories(methods);
        server.setShellFactory(channel -> new WaitingShell());
        Gate.install(server, limits, (event, text) -> log.add(event.word() + " " + text), ClientEnvironment::read, random,
                Clock.systemUTC(), failures, said);
        server.start();
        client = SshClient.setUpDefaultClient();
        client.addSessionListener(new SessionListener() {
            @Override
            public void sessionDisconnect(Session session, int reason, String message, String language, boolean initiator) {
                if (!initiator) disconnects.add(reason + " " + message);
            }
        });
        client.setServerKeyVerifier(AcceptAllServerKeyVerifier.INSTANCE);
        client.start();
    }

    GateServer(Limits limits) throws IOException {
        this(limits, RandomGenerator.of("L64X128MixRandom"));
    }

    /** Small limits: a test changes the one it looks at. */
    static Limits small() {
        return new Limits(Duration.ofSeconds(20), 3, 5, 5, 5, 2, 10, Duration.ofMinutes(30));
    }

    int port() {
        return server.getPort();
    }

    /** A connected session, not logged in yet. */
    ClientSession connect(String user) throws IOException {
        return client.connect(user, "127.0.0.1", port()).verify(WAIT).getSession();
    }

    /** A logged-in session. */
    ClientSession login(String user) throws IOException {
        ClientSession session = connect(user);
        session.addPasswordIdentity("good");
        session.auth().verify(WAIT);
        return session;
    }

    List<String> lines(String word) {
        List<String> found = new ArrayList<>();
        for (String line : log) if (line.startsWith(word + " ")) found.add(line);
        return found;
    }

    /**
     * Waits until a line of the log passes {@code test}; false after {@link #WAIT}. A connection's disconnect line
     * is written as its session closes, a moment after the server stops counting it.
     */
    boolean waitForLine(java.util.function.Predicate<String> test) throws InterruptedException {
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (System.nanoTime() < deadline) {
            if (log.stream().anyMatch(test)) return true;
            Thread.sleep(10);
        }
        return false;
    }

    /** Waits until the server holds {@code count} connections; false after {@link #WAIT}. */
    boolean waitForConnections(int count) throws InterruptedException {
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (System.nanoTime() < deadline) {
            if (server.getActiveSessions().size() == count) return true;
            Thread.sleep(10);
        }
        return false;
    }

    /** The first disconnect the client received ("code reason"), once it has; an error after {@link #WAIT}. */
    String firstDisconnect() throws InterruptedException {
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (disconnects.isEmpty() && System.nanoTime() < deadline) Thread.sleep(10);
        if (disconnects.isEmpty()) throw new AssertionError("no disconnect received; log: " + log);
        return disconnects.get(0);
    }

    /** The first shell started, once it is (a shell starts just after the client is told yes). */
    ChannelSession firstShell() throws InterruptedException {
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (shells.isEmpty() && System.nanoTime() < deadline) Thread.sleep(10);
        if (shells.isEmpty()) throw new AssertionError("no shell started");
        return shells.get(0);
    }

    static KeyPair ecKey() {
        try {
            KeyPairGenerator generator = KeyPairGenerator.getInstance("EC");
            generator.initialize(256);
            return generator.generateKeyPair();
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }

    @Override
    public void close() throws IOException {
        client.stop();
        server.stop(true);
    }

    /** Prints "ready" and holds the channel open until the client closes it. */
    private final class WaitingShell implements Command {
        private OutputStream out;
        private ExitCallback exit;

        @Override
        public void setInputStream(InputStream in) {}

        @Override
        public void setOutputStream(OutputStream out) {
            this.out = out;
        }

        @Override
        public void setErrorStream(OutputStream err) {}

        @Override
        public void setExitCallback(ExitCallback callback) {
            this.exit = callback;
        }

        @Override
        public void start(ChannelSession channel, Environment env) throws IOException {
            shells.add(channel);
            out.write("ready\r\n".getBytes(StandardCharsets.US_ASCII));
            out.flush();
        }

        @Override
        public void destroy(ChannelSession channel) {}
    }
}
