package escarmouche.ssh.gate;

import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import escarmouche.ssh.log.ServerLog;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Predicate;
import java.util.random.RandomGenerator;
import org.apache.sshd.common.channel.RequestHandler;
import org.apache.sshd.common.compression.BuiltinCompressions;
import org.apache.sshd.common.global.KeepAliveHandler;
import org.apache.sshd.common.session.ConnectionService;
import org.apache.sshd.core.CoreModuleProperties;
import org.apache.sshd.server.ServerAuthenticationManager;
import org.apache.sshd.server.SshServer;
import org.apache.sshd.server.auth.UserAuthFactory;
import org.apache.sshd.server.forward.RejectAllForwardingFilter;
import org.apache.sshd.server.global.NoMoreSessionsHandler;

/**
 * What a client may ask of the server before and after logging in, and how much of it: connection caps
 * checked as a connection arrives, a login deadline and paced, counted tries, one session channel with one
 * shell per connection, and nothing else (no forwarding of any kind, no commands, no subsystems).
 */
public final class Gate {
    /** MINA's own idle timeout, a backstop behind the game's idle handling. */
    static final Duration IDLE_BACKSTOP_MARGIN = Duration.ofMinutes(5);

    private Gate() {}

    /**
     * Installs the gate on a server not started yet, after its login methods are set (they are wrapped). What
     * it tells a client before the login is in English.
     *
     * @param readVariable the environment variables the game reads; a client's others are refused
     */
    public static void install(SshServer server, Limits limits, ServerLog log, Predicate<String> readVariable) {
        install(server, limits, log, readVariable, new SplittableRandom(), Clock.systemUTC());
    }

    /** @param random draws for the refusal of unauthenticated connections (tests pass a fixed one) */
    static void install(SshServer server, Limits limits, ServerLog log, Predicate<String> readVariable,
                        RandomGenerator random, Clock clock) {
        install(server, limits, log, readVariable, random, clock, new LoginFailures(clock::millis),
                new LimitLog(log, clock), ScreenMessages.of(Language.EN), name -> true);
    }

    /**
     * @param limitLog  the server's {@code limit} lines, shared with the logins and the sessions
     * @param said      the server's language ({@code serve --lang}): a login comes before the client's LANG, so
     *                  a connection closed before it is told why in this one
     * @param guessable the names a password may log in with (the accounts' name rule): a failed try on any other
     *                  name is no password guess, and only its connection counts it ({@link PacedUserAuth})
     */
    public static void install(SshServer server, Limits limits, ServerLog log, Predicate<String> readVariable,
                               LimitLog limitLog, ScreenMessages said, Predicate<String> guessable) {
        install(server, limits, log, readVariable, new SplittableRandom(), Clock.systemUTC(),
                new LoginFailures(Clock.systemUTC()::millis), limitLog, said, guessable);
    }

    /** @param failures the server's count of failed password logins (tests pass one with small numbers) */
    static void install(SshServer server, Limits limits, ServerLog log, Predicate<String> readVariable,
                        RandomGenerator random, Clock clock, LoginFailures failures) {
        install(server, limits, log, readVariable, random, clock, failures, ScreenMessages.of(Language.EN));
    }

    /** The same, what a client is told before the login said in {@code said}'s language. */
    static void install(SshServer server, Limits limits, ServerLog log, Predicate<String> readVariable,
                        RandomGenerator random, Clock clock, LoginFailures failures, ScreenMessages said) {
        install(server, limits, log, readVariable, random, clock, failures, new LimitLog(log, clock), said, name -> true);
    }

    private static void install(SshServer server, Limits limits, ServerLog log, Predicate<String> readVariable,
                                RandomGenerator random, Clock clock, LoginFailures failures, LimitLog limitLog,
                                ScreenMessages said, Predicate<String> guessable) {
        refuseEverythingButOneShell(server, readVariable, new RefusalLog(log), limits.patience());
        // MINA's own wait for window space (a client that reads nothing stops adjusting its window) ends as the
        // wait for unsent output does: one patience for both, after which the game's write fails.
        CoreModuleProperties.WAIT_FOR_SPACE_TIMEOUT.set(server, limits.patience());
        MemoryBounds.apply(server);
        // Compression only once logged in (zlib@openssh.com): zlib before the login would let anyone reach the
        // inflater unauthenticated.
        server.setCompressionFactories(List.of(BuiltinCompressions.none, BuiltinCompressions.delayedZlib));
        paceLogins(server, limits, limitLog, failures, said, guessable);
        server.setSessionFactory(new CappedSessionFactory(server, limits, random, limitLog));
        server.addSessionListener(new ConnectionLog(log, clock));
        server.addSessionListener(new GameDeadline(limits.loginWithin(), said));
        CoreModuleProperties.IDLE_TIMEOUT.set(server, limits.idle().plus(IDLE_BACKSTOP_MARGIN));
    }

    private static void refuseEverythingButOneShell(SshServer server, Predicate<String> readVariable,
                                                    RefusalLog refusals, Duration patience) {
        // A forwarding's channel types have a factory only to be logged: it makes no channel, and the client
        // reads the same "unsupported channel type" as for any other.
        server.setChannelFactories(List.of(new OneGameChannelFactory(readVariable, refusals, patience),
                new RefusedChannelFactory("direct-tcpip", refusals),
                new RefusedChannelFactory("direct-streamlocal@openssh.com", refusals)));
        // Without the forwarding handlers no forwarder is ever made: a request costs one failure reply. Only a
        // forwarding asked for is logged: OpenSSH asks for others by itself (hostkeys-00@openssh.com).
        RequestHandler<ConnectionService> refuse = (connection, request, wantReply, buffer) -> {
            if (request.contains("forward")) {
                refusals.refused(connection.getSession(), ServerLog.clean(request), null);
            }
            return RequestHandler.Result.ReplyFailure;
        };
        server.setGlobalRequestHandlers(List.of(KeepAliveHandler.INSTANCE, NoMoreSessionsHandler.INSTANCE, refuse));
        server.setForwardingFilter(RejectAllForwardingFilter.INSTANCE);
        server.setAgentFactory(null);
        server.setCommandFactory(null);
        server.setSubsystemFactories(List.of());
    }

    private static void paceLogins(SshServer server, Limits limits, LimitLog limitLog, LoginFailures failures,
                                   ScreenMessages said, Predicate<String> guessable) {
        CoreModuleProperties.AUTH_TIMEOUT.set(server, limits.loginWithin());
        server.setSessionDisconnectHandler(new LoginGrace(said));
        // MINA's own count of requests (every method, "none" included) stays as a backstop behind ours.
        CoreModuleProperties.MAX_AUTH_REQUESTS.set(server, 2 * limits.loginTries() + 2);
        List<UserAuthFactory> methods = ServerAuthenticationManager.resolveUserAuthFactories(server);
        server.setUserAuthFactories(methods.stream()
                .map(method -> (UserAuthFactory) new PacedUserAuthFactory(method, limits, limitLog, failures, said,
                        guessable))
                .toList());
    }
}
