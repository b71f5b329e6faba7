package escarmouche.rules.movement;

import escarmouche.rules.core.RuleSet;
import escarmouche.rules.core.Size;
import escarmouche.rules.grid.Grid;
import escarmouche.rules.grid.Pos;
import escarmouche.rules.grid.Terrain;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

/**
 * Path finder timing on a 100x100 map with random walls and terrain and 50 creatures (seeded), not a
 * unit test. Each query builds a fresh finder for a random creature (as the engine would) and asks for a
 * path to a random free square. Run:
 * {@code java -cp game/target/classes:game/target/test-classes escarmouche.rules.movement.PathBench [seed]}
 */
public final class PathBench {
    private static final int SIZE = 100;
    private static final int CREATURES = 50;
    private static final int WARMUP = 2000;
    private static final int QUERIES = 2000;

    private PathBench() {}

    private record Board(Grid grid, List<Occupant> creatures, List<Boolean> side) {}

    public static void main(String[] args) {
        long seed = args.length > 0 ? Long.parseLong(args[0]) : 12345L;
        Random r = new Random(seed);
        Board board = board(r);
        System.out.printf("map %dx%d, %d creatures, seed %d%n", SIZE, SIZE, CREATURES, seed);
        report("find (cheapest)", time(board, new Random(seed + 1), Query.CHEAPEST));
        report("find (prefer safe)", time(board, new Random(seed + 2), Query.PREFER_SAFE));
        report("reachable (12)", time(board, new Random(seed + 3), Query.REACHABLE));
    }

    private enum Query { CHEAPEST, PREFER_SAFE, REACHABLE }

    private static Board board(Random r) {
        Terrain[] squares = new Terrain[SIZE * SIZE];
        for (int i = 0; i < squares.length; i++) {
            int roll = r.nextInt(100);
            squares[i] = roll < 20 ? Terrain.WALL : roll < 30 ? Terrain.DIFFICULT : roll < 33 ? Terrain.VERY_DIFFICULT
                    : Terrain.FLOOR;
        }
        List<Occupant> creatures = new ArrayList<>();
        List<Boolean> side = new ArrayList<>();
        while (creatures.size() < CREATURES) {
            Size size = r.nextInt(8) == 0 ? Size.LARGE : Size.MEDIUM;
            Body b = Body.of(new Pos(r.nextInt(SIZE - 1), r.nextInt(SIZE - 1)), size);
            boolean clash = false;
            for (Occupant o : creatures) clash |= o.body().overlaps(b);
            if (clash) continue;
            for (Pos p : b.squares()) squares[p.y() * SIZE + p.x()] = Terrain.FLOOR;
            creatures.add(new Occupant("c" + creatures.size(), b, false));
            side.add(r.nextBoolean());
        }
        return new Board(new Grid(SIZE, SIZE, squares), creatures, side);
    }

    private static long[] time(Board board, Random r, Query query) {
        long[] nanos = new long[QUERIES];
        long sink = 0;
        for (int i = 0; i < WARMUP + QUERIES; i++) {
            int who = r.nextInt(CREATURES);
            Pos goal = new Pos(r.nextInt(SIZE), r.nextInt(SIZE));
            long t0 = System.nanoTime();
            sink += run(board, who, goal, query);
            long t = System.nanoTime() - t0;
            if (i >= WARMUP) nanos[i - WARMUP] = t;
        }
        if (sink == 42) System.out.println();
        return nanos;
    }

    private static int run(Board board, int who, Pos goal, Query query) {
        Occupant me = board.creatures().get(who);
        List<Occupant> others = new ArrayList<>(CREATURES - 1);
        List<Threat> threats = new ArrayList<>();
        for (int i = 0; i < CREATURES; i++) {
            if (i == who) continue;
            Occupant o = board.creatures().get(i);
            boolean hostile = !board.side().get(i).equals(board.side().get(who));
            others.add(new Occupant(o.id(), o.body(), hostile));
            if (hostile) threats.add(new Threat(o.id(), o.body(), 1));
        }
        MoveContext ctx = new MoveContext(board.grid(), others, Mover.of(me.id(), me.body()), 12, false, RuleSet.HOUSE);
        PathFinder finder = new PathFinder(ctx);
        return switch (query) {
            case CHEAPEST -> finder.find(goal).map(Path::cost).orElse(-1);
            case PREFER_SAFE -> finder.find(goal, PathOptions.preferSafe(new Threats(threats, true)))
                    .map(Path::cost).orElse(-1);
            case REACHABLE -> finder.reachable().size();
        };
    }

    private static void report(String what, long[] nanos) {
        long[] sorted = nanos.clone();
        Arrays.sort(sorted);
        double median = sorted[sorted.length / 2] / 1e6;
        double p99 = sorted[(int) Math.ceil(sorted.length * 0.99) - 1] / 1e6;
        double max = sorted[sorted.length - 1] / 1e6;
        System.out.printf("%-20s median %.3f ms   p99 %.3f ms   max %.3f ms   (%d queries)%n", what, median, p99, max,
                nanos.length);
    }
}
