package escarmouche.ssh.account;

import java.time.Duration;
import java.util.HashMap;
import java.util.Iterator;
import java.util.Map;
import java.util.function.LongSupplier;

/**
 * How many new names keys may claim: a name is the first key's that logs in with it, and each claimed name
 * gets a folder and a quota of saves, so without a bound one client could take hundreds of names (and their
 * disk) in a minute, without ever opening a game. Two bounds, checked before a free name is taken:
 * <ul>
 *   <li>per address ({@link escarmouche.ssh.gate.LimitLog#addressKey}: an IPv6 /64 counts as one), a bucket in
 *       the shape of the password failures' one: it holds {@code perHour} claims and lets one go every hour /
 *       {@code perHour}, so an address claims that many names at once, then one every so often;</li>
 *   <li>per key, the names it already holds ({@code perKey}), counted from the accounts: a key holding that
 *       many claims no more (the admin may still give it more names with {@code ./play players}).</li>
 * </ul>
 * At most {@link #TRACKED} address buckets are kept: when full, emptied buckets are forgotten, and beyond that
 * new addresses share one bucket, so a flood of addresses costs bounded memory. In memory only: a restart
 * forgets them.
 */
final class NameClaims {
    static final int TRACKED = 4096;
    private static final String SHARED = "*";

    private final LongSupplier millis;
    private final int perHour;
    private final int perKey;
    private final long leakMillis;
    private final int tracked;
    /** Guarded by this. */
    private final Map<String, Bucket> buckets = new HashMap<>();

    private static final class Bucket {
        /** Claims held at {@link #atMillis}. */
        double level;
        long atMillis;
    }

    /** @param millis the time in milliseconds (the server's clock; tests move their own) */
    NameClaims(LongSupplier millis, int perHour, int perKey) {
        this(millis, perHour, perKey, TRACKED);
    }

    NameClaims(LongSupplier millis, int perHour, int perKey, int tracked) {
        if (perHour < 1 || perKey < 1) throw new IllegalArgumentException("name caps must be at least 1");
        this.millis = millis;
        this.perHour = perHour;
        this.perKey = perKey;
        this.leakMillis = Duration.ofHours(1).toMillis() / perHour;
        this.tracked = tracked;
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
        // Full until a whole claim has leaked away.
        return level(addressKey, millis.getAsLong()) <= perHour - 1;
    }

    /** A key from {@code addressKey} claimed a name. */
    synchronized void claimed(String addressKey) {
        long now = millis.getAsLong();
        Bucket b = buckets.get(addressKey);
        if (b == null) {
            if (buckets.size() >= tracked) forgetEmpty(now);
            String k = buckets.size() < tracked ? addressKey : SHARED;
            b = buckets.computeIfAbsent(k, x -> new Bucket());
        }
        b.level = Math.min(perHour, leaked(b, now) + 1);
        b.atMillis = now;
    }

    private double level(String key, long now) {
        Bucket b = buckets.get(key);
        if (b == null) b = buckets.get(SHARED);
        return b == null ? 0 : leaked(b, now);
    }

    private double leaked(Bucket b, long now) {
        return Math.max(0, b.level - Math.max(0, now - b.atMillis) / (double) leakMillis);
    }

    private void forgetEmpty(long now) {
        for (Iterator<Bucket> it = buckets.values().iterator(); it.hasNext(); ) {
            if (leaked(it.next(), now) <= 0) it.remove();
        }
    }

    synchronized int tracked() {
        return buckets.size();
    }
}
