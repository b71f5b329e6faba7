package escarmouche.ssh.load;

import java.util.ArrayList;
import java.util.List;

/** What went wrong in the runs (failures: the figures cannot be trusted) and which targets were missed. */
final class Report {
    private static final java.time.format.DateTimeFormatter CLOCK = java.time.format.DateTimeFormatter.ofPattern("HH:mm:ss");
    private final List<String> failures = new ArrayList<>();
    private final List<String> missed = new ArrayList<>();

    /** A line on standard error while a run goes on, so that a long run shows where it is. */
    void progress(String what) {
        System.err.println(java.time.LocalTime.now().format(CLOCK) + " ssh-load: " + what);
    }

    synchronized void fail(String what) {
        failures.add(what);
    }

    synchronized void miss(String target) {
        missed.add(target);
    }

    synchronized List<String> failures() {
        return List.copyOf(failures);
    }

    synchronized List<String> missed() {
        return List.copyOf(missed);
    }
}
