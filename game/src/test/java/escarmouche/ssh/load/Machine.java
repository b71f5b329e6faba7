package escarmouche.ssh.load;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/** Figures about the machine the runs share: load average and the kernel's clock tick. */
final class Machine {
    private static final long TICKS = readTicks();

    private Machine() {}

    /** The 1, 5 and 15 minute load averages, as {@code uptime} prints them. */
    static String loadAverage() {
        try {
            String[] f = Files.readString(Path.of("/proc/loadavg")).trim().split("\\s+");
            return f[0] + " " + f[1] + " " + f[2];
        } catch (IOException e) {
            return "?";
        }
    }

    /** Clock ticks a second, the unit of CPU times in /proc (100 on nearly every Linux). */
    static long ticksPerSecond() {
        return TICKS;
    }

    /** CPU ticks over wall nanoseconds, as a percentage of one core. */
    static String percentOfCore(long ticks, long nanos) {
        return String.format(Locale.ROOT, "%.2f", 100.0 * ticks / TICKS / (nanos / 1e9));
    }

    static String mib(long kb) {
        return kb < 0 ? "?" : String.format(Locale.ROOT, "%.1f", kb / 1024.0);
    }

    private static long readTicks() {
        try {
            Process p = new ProcessBuilder("getconf", "CLK_TCK").redirectErrorStream(true).start();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.US_ASCII).trim();
            p.waitFor();
            return Long.parseLong(out);
        } catch (IOException | NumberFormatException e) {
            return 100;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return 100;
        }
    }
}
