package escarmouche.ssh.load;

import java.util.ArrayList;
import java.util.List;

/** What went wrong in the runs (failures: the figures cannot be trusted) and which targets were missed. */
final class Report {
    private final List<String> failures = new ArrayList<>();
    private final List<String> missed = new ArrayList<>();

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
