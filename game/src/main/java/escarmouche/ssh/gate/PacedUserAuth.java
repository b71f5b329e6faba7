package escarmouche.ssh.gate;

import escarmouche.lang.ScreenMessages;
import java.time.Duration;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import org.apache.sshd.common.SshConstants;
import org.apache.sshd.common.util.buffer.Buffer;
import org.apache.sshd.server.auth.AsyncAuthException;
import org.apache.sshd.server.auth.UserAuth;
import org.apache.sshd.server.auth.password.UserAuthPasswordFactory;
import org.apache.sshd.server.session.ServerSession;

/**
 * One login attempt by one method (password, keyboard-interactive, public key), checked by the method the
 * server was given and paced here: a failure counts against the connection's tries and its answer is held
 * back ({@link LoginDelay}); the last allowed failure closes the connection. A public key that is offered
 * and not accepted is a failure too, as OpenSSH's MaxAuthTries counts it. A failed password or keyboard-
 * interactive attempt also counts for the whole server ({@link LoginFailures}), which refuses such attempts
 * unchecked from an address or on a name that failed too often, whatever the connection, and says so in a banner.
 * A name no password may log in with is no guess: only the connection counts it.
 *
 * <p>Nothing waits on MINA's I/O threads: a held-back answer is an {@link AsyncAuthException} completed
 * later by the server's scheduler. MINA takes such late answers from the password and keyboard-interactive
 * methods only, so a refused public key is counted and answered at once (keys are not guessed: the wait is
 * there for passwords).
 */
final class PacedUserAuth implements UserAuth {
    private final UserAuth checked;
    private final Limits limits;
    private final LimitLog limitLog;
    private final LoginFailures failures;
    private final ScreenMessages said;
    /** The names a password may log in with: a failed try on another is no guess, which the server does not count. */
    private final Predicate<String> guessable;
    private ServerSession session;
    /** The name this attempt tries, for the server's count of failures. */
    private String username;

    /** @param said the server's language, in which a client that used up its tries is told so */
    PacedUserAuth(UserAuth checked, ServerSession session, Limits limits, LimitLog limitLog, LoginFailures failures,
                  ScreenMessages said, Predicate<String> guessable) {
        this.checked = checked;
        this.guessable = guessable;
        this.said = said;
        this.session = session;
        this.limits = limits;
        this.limitLog = limitLog;
        this.failures = failures;
    }

    @Override
    public Boolean auth(ServerSession session, String username, String service, Buffer buffer) throws Exception {
        this.session = session;
        this.username = username;
        if (tries().exhausted()) return lastAnswer(tries().failures());
        LoginFailures.Held held = answersLate() ? failures.refuses(addressKey(), username) : null;
        if (held != null) {
            // Refused unchecked, and answered as a failure of this connection (its wait, its count). Its lines are
            // counted apart from the address's login-tries lines, which would otherwise hide them.
            limitLog.hit(addressKey() + " login-failures", "address=" + ConnectionLog.address(session.getClientAddress())
                    + " limit=login-failures held=" + held.name().toLowerCase(java.util.Locale.ROOT) + " name="
                    + escarmouche.ssh.log.ServerLog.clean(username));
            // Said, or a guest who needs no password reads a bare "password:" prompt and "Permission denied".
            Banner.send(session, held(said, held, failures.heldFor(addressKey(), username)));
            return pace(() -> Boolean.FALSE, false);
        }
        return pace(() -> checked.auth(session, username, service, buffer), true);
    }

    @Override
    public Boolean next(Buffer buffer) throws Exception {
        if (tries().exhausted()) return lastAnswer(tries().failures());
        return pace(() -> checked.next(buffer), true);
    }

    /** @param counted whether the attempt is really checked (a failure then counts for the server, not only here) */
    private Boolean pace(Callable<Boolean> attempt, boolean counted) {
        Boolean result;
        try {
            result = attempt.call();
        } catch (AsyncAuthException later) {
            // The method answers later on a thread of its own: pace that answer when it comes.
            AsyncAuthException paced = new AsyncAuthException();
            later.addListener(ok -> settleLater(Boolean.TRUE.equals(ok), paced, counted));
            throw paced;
        } catch (Exception broken) {
            // MINA answers a method that throws with a failure: count it as one.
            result = Boolean.FALSE;
        }
        if (result == null) return null; // the method asked the client something (a key's signature, a prompt)
        LoginTries.Verdict verdict = verdict(result, counted);
        if (verdict instanceof LoginTries.Disconnect d) return lastAnswer(d.failures());
        Duration wait = ((LoginTries.AnswerAfter) verdict).delay();
        if (wait.isZero() || !answersLate()) return result;
        AsyncAuthException paced = new AsyncAuthException();
        answerAfter(paced, result, wait);
        throw paced;
    }

