package escarmouche.save;

import escarmouche.engine.Game;
import escarmouche.engine.control.Controller;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * A mutation fuzz of the save loader: takes the golden saves, damages each copy in one to three ways
 * (bit flips, a cut, dropped, duplicated or swapped lines, inserted bytes, swapped fields) and loads it
 * the whole way (bytes, lines, header, inputs, keyframes, scenario, replay with its keyframe check).
 * Every case must end in a loaded fight or a {@link RecordingFile.Unreadable} whose message names the
 * file; anything else is a crash, and a case over the time limit is a hang. Not part of the default
 * test run (see docs/testing.md):
 * {@code java -cp game/target/test-classes:game/target/escarmouche.jar escarmouche.save.SaveFuzz [cases] [seed] [limitMs]}
 * from the project folder.
 */
public final class SaveFuzz {
    static final String NAME = "fuzzed.jsonl";
    private static final String[] KEYS = {"input", "keyframe", "result", "round", "inputs", "state", "hp", "id", "at",
        "seed", "format", "type", "content", "scenario", "contentHash", "game", "scenarioPath"};

    /** What a run found. */
    public record Report(int cases, int loaded, Map<String, Integer> rejections, List<String> crashes, int hangs, long millis) {
        public int rejected() {
            return rejections.values().stream().mapToInt(Integer::intValue).sum();
        }
    }

    private final List<byte[]> golden;
    private final Fights.Shipped shipped;

    public SaveFuzz(List<byte[]> golden, Fights.Shipped shipped) {
        this.golden = golden;
        this.shipped = shipped;
    }

    public static void main(String[] args) throws Exception {
        int cases = args.length > 0 ? Integer.parseInt(args[0]) : 100_000;
        long seed = args.length > 1 ? Long.parseLong(args[1]) : 12;
        long limit = args.length > 2 ? Long.parseLong(args[2]) : 2_000;
        Path saves = Path.of("game/src/test/resources/saves");
        SaveFuzz fuzz = new SaveFuzz(goldenSaves(saves), Fights.Shipped.load(Path.of("content")));
        Report r = fuzz.run(cases, seed, limit, true);
        System.out.printf("cases %d, loaded %d, rejected %d, crashes %d, hangs %d, time %.1f s (%.2f ms a case)%n", r.cases(),
                r.loaded(), r.rejected(), r.crashes().size(), r.hangs(), r.millis() / 1000.0, (double) r.millis() / r.cases());
        System.out.println("rejections by kind:");
        r.rejections().entrySet().stream().sorted(Map.Entry.<String, Integer>comparingByValue().reversed())
                .forEach(e -> System.out.printf("%8d  %s%n", e.getValue(), e.getKey()));
        for (String c : r.crashes().subList(0, Math.min(20, r.crashes().size()))) System.out.println("CRASH " + c);
        System.exit(r.crashes().isEmpty() && r.hangs() == 0 ? 0 : 1);
    }

    static List<byte[]> goldenSaves(Path dir) throws Exception {
        List<byte[]> out = new ArrayList<>();
        try (var files = Files.list(dir)) {
            for (Path f : files.filter(f -> f.toString().endsWith(".jsonl")).sorted().toList()) out.add(Files.readAllBytes(f));
        }
        return out;
    }

