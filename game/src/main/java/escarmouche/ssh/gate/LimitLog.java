package escarmouche.ssh.gate;

import escarmouche.ssh.log.LogEvent;
import escarmouche.ssh.log.ServerLog;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/**
 * Writes {@code limit} lines without letting a flood fill the disk: at most one line per address every
 * {@link #QUIET} (the line says how many hits it stands for), and no more than {@link #ADDRESSES} addresses
 * tracked: beyond that, every other address shares one line. Hits that came after an address's line are
 * written, counted, once its quiet time is over, even when none follows: a flood that stops is still told whole
 * within {@link #QUIET}. Stopping ({@link #close}) writes those still counted.
 */
public final class LimitLog implements AutoCloseable {
    static final Duration QUIET = Duration.ofSeconds(10);
    static final int ADDRESSES = 1024;
    private static final String OTHERS = "*";

    /** Runs a task once after a delay: the log's own timer, or a test's hand. */
    interface Timer {
        void after(Duration delay, Runnable task);
    }

    private final ServerLog log;
    private final Clock clock;
    private final Timer timer;
    /** The log's own timer's thread, or null when the timer is given: stopped by {@link #close}. */
    private final ScheduledThreadPoolExecutor own;
    /** Guarded by this. */
    private final Map<String, Entry> lastLines = new HashMap<>();

    private static final class Entry {
        Instant written;
        int unwritten;
        /** The last hit not written yet, as its line would say it. */
        String text;
        /** Whether the timer will write the hits counted. */
        boolean due;
    }

    public LimitLog(ServerLog log, Clock clock) {
        this.log = log;
        this.clock = clock;
        this.own = new ScheduledThreadPoolExecutor(1, r -> {
            Thread t = new Thread(r, "escarmouche-ssh-limit-log");
            t.setDaemon(true);
            return t;
        });
        // No thread while no count waits.
        own.setKeepAliveTime(30, TimeUnit.SECONDS);
        own.allowCoreThreadTimeOut(true);
        this.timer = (delay, task) -> {
            try {
                own.schedule(task, delay.toNanos(), TimeUnit.NANOSECONDS);
            } catch (RejectedExecutionException closed) {
                // Closed: its close wrote what was counted.
            }
        };
    }

    LimitLog(ServerLog log, Clock clock, Timer timer) {
        this.log = log;
        this.clock = clock;
        this.timer = timer;
        this.own = null;
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
        List<String> lines = new ArrayList<>();
        synchronized (this) {
            Instant now = clock.instant();
            String key = track(addressKey, now, lines);
            Entry entry = lastLines.computeIfAbsent(key, k -> new Entry());
            entry.unwritten++;
            entry.text = key.equals(OTHERS) ? "address=others " + text.substring(text.indexOf(' ') + 1) : text;
            if (entry.written != null && Duration.between(entry.written, now).compareTo(QUIET) < 0) {
                if (!entry.due) {
                    // Written when the address's quiet time ends, whether or not another hit comes.
                    entry.due = true;
                    Duration left = QUIET.minus(Duration.between(entry.written, now));
                    timer.after(left, () -> due(key, entry));
                }
            } else {
                lines.add(line(entry, now));
            }
        }
        for (String line : lines) log.write(LogEvent.LIMIT, line);
    }

    /** The quiet time of {@code entry}'s last line is over: the hits counted since are written. */
    private void due(String key, Entry entry) {
        String line;
        synchronized (this) {
            // Forgotten meanwhile (written before it was), or written by a hit or the close.
            if (lastLines.get(key) != entry || !entry.due) return;
            line = line(entry, clock.instant());
        }
        log.write(LogEvent.LIMIT, line);
    }

    /** The entry's line, its count starting again from none. */
    private static String line(Entry entry, Instant now) {
        String line = entry.text + " hits=" + entry.unwritten;
        entry.written = now;
        entry.unwritten = 0;
        entry.due = false;
        return line;
    }

    /** The server stops: the hits still counted are written now, and the timer stops. */
    @Override
    public void close() {
        List<String> lines = new ArrayList<>();
        synchronized (this) {
            Instant now = clock.instant();
            // By address, so that the lines come in the same order every time.
            for (Entry e : new TreeMap<>(lastLines).values()) if (e.unwritten > 0) lines.add(line(e, now));
        }
        for (String line : lines) log.write(LogEvent.LIMIT, line);
        if (own != null) own.shutdownNow();
    }

    /**
     * The key to count under: the address's own while there is room, else the one all others share. Addresses
     * quiet long enough are forgotten to make room, their counted hits first added to {@code lines}.
     */
    private String track(String addressKey, Instant now, List<String> lines) {
        if (lastLines.containsKey(addressKey) || lastLines.size() < ADDRESSES) return addressKey;
        // Full: forget the addresses that have been quiet long enough, then look again.
        for (Iterator<Entry> it = lastLines.values().iterator(); it.hasNext(); ) {
            Entry e = it.next();
            if (e.written != null && Duration.between(e.written, now).compareTo(QUIET) >= 0) {
                if (e.unwritten > 0) lines.add(line(e, now));
                it.remove();
            }
        }
        return lastLines.size() < ADDRESSES ? addressKey : OTHERS;
    }
}
