package escarmouche.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** The system's load averages, to print beside each figure (other work on the machine skews wall times). */
final class BenchLoad {
    private BenchLoad() {}

    /** "1.05 0.80 0.62" from /proc/loadavg, else the JVM's one-minute figure. */
    static String average() {
        try {
            String[] parts = Files.readString(Path.of("/proc/loadavg")).trim().split("\\s+");
            return parts[0] + " " + parts[1] + " " + parts[2];
        } catch (IOException | RuntimeException e) {
            double one = java.lang.management.ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
            return one < 0 ? "unknown" : String.format(java.util.Locale.ROOT, "%.2f", one);
        }
    }
}
