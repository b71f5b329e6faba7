package escarmouche.cli;

import java.util.Map;
import picocli.CommandLine.Model.OptionSpec;

/**
 * The values each numeric option takes. A command checks them once its line is parsed; a number too large
 * even for the option's type never gets that far, and picocli's refusal of it is said with the same bounds
 * ({@link ParseWords}), so that 2147483648 and 10000001 runs get the same answer.
 */
final class OptionBounds {
    record Bound(long min, long max) {
        boolean holds(long value) {
            return value >= min && value <= max;
        }
    }

    static final Bound RUNS = new Bound(1, 10_000_000);
    static final Bound THREADS = new Bound(1, 1024);
    static final Bound BATCHES = new Bound(1, 99);
    static final Bound PORT = new Bound(0, 65535);
    static final Bound LOGIN_GRACE = new Bound(1, 600);
    static final Bound IDLE_MINUTES = new Bound(1, 24 * 60);
    static final Bound TABLE_PACE = new Bound(0, escarmouche.ssh.ServerConfig.MAX_TABLE_PACE);
    /** A limit of the server that must let at least one in. */
    static final Bound AT_LEAST_ONE = new Bound(1, Integer.MAX_VALUE);

    /** By command and option; an option not listed takes any value of its type (a seed, any long). */
    private static final Map<String, Bound> BY_OPTION = Map.ofEntries(
            Map.entry("simulate --runs", RUNS),
            Map.entry("simulate --threads", THREADS),
            Map.entry("bench --threads", THREADS),
            Map.entry("bench --batches", BATCHES),
            Map.entry("serve --port", PORT),
            Map.entry("serve --login-grace", LOGIN_GRACE),
            Map.entry("serve --idle-minutes", IDLE_MINUTES),
            Map.entry("serve --table-pace", TABLE_PACE),
            Map.entry("serve --login-tries", AT_LEAST_ONE),
            Map.entry("serve --max-connections", AT_LEAST_ONE),
            Map.entry("serve --max-per-address", AT_LEAST_ONE),
            Map.entry("serve --max-sessions-per-player", AT_LEAST_ONE),
            Map.entry("serve --max-new-names-per-hour", AT_LEAST_ONE),
            Map.entry("serve --max-names-per-key", AT_LEAST_ONE),
            Map.entry("serve --max-saves-per-player", AT_LEAST_ONE),
            Map.entry("serve --max-saves-mib-per-player", AT_LEAST_ONE));

    private OptionBounds() {}

    /** The values {@code option} of {@code command} takes. */
    static Bound of(String command, OptionSpec option) {
        Bound listed = BY_OPTION.get(command + " " + option.longestName());
        if (listed != null) return listed;
        Class<?> type = option.type();
        return type == int.class || type == Integer.class ? new Bound(Integer.MIN_VALUE, Integer.MAX_VALUE)
                : new Bound(Long.MIN_VALUE, Long.MAX_VALUE);
    }
}
