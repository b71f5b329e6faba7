package escarmouche.ssh.gate;

import java.time.Duration;
import java.util.HashMap;
import java.util.Iterator;
import java.util.Map;
import java.util.function.LongSupplier;

/**
 * Failed password and keyboard-interactive logins across connections, for the whole server. A connection's
 * own count ({@link LoginTries}) ends with the connection, so a guesser who reconnects would start afresh;
 * here every failure fills a bucket for its address ({@link ConnectionCaps#addressKey}: an IPv6 /64 counts as
 * one) and one for the name tried, and each bucket leaks one failure every {@link #LEAK}. Once a bucket holds
 * {@link #ALLOWED} failures, password tries from that address, or on that name, are refused unchecked until
 * it has leaked below: a burst of mistypes never reaches it, a guesser gets one try a {@link #LEAK} per
 * address and per name. The name's bucket is what stops many addresses guessing one name; its price is that
 * a player's password may be refused while someone guesses it, never for longer than one {@link #LEAK} after
 * the guessing stops (refused tries do not fill the bucket), and never their key. At most {@link #TRACKED}
 * buckets are kept: when full, emptied buckets are forgotten, and beyond that new addresses (or names) share
 * one bucket, so a flood of addresses costs bounded memory and cannot flush a bucket that is filling.
 */
final class LoginFailures {
    static final int ALLOWED = 10;
    static final Duration LEAK = Duration.ofSeconds(30);
    static final int TRACKED = 4096;
    /** Names are keyed on this many characters at most (a client may send a long one). */
    private static final int NAME_KEY = 64;

    /** Which bucket refused a try, as the {@code limit} line says it. */
    enum Held { ADDRESS, NAME }

    private final LongSupplier millis;
    private final int allowed;
    private final long leakMillis;
    private final int tracked;
    /** Guarded by this. */
    private final Map<String, Bucket> buckets = new HashMap<>();

    private static final class Bucket {
        /** Failures held at {@link #atMillis}. */
        double level;
        long atMillis;
    }

    LoginFailures(LongSupplier millis) {
        this(millis, ALLOWED, LEAK, TRACKED);
    }

    /** @param millis the time in milliseconds (the server's clock; tests move their own) */
    LoginFailures(LongSupplier millis, int allowed, Duration leak, int tracked) {
        this.millis = millis;
        this.allowed = allowed;
        this.leakMillis = leak.toMillis();
        this.tracked = tracked;
    }

    /** Which bucket refuses a try on {@code name} from {@code addressKey} now, or null: it may be checked. */
    synchronized Held refuses(String addressKey, String name) {
        long now = millis.getAsLong();
        // Full until a whole failure has leaked away (failures a second apart have leaked a little already).
        if (level(addressKey(addressKey), now) > allowed - 1) return Held.ADDRESS;
        if (level(nameKey(name), now) > allowed - 1) return Held.NAME;
        return null;
    }

    /** A checked try on {@code name} from {@code addressKey} failed. */
    synchronized void failed(String addressKey, String name) {
        long now = millis.getAsLong();
        fill(addressKey(addressKey), now);
        fill(nameKey(name), now);
    }

    private static String addressKey(String addressKey) {
        return "a " + addressKey;
    }

    private static String nameKey(String name) {
        String n = name == null ? "" : name;
        return "n " + (n.length() > NAME_KEY ? n.substring(0, NAME_KEY) : n);
    }

    private double level(String key, long now) {
        Bucket b = buckets.get(key);
        if (b == null) b = buckets.get(shared(key));
        return b == null ? 0 : leaked(b, now);
    }

    private double leaked(Bucket b, long now) {
        return Math.max(0, b.level - Math.max(0, now - b.atMillis) / (double) leakMillis);
    }

    private void fill(String key, long now) {
        Bucket b = buckets.get(key);
        if (b == null) {
            if (buckets.size() >= tracked) forgetEmpty(now);
            String k = buckets.size() < tracked ? key : shared(key);
            b = buckets.computeIfAbsent(k, x -> new Bucket());
        }
        // Never more than the allowed count: refused at most one leak after the guessing stops.
        b.level = Math.min(allowed, leaked(b, now) + 1);
        b.atMillis = now;
    }

    private void forgetEmpty(long now) {
        for (Iterator<Bucket> it = buckets.values().iterator(); it.hasNext(); ) {
            if (leaked(it.next(), now) <= 0) it.remove();
        }
    }

    /** The bucket every address (or name) shares once the map is full. */
    private static String shared(String key) {
        return key.substring(0, 2) + "*";
    }

    synchronized int tracked() {
        return buckets.size();
    }
}
