package escarmouche.launch;

import escarmouche.save.FileTrees;
import escarmouche.testing.KeptSaves;
import escarmouche.ui.page.FightSaves;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;

/**
 * What finding Continue's fight costs in a folder of thousands: N finished fights (the duel won, each its own file)
 * and, older than all of them, one unfinished fight, which {@link SaveShelf#overview} must find. Times the first
 * overview of a new shelf (every name listed, the end of every finished file read, the unfinished one read whole),
 * the same again while nothing changed (names listed, files stamped), and after a fight changed. Not part of the
 * default test run (see docs/testing.md): {@code java -cp game/target/test-classes:game/target/escarmouche.jar
 * escarmouche.launch.ContinueLookupBench 5000} from the game's folder ({@code game/}).
 */
public final class ContinueLookupBench {
    private ContinueLookupBench() {}

    public static void main(String[] args) throws Exception {
        int count = args.length > 0 ? Integer.parseInt(args[0]) : 5000;
        Path recordings = Path.of("src/test/resources/recordings");
        byte[] won = Files.readAllBytes(recordings.resolve("duel-won.jsonl"));
        Path dir = Files.createTempDirectory("continue-bench-");
        try {
            Path old = dir.resolve("2020-01-01_00-00-00_ford.jsonl");
            Files.copy(recordings.resolve("ford-holding.jsonl"), old);
            for (int i = 0; i < count; i++) {
                Files.write(dir.resolve(String.format("2026-%02d-%02d_%02d-%02d-%02d_duel.jsonl", 1 + i / 2000 % 12,
                        1 + i / 60 % 28, i / 3600 % 24, i / 60 % 60, i % 60)), won);
            }
            long bytes = (long) won.length * count;
            System.out.printf("%d finished fights (%d bytes each, %.0f MB), one unfinished older than all%n", count, won.length,
                    bytes / 1e6);
            int runs = 15;
            long[] first = new long[runs];
            long[] again = new long[runs];
            long[] changed = new long[runs];
            for (int r = 0; r < runs; r++) {
                SaveShelf shelf = KeptSaves.local(dir);
                long a = System.nanoTime();
                FightSaves.Overview o = shelf.overview();
                first[r] = System.nanoTime() - a;
                if (o.count() != count + 1 || !o.unfinished().key().equals(old.toString())) throw new IllegalStateException(o.toString());
                a = System.nanoTime();
                if (shelf.overview() != o) throw new IllegalStateException("not kept");
                again[r] = System.nanoTime() - a;
                Files.writeString(old, "{\"input\":\"end\"}\n", StandardCharsets.UTF_8, StandardOpenOption.APPEND);
                a = System.nanoTime();
                shelf.overview();
                changed[r] = System.nanoTime() - a;
                Files.copy(recordings.resolve("ford-holding.jsonl"), old, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
            }
            System.out.printf("first overview of a new shelf: first run %.1f ms, median %.1f ms%n", first[0] / 1e6, median(first));
            System.out.printf("again, nothing changed: first run %.1f ms, median %.1f ms%n", again[0] / 1e6, median(again));
            System.out.printf("again, the unfinished fight changed: median %.1f ms%n", median(changed));
        } finally {
            FileTrees.deleteTree(dir);
        }
    }

    private static double median(long[] times) {
        long[] sorted = times.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2] / 1e6;
    }
}
