package escarmouche.save;

import escarmouche.engine.control.Controller;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.Random;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Stream;

/**
 * The crash soak: starts {@link SoakChild} in a child JVM (a fight played and recorded headless), kills
 * it with SIGKILL ({@code Process.destroyForcibly}) at a random moment of its fight (after its first input), then checks the
 * save: it must load, replay with every keyframe agreeing, and hold at least every input the child
 * acknowledged before the kill. Not part of the default test run (see docs/testing.md):
 * {@code java -cp game/target/test-classes:game/target/escarmouche.jar escarmouche.save.CrashSoak [runs] [seed] [minutes]}
 * from the project folder. Prints the runs, kills, corrupt saves (unreadable, or keyframes that
 * disagree), lost inputs and the time taken; exits 1 when a save was corrupt or lost an input.
 */
public final class CrashSoak {
    private CrashSoak() {}

    public static void main(String[] args) throws Exception {
        int runs = args.length > 0 ? Integer.parseInt(args[0]) : 1_000;
        long seed = args.length > 1 ? Long.parseLong(args[1]) : 1;
        double minutes = args.length > 2 ? Double.parseDouble(args[2]) : 1e9;
        Path content = Path.of("content").toAbsolutePath();
        Fights.Shipped shipped = Fights.Shipped.load(content);
        Random random = new Random(seed);
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String cp = System.getProperty("java.class.path");
        Path work = Files.createTempDirectory("crash-soak-");
        int done = 0;
        int killed = 0;
        int finished = 0;
        int corrupt = 0;
        int lost = 0;
        int noSave = 0;
        int childFailed = 0;
        long ackedTotal = 0;
        long fightMillis = 1_500;
        long start = System.nanoTime();
        for (int run = 0; run < runs && (System.nanoTime() - start) / 6e10 < minutes; run++) {
            Path file = work.resolve("run-" + run + ".jsonl");
            long fightSeed = random.nextLong();
            Process child = new ProcessBuilder(java, "-XX:TieredStopAtLevel=1", "-cp", cp, SoakChild.class.getName(),
                    content.toString(), file.toString(), Long.toString(fightSeed), Fights.FORD)
                    .redirectError(ProcessBuilder.Redirect.DISCARD).start();
            AtomicInteger acked = new AtomicInteger();
            AtomicLong readyAt = new AtomicLong();
            AtomicLong doneAt = new AtomicLong();
            Thread reader = new Thread(() -> read(child, acked, readyAt, doneAt));
            reader.start();
            // The clock starts at the first input on disk, so that every kill lands inside the fight.
            while (acked.get() == 0 && child.isAlive()) Thread.sleep(1);
            long firstAck = System.nanoTime();
            // Run 0 plays to its end, to learn how long a fight lasts; the others are killed within that time.
            long delay = run == 0 ? Long.MAX_VALUE : (long) (random.nextDouble() * fightMillis * 0.9);
            long killAt = firstAck + Math.min(delay, 600_000) * 1_000_000L;
            while (child.isAlive() && System.nanoTime() < killAt) Thread.sleep(1);
            boolean wasAlive = child.isAlive();
            child.destroyForcibly();
            child.waitFor();
            reader.join();
            if (run == 0 && doneAt.get() > 0) fightMillis = Math.max(200, (doneAt.get() - firstAck) / 1_000_000);
            if (wasAlive) {
                killed++;
            } else if (doneAt.get() > 0) {
                finished++;
            } else {
                childFailed++;
                System.out.println("CHILD FAILED run " + run + " (exit " + child.exitValue() + ")");
            }
            int ack = acked.get();
            ackedTotal += ack;
            done++;
            if (!Files.exists(file)) {
                if (ack > 0) lost++;
                noSave++;
            } else {
                try {
                    Replays.Resumed r = Replays.load(file, shipped.content(), shipped.hash(), Controller.SUBMITTED);
                    if (r.saved().recording().inputs().size() < ack) {
                        lost++;
                        System.out.println("LOST run " + run + ": acknowledged " + ack + ", saved " + r.saved().recording().inputs().size());
                    }
                } catch (RecordingFile.Unreadable e) {
                    corrupt++;
                    System.out.println("CORRUPT run " + run + ": " + e.getMessage());
                }
            }
            deleteAll(work);
            if ((run + 1) % 50 == 0) System.out.printf("%d runs, %.0f s%n", run + 1, (System.nanoTime() - start) / 1e9);
        }
        long millis = (System.nanoTime() - start) / 1_000_000;
        System.out.printf("runs %d: killed %d, fight ended before the kill %d, child failed on its own %d, killed before its"
                + " first save %d; corrupt %d, lost %d; inputs acknowledged %d (%.1f a run); fight length %d ms; time %.1f s (%.0f ms a run)%n",
                done, killed, finished, childFailed, noSave, corrupt, lost, ackedTotal, (double) ackedTotal / done, fightMillis,
                millis / 1000.0, (double) millis / done);
        deleteAll(work);
        Files.deleteIfExists(work);
        System.exit(corrupt == 0 && lost == 0 && childFailed == 0 ? 0 : 1);
    }

    private static void read(Process child, AtomicInteger acked, AtomicLong readyAt, AtomicLong doneAt) {
        try (BufferedReader in = new BufferedReader(new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                if (line.equals("ready")) readyAt.set(System.nanoTime());
                else if (line.equals("done")) doneAt.set(System.nanoTime());
                else if (line.startsWith("ack ")) acked.set(Integer.parseInt(line.substring(4)));
            }
        } catch (IOException e) {
            // the child was killed mid-line: what was read before counts
        }
        if (readyAt.get() == 0) readyAt.set(System.nanoTime());
    }

    private static void deleteAll(Path dir) throws IOException {
        try (Stream<Path> all = Files.walk(dir)) {
            for (Path p : all.sorted(Comparator.reverseOrder()).toList()) {
                if (!p.equals(dir)) Files.deleteIfExists(p);
            }
        }
    }

}
