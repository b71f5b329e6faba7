package escarmouche.ssh.gate;

import java.time.Duration;
import org.apache.sshd.common.AttributeRepository.AttributeKey;

/**
 * One connection's failed logins: how many, and until when answers are held back. A client may send
 * several attempts without waiting for answers (RFC 4252 allows it); each answer then waits for the one
 * before it, so sending attempts in a burst does not get around the delay.
 */
final class LoginTries {
    /** Where a connection keeps its count (a key, not a value: no state is shared between connections). */
    static final AttributeKey<LoginTries> KEY = new AttributeKey<>();

    /** What to do with the answer to an attempt. */
    sealed interface Verdict permits AnswerAfter, Disconnect {}

    /** Answer the attempt once this much time has passed (zero: at once). */
    record AnswerAfter(Duration delay) implements Verdict {}

    /** The connection has used up its tries: close it. */
    record Disconnect(int failures) implements Verdict {}

    private final int allowed;
    private int failures;
    private long quietUntilNanos;

    LoginTries(int allowed) {
        this.allowed = allowed;
    }

    /** Whether the connection already used up its tries (a further attempt is not even checked). */
    synchronized boolean exhausted() {
        return failures >= allowed;
    }

    synchronized int failures() {
        return failures;
    }

    /** A failed attempt at {@code nowNanos} (a {@link System#nanoTime()} reading). */
    synchronized Verdict failed(long nowNanos) {
        failures++;
        if (failures >= allowed) return new Disconnect(failures);
        long from = Math.max(nowNanos, quietUntilNanos);
        quietUntilNanos = from + LoginDelay.after(failures).toNanos();
        return new AnswerAfter(Duration.ofNanos(quietUntilNanos - nowNanos));
    }

    /** A successful (or still running) attempt: answered at once unless an earlier failure's answer is pending. */
    synchronized Verdict succeeded(long nowNanos) {
        return new AnswerAfter(Duration.ofNanos(Math.max(0, quietUntilNanos - nowNanos)));
    }
}
