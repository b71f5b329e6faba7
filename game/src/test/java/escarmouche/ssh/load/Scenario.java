package escarmouche.ssh.load;

import java.io.PrintStream;
import java.time.Duration;
import java.util.List;

/** One measurement of {@code SshLoad}: the server options it needs, its time box, and the run itself. */
sealed interface Scenario permits LatencyRun, IdleRun, ChurnRun, HostileRun {
    /**
     * Limits raised for the load: every simulated player comes from 127.0.0.1, and up to 1,500
     * connections are made; each player has a name of its own, so the per-player cap stays the default.
     */
    List<String> LOAD_LIMITS = List.of("--guests", "--max-connections", "1500", "--max-per-address", "1500",
            "--max-startups", "64:128", "--max-sessions-per-player", "2");

    String name();

    /** The {@code serve} options (limits) the server runs with for this measurement. */
    List<String> serveOptions();

    /** Beyond this the run is stopped, its server killed, and it counts as failed. */
    Duration timeBox();

    /** Runs against a fresh server, prints its table on {@code out}, notes failures in {@code report}. */
    void run(ServerProcess server, LoadClient client, Report report, PrintStream out) throws Exception;
}
