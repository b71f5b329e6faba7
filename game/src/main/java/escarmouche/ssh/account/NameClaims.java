package escarmouche.ssh.account;

import escarmouche.ssh.gate.LeakyBuckets;
import java.time.Duration;
import java.util.function.LongSupplier;

/**
 * How many new names keys may claim: a name is the first key's that logs in with it, and each claimed name
 * gets a folder and a quota of saves, so without a bound one client could take hundreds of names (and their
 * disk) in a minute, without ever opening a game. Two bounds, checked before a free name is taken:
 * <ul>
 *   <li>per address ({@link escarmouche.ssh.gate.LimitLog#addressKey}: an IPv6 /64 counts as one), a leaky bucket
 *       ({@link LeakyBuckets}, as the password failures'): it holds {@code perHour} claims and lets one go every hour /
 *       {@code perHour}, so an address claims that many names at once, then one every so often;</li>
 *   <li>per key, the names it already holds ({@code perKey}), counted from the accounts: a key holding that
 *       many claims no more (the admin may still give it more names with {@code ./play players}).</li>
 * </ul>
 * At most {@link #TRACKED} address buckets are kept, beyond which new addresses share one. In memory only: a
 * restart forgets them.
 */
final class NameClaims {
    static final int TRACKED = 4096;
    private static final String SHARED = "*";

    private final int perHour;
    private final int perKey;
    /** Guarded by this. */
    private final LeakyBuckets buckets;

    /** @param millis the time in milliseconds (the server's clock; tests move their own) */
    NameClaims(LongSupplier millis, int perHour, int perKey) {
        this(millis, perHour, perKey, TRACKED);
    }

    NameClaims(LongSupplier millis, int perHour, int perKey, int tracked) {
        if (perHour < 1 || perKey < 1) throw new IllegalArgumentException("name caps must be at least 1");
        this.perHour = perHour;
        this.perKey = perKey;
        this.buckets = new LeakyBuckets(millis, perHour, Duration.ofHours(1).toMillis() / perHour, tracked,
                key -> SHARED);
    }

    int perHour() {
        return perHour;
    }

    int perKey() {
        return perKey;
    }

    /** Whether a key that holds {@code held} names may claim one more. */
    boolean keyMayClaim(int held) {
        return held < perKey;
    }

    /** Whether {@code addressKey} may claim a new name now. */
    synchronized boolean addressMayClaim(String addressKey) {
        return !buckets.full(addressKey);
    }

    /**
     * How long until {@code addressKey} may claim a name again, rounded up to a whole minute (the player is told it
     * in minutes, and must not come back a few seconds too soon); zero when it may now.
     */
    synchronized Duration addressWait(String addressKey) {
        long millis = buckets.heldMillis(addressKey);
        if (millis <= 0) return Duration.ZERO;
        long minute = Duration.ofMinutes(1).toMillis();
        return Duration.ofMinutes((millis + minute - 1) / minute);
    }

    /** A key from {@code addressKey} claimed a name. */
    synchronized void claimed(String addressKey) {
        buckets.fill(addressKey);
    }

    synchronized int tracked() {
        return buckets.tracked();
    }
}