    /**
     * Closes the connection. The attempt is left unanswered where MINA takes late answers (an answer that
     * never comes); elsewhere it is a failure, which MINA may try to send on the closing connection.
     */
    private Boolean lastAnswer(int failures) {
        closeConnection(failures);
        if (answersLate()) throw new AsyncAuthException();
        return Boolean.FALSE;
    }

    /** Whether MINA accepts a late answer from this method. */
    private boolean answersLate() {
        String method = checked.getName();
        return UserAuthPasswordFactory.PASSWORD.equals(method) || UserAuthPasswordFactory.KB_INTERACTIVE.equals(method);
    }

    private void settleLater(boolean ok, AsyncAuthException paced, boolean counted) {
        LoginTries.Verdict verdict = verdict(ok, counted);
        if (verdict instanceof LoginTries.Disconnect d) {
            closeConnection(d.failures()); // the pending answer is never given: the connection is closing
            return;
        }
        answerAfter(paced, ok, ((LoginTries.AnswerAfter) verdict).delay());
    }

    private LoginTries.Verdict verdict(boolean ok, boolean counted) {
        long now = System.nanoTime();
        // Only passwords are guessed: a key that is not the name's costs the guesser nothing to try, and a
        // player's agent offers several, so keys do not count for the server (nor are they ever refused by it).
        // Nor is a name no player may have ("Anne"): no password can log in with it, so none was guessed. Counted,
        // a few mistyped names held a whole address, whose guests need no password.
        if (!ok && counted && answersLate() && guessable.test(username)) failures.failed(addressKey(), username);
        return ok ? tries().succeeded(now) : tries().failed(now);
    }

    private String addressKey() {
        return ConnectionCaps.addressKey(session.getClientAddress());
    }

    private void answerAfter(AsyncAuthException paced, boolean ok, Duration wait) {
        if (wait.isZero()) {
            paced.setAuthed(ok);
            return;
        }
        session.getFactoryManager().getScheduledExecutorService()
                .schedule(() -> paced.setAuthed(ok), wait.toNanos(), TimeUnit.NANOSECONDS);
    }

    /** Closes the connection: the tries are used up. */
    private void closeConnection(int failures) {
        limitLog.hit(ConnectionCaps.addressKey(session.getClientAddress()),
                "address=" + ConnectionLog.address(session.getClientAddress()) + " limit=login-tries tries=" + failures);
        try {
            DisconnectReason.send(session, SshConstants.SSH2_DISCONNECT_NO_MORE_AUTH_METHODS_AVAILABLE,
                    tooManyTries(said, limits.loginTries()));
        } catch (Exception closing) {
            session.close(true);
        }
    }

    /**
     * What a client refused unchecked reads ({@link LoginFailures}): too many failed logins from its address (or on
     * the name), and in how many seconds to try again: the wait the bucket still has, at least one second.
     */
    static String held(ScreenMessages m, LoginFailures.Held held, Duration wait) {
        long seconds = Math.max(1, (wait.toMillis() + 999) / 1000);
        return m.text(held == LoginFailures.Held.ADDRESS ? "ssh.login.held.address" : "ssh.login.held.name", seconds,
                String.valueOf(seconds));
    }

    /** What the client reads: "Too many failed logins (6 allowed per connection)". */
    static String tooManyTries(ScreenMessages m, int allowed) {
        return m.text("ssh.login.tries", String.valueOf(allowed));
    }

    private LoginTries tries() {
        return session.computeAttributeIfAbsent(LoginTries.KEY, key -> new LoginTries(limits.loginTries()));
    }

    @Override
    public void destroy() {
        checked.destroy();
    }

    @Override
    public ServerSession getSession() {
        return session;
    }

    @Override
    public ServerSession getServerSession() {
        return session;
    }

    @Override
    public String getName() {
        return checked.getName();
    }

    @Override
    public String getUsername() {
        return checked.getUsername();
    }
}
