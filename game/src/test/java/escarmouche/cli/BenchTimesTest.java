package escarmouche.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** `bench` measures for a time it can reach: a finite number of seconds, an hour at most. */
class BenchTimesTest {
    private static final Path ROOT = Path.of(System.getProperty("escarmouche.content", "../content")).getParent();
    private static final String SMALL = ROOT.resolve("bench/fighters-4-goblins-6.json").toString();
    private static final String REFUSED = "--warmup must be 0 to 3,600 seconds, --seconds more than 0 and at most 3,600,"
            + " --batches 1 to 99, --threads 1 to 1,024";

    @Test
    @DisplayName("NaN, infinities and more than an hour for --seconds or --warmup exit 2 with the bounds")
    void unreachableTimesAreRefused() {
        for (String option : List.of("--seconds", "--warmup")) {
            for (String value : List.of("NaN", "Infinity", "-Infinity", "1e308", "3600.5")) {
                Cli.Result r = Cli.run("bench", SMALL, option, value);
                assertEquals(2, r.exit(), option + " " + value + ": " + r.err());
                assertEquals(REFUSED, r.err().strip(), option + " " + value);
            }
        }
        Cli.Result fr = Cli.run("bench", SMALL, "--seconds", "NaN", "--lang", "fr");
        assertEquals("--warmup doit valoir de 0 à 3\u202f600\u00a0secondes, --seconds plus de 0 et au plus 3\u202f600, --batches de 1 à 99,"
                + " --threads de 1 à 1\u202f024", fr.err().strip());
    }

    @Test
    @DisplayName("the threads' column says one thread in the singular, in English and French")
    void threadsHeader() {
        ScreenMessages en = ScreenMessages.of(Language.EN);
        ScreenMessages fr = ScreenMessages.of(Language.FR);
        assertEquals("fights/s on 1 thread", en.text("cli.bench.threads", 1));
        assertEquals("fights/s on 1024 threads", en.text("cli.bench.threads", 1024));
        assertEquals("combats/s sur 1 fil", fr.text("cli.bench.threads", 1));
        assertEquals("combats/s sur 2 fils", fr.text("cli.bench.threads", 2));
        Cli.Result r = Cli.run("bench", SMALL, "--warmup", "0", "--seconds", "0.01", "--batches", "1", "--threads", "1");
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("fights/s on 1 thread\n"), r.out());
    }
}
