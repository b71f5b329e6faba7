package escarmouche.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Ctrl-C during {@code ./play simulate}: the hook the JVM would run on the signal is run by the test, after a
 * moment or at once, and the command reports the fights it finished instead of losing them.
 */
class SimulateCtrlCTest {
    private static final Path WOLVES = Path.of("..", "content", "encounters", "wolf-pack.json");

    @Test
    @DisplayName("stopped mid-run, simulate says how many fights it finished and prints their report, as --runs N would")
    void stoppedMidRunReportsTheFightsOver() {
        SignalAfter signal = new SignalAfter(300);
        SimulateCommand command = new SimulateCommand();
        command.hooks = signal;
        Cli.Result r = Cli.running(command, WOLVES.toString(), "--runs", "5000000", "--seed", "9");
        // The counts grouped for reading ("1,234"), the --runs to type bare ("1234").
        Matcher said = Pattern.compile("Stopped after ([\\d,]+) of 5,000,000 fights: the figures below are those of the"
                + " first \\1, as --runs (\\d+) gives them\\.").matcher(r.err().replaceAll("\\s+", " "));
        assertTrue(said.find(), r.err());
        assertEquals(0, r.exit(), r.err());
        String n = said.group(2);
        assertEquals(n, said.group(1).replace(",", ""));
        assertTrue(r.out().contains(said.group(1) + " fights"), r.out());
        assertEquals(Cli.run("simulate", WOLVES.toString(), "--runs", n, "--seed", "9").out(), beforeTheHookGoes(r));
        assertEquals(signal.added, signal.removed, "the hook is gone once the report is out");
    }

    @Test
    @DisplayName("stopped before any fight is over, simulate says there are no figures, exit 130 as Ctrl-C gives")
    void stoppedAtOnce() {
        SimulateCommand command = new SimulateCommand();
        command.hooks = new SignalAfter(0);
        Cli.Result r = Cli.running(command, WOLVES.toString(), "--runs", "100", "--threads", "1");
        assertEquals(130, r.exit());
        assertEquals("Stopped before any fight was over: no figures.\n", r.err().replace(System.lineSeparator(), "\n"));
        assertEquals(HOOK_GONE, r.out());
    }

    @Test
    @DisplayName("stopped during a survey of a folder, simulate tells the scenarios fought in full and leaves out the one"
            + " under way")
    void aSurveyStoppedTellsTheScenariosDone(@TempDir Path folder) throws Exception {
        // The first fight ends before its first turn (one side only), the second is long: the signal falls in it.
        Path duel = WOLVES.resolveSibling("tutorial-duel.json");
        Files.writeString(folder.resolve("a-alone.json"), Files.readString(duel).replace("\"monsters\"", "\"party\""));
        Files.copy(WOLVES.resolveSibling("zoid-rampage.json"), folder.resolve("b-zoid.json"));
        SimulateCommand command = new SimulateCommand();
        command.hooks = new SignalAfter(3_000);
        Cli.Result r = Cli.running(command, folder.toString(), "--runs", "10000");
        assertTrue(r.err().contains("Stopped after 1 of 2 scenarios: the table holds those fought in full."), r.err());
        assertTrue(r.out().contains("1 scenario, 10,000 fights") && r.out().contains("Tutorial: a duel"), r.out());
        assertFalse(r.out().contains("Zoid"), r.out());
    }

    @Test
    @DisplayName("stopped mid-run, --compare reports the fights both rule sets finished, run by run the first ones:"
            + " the report of --compare --runs N")
    void aComparisonStoppedReportsTheFightsOfBoth() {
        SimulateCommand command = new SimulateCommand();
        command.hooks = new SignalAfter(500);
        Cli.Result r = Cli.running(command, WOLVES.toString(), "--compare", "--runs", "5000000", "--seed", "9");
        Matcher said = Pattern.compile("Stopped after ([\\d,]+) of 5,000,000 fights under each rule set: the figures below are"
                + " those of the first \\1, as --runs (\\d+) gives them\\.").matcher(r.err().replaceAll("\\s+", " "));
        assertTrue(said.find(), r.err());
        String n = said.group(2);
        assertEquals(n, said.group(1).replace(",", ""));
        assertEquals(Cli.run("simulate", WOLVES.toString(), "--compare", "--runs", n, "--seed", "9").out(), beforeTheHookGoes(r));
    }

