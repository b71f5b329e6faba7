package escarmouche.ssh.gate;

import java.time.Duration;

/**
 * How long the answer to a failed login is held back: half a second after the first failure, then twice as
 * long after each one, never more than {@link #LONGEST}. A person who mistyped barely notices; a guesser
 * gets a handful of answers a minute instead of hundreds a second.
 */
final class LoginDelay {
    static final Duration FIRST = Duration.ofMillis(500);
    static final Duration LONGEST = Duration.ofSeconds(4);

    private LoginDelay() {}

    /** The wait before answering the {@code failures}-th failed attempt of a connection (1 for the first). */
    static Duration after(int failures) {
        if (failures <= 0) return Duration.ZERO;
        // Doubling from 0.5 s reaches the 4 s cap at the fourth failure; the shift is bounded first.
        Duration grown = FIRST.multipliedBy(1L << Math.min(failures - 1, 10));
        return grown.compareTo(LONGEST) > 0 ? LONGEST : grown;
    }
}
