package escarmouche.ssh.gate;

import escarmouche.ssh.log.LogEvent;
import escarmouche.ssh.log.ServerLog;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.Iterator;
import java.util.Map;

/**
 * Writes {@code limit} lines without letting a flood fill the disk: at most one line per address every
 * {@link #QUIET} (the line says how many hits it stands for), and no more than {@link #ADDRESSES} addresses
 * tracked: beyond that, every other address shares one line.
 */
public final class LimitLog {
    static final Duration QUIET = Duration.ofSeconds(10);
    static final int ADDRESSES = 1024;
    private static final String OTHERS = "*";

    private final ServerLog log;
    private final Clock clock;
    private final Map<String, Entry> lastLines = new HashMap<>();

    private static final class Entry {
        Instant written;
        int unwritten;
    }

    public LimitLog(ServerLog log, Clock clock) {
        this.log = log;
        this.clock = clock;
    }

    /**
     * @param address a client's address: counted as one with the rest of its IPv6 /64, whatever its port
     * @param text    as below
     */
    public void hit(java.net.SocketAddress address, String text) {
        hit(addressKey(address), text);
    }

    /**
     * What counts as one address for the limits ({@link ConnectionCaps#addressKey}): an IPv4 address without its
     * port, or an IPv6 /64.
     */
    public static String addressKey(java.net.SocketAddress address) {
        return ConnectionCaps.addressKey(address);
    }

    /**
     * The same for an address as the log writes it ({@code 10.0.0.1:5000}, {@code [::1]:5000}): its port dropped,
     * an IPv6 address taken to its /64. Only a literal address is read as one (nothing is looked up).
     */
    public static String addressKey(String logAddress) {
        int colon = logAddress.lastIndexOf(':');
        String host = colon < 0 ? logAddress : logAddress.substring(0, colon);
        if (host.startsWith("[") && host.endsWith("]")) host = host.substring(1, host.length() - 1);
        if (!host.matches("\\d{1,3}(\\.\\d{1,3}){3}") && !(host.indexOf(':') >= 0 && host.matches("[0-9A-Fa-f.:%\\w]+"))) {
            return host;
        }
        try {
            return addressKey(new java.net.InetSocketAddress(java.net.InetAddress.getByName(host), 0));
        } catch (java.net.UnknownHostException | RuntimeException notLiteral) {
            return host;
        }
    }

    /**
     * @param addressKey what counts as one address ({@link ConnectionCaps#addressKey})
     * @param text       the line's {@code key=value} pairs; {@code hits=N} is added: the hits from that address
     *                   since its last line, this one included
     */
    public void hit(String addressKey, String text) {
        String line;
        synchronized (this) {
            Instant now = clock.instant();
            String key = track(addressKey, now);
            Entry entry = lastLines.computeIfAbsent(key, k -> new Entry());
            entry.unwritten++;
            if (entry.written != null && Duration.between(entry.written, now).compareTo(QUIET) < 0) return;
            line = (key.equals(OTHERS) ? "address=others " + text.substring(text.indexOf(' ') + 1) : text)
                    + " hits=" + entry.unwritten;
            entry.written = now;
            entry.unwritten = 0;
        }
        log.write(LogEvent.LIMIT, line);
    }

    /** The key to count under: the address's own while there is room, else the one all others share. */
    private String track(String addressKey, Instant now) {
        if (lastLines.containsKey(addressKey) || lastLines.size() < ADDRESSES) return addressKey;
        // Full: forget the addresses that have been quiet long enough, then look again.
        for (Iterator<Entry> it = lastLines.values().iterator(); it.hasNext(); ) {
            Entry e = it.next();
            if (e.written != null && Duration.between(e.written, now).compareTo(QUIET) >= 0) it.remove();
        }
        return lastLines.size() < ADDRESSES ? addressKey : OTHERS;
    }
}
