package escarmouche.ssh.load;

import java.util.Map;
import java.util.OptionalLong;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads the figures of a process that Linux publishes in {@code /proc/PID/stat} and {@code /proc/PID/status},
 * and the heap use that {@code jcmd PID GC.heap_info} prints. Pure parsing, so it is tested on fixed texts.
 */
final class ProcStats {
    private static final Pattern HISTOGRAM_LINE = Pattern.compile("^\\s*\\d+:\\s+\\d+\\s+(\\d+)\\s+(\\S+)");
    private static final Pattern HEAP_USED = Pattern.compile("total\\s+\\d+K,\\s+used\\s+(\\d+)K");

    private ProcStats() {}

    /**
     * User plus system CPU time, in clock ticks, from the text of {@code /proc/PID/stat}. The command
     * name (second field) is in parentheses and may hold spaces or parentheses, so fields are counted
     * from the last closing parenthesis: utime and stime are the 14th and 15th fields of the whole line.
     */
    static long cpuTicks(String stat) {
        int close = stat.lastIndexOf(')');
        if (close < 0) throw new IllegalArgumentException("not a /proc/PID/stat line: " + stat);
        String[] rest = stat.substring(close + 1).trim().split("\\s+");
        // rest[0] is field 3 (state): field n is rest[n - 3].
        if (rest.length < 13) throw new IllegalArgumentException("too few fields in /proc/PID/stat: " + stat);
        return Long.parseLong(rest[14 - 3]) + Long.parseLong(rest[15 - 3]);
    }

    /** A number field of {@code /proc/PID/status} ("Threads:", "VmRSS:" in kB), or nothing when absent. */
    static OptionalLong statusField(String status, String field) {
        for (String line : status.split("\n")) {
            if (line.startsWith(field + ":")) {
                String value = line.substring(field.length() + 1).trim().split("\\s+")[0];
                return OptionalLong.of(Long.parseLong(value));
            }
        }
        return OptionalLong.empty();
    }

    /**
     * Heap used, in KiB, from {@code jcmd PID GC.heap_info}: the sum of the "total ..., used NK" lines,
     * which are the heap or its generations whatever the collector (Metaspace lines have no "total").
     */
    static OptionalLong heapUsedKb(String heapInfo) {
        Matcher m = HEAP_USED.matcher(heapInfo);
        long sum = 0;
        boolean found = false;
        while (m.find()) {
            sum += Long.parseLong(m.group(1));
            found = true;
        }
        return found ? OptionalLong.of(sum) : OptionalLong.empty();
    }

    /**
     * Live threads counted by name from {@code jcmd PID Thread.print}, digits replaced by {@code #} so that
     * pools read as one line ({@code sshd-SshServer[#]-nio#-thread-#}); sorted by name.
     */
    static Map<String, Integer> threadNames(String threadPrint) {
        Map<String, Integer> names = new TreeMap<>();
        for (String line : threadPrint.split("\n")) {
            if (!line.startsWith("\"")) continue;
            int end = line.indexOf('"', 1);
            if (end < 0) continue;
            names.merge(line.substring(1, end).replaceAll("[0-9]+", "#"), 1, Integer::sum);
        }
        return names;
    }

    /** Names whose count grew from {@code before} to {@code after}, as "name +n", or "" when none did. */
    static String grown(Map<String, Integer> before, Map<String, Integer> after) {
        StringBuilder b = new StringBuilder();
        after.forEach((name, n) -> {
            int more = n - before.getOrDefault(name, 0);
            if (more > 0) b.append(b.length() == 0 ? "" : ", ").append(name).append(" +").append(more);
        });
        return b.toString();
    }

    /** Bytes of live objects by class, from {@code jcmd PID GC.class_histogram}. */
    static Map<String, Long> histogram(String classHistogram) {
        Map<String, Long> bytes = new TreeMap<>();
        for (String line : classHistogram.split("\n")) {
            Matcher m = HISTOGRAM_LINE.matcher(line);
            if (m.find()) bytes.merge(m.group(2), Long.parseLong(m.group(1)), Long::sum);
        }
        return bytes;
    }

    /** The {@code n} classes whose live bytes grew most, as "class +x.y MiB", largest first ("" when none grew). */
    static String topGrowth(Map<String, Long> before, Map<String, Long> after, int n) {
        return after.entrySet().stream()
                .map(e -> Map.entry(e.getKey(), e.getValue() - before.getOrDefault(e.getKey(), 0L)))
                .filter(e -> e.getValue() > 0)
                .sorted(Map.Entry.<String, Long>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()))
                .limit(n)
                .map(e -> e.getKey() + " +" + String.format(java.util.Locale.ROOT, "%.1f", e.getValue() / 1048576.0) + " MiB")
                .collect(java.util.stream.Collectors.joining(", "));
    }
}