    @Test
    @DisplayName("stopped mid-run, --parts reports the fights every set of rules finished: the report of --parts --runs N,"
            + " its fights apart counted among those")
    void partsStoppedReportTheFightsOfEverySet() {
        SimulateCommand command = new SimulateCommand();
        command.hooks = new SignalAfter(800);
        Cli.Result r = Cli.running(command, WOLVES.toString(), "--parts", "--runs", "5000000", "--json", "--threads", "2");
        Matcher said = Pattern.compile("Stopped after [\\d,]+ of 5,000,000 fights under each rule set: the figures below"
                + " are those of the first [\\d,]+, as --runs (\\d+) gives").matcher(r.err().replaceAll("\\s+", " "));
        assertTrue(said.find(), r.err());
        String n = said.group(1);
        assertTrue(r.out().contains("\"runs\" : " + n + ","), r.out());
        assertEquals(Cli.run("simulate", WOLVES.toString(), "--parts", "--runs", n, "--json", "--threads", "1").out(),
                beforeTheHookGoes(r));
    }

    @Test
    @DisplayName("--compare stopped before any fight is over: no figures, exit 130")
    void aComparisonStoppedAtOnce() {
        SimulateCommand command = new SimulateCommand();
        command.hooks = new SignalAfter(0);
        Cli.Result r = Cli.running(command, WOLVES.toString(), "--compare", "--runs", "100", "--threads", "1");
        assertEquals(130, r.exit());
        assertEquals("Stopped before any fight was over: no figures.\n", r.err().replace(System.lineSeparator(), "\n"));
        assertEquals(HOOK_GONE, r.out());
    }

    /** Printed on standard output as the Ctrl-C hook is removed: the report must come before it. */
    static final String HOOK_GONE = "[the Ctrl-C hook is removed]";

    /** The output up to the hook's removal, which must end it: after it, the JVM could have ended the process. */
    private static String beforeTheHookGoes(Cli.Result r) {
        assertTrue(r.out().endsWith(HOOK_GONE), "the report is printed while the hook holds the process: " + r.out());
        return r.out().substring(0, r.out().length() - HOOK_GONE.length());
    }

    /** Hooks where the simulation's own is run, as the JVM runs it on Ctrl-C, {@code millis} after it is added. */
    private static final class SignalAfter implements ShutdownHooks {
        private final long millis;
        final List<Thread> added = new ArrayList<>();
        final List<Thread> removed = new ArrayList<>();

        SignalAfter(long millis) {
            this.millis = millis;
        }

        @Override
        public synchronized void add(Thread hook) {
            added.add(hook);
            if (!hook.getName().equals("escarmouche-simulate-enough")) return;
            if (millis == 0) {
                hook.start();
                waitUntilAsked(hook);
                return;
            }
            Thread later = new Thread(() -> {
                try {
                    Thread.sleep(millis);
                } catch (InterruptedException e) {
                    return;
                }
                hook.run();
            });
            later.setDaemon(true);
            later.start();
        }

        // The hook says "enough" as its first step: the test waits for that, not for the hook's end.
        private static void waitUntilAsked(Thread hook) {
            while (hook.getState() == Thread.State.NEW || hook.getState() == Thread.State.RUNNABLE) Thread.onSpinWait();
        }

        @Override
        public synchronized void remove(Thread hook) {
            removed.add(hook);
            // Once the hook is gone the JVM may end the process: what is printed after would be lost.
            if (hook.getName().equals("escarmouche-simulate-enough")) System.out.print(HOOK_GONE);
        }
    }
}