    public Report run(int cases, long seed, long limitMs, boolean progress) throws Exception {
        Random random = new Random(seed);
        Map<String, Integer> rejections = new TreeMap<>();
        List<String> crashes = new ArrayList<>();
        int loaded = 0;
        int hangs = 0;
        long start = System.nanoTime();
        ExecutorService worker = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "fuzz-case");
            t.setDaemon(true);
            return t;
        });
        for (int i = 0; i < cases; i++) {
            byte[] bytes = mutate(golden.get(random.nextInt(golden.size())), random);
            String label = "case " + i + " (seed " + seed + ")";
            Future<String> outcome = worker.submit(() -> load(bytes));
            try {
                String rejection = outcome.get(limitMs, TimeUnit.MILLISECONDS);
                if (rejection == null) {
                    loaded++;
                } else if (!rejection.startsWith(NAME)) {
                    crashes.add(label + ": a message without the file's name: " + rejection);
                } else {
                    rejections.merge(kind(rejection), 1, Integer::sum);
                }
            } catch (TimeoutException e) {
                hangs++;
                crashes.add(label + ": over " + limitMs + " ms");
                outcome.cancel(true);
                worker.shutdownNow();
                worker = Executors.newSingleThreadExecutor();
            } catch (java.util.concurrent.ExecutionException e) {
                crashes.add(label + ": " + e.getCause());
            }
            if (progress && (i + 1) % 10_000 == 0) {
                System.out.printf("%d cases, %.0f s%n", i + 1, (System.nanoTime() - start) / 1e9);
            }
        }
        worker.shutdownNow();
        return new Report(cases, loaded, rejections, crashes, hangs, (System.nanoTime() - start) / 1_000_000);
    }

    /** Loads the bytes the whole way; null when they make a sound fight, else the rejection's message. */
    private String load(byte[] bytes) {
        try {
            SavedFight saved = new RecordingFile().parseSave(bytes, NAME);
            Game game = Replays.game(saved, shipped.content(), shipped.hash(), NAME);
            Replays.replay(saved, game, Controller.SUBMITTED, NAME);
            return null;
        } catch (RecordingFile.Unreadable e) {
            return e.getMessage();
        }
    }

    /** A rejection's kind: its message without the file, the line, numbers and quoted parts. */
    static String kind(String message) {
        String m = message.substring(NAME.length()).replaceFirst("^:\\d+", "").replaceFirst("^: ", "");
        int cut = m.indexOf('\n');
        if (cut > 0) m = m.substring(0, cut);
        cut = m.indexOf('(');
        if (cut > 0) m = m.substring(0, cut);
        m = m.replaceAll("\"[^\"]*\"", "\"…\"").replaceAll("'[^']*'", "'…'").replaceAll("-?\\d+", "N");
        int colon = m.indexOf(": ", 20);
        if (colon > 0 && m.startsWith("keyframe")) m = m.substring(0, colon);
        return m.length() > 90 ? m.substring(0, 90) : m.strip();
    }

    static byte[] mutate(byte[] original, Random random) {
        byte[] b = original;
        int times = 1 + random.nextInt(3);
        for (int t = 0; t < times; t++) {
            b = switch (random.nextInt(8)) {
                case 0 -> flipBits(b, random);
                case 1 -> Arrays.copyOf(b, b.length == 0 ? 0 : random.nextInt(b.length));
                case 2 -> lines(b, random, 0);
                case 3 -> lines(b, random, 1);
                case 4 -> lines(b, random, 2);
                case 5 -> insert(b, random);
                case 6 -> swapFields(b, random);
                default -> swapValues(b, random);
            };
        }
        return b;
    }

    private static byte[] flipBits(byte[] b, Random random) {
        byte[] out = b.clone();
        int flips = 1 + random.nextInt(8);
        for (int i = 0; i < flips && out.length > 0; i++) out[random.nextInt(out.length)] ^= (byte) (1 << random.nextInt(8));
        return out;
    }

    /** {@code what}: 0 drops a line, 1 duplicates one, 2 swaps two. */
    private static byte[] lines(byte[] b, Random random, int what) {
        List<String> lines = new ArrayList<>(Arrays.asList(new String(b, StandardCharsets.ISO_8859_1).split("\n", -1)));
        if (lines.size() < 2) return b;
        int i = random.nextInt(lines.size());
        int j = random.nextInt(lines.size());
        switch (what) {
            case 0 -> lines.remove(i);
            case 1 -> lines.add(j, lines.get(i));
            default -> {
                String x = lines.get(i);
                lines.set(i, lines.get(j));
                lines.set(j, x);
            }
        }
        return String.join("\n", lines).getBytes(StandardCharsets.ISO_8859_1);
    }

    private static final byte[] SPECIAL = "\n{}[]\",:0-9\\ \u0000".getBytes(StandardCharsets.ISO_8859_1);

    private static byte[] insert(byte[] b, Random random) {
        int at = random.nextInt(b.length + 1);
        int n = 1 + random.nextInt(random.nextInt(10) == 0 ? 5_000 : 8);
        byte[] bytes = new byte[n];
        for (int i = 0; i < n; i++) {
            bytes[i] = random.nextBoolean() ? SPECIAL[random.nextInt(SPECIAL.length)] : (byte) random.nextInt(256);
        }
        byte[] out = new byte[b.length + n];
        System.arraycopy(b, 0, out, 0, at);
        System.arraycopy(bytes, 0, out, at, n);
        System.arraycopy(b, at, out, at + n, b.length - at);
        return out;
    }

    /** Renames one occurrence of a field to another field's name. */
    private static byte[] swapFields(byte[] b, Random random) {
        String s = new String(b, StandardCharsets.ISO_8859_1);
        String from = "\"" + KEYS[random.nextInt(KEYS.length)] + "\":";
        String to = "\"" + KEYS[random.nextInt(KEYS.length)] + "\":";
        List<Integer> at = occurrences(s, from, 200);
        if (at.isEmpty()) return b;
        int i = at.get(random.nextInt(at.size()));
        return (s.substring(0, i) + to + s.substring(i + from.length())).getBytes(StandardCharsets.ISO_8859_1);
    }

    /** Swaps two numbers of the file (hit points, squares, rounds, counts, the seed). */
    private static byte[] swapValues(byte[] b, Random random) {
        String s = new String(b, StandardCharsets.ISO_8859_1);
        var m = java.util.regex.Pattern.compile("(?<=[:\\[,])-?\\d+(?=[,\\]}])").matcher(s);
        List<int[]> numbers = new ArrayList<>();
        while (m.find() && numbers.size() < 5_000) numbers.add(new int[] {m.start(), m.end()});
        if (numbers.size() < 2) return b;
        int[] x = numbers.get(random.nextInt(numbers.size()));
        int[] y = numbers.get(random.nextInt(numbers.size()));
        if (x[0] > y[0]) {
            int[] t = x;
            x = y;
            y = t;
        }
        if (x[0] == y[0]) return b;
        String out = s.substring(0, x[0]) + s.substring(y[0], y[1]) + s.substring(x[1], y[0]) + s.substring(x[0], x[1]) + s.substring(y[1]);
        return out.getBytes(StandardCharsets.ISO_8859_1);
    }

    private static List<Integer> occurrences(String s, String what, int max) {
        List<Integer> out = new ArrayList<>();
        for (int i = s.indexOf(what); i >= 0 && out.size() < max; i = s.indexOf(what, i + 1)) out.add(i);
        return out;
    }
}
