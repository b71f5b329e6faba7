package escarmouche.simulate;

import escarmouche.content.load.Content;
import escarmouche.content.load.ContentLoader;
import escarmouche.content.load.Loaded;
import escarmouche.content.load.ScenarioLoader;
import escarmouche.content.model.Scenario;
import java.lang.management.ManagementFactory;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Fairness check, not a unit test: each pair of mirror matches of {@code mirror/} (identical bands on a
 * map that looks the same from either end; the second file lists the sides in the other order) is
 * fought N times per order with every creature on AI: two orcs and a goblin a side, then two packs of
 * three wolves. Prints, for each order, how often the side listed first wins, with its 95 % interval;
 * whether the two orders agree within noise; and both orders together.
 *
 * <p>The orders get seeds of their own ({@code seed .. seed+N-1}, then the next N): with the same seeds
 * the second order would replay the first fight for fight, seen in a mirror ({@code MirrorMatchTest}),
 * and tell nothing new. A tie settled in favour of the side listed first pulls both rates the same way
 * from one half; a tie that favours one end of the map pulls them apart. Exit 0 when, for every pair,
 * the orders agree and both together hold one half in their interval; 1 otherwise. Run as
 * docs/testing.md says: {@code MirrorCheck [runs] [seed] [threads] [first.json second.json]}.
 */
public final class MirrorCheck {
    private MirrorCheck() {}

    /** The pairs fought by default: resource names of the first and the second order. */
    private static final List<String> PAIRS = List.of("orcs", "wolves");

    public static void main(String[] args) throws Exception {
        int runs = args.length > 0 ? Integer.parseInt(args[0]) : 10_000;
        long seed = args.length > 1 ? Long.parseLong(args[1]) : 1;
        int threads = args.length > 2 ? Integer.parseInt(args[2]) : Runtime.getRuntime().availableProcessors();
        List<Path[]> pairs = new ArrayList<>();
        if (args.length > 4) {
            pairs.add(new Path[] {Path.of(args[3]), Path.of(args[4])});
        } else {
            for (String band : PAIRS) {
                pairs.add(new Path[] {resource("mirror/" + band + "-west-first.json"),
                    resource("mirror/" + band + "-east-first.json")});
            }
        }
        Content content = content();
        System.out.printf(Locale.ROOT, "%d fights per order, %d threads, load average %.2f%n", runs, threads, load());
        boolean fair = true;
        for (Path[] pair : pairs) fair &= pair(scenario(pair[0], content), scenario(pair[1], content), runs, seed, threads);
        System.out.printf(Locale.ROOT, "load average at the end %.2f%n", load());
        System.exit(fair ? 0 : 1);
    }

    /** Both orders of one mirror match; true when they agree and, together, are even within noise. */
    static boolean pair(Scenario first, Scenario second, int runs, long seed, int threads) throws Exception {
        WinRate a = check(first, runs, seed, threads);
        WinRate b = check(second, runs, seed + runs, threads);
        WinRate both = new WinRate(a.wins() + b.wins(), a.decided() + b.decided(), a.draws() + b.draws());
        boolean agree = WinRate.agree(a, b);
        System.out.printf(Locale.ROOT, "  orders agree within noise: %s (z = %.2f)%n", agree ? "yes" : "NO", WinRate.z(a, b));
        System.out.printf(Locale.ROOT, "  both orders, side listed first: %s; %s%n", both.text(),
                both.evenWithinNoise() ? "even within noise" : "NOT EVEN");
        return agree && both.evenWithinNoise();
    }

    private static double load() {
        return ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
    }

    /** Fights one order and prints the first-listed side's figures. */
    static WinRate check(Scenario scenario, int runs, long seed, int threads) throws Exception {
        String firstSide = scenario.combatants().get(0).side();
        String winnerIfFirst = "party".equals(firstSide) ? "party" : "monsters";
        long t0 = System.nanoTime();
        List<Simulation.Fight> fights = fights(Simulation.allAi(scenario), runs, seed, threads);
        double seconds = (System.nanoTime() - t0) / 1e9;
        int wins = 0;
        int draws = 0;
        for (Simulation.Fight f : fights) {
            if (f.winner().equals("none")) draws++;
            else if (f.winner().equals(winnerIfFirst)) wins++;
        }
        WinRate rate = new WinRate(wins, runs - draws, draws);
        System.out.printf(Locale.ROOT, "%s, seeds %d..%d:%n  side listed first (%s) wins %s; %s; %.1f s%n",
                scenario.name(), seed, seed + runs - 1, firstSide, rate.text(),
                rate.evenWithinNoise() ? "even within noise" : "NOT EVEN", seconds);
        return rate;
    }

    static List<Simulation.Fight> fights(Scenario allAi, int runs, long seed, int threads) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(Math.max(1, threads));
        try {
            List<Future<Simulation.Fight>> futures = new ArrayList<>();
            for (int i = 0; i < runs; i++) {
                long s = seed + i;
                futures.add(pool.submit(() -> Simulation.fight(allAi, s)));
            }
            List<Simulation.Fight> out = new ArrayList<>();
            for (Future<Simulation.Fight> f : futures) out.add(f.get());
            return out;
        } finally {
            pool.shutdownNow();
        }
    }

    /** Both sides must be told apart by the winner field, which only says "party" or "monsters". */
    static Scenario scenario(Path file, Content content) {
        Loaded<Scenario> s = new ScenarioLoader().load(file, content);
        if (!s.ok()) throw new IllegalArgumentException(file + ": " + s.problems());
        List<String> sides = new ArrayList<>();
        s.value().combatants().forEach(c -> {
            if (!sides.contains(c.side())) sides.add(c.side());
        });
        if (sides.size() != 2 || !sides.contains("party")) {
            throw new IllegalArgumentException(file + ": a mirror match needs two sides, one of them party: " + sides);
        }
        return s.value();
    }

    private static Content content() {
        Path dir = Files.isRegularFile(Path.of("content", "weapons.json")) ? Path.of("content") : Path.of("..", "content");
        Loaded<Content> loaded = new ContentLoader().load(dir);
        if (!loaded.ok()) throw new IllegalStateException("content/ does not load: " + loaded.problems());
        return loaded.value();
    }

    private static Path resource(String name) throws URISyntaxException {
        java.net.URL url = MirrorCheck.class.getClassLoader().getResource(name);
        if (url == null) throw new IllegalStateException("no " + name + " on the class path (run mvn test-compile)");
        return Path.of(url.toURI());
    }
}
