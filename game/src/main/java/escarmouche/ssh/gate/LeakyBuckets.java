package escarmouche.ssh.gate;

import java.util.HashMap;
import java.util.Iterator;
import java.util.Map;
import java.util.function.LongSupplier;
import java.util.function.UnaryOperator;

/**
 * Leaky buckets by key, for the server's limits that outlive a connection (failed logins by address and by
 * name, new names claimed by address): each event fills its key's bucket by one, up to its capacity, and
 * each bucket leaks one every {@code leakMillis}. A key is held while its bucket has not leaked below the
 * capacity by a whole event. At most {@code tracked} buckets are kept: when full, emptied buckets are
 * forgotten, and beyond that new keys share one bucket ({@code shared} names it for a key), so a flood of
 * addresses costs bounded memory and cannot flush a bucket that is filling. Not thread-safe: its owners
 * guard it.
 */
public final class LeakyBuckets {
    private final LongSupplier millis;
    private final int capacity;
    private final long leakMillis;
    private final int tracked;
    private final UnaryOperator<String> shared;
    private final Map<String, Bucket> buckets = new HashMap<>();

    private static final class Bucket {
        /** Events held at {@link #atMillis}. */
        double level;
        long atMillis;
    }

    /**
     * @param millis     the time in milliseconds (the server's clock; tests move their own)
     * @param capacity   the events a bucket holds
     * @param leakMillis how long one event takes to leak away
     * @param tracked    how many buckets are kept at most
     * @param shared     the key of the bucket a key shares once {@code tracked} are kept
     */
    public LeakyBuckets(LongSupplier millis, int capacity, long leakMillis, int tracked, UnaryOperator<String> shared) {
        this.millis = millis;
        this.capacity = capacity;
        this.leakMillis = leakMillis;
        this.tracked = tracked;
        this.shared = shared;
    }

    /** Whether {@code key}'s bucket is full: it has not leaked a whole event below its capacity yet. */
    public boolean full(String key) {
        long now = millis.getAsLong();
        Bucket b = buckets.get(key);
        if (b == null) b = buckets.get(shared.apply(key));
        // Full until a whole event has leaked away (events a second apart have leaked a little already).
        return b != null && leaked(b, now) > capacity - 1;
    }

    /** How long {@code key}'s bucket stays {@link #full}, in milliseconds: until a whole event has leaked away. */
    public long heldMillis(String key) {
        long now = millis.getAsLong();
        Bucket b = buckets.get(key);
        if (b == null) b = buckets.get(shared.apply(key));
        if (b == null) return 0;
        double over = leaked(b, now) - (capacity - 1);
        // To the millisecond: the level is a fraction, and 0.6 of 10 s must read 6,000 ms, not 6,001.
        return over <= 0 ? 0 : Math.round(over * leakMillis);
    }

    /** One event for {@code key}. */
    public void fill(String key) {
        long now = millis.getAsLong();
        Bucket b = buckets.get(key);
        if (b == null) {
            if (buckets.size() >= tracked) forgetEmpty(now);
            String k = buckets.size() < tracked ? key : shared.apply(key);
            b = buckets.computeIfAbsent(k, x -> new Bucket());
        }
        // Never more than the capacity: held at most one leak after the events stop.
        b.level = Math.min(capacity, leaked(b, now) + 1);
        b.atMillis = now;
    }

    /** How many buckets are kept now. */
    public int tracked() {
        return buckets.size();
    }

    private double leaked(Bucket b, long now) {
        return Math.max(0, b.level - Math.max(0, now - b.atMillis) / (double) leakMillis);
    }

    private void forgetEmpty(long now) {
        for (Iterator<Bucket> it = buckets.values().iterator(); it.hasNext(); ) {
            if (leaked(it.next(), now) <= 0) it.remove();
        }
    }
}
