package escarmouche.cli;

import escarmouche.lang.ScreenMessages;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The system's load averages, to print beside each figure (other work on the machine skews wall times). */
final class BenchLoad {
    private BenchLoad() {}

    /**
     * "1.05 0.80 0.62" from /proc/loadavg, else the JVM's one-minute figure, with the decimal mark of the
     * language of {@code m} ("1,05 0,80 0,62"), as the bench's other figures.
     */
    static String average(ScreenMessages m) {
        List<String> shown = new ArrayList<>();
        try {
            String[] parts = Files.readString(Path.of("/proc/loadavg")).trim().split("\\s+");
            for (int i = 0; i < 3; i++) shown.add(twoDecimals(Double.parseDouble(parts[i]), m));
        } catch (IOException | RuntimeException e) {
            shown.clear();
            double one = java.lang.management.ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
            shown.add(one < 0 ? m.text("cli.bench.load.unknown") : twoDecimals(one, m));
        }
        return String.join(" ", shown);
    }

    private static String twoDecimals(double value, ScreenMessages m) {
        return String.format(m.language().locale(), "%.2f", value);
    }
}
