package escarmouche.ssh.gate;

import java.time.Duration;
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
 * buckets are kept ({@link LeakyBuckets}), beyond which new addresses (or names) share one.
 */
final class LoginFailures {
    static final int ALLOWED = 10;
    static final Duration LEAK = Duration.ofSeconds(30);
    static final int TRACKED = 4096;
    /** Names are keyed on this many characters at most (a client may send a long one). */
    private static final int NAME_KEY = 64;

    /** Which bucket refused a try, as the {@code limit} line says it. */
    enum Held { ADDRESS, NAME }

    /** Guarded by this. */
    private final LeakyBuckets buckets;

    LoginFailures(LongSupplier millis) {
        this(millis, ALLOWED, LEAK, TRACKED);
    }

    /** @param millis the time in milliseconds (the server's clock; tests move their own) */
    LoginFailures(LongSupplier millis, int allowed, Duration leak, int tracked) {
        this.buckets = new LeakyBuckets(millis, allowed, leak.toMillis(), tracked, LoginFailures::shared);
    }

    /** Which bucket refuses a try on {@code name} from {@code addressKey} now, or null: it may be checked. */
    synchronized Held refuses(String addressKey, String name) {
        if (buckets.full(addressKey(addressKey))) return Held.ADDRESS;
        if (buckets.full(nameKey(name))) return Held.NAME;
        return null;
    }

    /**
     * How long tries on {@code name} from {@code addressKey} are still refused: until the fuller of the two buckets
     * has leaked below full (zero when neither is).
     */
    synchronized Duration heldFor(String addressKey, String name) {
        return Duration.ofMillis(Math.max(buckets.heldMillis(addressKey(addressKey)), buckets.heldMillis(nameKey(name))));
    }

    /** A checked try on {@code name} from {@code addressKey} failed. */
    synchronized void failed(String addressKey, String name) {
        buckets.fill(addressKey(addressKey));
        buckets.fill(nameKey(name));
    }

    private static String addressKey(String addressKey) {
        return "a " + addressKey;
    }

    private static String nameKey(String name) {
        String n = name == null ? "" : name;
        return "n " + (n.length() > NAME_KEY ? n.substring(0, NAME_KEY) : n);
    }

    /** The bucket every address (or name) shares once the map is full. */
    private static String shared(String key) {
        return key.substring(0, 2) + "*";
    }

    synchronized int tracked() {
        return buckets.tracked();
    }
}
