package escarmouche.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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

    @Test
    @DisplayName("NaN, infinities and more than an hour for --seconds or --warmup exit 2, the option named with its bounds and the value as typed")
    void unreachableTimesAreRefused() {
        for (String value : List.of("NaN", "Infinity", "-Infinity", "1e308", "3600.5")) {
            Cli.Result seconds = Cli.run("bench", SMALL, "--seconds", value);
            assertEquals(2, seconds.exit(), value + ": " + seconds.err());
            assertEquals("escarmouche: --seconds must be more than 0 and at most 3600, found " + value + "\n", seconds.err());
            Cli.Result warmup = Cli.run("bench", SMALL, "--warmup", value);
            assertEquals(2, warmup.exit(), value + ": " + warmup.err());
            assertEquals("escarmouche: --warmup must be between 0 and 3600, found " + value + "\n", warmup.err());
        }
        Cli.Result fr = Cli.run("bench", SMALL, "--seconds", "NaN", "--lang", "fr");
        assertEquals("escarmouche\u00a0: --seconds doit valoir plus de 0 et au plus 3\u202f600, trouvé NaN\n", fr.err());
    }

    @Test
    @DisplayName("bench's options out of bounds are each said as every command says one, naming the option, in English and French")
    void outOfBoundsSaidLikeOtherCommands() {
        String[][] cases = {{"--seconds", "0"}, {"--warmup", "-1"}, {"--batches", "0"}, {"--threads", "0"}, {"--threads", "1025"}};
        String[] english = {"--seconds must be more than 0 and at most 3600, found 0",
                "--warmup must be between 0 and 3600, found -1", "--batches must be between 1 and 99, found 0",
                "--threads must be between 1 and 1024, found 0", "--threads must be between 1 and 1024, found 1025"};
        String[] french = {"--seconds doit valoir plus de 0 et au plus 3\u202f600, trouvé 0",
                "--warmup doit être entre 0 et 3\u202f600, trouvé -1", "--batches doit être entre 1 et 99, trouvé 0",
                "--threads doit être entre 1 et 1\u202f024, trouvé 0", "--threads doit être entre 1 et 1\u202f024, trouvé 1025"};
        for (int i = 0; i < cases.length; i++) {
            Cli.Result en = Cli.run("bench", SMALL, cases[i][0], cases[i][1]);
            assertEquals(2, en.exit());
            assertEquals("escarmouche: " + english[i] + "\n", en.err());
            Cli.Result fr = Cli.run("bench", "--lang", "fr", SMALL, cases[i][0], cases[i][1]);
            assertEquals(2, fr.exit());
            assertEquals("escarmouche\u00a0: " + french[i] + "\n", fr.err());
        }
    }

    @Test
    @DisplayName("the several-thread table's title says one thread in the singular, in English and French")
    void threadsHeader() {
        ScreenMessages en = ScreenMessages.of(Language.EN);
        ScreenMessages fr = ScreenMessages.of(Language.FR);
        assertEquals("On 1 thread, whole simulations (one untimed run, then the median of three):",
                en.text("cli.bench.threads", 1));
        assertEquals("On 1,024 threads, whole simulations (one untimed run, then the median of three):",
                en.text("cli.bench.threads", 1024));
        assertEquals("Sur 1 fil, des simulations entières (une première non mesurée, puis la médiane de trois)\u00a0:",
                fr.text("cli.bench.threads", 1));
        assertEquals("Sur 2 fils, des simulations entières (une première non mesurée, puis la médiane de trois)\u00a0:",
                fr.text("cli.bench.threads", 2));
        // One thread is the one-thread measure itself: no table of its own.
        Cli.Result r = Cli.run("bench", SMALL, "--warmup", "0", "--seconds", "0.01", "--batches", "1", "--threads", "1");
        assertEquals(0, r.exit(), r.err());
        assertFalse(r.out().contains("On 1 thread"), r.out());
    }
}
