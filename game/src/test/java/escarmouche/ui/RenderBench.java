package escarmouche.ui;

import com.googlecode.lanterna.TerminalSize;
import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.input.KeyType;
import com.googlecode.lanterna.terminal.ansi.ANSITerminal;
import escarmouche.content.model.Scenario;
import escarmouche.testing.TestScenario;
import escarmouche.ui.page.Settings;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;

/**
 * One input-to-screen cycle (key handled, state changed, delta refresh written) on an ANSI terminal that
 * writes to a byte counter: time per cycle (median, p99) and bytes per cycle, at 80x24 and 120x40.
 * Run: {@code java -cp game/target/test-classes:game/target/escarmouche.jar escarmouche.ui.RenderBench}.
 * Not a unit test: timings depend on the machine.
 */
public final class RenderBench {
    private static final int WARMUP = 10000;
    private static final int SAMPLES = 5000;
    /** Movement per turn: enough turns to measure fit in the engine's 200-round limit. */
    private static final int SPEED = 200;

    /** An ANSI terminal of a fixed size whose output only counts bytes. */
    static final class CountingTerminal extends ANSITerminal {
        private final TerminalSize size;
        private final Counter counter;

        CountingTerminal(TerminalSize size, Counter counter) {
            super(InputStream.nullInputStream(), counter, StandardCharsets.UTF_8);
            this.size = size;
            this.counter = counter;
        }

        @Override
        protected TerminalSize findTerminalSize() {
            return size;
        }

        long bytes() {
            return counter.bytes;
        }
    }

    static final class Counter extends OutputStream {
        long bytes;

        @Override
        public void write(int b) {
            bytes++;
        }

        @Override
        public void write(byte[] b, int off, int len) {
            bytes += len;
        }
    }

    private record Figures(String what, double medianMicros, double p99Micros, long medianBytes, long p90Bytes,
                           long maxBytes) {
        @Override
        public String toString() {
            return String.format("  %-40s median %6.1f µs  p99 %6.1f µs  bytes median %5d  p90 %5d  max %5d", what,
                    medianMicros, p99Micros, medianBytes, p90Bytes, maxBytes);
        }
    }

    /** A 20x10 field, a party and goblins that cannot move, so the hero walks back and forth turn after turn. */
    static Scenario field() {
        String wall = "#".repeat(20);
        String floor = "#........,,;,......#";
        String open = "#" + ".".repeat(18) + "#";
        return TestScenario.map(wall, open, floor, open, floor, open, floor, open, open, wall)
                .with("brunhild", "party", 2, 4, c -> c.pc("fighter").hp(30).speed(SPEED))
                .with("g1", "monsters", 16, 2, c -> c.hp(7).speed(0))
                .with("g2", "monsters", 16, 4, c -> c.hp(7).speed(0))
                .with("g3", "monsters", 17, 6, c -> c.hp(7).speed(0))
                .initiative("brunhild", "g1", "g2", "g3").build();
    }

    public static void main(String[] args) throws IOException {
        for (TerminalSize size : new TerminalSize[] {new TerminalSize(80, 24), new TerminalSize(120, 40)}) {
            System.out.println(size.getColumns() + "x" + size.getRows() + " (" + SAMPLES + " cycles each after "
                    + WARMUP + " to warm up):");
            run(size);
        }
    }

    private static void run(TerminalSize size) throws IOException {
        Counter counter = new Counter();
        CountingTerminal terminal = new CountingTerminal(size, counter);
        Supplier<Scenario> scenario = RenderBench::field;
        TestCatalog catalog = new TestCatalog().add("field", "Field", "A field.", "easy", scenario);
        Path data = Files.createTempDirectory("bench");
        AtomicLong seeds = new AtomicLong(1);
        TerminalGame game = new TerminalGame(terminal, catalog, Harness.REFERENCE, Harness.errorLog(data),
                new Settings(true, 0, seeds::getAndIncrement), Runnable::run);
        game.open();
        press(game, 'n');
        press(game, KeyType.Enter);
        press(game, KeyType.Enter);

        // A one-square move: a direction key, the hero steps at once (east, then west, and so on); when its
        // movement is spent, its turn ends outside the measure and the others play theirs.
        System.out.println(measure("one-square move (arrow key, step taken)", game, counter,
                i -> new KeyStroke(i % 2 == 0 ? KeyType.ArrowRight : KeyType.ArrowLeft), i -> {
                    if (i > 0 && i % SPEED == 0) press(game, 'e');
                }));

        // In the planner, with a three-square path: one square longer, then one shorter again.
        press(game, 'm');
        for (int i = 0; i < 3; i++) press(game, KeyType.ArrowDown);
        System.out.println(measure("planner: path one square longer/shorter", game, counter, i -> i % 2 == 0
                ? new KeyStroke(KeyType.ArrowDown) : new KeyStroke(KeyType.Backspace), null));
        press(game, KeyType.Escape);

        // A key that changes nothing must write nothing.
        System.out.println(measure("a key that changes nothing", game, counter,
                i -> new KeyStroke('Z', false, false), null));
        game.close();
    }

    private interface Keys {
        KeyStroke key(int i);
    }

    private interface Setup {
        void before(int i);
    }

    private static Figures measure(String what, TerminalGame game, Counter counter, Keys keys, Setup setup) {
        long[] nanos = new long[SAMPLES];
        long[] bytes = new long[SAMPLES];
        for (int i = 0; i < WARMUP + SAMPLES; i++) {
            if (setup != null) setup.before(i);
            KeyStroke k = keys.key(i);
            long b0 = counter.bytes;
            long t0 = System.nanoTime();
            game.handle(k);
            long t1 = System.nanoTime();
            if (i >= WARMUP) {
                nanos[i - WARMUP] = t1 - t0;
                bytes[i - WARMUP] = counter.bytes - b0;
            }
        }
        Arrays.sort(nanos);
        Arrays.sort(bytes);
        return new Figures(what, nanos[SAMPLES / 2] / 1000.0, nanos[SAMPLES * 99 / 100] / 1000.0, bytes[SAMPLES / 2],
                bytes[SAMPLES * 9 / 10], bytes[SAMPLES - 1]);
    }

    private static void press(TerminalGame game, char c) {
        game.handle(new KeyStroke(c, false, false));
    }

    private static void press(TerminalGame game, KeyType t) {
        game.handle(new KeyStroke(t));
    }
}
